// A scene's or a cartoon's cast, places and scenes (spec §7.1, §7.2).
#include "prepare_cast.h"

#include <algorithm>
#include <cmath>

#include "jt/creature/descriptor.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/key_order.h"
#include "jt/json/number.h"
#include "jt/packs/pack_id.h"
#include "prepare_scene_blocks.h"

namespace jt::prepare {
namespace {

void read_at(Context& cx, const json::Value& at, const std::string& path, CastEntry& entry) {
  if (!at.is_object()) {
    cx.error(Code::kWrongType, path, "expected a placement {x, y, h, facing}, got " + describe(at));
    return;
  }
  entry.placed = true;
  auto number = [&](const char* key, double& out, bool& has) {
    const json::Value* v = at.find(key);
    if (v == nullptr) return;
    if (!v->is_number() || !std::isfinite(v->as_number())) {
      cx.error(Code::kWrongType, pointer_append(path, key),
               "expected a number, got " + describe(*v));
      return;
    }
    out = v->as_number();
    has = true;
  };
  number("x", entry.x, entry.has_x);
  number("y", entry.y, entry.has_y);
  number("h", entry.h, entry.has_h);
  number("facing", entry.facing, entry.has_facing);
  if (entry.has_facing && entry.facing != 1 && entry.facing != -1) {
    cx.error(Code::kOutOfRange, pointer_append(path, "facing"),
             "facing must be 1 (right) or -1 (left)");
  }
  if (entry.has_h && !(entry.h > 0)) {
    cx.error(Code::kOutOfRange, pointer_append(path, "h"),
             "h (a fraction of the stage's height) must be more than 0");
  } else if (entry.has_h) {
    warn_about_height(cx, entry.h, pointer_append(path, "h"));
  }
  if (entry.has_y && (entry.y < 0 || entry.y > 1)) {
    cx.warning(Code::kOutOfRange, pointer_append(path, "y"),
               "y outside 0..1 puts the feet out of the frame", "the ground is 0.92");
  }
}

// `creature`: a creature pack's id, or an inline descriptor read as strictly as a descriptor file
// (docs/CREATURES.md): any error in it is an error of the program, so it is never simulated.
void read_creature(Context& cx, const json::Value& creature, const std::string& path,
                   CastEntry& entry) {
  if (creature.is_string()) {
    const std::optional<packs::PackId> id = packs::parse_pack_id(creature.as_string());
    if (!id || id->word != "crt") {
      cx.error(Code::kBadPackId, path, describe(creature) + " is not a creature pack's id",
               "namespace:crt:slug, as in \"c4c:crt:gecko\" (jabbertoon list creatures)");
      return;
    }
    entry.creature_pack = creature.as_string();
    return;
  }
  if (!creature.is_object()) {
    cx.error(Code::kWrongType, path,
             "expected a creature pack's id or a creature descriptor, got " + describe(creature),
             "as in \"c4c:crt:gecko\", or {\"schemaVersion\": 1, ...}");
    return;
  }
  creature::ReadResult read = creature::read_descriptor(creature, cx.file(), path);
  for (Diagnostic& d : read.errors)
    cx.add(std::move(d));
  if (read.descriptor) entry.creature_model = creature::compile_model(*read.descriptor);
}

}  // namespace

// The most characters a scene or a cartoon may cast (issue "Hostile input").
constexpr std::size_t kMaxCastMembers = 100;

std::vector<CastEntry> read_cast(Context& cx, const json::Object& root) {
  std::vector<CastEntry> cast;
  const json::Value* json = root.find("cast");
  if (json == nullptr) return cast;
  if (!json->is_object()) {
    cx.error(Code::kWrongType, "/cast", "expected an object of id: entry, got " + describe(*json));
    return cast;
  }
  if (const std::size_t members = json->as_object().size(); members > kMaxCastMembers) {
    // Each member is stepped and drawn on every frame: 10,000 of them took minutes a second.
    cx.error(Code::kLimitExceeded, "/cast",
             "a cast has at most " + std::to_string(kMaxCastMembers) + " members, this one " +
                 std::to_string(members),
             "a crowd is a background; give the ones who act a cast entry each");
    return cast;
  }
  // JavaScript's key order: ids that are array indices first (spec §7.8).
  for (const json::Member* m : json::js_key_order(json->as_object())) {
    const std::string path = pointer_append("/cast", m->key);
    CastEntry entry;
    entry.id = m->key;
    entry.name = m->key;
    entry.entry = m->value;
    if (m->value.is_object()) {
      const json::Object& e = m->value.as_object();
      if (const json::Value* name = e.find("name"); name && name->is_string()) {
        entry.name = name->as_string();
      }
      if (const json::Value* legs = e.find("legs")) {
        if (legs->is_number() && legs->as_number() >= 0 && legs->as_number() <= 16 &&
            legs->as_number() == std::floor(legs->as_number())) {
          entry.legs = static_cast<int>(legs->as_number());
        } else {
          cx.error(Code::kOutOfRange, pointer_append(path, "legs"),
                   "legs must be a whole number from 0 to 16");
        }
      }
      if (const json::Value* at = e.find("at")) read_at(cx, *at, pointer_append(path, "at"), entry);
      if (const json::Value* voice = e.find("voice"); voice && voice->is_string()) {
        entry.voice = voice->as_string();
      }
      if (const json::Value* narrator = e.find("narrator")) {
        if (narrator->is_bool()) {
          entry.narrator = narrator->as_bool();
        } else {
          cx.error(
              Code::kWrongType, pointer_append(path, "narrator"),
              "narrator is true (a voice heard, not seen) or false, got " + describe(*narrator));
        }
      }
      if (const json::Value* creature = e.find("creature")) {
        read_creature(cx, *creature, pointer_append(path, "creature"), entry);
      }
    } else if (!m->value.is_string()) {
      cx.error(Code::kWrongType, path,
               "expected a cast entry {name, legs, at, voice, pack, look} or a role "
               "description, got " +
                   describe(m->value));
    }
    cast.push_back(std::move(entry));
  }
  return cast;
}

std::vector<Place> read_places(Context& cx, const json::Object& root) {
  std::vector<Place> places;
  const json::Value* json = root.find("places");
  if (json == nullptr) return places;
  if (!json->is_object()) {
    cx.error(Code::kWrongType, "/places",
             "expected an object of name: place, got " + describe(*json));
    return places;
  }
  for (const json::Member* m : json::js_key_order(json->as_object())) {
    Place place{m->key, m->key, std::nullopt};
    if (m->value.is_string()) {
      place.background = m->value.as_string();
    } else if (m->value.is_object()) {
      if (const json::Value* bg = m->value.find("background"); bg && bg->is_string()) {
        place.background = bg->as_string();
      }
      if (const json::Value* grade = m->value.find("grade"); grade && grade->is_string()) {
        place.grade = grade->as_string();
      }
    } else {
      cx.error(Code::kWrongType, pointer_append("/places", m->key),
               "expected a background name or {background, grade}, got " + describe(m->value));
    }
    places.push_back(std::move(place));
  }
  return places;
}

namespace {

// An every or touch hat's `scene` names one of the program's scenes, else it never fires.
void check_stage_hat_scenes(Context& cx, const Program& program, const std::vector<Scene>& scenes) {
  std::vector<std::string_view> names;
  for (const Scene& s : scenes)
    names.push_back(s.name);
  for (std::size_t i = 0; i < program.scripts.size(); ++i) {
    const Hat& hat = program.scripts[i].hat;
    if (!hat.fired_by_stage() || hat.scene_name.empty()) continue;
    if (std::ranges::find(names, hat.scene_name) != names.end()) continue;
    std::string known;
    for (std::string_view n : names)
      known += (known.empty() ? "" : ", ") + ("\"" + std::string(n) + "\"");
    cx.warning(Code::kNeverReached,
               pointer_append(pointer_append(pointer_append("/scripts", i), "hat"), "scene"),
               "no scene is named \"" + hat.scene_name + "\": this script never runs",
               known.empty() ? "the program has no scenes: add a scene hat"
                             : "name one of the scenes (" + known + "), or leave \"scene\" out");
  }
}

}  // namespace

std::vector<Scene> group_scenes(Context& cx, const Program& program) {
  std::vector<Scene> scenes;
  // A scene program's scripts without a scene hat belong to its one scene: the first hat's name,
  // else the program's name.
  std::string default_name = program.name;
  for (const Script& s : program.scripts) {
    if (s.hat.kind == HatKind::kScene && !s.hat.scene_name.empty()) {
      default_name = s.hat.scene_name;
      break;
    }
  }
  for (std::size_t i = 0; i < program.scripts.size(); ++i) {
    const Hat& hat = program.scripts[i].hat;
    const std::string path = pointer_append(pointer_append("/scripts", i), "hat");
    if (hat.fired_by_stage()) continue;  // fired by the stage while a scene runs, in none
    if (hat.kind != HatKind::kScene) {
      if (program.kind == ProgramKind::kCartoon) {
        cx.error(Code::kMissingHat, path,
                 "a cartoon's script starts with a scene hat, or an every or touch hat",
                 "{\"on\": \"scene\", \"name\": \"...\"} starts a scene; {\"on\": \"every\", "
                 "\"s\": 2} or {\"on\": \"touch\", ...} fires while scenes run");
        continue;
      }
      if (hat.kind != HatKind::kStart) {
        cx.error(Code::kMissingHat, path, "a scene's scripts start with a scene hat or none");
        continue;
      }
    }
    std::string name =
        hat.kind == HatKind::kScene && !hat.scene_name.empty() ? hat.scene_name : default_name;
    if (program.kind == ProgramKind::kScene && name != default_name) {
      // A scene program is exactly one scene (spec §7.1).
      cx.error(Code::kConflictingFields, pointer_append(path, "name"),
               "a scene program is one scene: this hat names \"" + name + "\", the first names \"" +
                   default_name + "\"",
               "give every hat the name \"" + default_name +
                   "\", or make the program a cartoon (\"kind\": \"cartoon\") of two scenes");
      name = default_name;
    }
    Scene* scene = nullptr;
    for (Scene& s : scenes) {
      if (s.name == name) scene = &s;
    }
    if (scene == nullptr) {
      scenes.push_back({name, {}, std::nullopt, std::nullopt, std::nullopt});
      scene = &scenes.back();
    }
    scene->scripts.push_back(i);
    // Two scripts of one scene must agree about its place, mood and pin (spec §7.1).
    auto agree = [&](auto& have, const auto& given, const char* what) {
      if (!given) return;
      if (have && *have != *given) {
        cx.error(Code::kConflictingFields, pointer_append(path, what),
                 "scene \"" + name + "\" is given two different " + what + "s by its scripts",
                 "give it in one hat, or the same in each");
      } else {
        have = given;
      }
    };
    agree(scene->place, hat.place, "place");
    agree(scene->mood, hat.mood, "mood");
    agree(scene->at, hat.at, "at");
  }
  // A scene program made only of scripts the stage fires is still its one scene.
  if (program.kind == ProgramKind::kScene && scenes.empty() && !program.scripts.empty()) {
    scenes.push_back({default_name, {}, std::nullopt, std::nullopt, std::nullopt});
  }
  check_stage_hat_scenes(cx, program, scenes);
  // Pins in order (spec §7.6): a pin before an earlier pin is a warning.
  std::optional<double> last_pin;
  for (const Scene& s : scenes) {
    if (!s.at) continue;
    if (last_pin && *s.at < *last_pin) {
      // Pointed at the first hat that gives the pin.
      std::size_t script = s.scripts.front();
      for (std::size_t i : s.scripts) {
        if (program.scripts[i].hat.at) {
          script = i;
          break;
        }
      }
      cx.warning(Code::kPinOrder,
                 pointer_append(pointer_append(pointer_append("/scripts", script), "hat"), "at"),
                 "scene \"" + s.name + "\" is pinned at " + json::format_number(*s.at) +
                     " s, before an earlier scene's pin (" + json::format_number(*last_pin) + " s)",
                 "pins are times from the start of the cartoon, in scene order");
    }
    last_pin = s.at;
  }
  return scenes;
}

}  // namespace jt::prepare
