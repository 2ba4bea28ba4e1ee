// "Did you mean ...?" for the command line: a misspelt subcommand (`jabbertoon rendr`) or option
// (`--qualty`), found when CLI11 refuses the arguments, as ops and pack ids are suggested in files.
#pragma once

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

namespace jt::cmd {

// A message naming the first argument `app` does not know and the nearest known one ("unknown
// subcommand \"rendr\": did you mean \"render\"?"), or nullopt when no argument is unknown or
// none is near.
std::optional<std::string> suggest_for(const CLI::App& app, int argc, const char* const* argv);

}  // namespace jt::cmd
