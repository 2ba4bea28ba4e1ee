// The props' scene blocks (docs/PROPS.md) as the text view's action lines: "put the cake on the
// table", "put the sign saying \"LEMONADE\" at x 0.2", "Sunny holds the cake in the right hand",
// "Sunny gives the cake to Grump in 0.8 s", "Grump eats the cake", "the cake is taken away".
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

std::string the_prop(const Args& a) {
  return "the " + a.word("prop").value_or("prop");
}

std::string actor(const Args& a, std::string_view key) {
  return a.word(key).value_or("someone");
}

}  // namespace

void print_put(Outline& out, const Args& a) {
  std::string text = "put " + the_prop(a) + a.word_with("pack", " (", ")");
  text += a.value_with("text", " saying ");
  text += a.word_with("on", " on the ");
  std::vector<std::string> coords;
  a.add_items(coords, {{"x", "x "}, {"y", "y "}});
  if (!coords.empty()) text += " at " + join(coords, ", ");
  out.line(text + a.value_with("size", ", size ", ""));
}

void print_hold(Outline& out, const Args& a) {
  out.line(actor(a, "who") + " holds " + the_prop(a) + a.word_with("hand", " in the "));
}

void print_give(Outline& out, const Args& a) {
  out.line(actor(a, "from") + " gives " + the_prop(a) + " to " + actor(a, "to") + a.timing());
}

void print_drop(Outline& out, const Args& a) {
  out.line(actor(a, "who") + " drops " + the_prop(a));
}

void print_eat(Outline& out, const Args& a) {
  out.line(actor(a, "who") + " takes a bite of " + the_prop(a) + a.timing());
}

void print_use(Outline& out, const Args& a) {
  out.line(actor(a, "who") + " uses " + the_prop(a) + a.timing());
}

void print_remove(Outline& out, const Args& a) {
  out.line(the_prop(a) + " is taken away");
}

}  // namespace jt::text
