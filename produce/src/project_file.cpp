#include "jt/produce/project_file.h"

#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <filesystem>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/nearest_name.h"
#include "jt/printable.h"

namespace jt::produce {
namespace {

// What JSON a setting takes: text, a number, either (a frame rate: 24 or "30000/1001"), or true or
// false (a flag).
enum class SettingKind { kText, kNumber, kTextOrNumber, kFlag };

struct Settable {
  std::string_view option;
  SettingKind kind;
};

// `render`'s options that say how the video looks and sounds. Paths (-o, --subtitles FILE,
// --manifest, --cache, --assets, --character) are left out on purpose: see the header.
constexpr std::array<Settable, 17> kSettable{{
    {"size", SettingKind::kText},
    {"fps", SettingKind::kTextOrNumber},
    {"quality", SettingKind::kText},
    {"crf", SettingKind::kNumber},
    {"loudness", SettingKind::kNumber},
    {"captions", SettingKind::kText},
    {"subtitles", SettingKind::kText},
    {"fit", SettingKind::kText},
    {"background", SettingKind::kText},
    {"style", SettingKind::kText},
    {"camera", SettingKind::kText},
    {"speech", SettingKind::kText},
    {"seed", SettingKind::kNumber},
    {"format", SettingKind::kText},
    {"threads", SettingKind::kNumber},
    {"segment-length", SettingKind::kNumber},
    {"no-audio", SettingKind::kFlag},
}};

constexpr std::array<std::string_view, kSettable.size()> kSettableNames = [] {
  std::array<std::string_view, kSettable.size()> names{};
  for (std::size_t i = 0; i < kSettable.size(); ++i)
    names[i] = kSettable[i].option;
  return names;
}();

const Settable* settable(std::string_view option) {
  for (const Settable& s : kSettable)
    if (s.option == option) return &s;
  return nullptr;
}

std::string_view setting_kind_name(SettingKind kind) {
  switch (kind) {
    case SettingKind::kText:
      return "a string";
    case SettingKind::kNumber:
      return "a number";
    case SettingKind::kTextOrNumber:
      return "a number or a string";
    case SettingKind::kFlag:
      return "true or false";
  }
  return "";
}

Diagnostic project_problem(Code code, const std::string& file, const std::string& pointer,
                           std::string message, std::string hint) {
  return {.severity = Severity::kError,
          .code = code,
          .file = file,
          .path = pointer,
          .message = std::move(message),
          .hint = std::move(hint)};
}

std::string nearest_setting_hint(std::string_view key, std::span<const std::string_view> known) {
  if (const auto near = nearest_name(key, known))
    return "did you mean \"" + std::string(*near) + "\"?";
  std::string list;
  for (std::string_view name : known)
    list += (list.empty() ? "" : ", ") + std::string(name);
  return "one of: " + list;
}

// An object of settings ("render", or one preset) into `settings`.
void read_settings(const json::Value& object, const std::string& file, const std::string& pointer,
                   std::vector<ProjectSetting>& settings, std::vector<Diagnostic>& diagnostics) {
  if (!object.is_object()) {
    diagnostics.push_back(project_problem(
        Code::kWrongType, file, pointer,
        "expected an object of settings, got " + std::string(json::type_name(object.type())),
        "{\"size\": \"1280x720\", \"fps\": 30}"));
    return;
  }
  for (const json::Member& m : object.as_object()) {
    const std::string at = pointer_append(pointer, m.key);
    const Settable* s = settable(m.key);
    if (s == nullptr) {
      diagnostics.push_back(
          project_problem(Code::kUnknownField, file, at,
                          "\"" + printable(m.key) + "\" is not a setting of `render`",
                          nearest_setting_hint(m.key, kSettableNames)));
      continue;
    }
    const json::Value& v = m.value;
    const bool fits = (v.is_string() &&
                       (s->kind == SettingKind::kText || s->kind == SettingKind::kTextOrNumber)) ||
                      (v.is_number() && (s->kind == SettingKind::kNumber ||
                                         s->kind == SettingKind::kTextOrNumber)) ||
                      (v.is_bool() && s->kind == SettingKind::kFlag);
    if (!fits) {
      diagnostics.push_back(project_problem(Code::kWrongType, file, at,
                                            "expected " + std::string(setting_kind_name(s->kind)) +
                                                ", got " + std::string(json::type_name(v.type())),
                                            "as the option --" + m.key + " takes it"));
      continue;
    }
    if (m.key == "subtitles" && v.as_string() != "embed") {
      diagnostics.push_back(project_problem(
          Code::kBadValue, file, at,
          "\"subtitles\" can only be \"embed\" here: a project file names no files",
          "give --subtitles FILE.srt on the command line to write them beside the video"));
      continue;
    }
    if (v.is_bool() && !v.as_bool()) continue;  // a flag left off is its default
    settings.push_back({.option = m.key,
                        .value = v.is_string()   ? v.as_string()
                                 : v.is_number() ? json::format_number(v.as_number())
                                                 : "true",
                        .pointer = at});
  }
}

ProjectSetting shipped_setting(std::string_view option, std::string_view value) {
  return {.option = std::string(option), .value = std::string(value), .pointer = {}};
}

}  // namespace

std::span<const std::string_view> settable_options() {
  return kSettableNames;
}

std::span<const Preset> shipped_presets() {
  static const std::vector<Preset> presets{
      {"youtube",
       {shipped_setting("size", "1920x1080"), shipped_setting("quality", "high"),
        shipped_setting("loudness", "-14")}},
      {"shorts",
       {shipped_setting("size", "1080x1920"), shipped_setting("quality", "high"),
        shipped_setting("loudness", "-14")}},
      {"square", {shipped_setting("size", "1080x1080")}},
      {"preview", {shipped_setting("size", "640x360"), shipped_setting("quality", "draft")}},
      {"broadcast",
       {shipped_setting("size", "1920x1080"), shipped_setting("fps", "25"),
        shipped_setting("loudness", "-23")}},
  };
  return presets;
}

ProjectFile read_project_file(const json::Value& document, const std::string& file,
                              std::vector<Diagnostic>& diagnostics) {
  ProjectFile project{.file = file, .defaults = {}, .presets = {}};
  if (!document.is_object()) {
    diagnostics.push_back(project_problem(
        Code::kWrongType, file, "",
        "a project file is an object, got " + std::string(json::type_name(document.type())),
        "{\"render\": {\"size\": \"1280x720\"}, \"presets\": {}}"));
    return project;
  }
  static constexpr std::array<std::string_view, 3> kKeys{"render", "presets", "$schema"};
  for (const json::Member& m : document.as_object()) {
    const std::string at = pointer_append("", m.key);
    if (m.key == "render") {
      read_settings(m.value, file, at, project.defaults, diagnostics);
    } else if (m.key == "presets") {
      if (!m.value.is_object()) {
        diagnostics.push_back(project_problem(Code::kWrongType, file, at,
                                              "expected an object of named presets, got " +
                                                  std::string(json::type_name(m.value.type())),
                                              "{\"square\": {\"size\": \"1080x1080\"}}"));
        continue;
      }
      for (const json::Member& preset : m.value.as_object()) {
        Preset& p = project.presets.emplace_back(Preset{.name = preset.key, .settings = {}});
        read_settings(preset.value, file, pointer_append(at, preset.key), p.settings, diagnostics);
      }
    } else if (m.key != "$schema") {
      diagnostics.push_back(
          project_problem(Code::kUnknownField, file, at,
                          "\"" + printable(m.key) + "\" is not a part of a project file",
                          nearest_setting_hint(m.key, kKeys)));
    }
  }
  return project;
}

std::optional<std::vector<ProjectSetting>> render_settings(const ProjectFile& project,
                                                           std::string_view preset_name,
                                                           Diagnostic& error) {
  std::vector<ProjectSetting> settings = project.defaults;
  if (preset_name.empty()) return settings;
  const Preset* chosen = nullptr;
  for (const Preset& p : project.presets)
    if (p.name == preset_name && chosen == nullptr) chosen = &p;
  for (const Preset& p : shipped_presets())
    if (p.name == preset_name && chosen == nullptr) chosen = &p;
  if (chosen == nullptr) {
    std::vector<std::string_view> names;
    for (const Preset& p : project.presets)
      names.push_back(p.name);
    for (const Preset& p : shipped_presets())
      names.push_back(p.name);
    error =
        project_problem(Code::kUnknownName, project.file, "",
                        "--preset " + printable(preset_name) + ": no preset of that name" +
                            (project.file.empty() ? " ships with jabbertoon" : " here or shipped"),
                        nearest_setting_hint(preset_name, names));
    return std::nullopt;
  }
  // A preset's setting replaces the defaults' of its option, where that one stood.
  for (const ProjectSetting& s : chosen->settings) {
    const auto same = std::ranges::find(settings, s.option, &ProjectSetting::option);
    if (same == settings.end()) {
      settings.push_back(s);
    } else {
      *same = s;
    }
  }
  return settings;
}

std::optional<std::string> project_file_beside(const std::string& input) {
  namespace fs = std::filesystem;
  const fs::path folder = input == "-" ? fs::path() : fs::path(input).parent_path();
  const std::string file = (folder / kProjectFileName).string();
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return file;
}

}  // namespace jt::produce
