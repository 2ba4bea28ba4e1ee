#include "jt/packs/manifest.h"

#include <algorithm>
#include <optional>
#include <span>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/nearest_name.h"
#include "jt/packs/pack_id.h"
#include "jt/packs/semver.h"
#include "packs/check_context.h"
#include "packs/content_rules.h"
#include "packs/third_party_urls.h"

namespace jt::packs {
namespace {

using detail::CheckContext;
using detail::in_quotes;
using json::Type;

constexpr std::array<std::string_view, 13> kManifestFields = {
    "pack",    "id",        "type",         "version",      "name",    "description", "author",
    "license", "remixable", "derived_from", "content_hash", "preview", "content"};

bool is_one_of(std::string_view word, std::span<const std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

std::string did_you_mean(std::string_view word, std::span<const std::string_view> words) {
  std::string list;
  for (std::string_view w : words)
    list += (list.empty() ? "" : ", ") + std::string(w);
  if (auto nearest = nearest_name(word, words)) {
    return "did you mean " + in_quotes(*nearest) + "? (one of " + list + ")";
  }
  return "one of " + list;
}

void check_format(const json::Object& pack, CheckContext& c) {
  const json::Value* format =
      c.field(pack, "", "pack", Type::kNumber, true, "a pack file starts with \"pack\": 1");
  if (format != nullptr && format->as_number() != 1) {
    c.error(Code::kUnknownVersion, "/pack",
            "expected pack format 1, got " + json::format_number(format->as_number()),
            "this reader knows format 1 only");
  }
}

std::string_view check_type(const json::Object& pack, CheckContext& c) {
  const json::Value* type =
      c.field(pack, "", "type", Type::kString, true,
              "add \"type\": \"behaviour\" (or character, scene, cartoon, ...)");
  if (type == nullptr) return {};
  if (!is_one_of(type->as_string(), kPackTypes)) {
    c.error(Code::kUnknownValue, "/type", "unknown pack type " + in_quotes(type->as_string()),
            did_you_mean(type->as_string(), kPackTypes));
    return {};
  }
  return type->as_string();
}

void check_local_id(const PackId& id, CheckContext& c) {
  const bool hex = id.slug.size() == kLocalSlugLength &&
                   std::all_of(id.slug.begin(), id.slug.end(), [](char ch) {
                     return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f');
                   });
  if ((id.word != "beh" && id.word != "char") || !hex) {
    c.error(Code::kBadPackId, "/id",
            "a pack a person made has the id local:beh:<12 hex> or local:char:<12 hex>",
            "the 12 hex digits are the start of its content_hash");
  }
}

std::optional<PackId> check_id(const json::Object& pack, std::string_view type, CheckContext& c) {
  const json::Value* id = c.field(pack, "", "id", Type::kString, true,
                                  "add an id namespace:type:slug, as in \"c4c:beh:bounce\"");
  if (id == nullptr) return std::nullopt;
  std::optional<PackId> parsed = parse_pack_id(id->as_string());
  if (!parsed) {
    c.error(Code::kBadPackId, "/id",
            in_quotes(id->as_string()) + " is not a pack id: expected namespace:type:slug",
            "lower-case letters, digits, '_' and '-', as in \"c4c:beh:bounce\"");
    return std::nullopt;
  }
  if (parsed->ns == kLocalNamespace) check_local_id(*parsed, c);
  if (!type.empty() && parsed->word != id_word(type)) {
    c.error(Code::kBadPackId, "/id",
            "the id says " + in_quotes(parsed->word) + " but the type is " + in_quotes(type),
            "a " + std::string(type) + " pack's id is " + parsed->ns + ":" +
                std::string(id_word(type)) + ":" + parsed->slug);
  }
  return parsed;
}

void check_version(const json::Object& object, const std::string& path, CheckContext& c) {
  const json::Value* version =
      c.field(object, path, "version", Type::kString, true, "add \"version\": \"1.0.0\"");
  if (version != nullptr && !parse_semver(version->as_string())) {
    c.error(Code::kBadVersion, path + "/version",
            in_quotes(version->as_string()) + " is not a version: expected MAJOR.MINOR.PATCH",
            "a semantic version (semver.org), as in \"1.0.0\"");
  }
}

void check_texts(const json::Object& pack, CheckContext& c) {
  const json::Value* name = c.field(pack, "", "name", Type::kString, true,
                                    "add the name people see, as in \"name\": \"Bounce\"");
  if (name != nullptr && name->as_string().empty())
    c.error(Code::kBadValue, "/name", "the name is empty");
  c.field(pack, "", "description", Type::kString, false);
}

void check_author(const json::Object& pack, bool local, CheckContext& c) {
  const json::Value* author = c.field(pack, "", "author", Type::kObject, true,
                                      "add \"author\": {\"id\": \"...\", \"name\": \"...\"}");
  if (author == nullptr) return;
  const json::Object& fields = author->as_object();
  const json::Value* id = c.field(fields, "/author", "id", Type::kString, true);
  c.field(fields, "/author", "name", Type::kString, false);
  const bool only_local_id = fields.size() == 1 && id != nullptr && id->as_string() == "local";
  if (local && !only_local_id) {
    c.error(Code::kBadValue, "/author", "the author of a pack a person made is {\"id\": \"local\"}",
            "never a name: the tools never ask for a person's name");
  }
}

void check_license(const json::Object& pack, bool local, CheckContext& c) {
  const json::Value* license =
      c.field(pack, "", "license", Type::kString, true,
              "add \"license\": \"cc0\" (or cc-by, c4c-free, c4c-paid, own)");
  if (license == nullptr) return;
  if (!is_one_of(license->as_string(), kLicenses)) {
    c.error(Code::kUnknownValue, "/license", "unknown licence " + in_quotes(license->as_string()),
            did_you_mean(license->as_string(), kLicenses));
  } else if (local && license->as_string() != "own") {
    c.error(Code::kBadValue, "/license", "the licence of a pack a person made is \"own\"",
            "the maker keeps it");
  }
}

void check_remixable(const json::Object& pack, bool local, CheckContext& c) {
  const json::Value* remixable = c.field(pack, "", "remixable", Type::kBool, true,
                                         "add \"remixable\": true (or false to block remixes)");
  if (remixable != nullptr && local && remixable->as_bool()) {
    c.error(Code::kBadValue, "/remixable", "a pack a person made is not remixable: expected false");
  }
}

void check_derived_from(const json::Object& pack, CheckContext& c) {
  const json::Value* derived = c.field(pack, "", "derived_from", Type::kArray, false);
  if (derived == nullptr) return;
  for (std::size_t i = 0; i < derived->as_array().size(); ++i) {
    const std::string path = pointer_append("/derived_from", i);
    const json::Value& ref = derived->as_array()[i];
    if (!ref.is_object()) {
      c.error(Code::kWrongType, path,
              "expected an object {\"id\", \"version\"}, got " +
                  std::string(json::type_name(ref.type())));
      continue;
    }
    const json::Value* id = c.field(ref.as_object(), path, "id", Type::kString, true);
    if (id != nullptr && !parse_pack_id(id->as_string())) {
      c.error(Code::kBadPackId, path + "/id", in_quotes(id->as_string()) + " is not a pack id",
              "as in \"c4c:char:dog\"");
    }
    check_version(ref.as_object(), path, c);
  }
}

void check_preview(const json::Object& pack, CheckContext& c) {
  const json::Value* preview = c.field(pack, "", "preview", Type::kObject, false);
  if (preview == nullptr) return;
  const json::Object& fields = preview->as_object();
  if (const json::Value* moves = c.field(fields, "/preview", "moves", Type::kArray, false)) {
    for (std::size_t i = 0; i < moves->as_array().size(); ++i) {
      if (!moves->as_array()[i].is_string()) {
        c.error(Code::kWrongType, pointer_append("/preview/moves", i),
                "expected a move's name, a string");
      }
    }
  }
  const json::Value* seconds = c.field(fields, "/preview", "seconds", Type::kNumber, false);
  if (seconds != nullptr && !(seconds->as_number() > 0)) {
    c.error(Code::kOutOfRange, "/preview/seconds", "expected a number of seconds more than 0");
  }
}

void check_content_hash_field(const json::Object& pack, CheckContext& c) {
  c.field(pack, "", "content_hash", Type::kString, true,
          "run `jabbertoon pack hash --fix FILE` to add it");
}

void warn_unknown_fields(const json::Object& pack, CheckContext& c) {
  for (const json::Member& member : pack) {
    // "$schema" names the file's JSON Schema for an editor (docs/SCHEMAS.md): not a field.
    if (member.key == "$schema") continue;
    if (!is_one_of(member.key, kManifestFields)) {
      c.warning(Code::kUnknownField, pointer_append("", member.key),
                "unknown manifest field " + in_quotes(member.key),
                did_you_mean(member.key, kManifestFields));
    }
  }
}

}  // namespace

std::vector<Diagnostic> check_manifest(const json::Value& pack, const std::string& file) {
  CheckContext c(file);
  if (!pack.is_object()) {
    c.error(Code::kWrongType, "",
            "expected a pack (an object with \"pack\": 1), got " +
                std::string(json::type_name(pack.type())));
    return c.take();
  }
  const json::Object& fields = pack.as_object();
  check_format(fields, c);
  const std::string_view type = check_type(fields, c);
  const std::optional<PackId> id = check_id(fields, type, c);
  const bool local = id && id->ns == kLocalNamespace;
  check_version(fields, "", c);
  check_texts(fields, c);
  check_author(fields, local, c);
  check_license(fields, local, c);
  check_remixable(fields, local, c);
  check_derived_from(fields, c);
  check_content_hash_field(fields, c);
  check_preview(fields, c);
  if (const json::Value* content = c.field(fields, "", "content", Type::kObject, true,
                                           "the pack's program or character goes in \"content\"")) {
    if (!type.empty()) detail::check_content(*content, type, c);
    detail::check_third_party_urls(*content, "/content", c);
  }
  warn_unknown_fields(fields, c);
  return c.take();
}

}  // namespace jt::packs
