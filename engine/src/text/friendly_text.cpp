// The friendly blocks, printed as written, not as what they desugar into (spec §4, §8.2-§8.5).
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

// The part a block names: " right arm", or "" when it names none.
std::string part_of(const Args& a, std::string_view key = "part") {
  const json::Value* part = a.find(key);
  return part != nullptr ? prefixed(" ", part_text(*part)) : std::string();
}

// A distance of `move` as a direction word and a size: dx 10 "right 10", -10 "left 10"; dy is
// down, so dy -150 is "up 150". A formula keeps its sign inside: "right (-distance)".
std::optional<std::string> direction(const Args& a, std::string_view key, std::string_view plus,
                                     std::string_view minus) {
  const json::Value* v = a.find(key);
  if (v == nullptr) return std::nullopt;
  if (v->is_number() && v->as_number() < 0) {
    return std::string(minus) + " " + value_text(-v->as_number());
  }
  return std::string(plus) + " " + value_text(*v);
}

// The wiggles' and chain blocks' items after the amount: speed, phase, clock.
std::vector<std::string> motion_items(const Args& a) {
  std::vector<std::string> items;
  a.add_speed(items);
  a.add_items(items, {{"phase", "phase "}});
  return items;
}

// swish and flop: "swish tail 50° · every 0.7 s · lag 0.09 · each × 1.1".
void print_chain_wave(Outline& out, const Args& a, std::string_view op) {
  std::vector<std::string> items = motion_items(a);
  a.add_items(items, {{"lag", "lag "}, {"falloff", "each × "}, {"segments", "", " segments"}});
  a.add_sync(items);
  out.line(with_items(std::string(op) + part_of(a) + a.value_with("deg", " ", "°"), items));
}

// bob, sway, wobble: the op, its amount, then the motion's items.
void print_wiggle(Outline& out, const Args& a, std::string_view op, std::string_view key,
                  std::string_view unit) {
  std::vector<std::string> items = motion_items(a);
  a.add_sync(items);
  out.line(with_items(std::string(op) + a.value_with(key, " ", unit), items));
}

}  // namespace

void print_move(Outline& out, const Args& a) {
  std::vector<std::string> steps;
  if (auto dx = direction(a, "dx", "right", "left")) steps.push_back(*dx);
  if (auto dy = direction(a, "dy", "down", "up")) steps.push_back(*dy);
  out.line("move " + join(steps, ", ") + a.timing());
}

void print_move_to(Outline& out, const Args& a) {
  std::vector<std::string> place;
  a.add_items(place, {{"x", "x "}, {"y", "y "}});
  out.line("move to " + join(place, ", ") + a.timing());
}

void print_turn(Outline& out, const Args& a) {
  out.line("turn by" + a.value_with("deg", " ", "°") + a.timing());
}

void print_turn_to(Outline& out, const Args& a) {
  out.line("turn to" + a.value_with("deg", " ", "°") + a.timing());
}

// "size to 1", "size width 0.9 height 1.12".
void print_scale_to(Outline& out, const Args& a) {
  out.line("size" + a.value_with("s", " to ") + a.value_with("sx", " width ") +
           a.value_with("sy", " height ") + a.timing());
}

void print_squash(Outline& out, const Args& a) {
  out.line("squash" + a.value_with("k", " ") + a.timing());
}

void print_set_part(Outline& out, const Args& a) {
  out.line("lift" + part_of(a) + a.value_with("deg", " to ", "°") + a.timing());
}

void print_turn_part(Outline& out, const Args& a) {
  out.line("turn" + part_of(a) + a.value_with("deg", " by ", "°") + a.timing());
}

void print_lift_part(Outline& out, const Args& a) {
  out.line("raise" + part_of(a) + a.value_with("px", " to ", " px") + a.timing());
}

void print_bob(Outline& out, const Args& a) {
  print_wiggle(out, a, "bob", "amp", "");
}

void print_sway(Outline& out, const Args& a) {
  print_wiggle(out, a, "sway", "deg", "°");
}

void print_wobble(Outline& out, const Args& a) {
  print_wiggle(out, a, "wobble", "px", " px");
}

void print_shake(Outline& out, const Args& a) {
  // A scene's shake is the camera's: it has an amount and a length, not px and degrees.
  if ((a.has("amount") || a.has("for")) && !a.has("px") && !a.has("deg")) {
    print_camera_shake(out, a);
    return;
  }
  std::vector<std::string> amounts;
  a.add_items(amounts, {{"px", "", " px"}, {"deg", "", "°"}});
  std::vector<std::string> items = motion_items(a);
  a.add_sync(items);
  out.line(with_items(amounts.empty() ? "shake" : "shake " + join(amounts, " and "), items));
}

void print_swing_part(Outline& out, const Args& a) {
  std::vector<std::string> items = motion_items(a);
  a.add_sync(items);
  out.line(with_items("swing" + part_of(a) + a.value_with("deg", " ", "°"), items));
}

void print_swish(Outline& out, const Args& a) {
  print_chain_wave(out, a, "swish");
}

void print_flop(Outline& out, const Args& a) {
  print_chain_wave(out, a, "flop");
}

void print_bend(Outline& out, const Args& a) {
  std::vector<std::string> items;
  a.add_items(items, {{"segments", "", " segments"}});
  out.line(with_items("bend" + part_of(a) + a.value_with("deg", " ", "°") + a.timing(), items));
}

void print_bow(Outline& out, const Args& a) {
  out.line("bow" + a.value_with("deg", " ", "°") + a.timing());
}

// "let the ears follow the body × 1.4": the leader is the body unless `after` names a part.
void print_let_follow(Outline& out, const Args& a) {
  const std::string after = a.has("after") ? part_of(a, "after") : " body";
  out.line("let the" + part_of(a) + " follow the" + after + a.value_with("amount", " × ") +
           a.value_with("hz", ", springing ", " per second") +
           a.value_with("damping", ", damping ") + a.value_with("segments", ", ", " segments"));
}

// "turn to the side in 0.24 s": the view is the side unless `to` names another.
void print_turn_view(Outline& out, const Args& a) {
  out.line("turn to the " + a.word("to").value_or("side") + a.timing());
}

}  // namespace jt::text
