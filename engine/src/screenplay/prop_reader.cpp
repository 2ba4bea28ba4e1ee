// The props' scene blocks read back from their sentences (docs/PROPS.md, docs/TEXT.md): "put the
// cake (cupcake) on the table at x 0.45, size 1.5", "A holds the cake in the left hand", "A gives
// the cake to B in 0.8 s", "B drops the cake", "B takes a bite of the cake in 0.6 s", "B uses the
// phone", "the cake is taken away".
#include "block_reader.h"

namespace jt::screenplay {
namespace {

// The prop's name after "the ".
std::optional<LineError> read_prop_name(Scanner& s, json::Object& block) {
  std::optional<json::Value> name = s.word();
  if (!name) return s.error("expected the prop's name (`the cake`)");
  block.set("prop", std::move(*name));
  return std::nullopt;
}

// "put the cake (cupcake) on the table at x 0.45, y 0.9, size 1.5" after "put the ".
ReadLine read_put(Scanner& s) {
  json::Object block;
  block.set("op", "put");
  if (auto error = read_prop_name(s, block)) return failed(*error);
  if (s.eat(" (")) {
    std::optional<json::Value> pack = s.word();
    if (!pack || !s.eat(")")) return failed(s.error("expected the prop's pack in parentheses"));
    block.set("pack", std::move(*pack));
  }
  std::optional<LineError> error;
  if (s.eat(" saying ")) {
    std::optional<json::Value> text = expect_value(s, "the words on it in quotes", error);
    if (!text) return failed(*error);
    block.set("text", std::move(*text));
  }
  if (s.eat(" on the ")) {
    std::optional<json::Value> on = s.word();
    if (!on) return failed(s.error("expected the prop it stands on (`on the table`)"));
    block.set("on", std::move(*on));
  }
  if (s.eat(" at ")) {
    for (const char* key : {"x", "y"}) {
      if (!s.eat(std::string(key) + " ")) continue;
      std::optional<json::Value> v = expect_value(s, "a number", error);
      if (!v) return failed(*error);
      block.set(key, std::move(*v));
      if (!s.next_is(", y ")) break;
      s.eat(", ");
    }
  }
  if (s.eat(", size ")) {
    std::optional<json::Value> size = expect_value(s, "a number", error);
    if (!size) return failed(*error);
    block.set("size", std::move(*size));
  }
  if (auto end = expect_end(s, "a `put`")) return failed(*end);
  return read(json::Value(std::move(block)));
}

// "WHO VERB the PROP" and what follows it, the block's `op` and its who-key set.
ReadLine read_prop_of(Scanner& s, json::Object block, const CastNames& cast,
                      std::string_view what) {
  if (auto error = read_prop_name(s, block)) return failed(*error);
  std::optional<LineError> error;
  const std::string op = block.find("op")->as_string();
  if (op == "hold" && s.eat(" in the ")) {
    std::optional<json::Value> hand =
        s.eat("right hand") ? json::Value("right hand")
                            : (s.eat("left hand") ? json::Value("left hand") : json::Value());
    if (hand.value().is_null())
      return failed(s.error("expected `right hand` or `left hand` after `in the`"));
    block.set("hand", std::move(*hand));
  }
  if (op == "give") {
    if (!s.eat(" to ")) return failed(s.error("expected ` to ` and who is given it"));
    std::optional<std::string> to = read_who(s, cast, error);
    if (!to) return failed(*error);
    block.set("to", *to);
  }
  if (op == "give" || op == "eat" || op == "use") {
    if ((error = read_timing(s, block))) return failed(*error);
  }
  if (auto end = expect_end(s, what)) return failed(*end);
  return read(json::Value(std::move(block)));
}

}  // namespace

ReadLine read_prop_line(Scanner& s) {
  if (s.eat("put the ")) return read_put(s);
  if (s.rest().ends_with(" is taken away") && s.eat("the ")) {
    json::Object block;
    block.set("op", "remove");
    if (auto error = read_prop_name(s, block)) return failed(*error);
    if (!s.eat(" is taken away")) return failed(s.error("expected ` is taken away`"));
    if (auto end = expect_end(s, "a `taken away`")) return failed(*end);
    return read(json::Value(std::move(block)));
  }
  return {};
}

ReadLine read_prop_action(Scanner& s, const std::string& who, const CastNames& cast) {
  struct Verb {
    std::string_view words, op, who_key, what;
  };
  static constexpr Verb kVerbs[] = {
      {"holds the ", "hold", "who", "a `holds`"},
      {"gives the ", "give", "from", "a `gives`"},
      {"drops the ", "drop", "who", "a `drops`"},
      {"takes a bite of the ", "eat", "who", "a `takes a bite`"},
      {"uses the ", "use", "who", "a `uses`"},
  };
  for (const Verb& v : kVerbs) {
    if (!s.eat(v.words)) continue;
    json::Object block;
    block.set("op", std::string(v.op));
    block.set(std::string(v.who_key), who);
    return read_prop_of(s, std::move(block), cast, v.what);
  }
  return {};
}

}  // namespace jt::screenplay
