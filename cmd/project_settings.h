// `render`'s project file and presets (docs/PROJECT.md): the settings of jabbertoon.json beside
// the inputs (or --project FILE) and of --preset NAME given to the options the command line left
// unset, so the command line always wins.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace jt::cmd {

struct ProjectChoice {
  std::string preset;   // --preset NAME
  std::string project;  // --project FILE
  bool no_project = false;
};

void add_project_options(CLI::App& sub, ProjectChoice& choice);

// Sets `sub`'s unset options from the project file of `inputs` and the preset, through the
// options' own checks. Returns the exit code: kExitOk, or the problem's (reported).
int apply_project_settings(CLI::App& sub, const ProjectChoice& choice,
                           const std::vector<std::string>& inputs);

}  // namespace jt::cmd
