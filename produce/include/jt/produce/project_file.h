// A project's render settings, so that a batch does not repeat its options (docs/PROJECT.md):
// `jabbertoon.json` beside a cartoon holds the defaults of `render` ("render") and named presets
// ("presets"); a few presets ship with the command (youtube, shorts, square, preview, broadcast).
// A setting is an option's value, never a path: a project file that came with a stranger's cartoon
// can change how the video looks and sounds, not what is read or written.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::produce {

inline constexpr std::string_view kProjectFileName = "jabbertoon.json";

// One option's value: `option` is the long option's name without its dashes ("size"), `value` the
// text the option would be given on the command line ("1280x720", "30", "true" for a flag).
struct ProjectSetting {
  std::string option;
  std::string value;
  std::string pointer;  // where it was written ("/render/size"); empty for a shipped preset's
};

struct Preset {
  std::string name;
  std::vector<ProjectSetting> settings;
};

struct ProjectFile {
  std::string file;                      // as named: its settings' diagnostics name it
  std::vector<ProjectSetting> defaults;  // "render"
  std::vector<Preset> presets;           // "presets", in the file's order
};

// The options a project file may set, in the order the documentation lists them.
std::span<const std::string_view> settable_options();

// The presets the command ships, in the order `--help` lists them.
std::span<const Preset> shipped_presets();

// Reads a parsed project file: every problem (an unknown key, a value of the wrong type, a path
// where a value belongs) is a diagnostic naming `file` and its pointer; the settings that are
// sound are kept. Diagnostics are appended.
ProjectFile read_project_file(const json::Value& document, const std::string& file,
                              std::vector<Diagnostic>& diagnostics);

// A render's settings, one for each option it sets: the project's defaults, then the preset
// `preset_name` (empty: none; the project's own before a shipped one of the same name), a preset's
// value replacing the defaults' of its option (docs/PROJECT.md "What applies, in order"). In the
// order each option first appears. An unknown preset is an error naming the ones there are.
std::optional<std::vector<ProjectSetting>> render_settings(const ProjectFile& project,
                                                           std::string_view preset_name,
                                                           Diagnostic& error);

// The project file of an input: jabbertoon.json in the input's folder (the current folder for
// standard input, "-"), when it is a regular file there.
std::optional<std::string> project_file_beside(const std::string& input);

}  // namespace jt::produce
