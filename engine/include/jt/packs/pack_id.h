// Pack ids and types. A shipped pack's id is "namespace:type:slug" ("c4c:beh:bounce",
// "c4c:char:dog", "c4c:cartoon:happy_now"); a pack a person made is "local:beh:<12 hex>" or
// "local:char:<12 hex>", the hex being the start of its content hash (docs/PACKS.md).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace jt::packs {

inline constexpr std::array<std::string_view, 8> kPackTypes = {
    "character", "behaviour", "scene", "background", "prop", "cartoon", "creature", "sound"};

inline constexpr std::string_view kLocalNamespace = "local";
inline constexpr std::size_t kLocalSlugLength = 12;  // hex digits of the content hash

struct PackId {
  std::string ns;    // who publishes it: "c4c", or "local" for a pack a person made
  std::string word;  // the type's word: "beh", "char", "cartoon", ...
  std::string slug;  // "bounce", or the 12 hex of a user-made pack
};

// Three ':'-separated parts, each of lower-case letters, digits, '_' and '-' and starting with a
// letter or a digit; nothing when `id` is not of that form.
std::optional<PackId> parse_pack_id(std::string_view id);

// The word an id uses for a pack type: "beh" for a behaviour, "char" for a character, "crt" for a
// creature, the type's
// own name for the others ("scene", "cartoon", ...); empty for a type that is not one.
std::string_view id_word(std::string_view type);

// The id of a pack a person made: "local:beh:" or "local:char:" and the first 12 hex digits of
// `content_hash` ("sha256:<64 hex>").
std::string user_pack_id(std::string_view type, std::string_view content_hash);

}  // namespace jt::packs
