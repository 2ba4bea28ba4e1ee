// The screenplay's header lines (docs/SCREENPLAY.md "The header"): cast entries as one line each,
// places, settings; values as items ("voice child", "at x 0.3, y 0.92").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/json/value.h"
#include "scanner.h"

namespace jt::screenplay {

// The line that says a pack's content is a cartoon pack's {cast, places, program}: the cast and
// places lines are the content's, not the program's.
inline constexpr std::string_view kCartoonPackLine = "pack content with cast, places and program";

// An item's value: a word or quoted text, a number, "k v, k v" for an object of such values,
// else compact JSON.
std::string item_value_text(const json::Value& v);
std::optional<json::Value> read_item_value(std::string_view text);

// A cast entry as a line: "A = Sunny · legs 2 · template kid · ...", "A is any" (a role).
std::string cast_line(const std::string& id, const json::Value& entry);
struct CastLine {
  std::string id;
  json::Value entry;
};
std::optional<CastLine> read_cast_line(std::string_view text, LineError& error);

// "name = value, name = value" (settings, variables) as value_text() prints the values.
std::string assignments_text(const json::Object& table);
std::optional<json::Object> read_assignments(std::string_view text, LineError& error);

// "park = background park" (a place, its value an item value).
std::string place_line(const std::string& name, const json::Value& place);
std::optional<CastLine> read_place_line(std::string_view text, LineError& error);

}  // namespace jt::screenplay
