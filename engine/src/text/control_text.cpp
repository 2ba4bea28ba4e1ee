// The control blocks: waits, loops, branches, variables and `window`.
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

// A window's time: seconds from the start, or, negative, before the end (spec §4).
std::string window_time(const json::Value& t) {
  if (t.is_number() && t.as_number() < 0) return value_text(-t.as_number()) + " s before the end";
  return value_text(t) + " s";
}

}  // namespace

void print_wait(Outline& out, const Args& a) {
  if (auto until = a.value("until")) {
    out.line("wait until " + *until + " s");
  } else {
    out.line("wait" + a.value_with("s", " ", " s"));
  }
}

// `for {s}` runs its body for s seconds; `for {until}` until that behaviour time.
void print_for(Outline& out, const Args& a) {
  if (auto until = a.value("until")) {
    out.line("until " + *until + " s:");
  } else {
    out.line("for" + a.value_with("s", " ", " s") + ":");
  }
  out.body(a.find("body"));
}

void print_while(Outline& out, const Args& a) {
  out.line("while" + a.value_with("cond", " ") + ":");
  out.body(a.find("body"));
}

// The poll: waits until its condition holds (not a time, unlike `wait until ... s`).
void print_until(Outline& out, const Args& a) {
  out.line("wait until" + a.value_with("cond", " ") + " is true");
}

void print_repeat(Outline& out, const Args& a) {
  out.line("repeat" + a.value_with("n", " ") + ":");
  out.body(a.find("body"));
}

void print_forever(Outline& out, const Args& a) {
  out.line("forever:");
  out.body(a.find("body"));
}

void print_together(Outline& out, const Args& a) {
  out.line("at the same time:");
  const json::Value* branches = a.find("branches");
  if (branches == nullptr || !branches->is_array()) {
    out.body(branches);
    return;
  }
  Outline::Indent deeper(out);
  for (std::size_t i = 0; i < branches->as_array().size(); ++i) {
    out.line("— " + std::to_string(i + 1) + ":");
    out.body(&branches->as_array()[i]);
  }
}

void print_if(Outline& out, const Args& a) {
  out.line("if" + a.value_with("cond", " ") + ":");
  out.body(a.find("body"));
  if (a.has("else")) {
    out.line("else:");
    out.body(a.find("else"));
  }
}

void print_stop(Outline& out, const Args&) {
  out.line("stop this script");
}

void print_stop_all(Outline& out, const Args&) {
  out.line("stop all");
}

void print_set_var(Outline& out, const Args& a) {
  out.line("set variable" + a.word_with("var", " ") + a.value_with("value", " to "));
}

void print_change_var(Outline& out, const Args& a) {
  out.line("change variable" + a.word_with("var", " ") + a.value_with("by", " by "));
}

void print_window(Outline& out, const Args& a) {
  const json::Value* from = a.find("from");
  const json::Value* to = a.find("to");
  out.line("from " + (from != nullptr ? window_time(*from) : "the start") + " to " +
           (to != nullptr ? window_time(*to) : "the end") + ":");
  out.body(a.find("body"));
}

}  // namespace jt::text
