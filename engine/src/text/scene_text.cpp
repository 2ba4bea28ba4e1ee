// The scene blocks of spec §7.3, as a screenplay: a line with its parenthetical, action lines, a
// transition (spec §7.1 "Screenplay conversion", §7.9).
#include "jt/json/key_order.h"
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

constexpr std::string_view kShippedBehaviour = "c4c:beh:";

std::string who(const Args& a) {
  return a.word("who").value_or("someone");
}

// The words of a line or a caption, in quotes (text, never a formula).
std::string spoken(const Args& a) {
  const json::Value* text = a.find("text");
  return text != nullptr ? text_value(*text) : "\"\"";
}

// A side of the stage: "the left".
std::string side_text(const Args& a, std::string_view key, std::string_view prefix) {
  return a.word_with(key, std::string(prefix) + "the ");
}

// A facing: 1 is "right", -1 "left".
std::string facing_text(const json::Value& facing) {
  if (facing.is_number() && facing.as_number() == 1) return "right";
  if (facing.is_number() && facing.as_number() == -1) return "left";
  return value_text(facing);
}

// The placement a block gives: `intro` and "x 0.3, y 0.9, h 0.5", then ", facing left" (or
// " facing left" alone).
std::string placement(const Args& a, std::string_view intro) {
  std::vector<std::string> coords;
  a.add_items(coords, {{"x", "x "}, {"y", "y "}, {"h", "h "}});
  std::string text = coords.empty() ? "" : std::string(intro) + join(coords, ", ");
  if (const json::Value* facing = a.find("facing")) {
    text += (coords.empty() ? " facing " : ", facing ") + facing_text(*facing);
  }
  return text;
}

// A behaviour a `does` names: a shipped pack by its slug ("c4c:beh:walk" -> "walk"), another id
// as it is, {id, version} as "walk v1.0.0", an inline program by its name.
std::string behaviour_text(const json::Value& behaviour) {
  if (behaviour.is_string()) {
    const std::string& id = behaviour.as_string();
    return id.starts_with(kShippedBehaviour) ? id.substr(kShippedBehaviour.size()) : id;
  }
  if (behaviour.find("scripts") != nullptr) {
    const json::Value* name = behaviour.find("name");
    return name != nullptr ? text_value(*name) : "this move";
  }
  if (const json::Value* id = behaviour.find("id")) {
    const json::Value* version = behaviour.find("version");
    return behaviour_text(*id) + (version != nullptr ? " v" + word_text(*version) : "");
  }
  return value_text(behaviour);
}

// A `does`'s params: " (from 0, to 0, t_in 2)".
std::string params_text(const json::Value* params) {
  if (params == nullptr) return {};
  if (!params->is_object()) return " (" + value_text(*params) + ")";
  std::vector<std::string> items;
  for (const json::Member* m : json::js_key_order(params->as_object())) {
    items.push_back(m->key + " " + value_text(m->value));
  }
  return items.empty() ? "" : " (" + join(items, ", ") + ")";
}

}  // namespace

std::vector<std::string> line_manner(const Args& a) {
  std::vector<std::string> manner;
  a.add_items(manner, {{"mood", "", "", true},
                       {"voice", "voice ", "", true},
                       {"speed", "speed "},
                       {"pitch", "pitch "},
                       {"clip", "clip "}});
  return manner;
}

// A line and its parenthetical: A says "Hello!" (happy, speed 0.85).
void print_say(Outline& out, const Args& a) {
  const std::vector<std::string> manner = line_manner(a);
  std::string line = who(a) + " says " + spoken(a);
  if (!manner.empty()) line += " (" + join(manner, ", ") + ")";
  out.line(line);
}

// A sung line at its song time: A sings "La la la" at 12 s (happy, clip "voice.ogg").
void print_sing(Outline& out, const Args& a) {
  const std::vector<std::string> manner = line_manner(a);
  std::string line = who(a) + " sings " + spoken(a) + a.value_with("at", " at ", " s");
  if (!manner.empty()) line += " (" + join(manner, ", ") + ")";
  out.line(line);
}

// "A does walk for 2 s (from 0, to 0, t_in 2)", "B also does wag"; an inline behaviour is
// printed under it, one level deeper.
void print_does(Outline& out, const Args& a) {
  const json::Value* also = a.find("also");
  const bool alongside = also != nullptr && also->is_bool() && also->as_bool();
  const json::Value* behaviour = a.find("behaviour");
  const bool inline_program = behaviour != nullptr && behaviour->find("scripts") != nullptr;
  out.line(who(a) + (alongside ? " also does " : " does ") +
           (behaviour ? behaviour_text(*behaviour) : "nothing") +
           a.value_with("for", " for ", " s") + params_text(a.find("params")) +
           (inline_program ? ":" : ""));
  if (inline_program) {
    Outline::Indent deeper(out);
    out.program(*behaviour);
  }
}

// A sound effect: sound "sfx/pop.wav" (volume 0.5).
void print_sound(Outline& out, const Args& a) {
  const json::Value* clip = a.find("clip");
  std::vector<std::string> manner;
  a.add_items(manner, {{"volume", "volume "}, {"pan", "pan "}});
  out.line("sound " + (clip != nullptr ? text_value(*clip) : std::string("\"\"")) +
           (manner.empty() ? "" : " (" + join(manner, ", ") + ")"));
}

// Music: music "tune.ogg" (volume 0.4, fade in 2 s, fade out 3 s, from 10 s, looped); music
// {stop: true}: "music stops".
void print_music(Outline& out, const Args& a) {
  const json::Value* stop = a.find("stop");
  const json::Value* clip = a.find("clip");
  if (stop != nullptr && clip == nullptr) {
    out.line(stop->is_bool() && stop->as_bool() ? "music stops"
                                                : "music stop " + value_text(*stop));
    return;
  }
  std::vector<std::string> manner;
  a.add_items(manner, {{"volume", "volume "},
                       {"fade_in", "fade in ", " s"},
                       {"fade_out", "fade out ", " s"},
                       {"from", "from ", " s"},
                       {"bpm", "", " bpm"},
                       {"offset", "beat at ", " s"}});
  if (const json::Value* loop = a.find("loop")) {
    manner.push_back(loop->is_bool() ? (loop->as_bool() ? "looped" : "once")
                                     : "loop " + value_text(*loop));
  }
  out.line("music " + (clip != nullptr ? text_value(*clip) : std::string("\"\"")) +
           (manner.empty() ? "" : " (" + join(manner, ", ") + ")"));
}

void print_caption(Outline& out, const Args& a) {
  out.line("caption " + spoken(a) + a.value_with("for", " for ", " s"));
}

// A transition: "cut to park (bloom)".
void print_cut(Outline& out, const Args& a) {
  out.line("cut" + a.word_with("place", " to ") + a.word_with("mood", " (", ")"));
}

void print_place(Outline& out, const Args& a) {
  out.line("place " + who(a) + placement(a, " at ") + a.timing());
}

void print_enter(Outline& out, const Args& a) {
  out.line(who(a) + " enters" + side_text(a, "from", " from ") + placement(a, " to ") + a.timing());
}

void print_exit(Outline& out, const Args& a) {
  out.line(who(a) + " exits" + side_text(a, "to", " to ") + placement(a, " at ") + a.timing());
}

}  // namespace jt::text
