// `jabbertoon sheet`: a contact sheet, every move on every character (render's companion).
#pragma once

#include <CLI/CLI.hpp>

namespace jt::cmd {

void add_sheet_command(CLI::App& app, int& exit_code);

}  // namespace jt::cmd
