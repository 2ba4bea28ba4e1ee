#include "jt/packs/pack_id.h"

#include <algorithm>

#include "jt/packs/content_hash.h"

namespace jt::packs {
namespace {

bool is_word(std::string_view part) {
  auto allowed = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
  return !part.empty() && allowed(part[0]) && std::all_of(part.begin(), part.end(), [&](char c) {
    return allowed(c) || c == '_' || c == '-';
  });
}

}  // namespace

std::optional<PackId> parse_pack_id(std::string_view id) {
  const std::size_t first = id.find(':');
  const std::size_t second = first == std::string_view::npos ? first : id.find(':', first + 1);
  if (second == std::string_view::npos) return std::nullopt;
  PackId parsed{std::string(id.substr(0, first)),
                std::string(id.substr(first + 1, second - first - 1)),
                std::string(id.substr(second + 1))};
  if (!is_word(parsed.ns) || !is_word(parsed.word) || !is_word(parsed.slug)) return std::nullopt;
  return parsed;
}

std::string_view id_word(std::string_view type) {
  if (type == "behaviour") return "beh";
  if (type == "character") return "char";
  if (type == "creature") return "crt";
  if (std::find(kPackTypes.begin(), kPackTypes.end(), type) != kPackTypes.end()) return type;
  return {};
}

std::string user_pack_id(std::string_view type, std::string_view content_hash) {
  const std::string_view hex = content_hash.substr(kHashPrefix.size(), kLocalSlugLength);
  return std::string(kLocalNamespace) + ':' + std::string(id_word(type)) + ':' + std::string(hex);
}

}  // namespace jt::packs
