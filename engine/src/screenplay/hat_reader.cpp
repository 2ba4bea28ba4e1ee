// A script's first line read back (docs/TEXT.md "Hats"): a scene heading in a scene or a cartoon,
// "when ..." for the others, a hat written as JSON after "when".
#include "block_reader.h"
#include "jt/json/parse.h"

namespace jt::screenplay {
namespace {

struct HatWords {
  std::string_view text;
  std::string_view on;
};
constexpr HatWords kHatWords[] = {
    {"when it starts talking", "talk-start"},
    {"when it stops talking", "talk-end"},
    {"when it is clicked", "click"},
    {"on every beat", "beat"},
    {"when it gets loud", "loud"},
    {"every so often", "every"},
    {"when it is touched", "touch"},
    {"when touching", "touch"},
    {"when any key is pressed", "key"},
    {"when a scene starts", "scene"},
};

json::Value hat_on(std::string_view on) {
  json::Object hat;
  hat.set("on", json::Value(on));
  return json::Value(std::move(hat));
}

HatLine hat_failed(LineError error) {
  return HatLine{std::nullopt, std::move(error)};
}

// scene "Morning" at park (bloom), starting at 12 s
HatLine read_heading(Scanner& s) {
  json::Object hat;
  hat.set("on", "scene");
  if (s.eat(" ") && !s.next_is("at ")) {
    std::optional<LineError> error;
    std::optional<json::Value> name = expect_value(s, "the scene's name in quotes", error);
    if (!name) return hat_failed(*error);
    hat.set("name", std::move(*name));
  } else if (s.next_is("at ")) {
    s.seek(s.pos() - 1);
  }
  if (s.eat(" at ")) {
    std::optional<json::Value> place = s.word();
    if (!place) return hat_failed(s.error("expected a place after `at`"));
    hat.set("place", std::move(*place));
  }
  if (s.eat(" (")) {
    std::optional<json::Value> mood = s.word();
    if (!mood || !s.eat(")"))
      return hat_failed(s.error("expected a grade in parentheses: `(night)`"));
    hat.set("mood", std::move(*mood));
  }
  if (s.eat(", starting at ")) {
    std::optional<LineError> error;
    std::optional<json::Value> at = expect_value(s, "a time in seconds", error);
    if (!at) return hat_failed(*error);
    if (!s.eat(" s")) return hat_failed(s.error("expected ` s` after the time"));
    hat.set("at", std::move(*at));
  }
  if (auto e = expect_end(s, "a scene heading")) return hat_failed(*e);
  return HatLine{json::Value(std::move(hat)), std::nullopt};
}

// ` in scene "Two"` at the end of an every, touch, beat or loud hat's line: the hat's `scene`.
std::optional<LineError> read_scene_limit(Scanner& s, json::Object& hat, std::string_view what) {
  if (s.eat(" in scene ")) {
    std::optional<LineError> error;
    std::optional<json::Value> scene = expect_value(s, "the scene's name in quotes", error);
    if (!scene) return error;
    hat.set("scene", std::move(*scene));
  }
  return expect_end(s, what);
}

// when every 1.5 s [in scene "Two"] (after "when every ")
HatLine read_every(Scanner& s) {
  json::Object hat;
  hat.set("on", "every");
  std::optional<LineError> error;
  std::optional<json::Value> period = expect_value(s, "the period in seconds", error);
  if (!period) return hat_failed(*error);
  if (!s.eat(" s"))
    return hat_failed(s.error("expected ` s` after the period: `when every 1.5 s`"));
  hat.set("s", std::move(*period));
  if (auto e = read_scene_limit(s, hat, "an every hat")) return hat_failed(*e);
  return HatLine{json::Value(std::move(hat)), std::nullopt};
}

// when A touches B, when A touches anyone, when anyone touches B [in scene "Two"] (after "when ")
HatLine read_touch(Scanner& s) {
  json::Object hat;
  hat.set("on", "touch");
  auto one = [&](const char* key) -> std::optional<LineError> {
    if (s.eat("anyone")) return std::nullopt;
    std::optional<json::Value> id = s.word();
    if (!id) return s.error("expected a cast member or `anyone`: `when A touches B`");
    hat.set(key, std::move(*id));
    return std::nullopt;
  };
  if (auto e = one("who")) return hat_failed(*e);
  if (!s.eat(" touches ")) return hat_failed(s.error("expected `when A touches B`"));
  if (auto e = one("with")) return hat_failed(*e);
  if (auto e = read_scene_limit(s, hat, "a touch hat")) return hat_failed(*e);
  return HatLine{json::Value(std::move(hat)), std::nullopt};
}

// when A gets loud, when it gets loud [in scene "Two"] (after "when ")
HatLine read_loud(Scanner& s) {
  json::Object hat;
  hat.set("on", "loud");
  if (!s.eat("it")) {
    std::optional<json::Value> id = s.word();
    if (!id) return hat_failed(s.error("expected a cast member or `it`: `when A gets loud`"));
    hat.set("who", std::move(*id));
  }
  if (!s.eat(" gets loud")) return hat_failed(s.error("expected `when A gets loud`"));
  if (auto e = read_scene_limit(s, hat, "a loud hat")) return hat_failed(*e);
  return HatLine{json::Value(std::move(hat)), std::nullopt};
}

}  // namespace

bool is_hat_line(std::string_view text) {
  return text == "scene" || text.starts_with("scene ") || text.starts_with("when ") ||
         text.starts_with("on every beat") || text == "every so often";
}

HatLine read_hat_line(std::string_view text, bool screenplay) {
  Scanner s(text);
  if (s.eat("scene")) return read_heading(s);
  if (text == "when the scene starts" && screenplay) return HatLine{};
  if (text == "when it starts") {
    return screenplay ? HatLine{hat_on("start"), std::nullopt} : HatLine{};
  }
  for (const HatWords& words : kHatWords) {
    if (text == words.text) return HatLine{hat_on(words.on), std::nullopt};
  }
  if (s.eat("on every beat")) {
    json::Object hat;
    hat.set("on", "beat");
    if (auto e = read_scene_limit(s, hat, "a beat hat")) return hat_failed(*e);
    return HatLine{json::Value(std::move(hat)), std::nullopt};
  }
  if (!s.eat("when ")) return hat_failed(s.error("expected a scene heading or a `when` line"));
  if (s.eat("key ")) {
    std::optional<json::Value> key = s.value();
    if (!key || !s.eat(" is pressed"))
      return hat_failed(s.error("expected `when key \"K\" is pressed`"));
    json::Object hat;
    hat.set("on", "key");
    hat.set("key", std::move(*key));
    if (auto e = expect_end(s, "a key hat")) return hat_failed(*e);
    return HatLine{json::Value(std::move(hat)), std::nullopt};
  }
  if (s.eat("every ")) return read_every(s);
  if (s.eat("touching in scene ")) {
    s.seek(s.pos() - std::string_view(" in scene ").size());
    json::Object hat;
    hat.set("on", "touch");
    if (auto e = read_scene_limit(s, hat, "a touch hat")) return hat_failed(*e);
    return HatLine{json::Value(std::move(hat)), std::nullopt};
  }
  if (text.find(" gets loud") != std::string_view::npos && !s.next_is("{")) return read_loud(s);
  if (text.find(" touches ") != std::string_view::npos && !s.next_is("{") &&
      !text.ends_with(" happens"))
    return read_touch(s);
  if (s.eat("scene ")) {
    std::optional<json::Value> name = s.value();
    if (!name || !s.eat(" starts"))
      return hat_failed(s.error("expected `when scene \"NAME\" starts`"));
    json::Object hat;
    hat.set("on", "scene");
    hat.set("name", std::move(*name));
    if (auto e = expect_end(s, "a scene hat")) return hat_failed(*e);
    return HatLine{json::Value(std::move(hat)), std::nullopt};
  }
  if (text.ends_with(" happens") && s.next_is("\"")) {
    std::optional<json::Value> on = s.value();
    if (on && on->is_string() && s.eat(" happens") && s.at_end()) {
      return HatLine{hat_on(on->as_string()), std::nullopt};
    }
    s.seek(5);
  }
  // A hat no sentence says: its JSON.
  json::ParseResult parsed = json::parse(s.rest());
  if (!parsed.ok()) {
    return hat_failed(
        s.error("expected a hat: `when it starts`, `when key \"K\" is pressed`, "
                "`when \"EVENT\" happens` or the hat as JSON"));
  }
  return HatLine{std::move(parsed.value), std::nullopt};
}

}  // namespace jt::screenplay
