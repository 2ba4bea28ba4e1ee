// A program prepared once (spec §1): checked, desugared, formulas compiled, channels resolved. It
// is immutable from then on and may be shared by any number of runtimes and instances.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jt/creature/model.h"
#include "jt/diagnostic.h"
#include "jt/expr/names.h"
#include "jt/json/value.h"
#include "jt/program/block.h"
#include "jt/program/channel.h"

namespace jt {

enum class ProgramKind { kBehaviour, kScene, kCartoon };

enum class HatKind {
  kStart,
  kTalkStart,
  kTalkEnd,
  kKey,
  kClick,
  kScene,
  kBeat,
  kLoud,
  kEvery,
  kTouch
};

struct Hat {
  HatKind kind = HatKind::kStart;
  std::string key;  // kKey: the key, empty for any key
  // kScene: the scene, empty for any scene; kEvery, kTouch, kBeat, kLoud: the only scene they
  // fire in (their `scene`), empty for every scene.
  std::string scene_name;
  double every = 0;       // kEvery: its period `s`, in seconds
  std::string who, with;  // kTouch: the pair it watches (either order), empty for anyone;
                          // kLoud: whose voice (`who`), empty for anyone's
  // A scene hat's stage (spec §7.1): its place, its grade, and its pin (seconds from the start
  // of the cartoon).
  std::optional<std::string> place, mood;
  std::optional<double> at;

  // A hat the director fires while a scene runs, apart from the scene's own scripts: `every` at
  // its period from the scene's start, `touch` when two characters' boxes meet, `beat` on the
  // music's beats, `loud` when a voice gets loud (docs/RUNTIME.md "Hats the stage fires"). In a
  // move, `loud` fires when its own character's voice gets loud.
  bool fired_by_stage() const {
    return kind == HatKind::kEvery || kind == HatKind::kTouch || kind == HatKind::kBeat ||
           kind == HatKind::kLoud;
  }
};

// A cast entry (spec §7.1): an inline descriptor or a pack reference; the runtime passes the
// drawing fields (pack, look, voice, name) through for the renderer.
struct CastEntry {
  std::string id;
  std::string name;
  int legs = 2;
  bool placed = false;  // `at` given: visible from the start
  double x = 0, y = 0.92, h = 0.5, facing = 1;
  bool has_x = false, has_y = false, has_h = false, has_facing = false;
  std::optional<std::string> voice;
  // A narrator (docs/STAGE.md "Narrators"): a voice meant to be heard, not seen; its lines spoken
  // off the stage are not warned about.
  bool narrator = false;
  json::Value entry;  // as written (a role string or the descriptor)
  // A creature (docs/CREATURES.md, "In a cartoon"): `creature` names a creature pack
  // (creature_pack, resolved by the caller through its catalog) or is an inline descriptor
  // (creature_model, read and compiled with the program). Neither: a character.
  std::string creature_pack;
  std::shared_ptr<const creature::Model> creature_model;
  bool is_creature() const { return creature_model != nullptr || !creature_pack.empty(); }
};

struct Place {
  std::string name;
  std::string background;
  std::optional<std::string> grade;
};

// A scene of a cartoon: its scripts (indexes into Program::scripts), in order of first
// appearance; its hat's stage settings.
struct Scene {
  std::string name;
  std::vector<std::size_t> scripts;
  std::optional<std::string> place, mood;
  std::optional<double> at;
};

struct Script {
  Hat hat;
  BlockList body;
};

struct Param {
  std::string name;
  Num default_value;  // evaluated at start, in declaration order (may use dur, earlier params)
};

struct Var {
  std::string name;
  double initial = 0.0;
};

struct Program {
  ProgramKind kind = ProgramKind::kBehaviour;
  std::string name;
  std::vector<Param> params;  // slots 0 .. P-1
  std::vector<Var> vars;      // slots P .. P+V-1
  std::vector<Script> scripts;
  std::vector<Channel> channels;  // every channel a block names, each once
  json::Value source;             // the program as written (before desugaring)
  // Scenes and cartoons (spec §7): the cast in JavaScript's key order, the places, the scenes.
  std::vector<CastEntry> cast;
  std::vector<Place> places;
  std::vector<Scene> scenes;
  std::string camera;  // how the file wants to be shot: "auto", "fixed", or "" (docs/CAMERA.md)

  std::size_t slot_count() const { return params.size() + vars.size(); }
};

struct PrepareResult {
  std::shared_ptr<const Program> program;  // null when there are errors
  std::vector<Diagnostic> diagnostics;     // errors and warnings, in document order
  bool ok() const { return program != nullptr; }
};

// Prepares a program of any kind from its JSON. `file` names it in the diagnostics.
PrepareResult prepare_program(const json::Value& json, const std::string& file = {});

}  // namespace jt
