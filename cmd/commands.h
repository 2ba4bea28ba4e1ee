// Each subcommand adds itself to the application: its options, its help and its callback, which
// stores the subcommand's exit code in `exit_code`.
#pragma once

#include <CLI/CLI.hpp>

namespace jt::cmd {

void add_validate_command(CLI::App& app, int& exit_code);
void add_text_command(CLI::App& app, int& exit_code);
void add_convert_command(CLI::App& app, int& exit_code);
void add_fmt_command(CLI::App& app, int& exit_code);
void add_new_command(CLI::App& app, int& exit_code);
void add_help_command(CLI::App& app, int& exit_code);
void add_pose_command(CLI::App& app, int& exit_code);
void add_plan_command(CLI::App& app, int& exit_code);
void add_inspect_command(CLI::App& app, int& exit_code);
void add_render_command(CLI::App& app, int& exit_code);
void add_pack_command(CLI::App& app, int& exit_code);
void add_list_command(CLI::App& app, int& exit_code);
void add_show_command(CLI::App& app, int& exit_code);
void add_link_command(CLI::App& app, int& exit_code);
void add_creature_command(CLI::App& app, int& exit_code);
void add_join_command(CLI::App& app, int& exit_code);
void add_schema_command(CLI::App& app, int& exit_code);
void add_completion_command(CLI::App& app, int& exit_code);
void add_lipsync_command(CLI::App& app, int& exit_code);

// The subcommands of `pack`.
void add_pack_hash_command(CLI::App& pack, int& exit_code);
void add_pack_index_command(CLI::App& pack, int& exit_code);

}  // namespace jt::cmd
