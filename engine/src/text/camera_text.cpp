// The camera's scene blocks as a screenplay's camera directions (docs/CAMERA.md): "camera:
// close-up on A in 0.5 s", "camera: two-shot on A and B", "camera: zoom to 3× on B".
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

// "A", "A and B", "A, B and C" from `on` (one id or a list).
std::string cast_list(const json::Value* on) {
  if (on == nullptr) return {};
  if (!on->is_array()) return word_text(*on);
  std::vector<std::string> names;
  for (const json::Value& id : on->as_array())
    names.push_back(word_text(id));
  if (names.size() < 2) return names.empty() ? std::string() : names.front();
  std::string last = names.back();
  names.pop_back();
  return join(names, ", ") + " and " + last;
}

// What a shot of `size` is called: "close-up", "medium shot", ...; several characters in one
// frame make a two-shot (or a group shot).
std::string shot_name(const std::string& size, std::size_t count) {
  if (size == "wide") return "wide shot";
  if (size == "extreme") return "extreme close-up";
  if (size == "close") return count > 1 ? "close two-shot" : "close-up";
  if (count > 2) return size + " group shot";
  if (count == 2) return size + " two-shot";
  return size + " shot";
}

}  // namespace

void print_shot(Outline& out, const Args& a) {
  const json::Value* on = a.find("on");
  const std::size_t count = on == nullptr ? 0 : on->is_array() ? on->as_array().size() : 1;
  const std::string size = a.word("size").value_or("medium");
  const std::string who = cast_list(on);
  out.line("camera: " + shot_name(size, count) + (who.empty() ? "" : " on " + who) + a.timing());
}

void print_zoom(Outline& out, const Args& a) {
  std::string about;
  if (a.has("on")) {
    about = " on " + cast_list(a.find("on"));
  } else {
    std::vector<std::string> point;
    a.add_items(point, {{"x", "x "}, {"y", "y "}});
    if (!point.empty()) about = " about " + join(point, ", ");
  }
  out.line("camera: zoom" + a.value_with("to", " to ", "×") + about + a.timing());
}

void print_pan(Outline& out, const Args& a) {
  std::vector<std::string> point;
  a.add_items(point, {{"x", "x "}, {"y", "y "}});
  out.line("camera: pan" + (point.empty() ? "" : " to " + join(point, ", ")) + a.timing());
}

void print_roll(Outline& out, const Args& a) {
  out.line("camera: roll" + a.value_with("to", " to ", "°") + a.timing());
}

void print_camera_shake(Outline& out, const Args& a) {
  out.line("camera: shake" + a.value_with("amount", " ") + a.value_with("for", " for ", " s"));
}

}  // namespace jt::text
