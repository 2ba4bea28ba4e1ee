// The primitive blocks that move a character: base channels, motions, mood, the skeleton's
// chain, follow, reach and view (spec §3, §8).
#include "jt/json/key_order.h"
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

// `to` / `by` of set and ramp: "dx 0, left arm 16"; a ramp's `by` as "dx by 10".
void add_targets(std::vector<std::string>& items, const json::Value* targets,
                 std::string_view relation) {
  if (targets == nullptr) return;
  if (!targets->is_object()) {
    items.push_back(std::string(relation) + value_text(*targets));
    return;
  }
  for (const json::Member* m : json::js_key_order(targets->as_object())) {
    items.push_back(channel_text(m->key) + " " + std::string(relation) + value_text(m->value));
  }
}

// The channels an argument names as words; "?" when it is missing.
std::string channels_of(const Args& a, std::string_view key) {
  const json::Value* ch = a.find(key);
  return ch != nullptr ? channels_text(*ch) : "?";
}

std::string shape_text(const Args& a) {
  return a.word_with("shape", "", " ");
}

// A walk cycle's bob, [base, amp] as "bob -2/3", or null: "no bob".
std::optional<std::string> gait_bob(const json::Value* bob) {
  if (bob == nullptr) return std::nullopt;
  if (bob->is_null()) return "no bob";
  if (bob->is_array() && bob->as_array().size() == 2) {
    return "bob " + value_text(bob->as_array()[0]) + "/" + value_text(bob->as_array()[1]);
  }
  return "bob " + value_text(*bob);
}

// A point {x, y} of a reach: "x 80, y 300".
std::string point_text(const json::Value& to) {
  const json::Value* x = to.find("x");
  const json::Value* y = to.find("y");
  if (x == nullptr || y == nullptr || to.as_object().size() != 2) return value_text(to);
  return "x " + value_text(*x) + ", y " + value_text(*y);
}

// A spot moved by fractions of the height (spec §8.4): " + 0.09 out and -0.065 up (× its height)".
std::string spot_offset(const Args& a) {
  std::vector<std::string> parts;
  if (auto dx = a.value("dx")) parts.push_back(*dx + " out");
  if (auto dy = a.value("dy")) parts.push_back(*dy + " up");
  if (parts.empty()) return {};
  return " + " + join(parts, " and ") + " (× its height)";
}

}  // namespace

void print_set(Outline& out, const Args& a) {
  std::vector<std::string> targets;
  add_targets(targets, a.find("to"), "");
  out.line("set " + join(targets, ", "));
}

void print_ramp(Outline& out, const Args& a) {
  std::vector<std::string> targets;
  add_targets(targets, a.find("to"), "");
  add_targets(targets, a.find("by"), "by ");
  out.line("glide " + join(targets, ", ") + a.value_with("over", " over ", " s") +
           a.word_with("ease", " (", ")"));
}

void print_wave(Outline& out, const Args& a) {
  std::vector<std::string> items;
  a.add_speed(items);
  a.add_items(items, {{"amp", "amp "},
                      {"offset", "offset "},
                      {"phase", "phase "},
                      {"pow", "power "},
                      {"decay", "decay "},
                      {"clip", "clip ", "", true}});
  a.add_sync(items);
  out.line(with_items(shape_text(a) + "wave on " + channels_of(a, "ch"), items));
}

void print_hop(Outline& out, const Args& a) {
  std::vector<std::string> items;
  a.add_speed(items);
  a.add_sync(items);
  out.line(with_items("hop" + a.value_with("amp", " "), items));
}

void print_gait(Outline& out, const Args& a) {
  std::vector<std::string> items;
  a.add_items(items, {{"stride", "stride ", "°"},
                      {"give", "give ", "°"},
                      {"bend", "knee bend ", "°"},
                      {"thighScale", "thigh × "},
                      {"shinScale", "shin × "},
                      {"armSwing", "arm swing "}});
  if (auto bob = gait_bob(a.find("bob"))) items.push_back(*bob);
  a.add_items(items, {{"roll", "roll "}});
  a.add_sync(items);
  out.line(with_items("walk cycle" + a.value_with("every", " every ", " s"), items));
}

// "left arm follows (...)"; several channels "follow".
void print_drive(Outline& out, const Args& a) {
  const json::Value* ch = a.find("ch");
  const bool several = ch != nullptr && ch->is_array() && ch->as_array().size() > 1;
  out.line(channels_of(a, "ch") + (several ? " follow" : " follows") + a.value_with("value", " "));
}

// A behaviour's own mood ("look happy"), or a scene's mood of a character ("B looks happy").
void print_mood(Outline& out, const Args& a) {
  if (auto who = a.word("who")) {
    out.line(*who + " looks" + a.word_with("mood", " "));
  } else {
    out.line("look" + a.word_with("mood", " "));
  }
}

void print_chain(Outline& out, const Args& a) {
  std::vector<std::string> items;
  a.add_speed(items);
  a.add_items(items, {{"amp", "amp "},
                      {"phase", "phase "},
                      {"decay", "decay "},
                      {"lag", "", " s later each segment"},
                      {"falloff", "each × "},
                      {"segments", "", " segments"}});
  a.add_sync(items);
  out.line(with_items(shape_text(a) + "wave down the " + channels_of(a, "ch") + " chain", items));
}

// "tail 0.5 × behind dy, springing 2 per second, damping 0.3" (spec §8.7).
void print_follow(Outline& out, const Args& a) {
  out.line(channels_of(a, "ch") + a.value_with("gain", " ", " ×") + " behind " +
           channels_of(a, "source") + a.value_with("hz", ", springing ", " per second") +
           a.value_with("damping", ", damping "));
}

// "reach hands for the hip in 0.4 s", "reach right hand to x 80, y 300, hold 1 s, let go".
// A scene's reach {who, at, spot, part} and release {who, part}: "A reaches for B's head with the
// right hand in 0.4 s", "A lets go with both hands" (docs/CAMERA.md "Reaching for a character").
void print_scene_reach(Outline& out, const Args& a, const std::string& who) {
  std::string text = who;
  if (auto at = a.word("at")) {
    text += " reaches for " + *at + a.word_with("spot", "'s ");
  } else {
    text += " lets go";
  }
  text += a.word_with("part", " with the ");
  out.line(text + a.timing());
}

void print_reach(Outline& out, const Args& a) {
  if (auto who = a.word("who")) return print_scene_reach(out, a, *who);
  std::string text = "reach";
  if (const json::Value* part = a.find("part")) text += prefixed(" ", limbs_text(*part));
  if (const json::Value* to = a.find("to")) {
    text += " to " + (to->is_object() ? point_text(*to) : value_text(*to));
  }
  if (auto spot = a.word("at")) text += " for the " + *spot + spot_offset(a);
  text += a.timing();
  text += a.value_with("hold", ", hold ", " s, let go");
  out.line(text);
}

void print_release(Outline& out, const Args& a) {
  if (auto who = a.word("who")) return print_scene_reach(out, a, *who);
  const json::Value* part = a.find("part");
  out.line("let go" + (part ? " with " + limbs_text(*part) : std::string()) + a.timing());
}

void print_view(Outline& out, const Args& a) {
  // A scene's view {who, to} names its character (docs/CAMERA.md "Views").
  if (auto who = a.word("who")) {
    out.line(*who + " shows the" + a.word_with("to", " ") + " view");
  } else {
    out.line("show the" + a.word_with("to", " ") + " view");
  }
}

}  // namespace jt::text
