// A subcommand whose issue has not landed yet. It still reads its FILE arguments, so that a file
// that cannot be read or is not JSON gets the same error as it will later, then says plainly that
// the subcommand is not built yet and exits 2.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace jt::cmd {

void add_not_built_command(CLI::App& app, const std::string& name, const std::string& description,
                           const std::string& what_is_missing, int& exit_code);

}  // namespace jt::cmd
