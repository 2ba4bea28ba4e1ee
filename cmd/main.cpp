// jabbertoon: a cartoon compiler and video renderer. This file wires the subcommands together and
// turns every way a run can end into one of the three exit codes (docs/CLI.md).
#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "document_input.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/encode/versions.h"
#include "jt/render/versions.h"
#include "log.h"
#include "suggest.h"
#include "tool_commands.h"

namespace {

std::string version_text() {
  std::string text = "jabbertoon " JT_VERSION "\n";
  for (const auto& [name, version] : jt::render::library_versions()) {
    text += "  " + name + " " + version + "\n";
  }
  for (const auto& [name, version] : jt::encode::library_versions()) {
    text += "  " + name + " " + version + "\n";
  }
  return text;
}

// An empty argument ("" or --name=) is never a value: CLI11 would take it as the option not given
// (issue 27: --part "" rendered the whole video with no part manifest, --seed "" seed 0). The
// first one is said, with the option before it; nullopt when there is none.
std::optional<std::string> empty_argument(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.starts_with("--") && arg.size() > 2 && arg.ends_with("=")) {
      return std::string(arg.substr(0, arg.size() - 1)) + ": an empty value: give one, or leave " +
             "the option out";
    }
    if (!arg.empty()) continue;
    const std::string_view before = i > 1 ? std::string_view(argv[i - 1]) : std::string_view();
    if (before.starts_with("-") && before.size() > 1) {
      return std::string(before) + " \"\": an empty value: give one, or leave the option out";
    }
    return "an empty argument (\"\"): every file and value needs a name";
  }
  return std::nullopt;
}

int run(int argc, char** argv) {
  using namespace jt::cmd;
  CLI::App app{"jabbertoon: cartoon scripts (JSON block programs) to poses, plans and videos"};
  app.name("jabbertoon");
  app.require_subcommand(1);
  app.fallthrough();

  // -q and -v take effect as soon as they are read, before any subcommand runs.
  app.add_flag_callback(
         "-q,--quiet", [] { set_verbosity(-1); }, "print errors only")
      ->trigger_on_parse();
  app.add_flag_callback(
         "-v,--verbose", [] { set_verbosity(1); }, "print debug messages too")
      ->trigger_on_parse();
  // --from tells the format of standard input; a file's is its extension (.screenplay,
  // .fountain).
  app.add_option_function<std::string>(
         "--from",
         [](const std::string& format) {
           set_stdin_format(format == "screenplay" ? InputFormat::kScreenplay
                            : format == "fountain" ? InputFormat::kFountain
                                                   : InputFormat::kJson);
         },
         "the format of a document read from standard input (-): json (the default), screenplay "
         "or fountain")
      ->check(CLI::IsMember({"json", "screenplay", "fountain"}))
      ->trigger_on_parse();
  app.add_option_function<std::string>(
         "--narrator", [](const std::string& voice) { set_fountain_narrator(voice); },
         "a Fountain screenplay's action spoken by a narrator in this voice, not shown as "
         "captions (docs/FOUNTAIN.md)")
      ->trigger_on_parse();
  app.set_version_flag("--version", version_text, "print the version and the libraries' versions");

  int exit_code = kExitOk;
  add_validate_command(app, exit_code);
  add_text_command(app, exit_code);
  add_convert_command(app, exit_code);
  add_fmt_command(app, exit_code);
  add_new_command(app, exit_code);
  add_help_command(app, exit_code);
  add_pose_command(app, exit_code);
  add_plan_command(app, exit_code);
  add_inspect_command(app, exit_code);
  add_render_command(app, exit_code);
  add_pack_command(app, exit_code);
  add_list_command(app, exit_code);
  add_show_command(app, exit_code);
  add_link_command(app, exit_code);
  add_creature_command(app, exit_code);
  add_join_command(app, exit_code);
  add_schema_command(app, exit_code);
  add_completion_command(app, exit_code);
  add_compare_command(app, exit_code);
  add_sample_command(app, exit_code);
  add_doctor_command(app, exit_code);
  add_session_command(app, exit_code);
  add_bench_command(app, exit_code);
  add_lipsync_command(app, exit_code);

  setup_logging();
  if (const std::optional<std::string> empty = empty_argument(argc, argv)) {
    report_error(*empty);
    return kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {  // --help, --version
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    const std::optional<std::string> suggestion = suggest_for(app, argc, argv);
    report_error(suggestion ? *suggestion : std::string(e.what()));
    std::cerr << "Run 'jabbertoon --help' for the subcommands and options.\n";
    return kExitUsage;
  }
  // A command a user interrupted (Ctrl-C, SIGTERM, caught while it ran) exits 130, whatever it
  // returned.
  return interrupted_by_user() ? kExitInterrupted : exit_code;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    // Library code reports problems as values; reaching here is a bug, said plainly.
    std::cerr << "jabbertoon: internal error: " << e.what() << "\n";
  } catch (...) {
    std::cerr << "jabbertoon: internal error\n";
  }
  return jt::cmd::kExitUsage;
}
