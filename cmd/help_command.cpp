// `jabbertoon help [TOPIC]`: the subcommands, or one subcommand's options, git-style.
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.h"
#include "exit_code.h"
#include "jt/nearest_name.h"
#include "log.h"

namespace jt::cmd {

// `jabbertoon help [TOPIC]`: the subcommands, or one subcommand's options (git's `help`).
void add_help_command(CLI::App& app, int& exit_code) {
  auto topic = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("help", "the subcommands, or a subcommand's options");
  sub->add_option("TOPIC", *topic, "a subcommand (render, validate, ...)");
  sub->callback([&app, topic, &exit_code] {
    if (topic->empty()) {  // app.help() would give this subcommand's, the one being run
      std::cout << app.get_formatter()->make_help(&app, app.get_name(), CLI::AppFormatMode::Normal);
      exit_code = kExitOk;
      return;
    }
    for (const CLI::App* command : app.get_subcommands({})) {
      if (command->get_name() == *topic) {
        std::cout << command->help();
        exit_code = kExitOk;
        return;
      }
    }
    std::vector<std::string_view> names;
    std::string list;
    for (const CLI::App* command : app.get_subcommands({})) {
      names.push_back(command->get_name());
      list += (list.empty() ? "" : ", ") + command->get_name();
    }
    const std::optional<std::string_view> near = nearest_name(*topic, names);
    report_error("help: no topic \"" + *topic + "\"" +
                 (near ? ": did you mean \"" + std::string(*near) + "\"?" : std::string()) +
                 " The topics are the subcommands: " + list);
    exit_code = kExitUsage;
  });
}

}  // namespace jt::cmd
