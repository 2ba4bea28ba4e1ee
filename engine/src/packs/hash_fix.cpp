#include "jt/packs/hash_fix.h"

#include <algorithm>
#include <optional>

#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::packs {
namespace {

constexpr std::string_view kKey = "\"content_hash\"";

struct Span {
  std::size_t begin, end;  // the characters between the value's quotes
};

std::size_t skip_space(std::string_view text, std::size_t at) {
  while (at < text.size() &&
         (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) {
    ++at;
  }
  return at;
}

// The string after the key that ends at `at`: `: "..."`, with no escape inside.
std::optional<Span> string_value_after(std::string_view text, std::size_t at) {
  at = skip_space(text, at);
  if (at >= text.size() || text[at] != ':') return std::nullopt;
  at = skip_space(text, at + 1);
  if (at >= text.size() || text[at] != '"') return std::nullopt;
  const std::size_t end = text.find_first_of("\"\\", at + 1);
  if (end == std::string_view::npos || text[end] != '"') return std::nullopt;
  return Span{at + 1, end};
}

json::Value pack_with_hash(const json::Value& pack, const std::string& hash) {
  json::Value fixed = pack;
  std::vector<json::Member>& members = fixed.as_object().members();
  if (json::Value* stated = fixed.as_object().find("content_hash")) {
    *stated = hash;
    return fixed;
  }
  auto content = std::find_if(members.begin(), members.end(),
                              [](const json::Member& m) { return m.key == "content"; });
  members.insert(content, json::Member{"content_hash", hash});
  return fixed;
}

// Every "content_hash" in the text is tried (one may be a key inside the content): the first whose
// replacement reads back as the fixed pack is the manifest's.
std::optional<std::string> replaced_in_place(std::string_view text, const json::Value& fixed,
                                             const std::string& hash) {
  for (std::size_t key = text.find(kKey); key != std::string_view::npos;
       key = text.find(kKey, key + 1)) {
    const std::optional<Span> value = string_value_after(text, key + kKey.size());
    if (!value) continue;
    std::string candidate(text.substr(0, value->begin));
    candidate += hash;
    candidate += text.substr(value->end);
    json::ParseResult reread = json::parse(candidate);
    if (reread.ok() && reread.value == fixed) return candidate;
  }
  return std::nullopt;
}

}  // namespace

HashFix with_content_hash(std::string_view text, const json::Value& pack, const std::string& hash) {
  const json::Value fixed = pack_with_hash(pack, hash);
  if (std::optional<std::string> in_place = replaced_in_place(text, fixed, hash)) {
    return {std::move(*in_place), true};
  }
  return {json::write_readable(fixed) + "\n", false};
}

}  // namespace jt::packs
