// turnView {to = side, over = 0.24} (spec §8.5): the width squashes to 0 and back while the view
// switches at exactly the narrowest point:
//   together { for over: drive sx "=abs(cos(pi*local/over))" } { wait over/2; view {to} }
#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <utility>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/nearest_name.h"
#include "jt/program/views.h"
#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

constexpr std::string_view kDefaultView = "side";
constexpr double kDefaultOver = 0.24;  // seconds

// `over` as the drive's formula needs it: a number's digits, or a formula in parentheses.
std::string over_text(const json::Value& over) {
  if (over.is_number()) return json::format_number(over.as_number());
  std::string text(1, '(');
  text += std::string_view(over.as_string()).substr(1);
  text += ')';
  return text;
}

}  // namespace

json::Array expand_turn_view(BlockArgs& args) {
  const std::string to = args.text("to").value_or(std::string(kDefaultView));
  if (std::find(kViewNames.begin(), kViewNames.end(), to) == kViewNames.end()) {
    const std::optional<std::string_view> near = nearest_name(to, kViewNames);
    args.error(Code::kUnknownValue, "to", "unknown view \"" + to + "\"",
               near ? "did you mean \"" + std::string(*near) + "\"?"
                    : "the views are front, side and back");
  }
  const json::Value over = args.amount_or("over", kDefaultOver);
  json::Object view = primitive("view");
  view.set("to", to);
  if (over.is_number() && over.as_number() <= 0) {
    args.warning(
        Code::kNoEffect, "over",
        "a turn of " + json::format_number(over.as_number()) + " s switches the view at once",
        "give \"over\" more than 0 s to turn (the default is 0.24 s)");
    return {std::move(view)};
  }

  json::Object drive = primitive("drive");
  drive.set("ch", "sx");
  drive.set("value", "=abs(cos(pi*local/" + over_text(over) + "))");
  json::Object squash = primitive("for");
  squash.set("s", over);
  squash.set("body", json::Array{std::move(drive)});
  json::Object wait = primitive("wait");
  wait.set("s", divided(over, 2));
  json::Object together = primitive("together");
  together.set("branches", json::Array{json::Array{std::move(squash)},
                                       json::Array{std::move(wait), std::move(view)}});
  return {std::move(together)};
}

}  // namespace jt::program
