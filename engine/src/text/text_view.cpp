// The program's own lines: its cast, settings and variables, then each script under its hat.
#include "jt/text/text_view.h"

#include "jt/json/key_order.h"
#include "jt/program/program_of.h"
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

// A hat that takes no arguments (spec §1) and its line.
struct HatLine {
  std::string_view on;
  std::string_view text;
};
constexpr HatLine kHatLines[] = {
    {"start", "when it starts"},
    {"talk-start", "when it starts talking"},
    {"talk-end", "when it stops talking"},
    {"click", "when it is clicked"},
    {"beat", "on every beat"},
    {"loud", "when it gets loud"},
};

// The hats the stage fires (docs/TEXT.md "Hats"): `when every 1.5 s`, `when A touches B`, `when
// A touches anyone`, `when anyone touches B`, `when touching`, each with ` in scene "Two"` when
// it names its scene. An every hat without a period is `every so often`.
std::string stage_hat_text(const json::Value& hat, std::string_view on) {
  std::string text;
  if (on == "every") {
    const json::Value* s = hat.find("s");
    if (s == nullptr) return "every so often";
    text = "when every " + value_text(*s) + " s";
  } else {
    const json::Value* who = hat.find("who");
    const json::Value* with = hat.find("with");
    if (who == nullptr && with == nullptr) {
      text = "when touching";
    } else {
      text = "when " + (who != nullptr ? word_text(*who) : std::string("anyone")) + " touches " +
             (with != nullptr ? word_text(*with) : std::string("anyone"));
    }
  }
  if (const json::Value* scene = hat.find("scene")) text += " in scene " + text_value(*scene);
  return text;
}

// A scene hat as a scene heading: scene "Morning" at park (bloom), starting at 12 s.
std::string scene_heading(const json::Value& hat) {
  const Args a(hat.as_object());
  const json::Value* name = hat.find("name");
  std::string text = "scene";
  if (name != nullptr) text += prefixed(" ", text_value(*name));
  return text + a.word_with("place", " at ") + a.word_with("mood", " (", ")") +
         a.value_with("at", ", starting at ", " s");
}

// "cast: A = Sunny, B = Grump": each id with its name, else its pack or role description.
std::string cast_entry(const json::Member& entry) {
  const json::Value& v = entry.value;
  if (v.is_string()) return entry.key + " = " + v.as_string();
  for (const char* key : {"name", "pack"}) {
    const json::Value* named = v.find(key);
    if (named != nullptr && named->find("id") != nullptr) named = named->find("id");
    if (named != nullptr) return entry.key + " = " + word_text(*named);
  }
  return entry.key;
}

// "settings: side = -1, t_in = 1.5": the params' defaults (or the vars' starts) as written.
std::string table_line(std::string_view title, const json::Object& table,
                       std::string (*entry)(const json::Member&)) {
  std::vector<std::string> items;
  for (const json::Member* m : json::js_key_order(table))
    items.push_back(entry(*m));
  return std::string(title) + ": " + join(items, ", ");
}

std::string assignment(const json::Member& m) {
  return m.key + " = " + value_text(m.value);
}

}  // namespace

// The line a script starts with. In a scene or a cartoon a scene hat is a scene heading; in a
// behaviour it is an event like the others.
std::string hat_text(const json::Value* hat, bool screenplay) {
  if (hat == nullptr || !hat->is_object()) {
    return hat != nullptr ? "when " + value_text(*hat)
           : screenplay   ? "when the scene starts"
                          : "when it starts";
  }
  const std::string on = hat->find("on") != nullptr ? word_text(*hat->find("on")) : "start";
  if (const json::Value* scene = hat->find("scene"); scene != nullptr && on == "beat") {
    return "on every beat in scene " + text_value(*scene);
  }
  // when A gets loud [in scene "Two"]; without `who`, `when it gets loud`.
  if (const json::Value* who = hat->find("who"), *scene = hat->find("scene");
      on == "loud" && (who != nullptr || scene != nullptr)) {
    std::string text =
        "when " + (who != nullptr ? word_text(*who) : std::string("it")) + " gets loud";
    if (scene != nullptr) text += " in scene " + text_value(*scene);
    return text;
  }
  for (const HatLine& line : kHatLines) {
    if (line.on == on) return std::string(line.text);
  }
  if (on == "every" || on == "touch") return stage_hat_text(*hat, on);
  if (on == "key") {
    const json::Value* key = hat->find("key");
    return key != nullptr ? "when key " + text_value(*key) + " is pressed"
                          : "when any key is pressed";
  }
  if (on == "scene") {
    if (screenplay) return scene_heading(*hat);
    const json::Value* name = hat->find("name");
    return name != nullptr ? "when scene " + text_value(*name) + " starts" : "when a scene starts";
  }
  return "when " + in_quotes(on) + " happens";
}

void Outline::program(const json::Value& program) {
  const json::Value* kind = program.find("kind");
  const bool screenplay = kind != nullptr && kind->is_string() && kind->as_string() != "behaviour";
  struct Table {
    const char* key;
    const char* title;
    std::string (*entry)(const json::Member&);
  };
  for (const Table& t : {Table{"cast", "cast", cast_entry}, Table{"params", "settings", assignment},
                         Table{"vars", "variables", assignment}}) {
    const json::Value* table = program.find(t.key);
    if (table != nullptr && table->is_object() && !table->as_object().empty()) {
      line(table_line(t.title, table->as_object(), t.entry));
    }
  }
  const json::Value* scripts = program.find("scripts");
  if (scripts == nullptr || !scripts->is_array()) return;
  for (const json::Value& script : scripts->as_array()) {
    line(hat_text(script.find("hat"), screenplay));
    body(script.find("body"));
  }
}

std::string to_text(const json::Value& program) {
  Outline outline;
  outline.program(program_of(program).program);
  return outline.take();
}

}  // namespace jt::text
