#include "suggest.h"

#include <filesystem>
#include <string_view>
#include <system_error>
#include <vector>

#include "jt/nearest_name.h"

namespace jt::cmd {
namespace {

// "--name" and "-n" forms of every option of `app` and of the apps above it (global options may
// stand after the subcommand).
std::vector<std::string> option_names(const CLI::App* app) {
  std::vector<std::string> names;
  for (; app != nullptr; app = app->get_parent()) {
    for (const CLI::Option* option : app->get_options()) {
      for (const std::string& name : option->get_lnames())
        names.push_back("--" + name);
      for (const std::string& name : option->get_snames())
        names.push_back("-" + name);
    }
  }
  return names;
}

std::optional<std::string> nearest(std::string_view what, std::string_view given,
                                   const std::vector<std::string>& known) {
  for (const std::string& name : known) {
    if (name == given) return std::nullopt;
  }
  const std::vector<std::string_view> candidates(known.begin(), known.end());
  const std::optional<std::string_view> near = nearest_name(given, candidates);
  if (!near) return std::nullopt;
  return "unknown " + std::string(what) + " \"" + std::string(given) + "\": did you mean \"" +
         std::string(*near) + "\"?";
}

}  // namespace

std::optional<std::string> suggest_for(const CLI::App& app, int argc, const char* const* argv) {
  const CLI::App* current = &app;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--") break;
    if (arg.starts_with("-") && arg.size() > 1) {
      std::error_code error;
      if (!arg.starts_with("--") && std::filesystem::is_regular_file(std::string(arg), error)) {
        return "\"" + std::string(arg) +
               "\" is read as options: to name a file whose name starts " +
               "with '-', put -- before it (jabbertoon " + current->get_name() + " -- " +
               std::string(arg) + ") or write ./" + std::string(arg);
      }
      const std::string_view name = arg.substr(0, arg.find('='));
      if (auto message = nearest("option", name, option_names(current))) return message;
      continue;
    }
    const auto subs = current->get_subcommands([](const CLI::App*) { return true; });
    if (subs.empty()) continue;  // an argument of the subcommand, or an option's value
    std::vector<std::string> names;
    const CLI::App* chosen = nullptr;
    for (const CLI::App* sub : subs) {
      if (sub->get_name() == arg) chosen = sub;
      names.push_back(sub->get_name());
    }
    if (chosen == nullptr) return nearest("subcommand", arg, names);
    current = chosen;
  }
  return std::nullopt;
}

}  // namespace jt::cmd
