// The scene blocks (spec §7.3) read back from their sentences (docs/TEXT.md "Scene blocks"), and
// dialogue: `A: Hello! (happy)`, `Sunny: Hello!`, `A says "Hello!" (happy)`.
#include <algorithm>
#include <cctype>

#include "block_reader.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"

namespace jt::screenplay {
namespace {

constexpr std::string_view kShippedMovePrefix = "c4c:beh:";

// The words that may follow a cast member at the start of a line.
constexpr std::string_view kActions[] = {"says",  "does",  "also does", "enters",  "exits",
                                         "looks", "shows", "reaches",   "lets go", "holds",
                                         "gives", "drops", "takes",     "uses"};

// A facing word: "right" 1, "left" -1, else a value.
std::optional<json::Value> read_facing(Scanner& s) {
  if (s.eat("right")) return json::Value(1);
  if (s.eat("left")) return json::Value(-1);
  return s.value();
}

// "x 0.3, y 0.9, h 0.5" after `intro`, then ", facing left" (or " facing left" alone).
std::optional<LineError> read_placement(Scanner& s, std::string_view intro, json::Object& block) {
  bool any = false;
  if (s.eat(intro)) {
    for (;;) {
      std::string key;
      for (const char* k : {"x ", "y ", "h "}) {
        if (s.eat(k)) key = std::string(1, k[0]);
      }
      if (key.empty()) return s.error("expected x, y or h and a number (`x 0.3`)");
      std::optional<LineError> error;
      std::optional<json::Value> v = expect_value(s, "a number", error);
      if (!v) return error;
      block.set(key, std::move(*v));
      any = true;
      if (s.next_is(", facing ") || !s.eat(", ")) break;
    }
  }
  if (s.eat(any ? ", facing " : " facing ")) {
    std::optional<json::Value> facing = read_facing(s);
    if (!facing) return s.error("expected `left` or `right` after `facing`");
    block.set("facing", std::move(*facing));
  }
  return std::nullopt;
}

// A side of the stage after `intro`: " from the left".
std::optional<LineError> read_side(Scanner& s, std::string_view intro, const char* key,
                                   json::Object& block) {
  if (!s.eat(intro)) return std::nullopt;
  std::optional<json::Value> side = s.word();
  if (!side) return s.error("expected a side of the stage: left, right, top or bottom");
  block.set(key, std::move(*side));
  return std::nullopt;
}

// The parenthetical of a line: "happy, voice en-gb, speed 1.2, pitch 0.9, clip \"hi.wav\"".
std::optional<LineError> read_manner(std::string_view manner, std::size_t column,
                                     json::Object& block) {
  for (std::string_view item : split_outside(manner, ", ")) {
    Scanner s(item);
    const char* key = s.eat("voice ")   ? "voice"
                      : s.eat("speed ") ? "speed"
                      : s.eat("pitch ") ? "pitch"
                      : s.eat("clip ")  ? "clip"
                                        : "mood";
    const std::string_view k = key;
    std::optional<json::Value> v =
        k == "speed" || k == "pitch" || k == "clip" ? s.value() : s.word();
    if (!v || !s.at_end()) {
      return LineError{column + s.pos(),
                       "expected a mood, `voice NAME`, `speed N`, `pitch N` or `clip \"FILE\"` "
                       "in the parenthetical, got `" +
                           std::string(item) + "`",
                       "a line's words that end in parentheses are written in quotes: A: \"...\""};
    }
    block.set(key, std::move(*v));
    column += item.size() + 2;
  }
  return std::nullopt;
}

// Where the parenthetical at the end of `text` starts (its " ("), or npos.
std::size_t parenthetical_at(std::string_view text) {
  if (!text.ends_with(')')) return std::string_view::npos;
  for (std::size_t at = text.rfind(" ("); at != std::string_view::npos && at > 0;
       at = text.rfind(" (", at - 1)) {
    if (closing_of(text, at + 1) == text.size()) return at;
  }
  return std::string_view::npos;
}

// The words of a line and its parenthetical, from `s` on: "Hello! (happy)" or "\"Hello!\"
// (happy)".
ReadLine read_spoken(Scanner& s, json::Object block) {
  std::string_view rest = s.rest();
  const std::size_t start = s.pos();
  std::string_view manner;
  std::size_t manner_column = 0;
  if (rest.starts_with('"')) {
    std::optional<json::Value> text = s.value();
    if (!text) return failed(s.error("the line's quotes do not close"));
    block.set("text", std::move(*text));
    if (s.eat(" (")) {
      manner_column = s.pos();
      std::string_view inside = s.rest();
      if (!inside.ends_with(')')) return failed(s.error("expected `)` at the end of the line"));
      manner = inside.substr(0, inside.size() - 1);
    } else if (!s.at_end()) {
      return failed(
          s.error("expected the end of the line or a parenthetical `(happy)` after "
                  "the quoted line"));
    }
  } else {
    const std::size_t at = parenthetical_at(rest);
    std::string_view words = rest.substr(0, at == std::string_view::npos ? rest.size() : at);
    if (at != std::string_view::npos) {
      manner = rest.substr(at + 2, rest.size() - at - 3);
      manner_column = start + at + 2;
    }
    if (words.empty()) return failed(s.error("expected the words of the line after `:`"));
    block.set("text", json::Value(words));
  }
  if (!manner.empty()) {
    if (auto error = read_manner(manner, manner_column, block)) return failed(*error);
  }
  return read(json::Value(std::move(block)));
}

// A move a `does` names: a shipped move's slug ("wave_hello", or "Wave hello" as the catalog names
// it), another id whole, "wag v1.0.0" for {id, version}.
json::Value move_named(std::string_view text) {
  const std::size_t version_at = text.rfind(" v");
  if (version_at != std::string_view::npos && version_at + 2 < text.size() &&
      std::isdigit(static_cast<unsigned char>(text[version_at + 2])) != 0) {
    json::Object ref;
    ref.set("id", move_named(text.substr(0, version_at)));
    ref.set("version", json::Value(text.substr(version_at + 2)));
    return json::Value(std::move(ref));
  }
  if (text.find(':') != std::string_view::npos) return json::Value(text);
  std::string slug(text);
  if (slug.find(' ') != std::string::npos) {
    std::ranges::transform(slug, slug.begin(), [](char c) {
      return c == ' ' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
  }
  return json::Value(std::string(kShippedMovePrefix) + slug);
}

// "does walk for 2 s (from 0, to 0, t_in 2)" after the cast member.
ReadLine read_does(Scanner& s, json::Object block) {
  if (s.next_is("\"")) {
    return failed(s.error("an inline move is written as its block's JSON on one line",
                          "write the block as {\"op\": \"does\", ...} or name a move"));
  }
  std::string_view name = s.until(" for ");
  // The name ends where its params begin.
  const std::size_t params_at = parenthetical_at(name);
  if (params_at != std::string_view::npos) {
    s.seek(s.pos() - (name.size() - params_at));
    name = name.substr(0, params_at);
  }
  if (name.empty()) return failed(s.error("expected the name of a move after `does`"));
  if (name != "nothing") block.set("behaviour", move_named(name));
  std::optional<LineError> error;
  if (s.eat(" for ")) {
    std::optional<json::Value> seconds = expect_value(s, "a number of seconds", error);
    if (!seconds) return failed(*error);
    if (!s.eat(" s")) return failed(s.error("expected ` s` after the length"));
    block.set("for", std::move(*seconds));
  }
  if (s.eat(" (")) {
    json::Object params;
    std::string_view inside = s.until(")");
    std::size_t column = s.pos() - inside.size();
    if (!s.eat(")")) return failed(s.error("expected `)` after the move's settings"));
    for (std::string_view item : split_outside(inside, ", ")) {
      Scanner p(item);
      std::string key = p.bare_word();
      std::optional<json::Value> v;
      if (!key.empty() && p.eat(" ")) v = p.value();
      if (!v || !p.at_end()) {
        return failed(LineError{
            column + p.pos(),
            "expected a setting as `name value` (`t_in 2`), got `" + std::string(item) + "`"});
      }
      params.set(key, std::move(*v));
      column += item.size() + 2;
    }
    block.set("params", json::Value(std::move(params)));
  }
  if (auto end = expect_end(s, "a `does`")) return failed(*end);
  return read(json::Value(std::move(block)));
}

// " with the right hand", " with the left hand", " with the both hands" of a scene's reach or
// release, when written.
std::optional<LineError> read_hands(Scanner& s, json::Object& block) {
  if (!s.eat(" with the ")) return std::nullopt;
  for (std::string_view part : {"right hand", "left hand", "both hands"}) {
    if (s.eat(part)) {
      block.set("part", std::string(part));
      return std::nullopt;
    }
  }
  return s.error("expected `right hand`, `left hand` or `both hands` after `with the`");
}

// "reaches for B's head with the right hand in 0.4 s" after "A ", "reaches for " read.
ReadLine read_reach(Scanner& s, const std::string& who, const CastNames& cast) {
  json::Object block;
  block.set("op", "reach");
  block.set("who", who);
  const std::size_t start = s.pos();
  std::string at = s.bare_word();
  const bool spot = at.ends_with("'s");
  if (spot) at.resize(at.size() - 2);
  Scanner named(at);
  std::optional<LineError> error;
  const std::optional<std::string> id = read_who(named, cast, error);
  if (!id) {
    error->column += start;
    return failed(*error);
  }
  block.set("at", *id);
  if (spot) {
    std::optional<json::Value> name = s.eat(" ") ? s.word() : std::nullopt;
    if (!name) return failed(s.error("expected a spot after `'s`: head, chest, hip or feet"));
    block.set("spot", std::move(*name));
  }
  if ((error = read_hands(s, block)) || (error = read_timing(s, block)) ||
      (error = expect_end(s, "a `reaches`"))) {
    return failed(*error);
  }
  return read(json::Value(std::move(block)));
}

// A sung line after "WHO sings ": "\"La la la\" at 12 s (happy, clip \"la.ogg\")".
ReadLine read_sung(Scanner& s, json::Object block) {
  std::optional<LineError> error;
  std::optional<json::Value> text = expect_value(s, "the sung words in quotes", error);
  if (!text) return failed(*error);
  block.set("text", std::move(*text));
  if (s.eat(" at ")) {
    std::optional<json::Value> at = expect_value(s, "the song time in seconds", error);
    if (!at) return failed(*error);
    if (!s.eat(" s")) return failed(s.error("expected ` s` after the song time"));
    block.set("at", std::move(*at));
  }
  if (s.eat(" (")) {
    const std::size_t column = s.pos();
    std::string_view inside = s.rest();
    if (!inside.ends_with(')')) return failed(s.error("expected `)` at the end of the line"));
    if (auto e = read_manner(inside.substr(0, inside.size() - 1), column, block)) {
      return failed(*e);
    }
  } else if (auto end = expect_end(s, "a sung line")) {
    return failed(*end);
  }
  return read(json::Value(std::move(block)));
}

// The sentence after "WHO ": says, sings, does, enters, exits, looks, shows, reaches, lets go.
ReadLine read_action(Scanner& s, const std::string& who, const CastNames& cast) {
  json::Object block;
  if (s.eat("says ")) {
    block.set("op", "say");
    block.set("who", who);
    return read_spoken(s, std::move(block));
  }
  if (s.eat("sings ")) {
    block.set("op", "sing");
    block.set("who", who);
    return read_sung(s, std::move(block));
  }
  const bool also = s.eat("also does ");
  if (also || s.eat("does ")) {
    block.set("op", "does");
    block.set("who", who);
    if (also) block.set("also", true);
    return read_does(s, std::move(block));
  }
  std::optional<LineError> error;
  if (s.eat("enters")) {
    block.set("op", "enter");
    block.set("who", who);
    if ((error = read_side(s, " from the ", "from", block)) ||
        (error = read_placement(s, " to ", block)) || (error = read_timing(s, block)) ||
        (error = expect_end(s, "an `enters`"))) {
      return failed(*error);
    }
    return read(json::Value(std::move(block)));
  }
  if (s.eat("exits")) {
    block.set("op", "exit");
    block.set("who", who);
    if ((error = read_side(s, " to the ", "to", block)) ||
        (error = read_placement(s, " at ", block)) || (error = read_timing(s, block)) ||
        (error = expect_end(s, "an `exits`"))) {
      return failed(*error);
    }
    return read(json::Value(std::move(block)));
  }
  if (s.eat("looks ")) {
    block.set("op", "mood");
    block.set("who", who);
    std::optional<json::Value> mood = s.word();
    if (!mood) return failed(s.error("expected a mood after `looks` (`looks happy`)"));
    block.set("mood", std::move(*mood));
    if (auto end = expect_end(s, "a `looks`")) return failed(*end);
    return read(json::Value(std::move(block)));
  }
  if (s.eat("reaches for ")) return read_reach(s, who, cast);
  if (s.eat("lets go")) {
    block.set("op", "release");
    block.set("who", who);
    if ((error = read_hands(s, block)) || (error = read_timing(s, block)) ||
        (error = expect_end(s, "a `lets go`"))) {
      return failed(*error);
    }
    return read(json::Value(std::move(block)));
  }
  if (s.eat("shows the ")) {
    block.set("op", "view");
    block.set("who", who);
    std::optional<json::Value> view = s.word();
    if (!view || !s.eat(" view")) {
      return failed(s.error("expected a view after `shows the` (`shows the side view`)"));
    }
    block.set("to", std::move(*view));
    if (auto end = expect_end(s, "a `shows`")) return failed(*end);
    return read(json::Value(std::move(block)));
  }
  if (ReadLine prop = read_prop_action(s, who, cast); prop.line || prop.error) return prop;
  std::string got = s.bare_word();
  std::vector<std::string_view> actions(std::begin(kActions), std::end(kActions));
  std::optional<std::string_view> near = nearest_name(got, actions);
  return failed(LineError{s.pos() - got.size(),
                          "expected `:` and a line, or says, does, also does, enters, exits, "
                          "looks, shows, reaches, lets go, holds, gives, drops, takes a bite of "
                          "or uses after " +
                              who + ", got `" + got + "`",
                          near ? "did you mean " + std::string(*near) + "?" : ""});
}

// "place A at x 0.3, facing left in 1 s".
ReadLine read_place(Scanner& s, const CastNames& cast) {
  std::optional<LineError> error;
  std::optional<std::string> who = read_who(s, cast, error);
  if (!who) return failed(*error);
  json::Object block;
  block.set("op", "place");
  block.set("who", *who);
  if ((error = read_placement(s, " at ", block)) || (error = read_timing(s, block)) ||
      (error = expect_end(s, "a `place`"))) {
    return failed(*error);
  }
  return read(json::Value(std::move(block)));
}

ReadLine read_caption(Scanner& s) {
  json::Object block;
  block.set("op", "caption");
  std::optional<LineError> error;
  std::optional<json::Value> text = expect_value(s, "the caption's words in quotes", error);
  if (!text) return failed(*error);
  block.set("text", std::move(*text));
  if (s.eat(" for ")) {
    std::optional<json::Value> seconds = expect_value(s, "a number of seconds", error);
    if (!seconds) return failed(*error);
    if (!s.eat(" s")) return failed(s.error("expected ` s` after the length"));
    block.set("for", std::move(*seconds));
  }
  if (auto end = expect_end(s, "a caption")) return failed(*end);
  return read(json::Value(std::move(block)));
}

// "cut to park (bloom)", "cut (sepia)".
ReadLine read_cut(Scanner& s) {
  json::Object block;
  block.set("op", "cut");
  if (s.eat(" to ")) {
    std::optional<json::Value> place = s.word();
    if (!place) return failed(s.error("expected a place after `cut to`"));
    block.set("place", std::move(*place));
  }
  if (s.eat(" (")) {
    std::optional<json::Value> mood = s.word();
    if (!mood || !s.eat(")")) return failed(s.error("expected a grade in parentheses: `(night)`"));
    block.set("mood", std::move(*mood));
  }
  if (auto end = expect_end(s, "a cut")) return failed(*end);
  return read(json::Value(std::move(block)));
}

// Where the dialogue's speaker ends (its ": "), or npos for a line that is not dialogue.
std::size_t dialogue_colon(std::string_view text) {
  std::vector<std::string_view> parts = split_outside(text, ": ");
  if (parts.size() < 2 || parts.front().empty()) return std::string_view::npos;
  return parts.front().size();
}

}  // namespace

void CastNames::add(std::string id, std::optional<std::string> name) {
  if (name) names_.emplace_back(*name, id);
  ids_.push_back(std::move(id));
}

std::optional<std::string> CastNames::resolve(const std::string& who) const {
  if (ids_.empty() || std::ranges::find(ids_, who) != ids_.end()) return who;
  for (const auto& [name, id] : names_) {
    if (name == who) return id;
  }
  return std::nullopt;
}

std::vector<std::string_view> CastNames::spoken_names() const {
  std::vector<std::string_view> known(ids_.begin(), ids_.end());
  for (const auto& [name, id] : names_)
    known.push_back(name);
  return known;
}

std::string CastNames::listing() const {
  std::string text;
  for (const std::string& id : ids_) {
    if (!text.empty()) text += ", ";
    text += id;
    for (const auto& [name, named] : names_) {
      if (named == id) text += " (" + name + ")";
    }
  }
  return text;
}

std::optional<std::string> read_who(Scanner& s, const CastNames& cast,
                                    std::optional<LineError>& error) {
  const std::size_t start = s.pos();
  std::optional<json::Value> word = s.word();
  if (!word || !word->is_string()) {
    error = s.error("expected a cast member");
    return std::nullopt;
  }
  const std::string& who = word->as_string();
  if (std::optional<std::string> id = cast.resolve(who)) return id;
  std::vector<std::string_view> known = cast.spoken_names();
  std::optional<std::string_view> near = nearest_name(who, known);
  error = LineError{start, "unknown cast member \"" + who + "\"",
                    (near ? "did you mean " + std::string(*near) + "? " : std::string()) +
                        "the cast is " + cast.listing(),
                    Code::kUnknownCastMember};
  return std::nullopt;
}

ReadLine read_scene_line(Scanner& s, const CastNames& cast) {
  if (s.eat("caption ")) return read_caption(s);
  if (s.next_is("cut") && (s.text() == "cut" || s.next_is("cut "))) {
    s.eat("cut");
    return read_cut(s);
  }
  if (s.eat("place ")) return read_place(s, cast);
  if (s.next_is("sound ") || s.next_is("music ")) return read_sound_line(s);
  if (s.next_is("put the ") || s.rest().ends_with(" is taken away")) {
    if (ReadLine prop = read_prop_line(s); prop.line || prop.error) return prop;
  }
  // Dialogue: "A: Hello! (happy)", "Sunny: Hello!".
  const std::size_t colon = dialogue_colon(s.rest());
  std::string_view speaker = s.rest().substr(0, colon == std::string_view::npos ? 0 : colon);
  if (colon != std::string_view::npos &&
      (speaker.find(' ') == std::string_view::npos || cast.resolve(std::string(speaker)) ||
       speaker.starts_with('"'))) {
    Scanner name(speaker);
    std::optional<json::Value> written =
        speaker.starts_with('"') ? name.value() : json::Value(speaker);
    if (!written || !written->is_string() || (!name.at_end() && speaker.starts_with('"'))) {
      return failed(s.error("expected the speaker's name before `:`"));
    }
    std::optional<std::string> who = cast.resolve(written->as_string());
    if (!who) {
      Scanner at(written->as_string());
      std::optional<LineError> error;
      read_who(at, cast, error);
      return failed(error ? *error : s.error("unknown cast member"));
    }
    s.seek(s.pos() + speaker.size());
    if (!s.eat(": ")) return failed(s.error("expected `: ` after the speaker"));
    json::Object block;
    block.set("op", "say");
    block.set("who", *who);
    return read_spoken(s, std::move(block));
  }
  std::optional<LineError> error;
  std::optional<std::string> who = read_who(s, cast, error);
  if (!who) return failed(*error);
  if (!s.eat(" ")) return failed(s.error("expected `:` and a line, or an action after " + *who));
  return read_action(s, *who, cast);
}

}  // namespace jt::screenplay
