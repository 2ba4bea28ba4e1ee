// The subcommands of the tools for CI, editors and agents (docs/CLI.md: compare, sample, doctor,
// session), each adding itself to the application as the others in commands.h do.
#pragma once

#include <CLI/CLI.hpp>

namespace jt::cmd {

void add_compare_command(CLI::App& app, int& exit_code);
void add_sample_command(CLI::App& app, int& exit_code);
void add_doctor_command(CLI::App& app, int& exit_code);
void add_session_command(CLI::App& app, int& exit_code);
void add_bench_command(CLI::App& app, int& exit_code);

}  // namespace jt::cmd
