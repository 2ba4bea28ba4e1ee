// The control blocks read back from their lines (docs/TEXT.md "Control blocks"), a behaviour's
// `look MOOD`, and the dispatch of a body's line to its reader.
#include "block_reader.h"
#include "jt/json/parse.h"
#include "jt/nearest_name.h"

namespace jt::screenplay {
namespace {

// The words a block's line can start with (a cast member aside), for "did you mean".
constexpr std::string_view kStarters[] = {"caption", "cut",    "place",   "wait", "for",   "until",
                                          "while",   "repeat", "forever", "if",   "stop",  "set",
                                          "change",  "from",   "camera:", "look", "sound", "music"};

// Eats `word` when a space, a colon or the end follows it.
bool keyword(Scanner& s, std::string_view word) {
  const std::size_t at = s.pos();
  if (!s.eat(word)) return false;
  if (s.at_end() || s.next_is(" ") || s.next_is(":")) return true;
  s.seek(at);
  return false;
}

ReadLine block_of(json::Object block, Children children = Children::kNone) {
  return read(json::Value(std::move(block)), children);
}

// `key` read as a value after the scanner, then `suffix`; the block with it.
std::optional<LineError> value_then(Scanner& s, json::Object& block, const char* key,
                                    std::string_view suffix, std::string_view what) {
  std::optional<LineError> error;
  std::optional<json::Value> v = expect_value(s, what, error);
  if (!v) return error;
  if (!s.eat(suffix))
    return s.error("expected `" + std::string(suffix) + "` after " + std::string(what));
  block.set(key, std::move(*v));
  return std::nullopt;
}

ReadLine ended(Scanner& s, json::Object block, Children children, std::string_view what) {
  if (auto end = expect_end(s, what)) return failed(*end);
  return block_of(std::move(block), children);
}

// A window's time: "1 s", "1 s before the end", "the start", "the end".
std::optional<LineError> window_time(Scanner& s, json::Object& block, const char* key,
                                     std::string_view absent) {
  if (s.eat(absent)) return std::nullopt;
  std::optional<LineError> error;
  std::optional<json::Value> t = expect_value(s, "a time in seconds", error);
  if (!t) return error;
  if (!s.eat(" s")) return s.error("expected ` s` after the time");
  if (s.eat(" before the end")) {
    if (!t->is_number()) return s.error("expected a number before `before the end`");
    t = json::Value(-t->as_number());
  }
  block.set(key, std::move(*t));
  return std::nullopt;
}

ReadLine read_wait(Scanner& s) {
  json::Object block;
  if (s.eat(" until ")) {
    const std::size_t at = s.pos();
    std::optional<LineError> error;
    std::optional<json::Value> v = expect_value(s, "a time or a condition", error);
    if (!v) return failed(*error);
    if (s.eat(" is true")) {
      block.set("op", "until");
      block.set("cond", std::move(*v));
      return ended(s, std::move(block), Children::kNone, "a `wait until ... is true`");
    }
    s.seek(at);
    block.set("op", "wait");
    if (auto e = value_then(s, block, "until", " s", "a time")) return failed(*e);
    return ended(s, std::move(block), Children::kNone, "a wait");
  }
  block.set("op", "wait");
  if (s.eat(" ")) {
    if (auto e = value_then(s, block, "s", " s", "a number of seconds")) return failed(*e);
  }
  return ended(s, std::move(block), Children::kNone, "a wait");
}

// "for 2 s:", "until (dur - 1) s:", "for:".
ReadLine read_for(Scanner& s, bool until) {
  json::Object block;
  block.set("op", "for");
  if (until || s.eat(" ")) {
    if (auto e = value_then(s, block, until ? "until" : "s", " s", "a number of seconds")) {
      return failed(*e);
    }
  }
  if (!s.eat(":")) return failed(s.error("expected `:` and the blocks below it"));
  return ended(s, std::move(block), Children::kBody, "a `for`");
}

// "while (cond):", "repeat 3:", "if (cond):".
ReadLine read_with_value(Scanner& s, const char* op, const char* key) {
  json::Object block;
  block.set("op", op);
  if (s.eat(" ")) {
    if (auto e = value_then(s, block, key, ":", "a value")) return failed(*e);
  } else if (!s.eat(":")) {
    return failed(s.error("expected `:` and the blocks below it"));
  }
  return ended(s, std::move(block), Children::kBody, op);
}

// "set variable n to (n*2)", "change variable n by 2".
ReadLine read_variable(Scanner& s, const char* op, std::string_view join, const char* key) {
  json::Object block;
  block.set("op", op);
  if (s.eat(" ")) {
    std::optional<json::Value> var = s.word();
    if (!var) return failed(s.error("expected the variable's name"));
    block.set("var", std::move(*var));
  }
  if (s.eat(join)) {
    std::optional<LineError> error;
    std::optional<json::Value> v = expect_value(s, "a value", error);
    if (!v) return failed(*error);
    block.set(key, std::move(*v));
  }
  return ended(s, std::move(block), Children::kNone, op);
}

ReadLine read_window(Scanner& s) {
  json::Object block;
  block.set("op", "window");
  std::optional<LineError> error;
  if ((error = window_time(s, block, "from", "the start"))) return failed(*error);
  if (!s.eat(" to ")) return failed(s.error("expected ` to ` and the window's end"));
  if ((error = window_time(s, block, "to", "the end"))) return failed(*error);
  if (!s.eat(":")) return failed(s.error("expected `:` and the blocks below it"));
  return ended(s, std::move(block), Children::kBody, "a window");
}

// A block written as JSON on one line: `{"op": "hop", "amp": 3}`.
ReadLine read_json_block(Scanner& s) {
  json::ParseResult parsed = json::parse(s.rest());
  if (!parsed.ok()) {
    return failed(
        LineError{s.pos() + static_cast<std::size_t>(std::max(0, parsed.error->column - 1)),
                  "a block written as JSON: " + parsed.error->message, parsed.error->hint});
  }
  return read(std::move(parsed.value));
}

}  // namespace

ReadLine failed(LineError error) {
  return ReadLine{std::nullopt, std::move(error)};
}

ReadLine read(json::Value block, Children children) {
  return ReadLine{BlockLine{std::move(block), children}, std::nullopt};
}

std::optional<json::Value> expect_value(Scanner& s, std::string_view what,
                                        std::optional<LineError>& error) {
  std::optional<json::Value> v = s.value();
  if (!v) {
    std::string got(s.rest().substr(0, s.rest().find(' ')));
    error = s.error(
        "expected " + std::string(what) +
            (got.empty() ? std::string(", got the end of the line") : ", got `" + got + "`"),
        "a number (`1.5`), a formula in parentheses (`(dur/2)`) or text in quotes");
  }
  return v;
}

std::optional<LineError> expect_end(const Scanner& s, std::string_view what) {
  if (s.at_end()) return std::nullopt;
  return s.error("unexpected `" + std::string(s.rest()) + "` at the end of " + std::string(what));
}

std::optional<LineError> read_timing(Scanner& s, json::Object& block) {
  if (s.eat(" in ")) {
    if (auto e = value_then(s, block, "over", " s", "a number of seconds")) return e;
  }
  if (s.eat(" (")) {
    std::optional<json::Value> ease = s.word();
    if (!ease || !s.eat(")")) return s.error("expected an ease in parentheses: `(smooth)`");
    block.set("ease", std::move(*ease));
  }
  return std::nullopt;
}

ReadLine read_control_line(Scanner& s) {
  if (s.eat("wait") && (s.at_end() || s.next_is(" "))) return read_wait(s);
  s.seek(0);
  if (s.eat("for") && (s.next_is(" ") || s.next_is(":"))) return read_for(s, false);
  s.seek(0);
  if (s.eat("until ")) return read_for(s, true);
  if (keyword(s, "while")) return read_with_value(s, "while", "cond");
  if (keyword(s, "repeat")) return read_with_value(s, "repeat", "n");
  if (keyword(s, "if")) return read_with_value(s, "if", "cond");
  if (s.eat("forever:")) {
    json::Object block;
    block.set("op", "forever");
    return ended(s, std::move(block), Children::kBody, "a `forever`");
  }
  if (s.eat("at the same time:")) {
    json::Object block;
    block.set("op", "together");
    return ended(s, std::move(block), Children::kBranches, "an `at the same time`");
  }
  if (s.eat("stop this script")) {
    json::Object block;
    block.set("op", "stop");
    return ended(s, std::move(block), Children::kNone, "a stop");
  }
  if (s.eat("stop all")) {
    json::Object block;
    block.set("op", "stopAll");
    return ended(s, std::move(block), Children::kNone, "a `stop all`");
  }
  if (s.eat("set variable")) return read_variable(s, "setVar", " to ", "value");
  if (s.eat("change variable")) return read_variable(s, "changeVar", " by ", "by");
  if (s.eat("from ")) return read_window(s);
  if (s.eat("look ")) {
    json::Object block;
    block.set("op", "mood");
    std::optional<json::Value> mood = s.word();
    if (!mood) return failed(s.error("expected a mood after `look`"));
    block.set("mood", std::move(*mood));
    return ended(s, std::move(block), Children::kNone, "a `look`");
  }
  return ReadLine{};
}

ReadLine read_block_line(std::string_view text, const CastNames& cast) {
  Scanner s(text);
  if (s.next_is("{")) return read_json_block(s);
  if (s.eat("camera: ")) return read_camera_line(s, cast);
  ReadLine control = read_control_line(s);
  if (control.line || control.error) return control;
  s.seek(0);
  ReadLine scene = read_scene_line(s, cast);
  if (scene.error && scene.error->column == 0 && scene.error->message.starts_with("unknown cast")) {
    // Not a cast member: perhaps a misspelt block.
    Scanner first(text);
    std::string word = first.bare_word();
    std::vector<std::string_view> starters(std::begin(kStarters), std::end(kStarters));
    if (std::optional<std::string_view> near = nearest_name(word, starters)) {
      scene.error->message = "expected a block, got `" + word + "`";
      scene.error->hint = "did you mean " + std::string(*near) + "?";
      scene.error->code = Code::kScreenplaySyntax;
    }
  }
  return scene;
}

}  // namespace jt::screenplay
