#include "jt/packs/pack.h"

#include "jt/diagnostic_codes.h"
#include "jt/packs/content_hash.h"
#include "jt/packs/manifest.h"
#include "jt/packs/pack_id.h"
#include "packs/check_context.h"

namespace jt::packs {
namespace {

// A user-made pack's id is made from its content hash, so the same pack has the same id anywhere.
std::optional<Diagnostic> check_user_pack_id(const Pack& pack, const std::string& hash) {
  if (hash.empty() || !pack.id.starts_with(std::string(kLocalNamespace) + ':')) return std::nullopt;
  const std::string expected = user_pack_id(pack.type, hash);
  if (pack.id == expected) return std::nullopt;
  return Diagnostic{.code = Code::kBadPackId,
                    .file = pack.file,
                    .path = "/id",
                    .message = "expected the id " + detail::in_quotes(expected) + ", got " +
                               detail::in_quotes(pack.id),
                    .hint =
                        "a pack a person made is named by its content: local, its type's "
                        "word and the first 12 hex of its content hash"};
}

std::string string_field(const json::Value& pack, std::string_view key) {
  const json::Value* value = pack.find(key);
  return value != nullptr && value->is_string() ? value->as_string() : std::string();
}

}  // namespace

PackRead read_pack(json::Value value, const std::string& file) {
  PackRead read{std::nullopt, check_manifest(value, file)};
  if (detail::has_errors(read.diagnostics)) return read;
  HashCheck hash = check_content_hash(value, file);
  if (hash.problem) read.diagnostics.push_back(std::move(*hash.problem));
  Pack pack{string_field(value, "id"),
            string_field(value, "type"),
            string_field(value, "version"),
            string_field(value, "name"),
            string_field(value, "description"),
            file,
            std::move(value)};
  if (auto problem = check_user_pack_id(pack, hash.computed)) {
    read.diagnostics.push_back(std::move(*problem));
  }
  if (!detail::has_errors(read.diagnostics)) read.pack = std::move(pack);
  return read;
}

}  // namespace jt::packs
