// A program from its JSON (spec §1): the kind, params, vars and scripts with their hats; the
// friendly blocks desugared first, then every primitive block prepared (prepare_blocks.cpp).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "json/utf8.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/key_order.h"
#include "jt/json/number.h"
#include "jt/program/desugar.h"
#include "jt/program/program.h"
#include "prepare_blocks.h"
#include "prepare_cast.h"
#include "prepare_context.h"

namespace jt {
namespace {

using prepare::Context;
using prepare::describe;

std::optional<ProgramKind> read_kind(Context& cx, const json::Object& root) {
  auto kind = cx.word(root, "kind", "", {"behaviour", "scene", "cartoon"}, std::nullopt);
  if (!kind) return std::nullopt;
  if (*kind == "scene") return ProgramKind::kScene;
  if (*kind == "cartoon") return ProgramKind::kCartoon;
  return ProgramKind::kBehaviour;
}

// `params` (spec §1): defaults in declaration order (JavaScript's key order), each compiled
// against the params declared before it and nothing else; evaluated at start.
std::vector<Param> read_params(Context& cx, const json::Object& root) {
  std::vector<Param> params;
  const json::Value* json = root.find("params");
  if (json == nullptr || json->is_null()) return params;
  if (!json->is_object()) {
    cx.error(Code::kWrongType, "/params",
             "expected an object of name: default value, got " + describe(*json));
    return params;
  }
  // The names grow one param at a time (a table of all of them for each would be quadratic).
  cx.set_names(expr::SlotTable());
  for (const json::Member* m : json::js_key_order(json->as_object())) {
    if (auto value = cx.value(m->value, pointer_append("/params", m->key))) {
      params.push_back({m->key, std::move(*value)});
      cx.append_name(m->key);
    }
  }
  return params;
}

// A string's entries named in errors one by one, at most.
constexpr std::size_t kMaxStringVarErrors = 100;

// One UTF-16 code unit of a string, as an error names it: "the string \"a\"", or a surrogate
// (half of a character beyond U+FFFF, such as an emoji) by its escape.
std::string describe_code_unit(char16_t unit) {
  if (unit >= 0xD800 && unit <= 0xDFFF) {
    char escape[8];
    std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(unit));
    return std::string("the code unit ") + escape + " (half of a character beyond U+FFFF)";
  }
  std::string text;
  json::detail::append_wtf8(text, unit);
  return describe(json::Value(text));
}

// `vars` (spec §1): each starts at a finite number. Not an object: an array or a string adds its
// entries by index (a string's entries are its UTF-16 code units, which are never numbers);
// anything else adds none.
std::vector<Var> read_vars(Context& cx, const json::Object& root) {
  std::vector<Var> vars;
  const json::Value* json = root.find("vars");
  if (json == nullptr) return vars;
  auto add = [&](const std::string& name, const json::Value& v) {
    const std::string path = pointer_append("/vars", name);
    if (v.is_number() && std::isfinite(v.as_number())) {
      vars.push_back({name, v.as_number()});
    } else {
      cx.error(Code::kWrongType, path, "a variable starts at a number, not " + describe(v),
               "give it a number and change it with setVar as the script runs");
    }
  };
  if (json->is_object()) {
    for (const json::Member* m : json::js_key_order(json->as_object())) {
      add(m->key, m->value);
    }
  } else if (json->is_array()) {
    for (std::size_t i = 0; i < json->as_array().size(); ++i) {
      add(std::to_string(i), json->as_array()[i]);
    }
  } else if (json->is_string()) {
    // Entries by UTF-16 code unit, as Object.entries gives them; the first kMaxStringVarErrors
    // are named one by one (a long string would otherwise print an error per letter).
    const std::u16string units = json::detail::to_utf16(json->as_string());
    const std::size_t named = std::min(units.size(), kMaxStringVarErrors);
    for (std::size_t i = 0; i < named; ++i) {
      cx.error(Code::kWrongType, pointer_append("/vars", std::to_string(i)),
               "a variable starts at a number, not " + describe_code_unit(units[i]) +
                   ": vars given as a string makes each of its letters a variable",
               "vars is an object of names and numbers: {\"score\": 0}");
    }
    if (units.size() > named) {
      cx.error(Code::kWrongType, "/vars",
               "and " + std::to_string(units.size() - named) +
                   " more entries of the string, none a number",
               "vars is an object of names and numbers: {\"score\": 0}");
    }
  }
  return vars;
}

// An every hat's period `s` (docs/RUNTIME.md "Hats the stage fires"): a number of seconds, at
// least kShortestPeriod, required.
constexpr double kShortestPeriod = 0.05;

void read_period(Context& cx, const json::Object& h, const std::string& path, Hat& hat) {
  const json::Value* s = h.find("s");
  const std::string hint =
      "give its period in seconds, 0.05 or more: {\"on\": \"every\", \"s\": 1.5}";
  if (s == nullptr) {
    cx.error(Code::kMissingField, path, "an every hat needs its period \"s\"", hint);
    return;
  }
  if (!s->is_number() || !std::isfinite(s->as_number())) {
    cx.error(Code::kWrongType, pointer_append(path, "s"),
             "an every hat's period is a number of seconds, got " + describe(*s), hint);
    return;
  }
  if (s->as_number() < kShortestPeriod) {
    cx.error(Code::kOutOfRange, pointer_append(path, "s"),
             "an every hat's period of " + json::format_number(s->as_number()) +
                 " s is shorter than 0.05 s",
             hint);
    return;
  }
  hat.every = s->as_number();
}

Hat read_hat(Context& cx, const json::Value* json, const std::string& path) {
  Hat hat;
  if (json == nullptr) return hat;  // no hat: {"on": "start"}
  if (!json->is_object()) {
    cx.error(Code::kWrongType, path, "expected a hat {\"on\": ...}, got " + describe(*json));
    return hat;
  }
  const json::Object& h = json->as_object();
  auto on = cx.word(h, "on", path,
                    {"start", "talk-start", "talk-end", "key", "click", "scene", "beat", "loud",
                     "every", "touch"},
                    std::nullopt);
  if (!on) return hat;
  static const std::pair<const char*, HatKind> kinds[] = {
      {"start", HatKind::kStart},      {"talk-start", HatKind::kTalkStart},
      {"talk-end", HatKind::kTalkEnd}, {"key", HatKind::kKey},
      {"click", HatKind::kClick},      {"scene", HatKind::kScene},
      {"beat", HatKind::kBeat},        {"loud", HatKind::kLoud},
      {"every", HatKind::kEvery},      {"touch", HatKind::kTouch}};
  for (const auto& [name, kind] : kinds) {
    if (*on == name) hat.kind = kind;
  }
  auto text = [&](const char* key) -> std::string {
    const json::Value* v = h.find(key);
    if (v == nullptr) return {};
    if (!v->is_string()) {
      cx.error(Code::kWrongType, pointer_append(path, key), "expected a name, got " + describe(*v));
      return {};
    }
    return v->as_string();
  };
  if (hat.kind == HatKind::kKey) hat.key = text("key");
  if (hat.fired_by_stage()) hat.scene_name = text("scene");
  if (hat.kind == HatKind::kLoud) hat.who = text("who");
  if (hat.kind == HatKind::kTouch) {
    hat.who = text("who");
    hat.with = text("with");
  }
  if (hat.kind == HatKind::kEvery) read_period(cx, h, path, hat);
  if (hat.kind == HatKind::kScene) {
    hat.scene_name = text("name");
    if (h.contains("place")) hat.place = text("place");
    if (h.contains("mood")) hat.mood = text("mood");
    if (const json::Value* at = h.find("at")) {
      if (at->is_number() && std::isfinite(at->as_number())) {
        hat.at = at->as_number();
      } else {
        cx.error(Code::kWrongType, pointer_append(path, "at"),
                 "a scene's pin is a number of seconds from the start, got " + describe(*at));
      }
    }
  }
  return hat;
}

std::vector<Script> read_scripts(Context& cx, const json::Object& root) {
  std::vector<Script> scripts;
  const json::Value* json = root.find("scripts");
  if (json == nullptr) {
    cx.error(Code::kMissingField, "", "missing \"scripts\"",
             "a program runs a list of scripts: \"scripts\": []");
    return scripts;
  }
  if (!json->is_array()) {
    cx.error(Code::kWrongType, "/scripts", "expected a list of scripts, got " + describe(*json));
    return scripts;
  }
  for (std::size_t i = 0; i < json->as_array().size(); ++i) {
    const std::string path = pointer_append("/scripts", i);
    const json::Value& s = json->as_array()[i];
    if (!s.is_object()) {
      cx.error(Code::kWrongType, path,
               "expected a script {\"hat\"?, \"body\": [...]}, got " + describe(s));
      continue;
    }
    Script script;
    script.hat = read_hat(cx, s.find("hat"), pointer_append(path, "hat"));
    if (const json::Value* body = s.find("body")) {
      script.body = prepare::prepare_block_list(cx, *body, pointer_append(path, "body"));
    } else {
      cx.error(Code::kMissingField, path, "missing \"body\" (a list of blocks)");
    }
    scripts.push_back(std::move(script));
  }
  return scripts;
}

std::vector<std::string> names_of(const auto& entries) {
  std::vector<std::string> names;
  for (const auto& e : entries)
    names.push_back(e.name);
  return names;
}

}  // namespace

PrepareResult prepare_program(const json::Value& json, const std::string& file) {
  PrepareResult result;
  Context cx(file, result.diagnostics);
  if (!json.is_object()) {
    cx.error(
        Code::kWrongType, "",
        "expected a program {\"v\": 1, \"kind\": ..., \"scripts\": [...]}, got " + describe(json));
    return result;
  }
  const json::Object& root = json.as_object();
  const json::Value* v = root.find("v");
  if (v == nullptr || !v->is_number() || v->as_number() != 1) {
    cx.error(v == nullptr ? Code::kMissingField : Code::kUnknownVersion, v == nullptr ? "" : "/v",
             v == nullptr ? "missing \"v\"" : "unknown version " + describe(*v),
             "this is version 1 of the block language: \"v\": 1");
  }
  auto program = std::make_shared<Program>();
  program->kind = read_kind(cx, root).value_or(ProgramKind::kBehaviour);
  cx.set_in_scene(program->kind != ProgramKind::kBehaviour);
  if (const json::Value* name = root.find("name"); name != nullptr && name->is_string()) {
    program->name = name->as_string();
  }
  program->params = read_params(cx, root);
  program->vars = read_vars(cx, root);
  cx.set_names(expr::SlotTable(names_of(program->params), names_of(program->vars)));

  program::SourcePaths source_paths;
  const json::Value desugared = program::desugar(json, file, result.diagnostics, &source_paths);
  cx.set_source_paths(&source_paths);
  cx.set_source(&json);
  if (desugared.is_object()) program->scripts = read_scripts(cx, desugared.as_object());
  if (program->kind != ProgramKind::kBehaviour) {
    program->cast = prepare::read_cast(cx, root);
    program->places = prepare::read_places(cx, root);
    program->scenes = prepare::group_scenes(cx, *program);
    program->camera = cx.word(root, "camera", "", {"auto", "fixed"}, std::string()).value_or("");
  }
  program->channels = cx.take_channels();
  program->source = json;

  bool errors = cx.has_errors();
  for (const Diagnostic& d : result.diagnostics)
    errors |= d.severity == Severity::kError;
  if (!errors) result.program = std::move(program);
  return result;
}

}  // namespace jt
