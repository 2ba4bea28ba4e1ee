// The props' scene blocks (docs/PROPS.md), prepared: put, hold, give, drop, eat, use, remove.
// Numbers written as numbers are checked here; a formula is known only when it runs.
#include <algorithm>
#include <cmath>

#include "jt/diagnostic_codes.h"
#include "jt/packs/pack_id.h"
#include "prepare_scene_blocks.h"

namespace jt::prepare {
namespace {

using json::Object;
using PropKind = PropBlock::Kind;

// The longest a give or a bite may take: an hour, as long as a cartoon is planned.
constexpr double kLongestPropMove = 3600;
// The longest name a prop block's prop or character may have (bytes): messages quote it.
constexpr std::size_t kLongestPropName = 100;
// The most bytes of words written on a prop (a sign's few words).
constexpr std::size_t kMostPropText = 100;
// The largest and smallest a prop is drawn, times its pack's own size.
constexpr double kLargestProp = 20, kSmallestProp = 0.01;

// A required name (`prop`, `who`, `from`, `to`): a non-empty string.
std::string prop_name_member(Context& cx, const Object& b, std::string_view key,
                             const std::string& path, const char* what) {
  const json::Value* v = b.find(key);
  if (v == nullptr) {
    cx.error(Code::kMissingField, path, "missing \"" + std::string(key) + "\" (" + what + ")");
    return {};
  }
  if (!v->is_string() || v->as_string().empty()) {
    cx.error(Code::kWrongType, member(path, key),
             std::string("expected ") + what + ", got " + describe(*v));
    return {};
  }
  if (v->as_string().size() > kLongestPropName) {
    cx.error(Code::kLimitExceeded, member(path, key),
             "the name is " + std::to_string(v->as_string().size()) + " bytes long, more than " +
                 std::to_string(kLongestPropName),
             "a short name: \"cake\", \"B\"");
    return {};
  }
  return v->as_string();
}

// A number as written outside lo..hi: an error at `key`.
void check_prop_number(Context& cx, const Object& b, std::string_view key, const std::string& path,
                       double lo, double hi, const std::string& what, const char* hint) {
  const json::Value* v = b.find(key);
  if (v == nullptr || !v->is_number()) return;
  if (!(v->as_number() >= lo && v->as_number() <= hi))
    cx.error(Code::kOutOfRange, member(path, key), what, hint);
}

// The prop pack a put shows: `pack` as written (a pack id, or a prop's short name), else the
// shipped prop named like the prop itself.
std::string prop_pack_id(Context& cx, const Object& b, const std::string& path,
                         const std::string& prop) {
  const json::Value* v = b.find("pack");
  if (v == nullptr) {
    if (packs::parse_pack_id("c4c:prop:" + prop)) return "c4c:prop:" + prop;
    cx.error(Code::kMissingField, path,
             "missing \"pack\": the prop's name is not a shipped prop's, so name its pack",
             "\"pack\": \"cake\" shows the shipped cake under this name");
    return {};
  }
  const std::string written = v->is_string() ? v->as_string() : std::string();
  if (written.size() > kLongestPropName) {
    cx.error(Code::kLimitExceeded, member(path, "pack"),
             "the pack's id is " + std::to_string(written.size()) + " bytes long, more than " +
                 std::to_string(kLongestPropName),
             "\"c4c:prop:cake\", or the prop's name alone: \"cake\"");
    return {};
  }
  const std::string id = written.find(':') == std::string::npos ? "c4c:prop:" + written : written;
  const std::optional<packs::PackId> parsed = packs::parse_pack_id(id);
  if (!parsed || parsed->word != "prop") {
    cx.error(Code::kBadValue, member(path, "pack"),
             "expected a prop pack's id (namespace:prop:slug) or a shipped prop's name, got " +
                 describe(*v),
             "\"c4c:prop:cake\", or the prop's name alone: \"cake\"");
    return {};
  }
  return id;
}

// A put's words (a sign's): a string of at most kMostPropText bytes, one line of them with no
// control character (a newline, a tab, an escape): they are drawn in the prop's label, never read
// as markup. An error says what is wrong without quoting them.
std::string put_text(Context& cx, const Object& b, const std::string& path) {
  const json::Value* text = b.find("text");
  if (text == nullptr) return {};
  if (!text->is_string()) {
    cx.error(Code::kWrongType, member(path, "text"),
             "expected the words written on the prop, got " + describe(*text));
    return {};
  }
  const std::string& words = text->as_string();
  if (words.size() > kMostPropText) {
    cx.error(Code::kLimitExceeded, member(path, "text"),
             "a prop's text is " + std::to_string(words.size()) + " bytes long, more than " +
                 std::to_string(kMostPropText),
             "a sign holds a few words: \"LEMONADE 5c\"");
    return {};
  }
  if (std::ranges::any_of(
          words, [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; })) {
    cx.error(Code::kBadValue, member(path, "text"),
             "a prop's text holds a control character (a newline, a tab, an escape)",
             "write the words on one line; the label breaks them into two lines itself");
    return {};
  }
  return words;
}

Op put_block(Context& cx, const Object& b, const std::string& path) {
  PropBlock p{.kind = PropKind::kPut, .op = "put"};
  p.prop = prop_name_member(cx, b, "prop", path, "the prop's name");
  if (!p.prop.empty()) p.pack = prop_pack_id(cx, b, path, p.prop);
  if (const json::Value* on = b.find("on")) {
    if (on->is_string() && !on->as_string().empty()) {
      p.on = on->as_string();
    } else {
      cx.error(Code::kWrongType, member(path, "on"),
               "expected the name of the prop it stands on, got " + describe(*on));
    }
    if (p.on == p.prop && !p.on.empty()) {
      cx.error(Code::kBadValue, member(path, "on"), "a prop cannot stand on itself",
               "name another prop put before it, or leave \"on\" out for the ground");
    }
  }
  p.x = cx.optional_value(b, "x", path);
  p.y = cx.optional_value(b, "y", path);
  for (std::string_view key : {"x", "y"}) {
    check_prop_number(cx, b, key, path, 0, 1,
                      "a prop's " + std::string(key) + " is a fraction of the stage (0 to 1)",
                      "0.5 is the middle; the ground is at y 0.92");
  }
  p.text = put_text(cx, b, path);
  p.size = cx.value_or(b, "size", path, Num{1.0});
  check_prop_number(cx, b, "size", path, kSmallestProp, kLargestProp,
                    "a prop's size is 0.01 to 20 times its own", "1 is its pack's size");
  return p;
}

int read_prop_hand(Context& cx, const Object& b, const std::string& path) {
  const std::optional<std::string> hand =
      cx.word(b, "hand", path, {"right hand", "left hand"}, "right hand");
  return hand && *hand == "left hand" ? -1 : 1;
}

Num read_prop_over(Context& cx, const Object& b, const std::string& path, double fallback) {
  check_prop_number(cx, b, "over", path, 0, kLongestPropMove, "over must be 0 to 3600 seconds",
                    "0.8 is an easy hand-over");
  return cx.value_or(b, "over", path, Num{fallback});
}

Op hold_block(Context& cx, const Object& b, const std::string& path) {
  PropBlock p{.kind = PropKind::kHold, .op = "hold"};
  p.who = prop_name_member(cx, b, "who", path, "a cast id");
  p.prop = prop_name_member(cx, b, "prop", path, "the prop's name");
  p.hand = read_prop_hand(cx, b, path);
  return p;
}

Op give_block(Context& cx, const Object& b, const std::string& path) {
  PropBlock p{.kind = PropKind::kGive, .op = "give"};
  p.who = prop_name_member(cx, b, "from", path, "the cast id of the one giving");
  p.to = prop_name_member(cx, b, "to", path, "the cast id of the one given it");
  p.prop = prop_name_member(cx, b, "prop", path, "the prop's name");
  if (!p.who.empty() && p.who == p.to) {
    cx.error(Code::kBadValue, member(path, "to"), "a character cannot give a prop to itself",
             "name another cast member, or use hold to change hands");
  }
  p.over = read_prop_over(cx, b, path, 0.8);
  return p;
}

Op drop_block(Context& cx, const Object& b, const std::string& path) {
  PropBlock p{.kind = PropKind::kDrop, .op = "drop"};
  p.who = prop_name_member(cx, b, "who", path, "a cast id");
  p.prop = prop_name_member(cx, b, "prop", path, "the prop's name");
  return p;
}

PropBlock eat_or_use(Context& cx, const Object& b, const std::string& path, std::string_view op) {
  PropBlock p{.kind = PropKind::kEat, .op = op};
  p.who = prop_name_member(cx, b, "who", path, "a cast id");
  p.prop = prop_name_member(cx, b, "prop", path, "the prop's name");
  p.over = read_prop_over(cx, b, path, 0.6);
  return p;
}

Op eat_block(Context& cx, const Object& b, const std::string& path) {
  return eat_or_use(cx, b, path, "eat");
}

Op use_block(Context& cx, const Object& b, const std::string& path) {
  return eat_or_use(cx, b, path, "use");
}

Op remove_block(Context& cx, const Object& b, const std::string& path) {
  PropBlock p{.kind = PropKind::kRemove, .op = "remove"};
  p.prop = prop_name_member(cx, b, "prop", path, "the prop's name");
  return p;
}

struct PropOp {
  std::string_view op;
  Op (*read)(Context&, const Object&, const std::string&);
};

constexpr PropOp kPropOps[] = {
    {"put", put_block}, {"hold", hold_block}, {"give", give_block},     {"drop", drop_block},
    {"eat", eat_block}, {"use", use_block},   {"remove", remove_block},
};

}  // namespace

bool is_prop_op(std::string_view op) {
  for (const PropOp& e : kPropOps) {
    if (e.op == op) return true;
  }
  return false;
}

std::optional<Op> prepare_prop_block(Context& cx, const json::Object& block, std::string_view op,
                                     const std::string& path) {
  for (const PropOp& e : kPropOps) {
    if (e.op == op) return e.read(cx, block, path);
  }
  return std::nullopt;
}

}  // namespace jt::prepare
