// `jabbertoon completion bash|zsh`: a shell completion script made from the command's own
// subcommands and options, so it never goes stale (the package installs both; docs/CLI.md).
#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "exit_code.h"

namespace jt::cmd {
namespace {

struct Flag {
  std::string name;  // "--output", "-o"
  std::string help;
  bool takes_value = false;
};

struct Command {
  std::string path;  // "render", "pack hash"
  std::string help;
  std::vector<Flag> flags;
  std::vector<std::string> subcommands;
};

std::vector<const CLI::App*> subcommands_of(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App* sub) { return sub != nullptr; });
}

void collect(const CLI::App& app, const std::string& path, std::vector<Command>& out) {
  Command command{.path = path, .help = app.get_description()};
  for (const CLI::Option* option : app.get_options()) {
    if (!option->nonpositional()) continue;
    const bool takes_value = option->get_type_size_max() > 0;
    for (const std::string& name : option->get_lnames()) {
      command.flags.push_back({"--" + name, option->get_description(), takes_value});
    }
    for (const std::string& name : option->get_snames()) {
      command.flags.push_back({"-" + name, option->get_description(), takes_value});
    }
  }
  for (const CLI::App* sub : subcommands_of(app))
    command.subcommands.push_back(sub->get_name());
  out.push_back(command);
  for (const CLI::App* sub : subcommands_of(app)) {
    collect(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), out);
  }
}

std::string words(const Command& c) {
  std::string text;
  for (const std::string& s : c.subcommands)
    text += s + " ";
  for (const Flag& f : c.flags)
    text += f.name + " ";
  if (!text.empty()) text.pop_back();
  return text;
}

// Bash: the words of the deepest subcommand named so far; files for anything else.
void print_bash(const std::vector<Command>& commands) {
  std::cout << "# bash completion for jabbertoon (jabbertoon completion bash)\n"
               "_jabbertoon() {\n"
               "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" path=\"\" w words\n"
               "  for w in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do\n"
               "    case \"$w\" in -*) ;; *) case \" $(_jabbertoon_subcommands \"$path\") \" in\n"
               "      *\" $w \"*) path=\"${path:+$path }$w\" ;; esac ;; esac\n"
               "  done\n"
               "  words=\"$(_jabbertoon_words \"$path\")\"\n"
               "  if [[ \"$cur\" == -* || -z \"$path\" ||\n"
               "        -n \"$(_jabbertoon_subcommands \"$path\")\" ]]; then\n"
               "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
               "  fi\n"
               "  [ ${#COMPREPLY[@]} -gt 0 ] || COMPREPLY=($(compgen -f -- \"$cur\"))\n"
               "}\n"
               "_jabbertoon_subcommands() {\n"
               "  case \"$1\" in\n";
  for (const Command& c : commands) {
    std::string subs;
    for (const std::string& s : c.subcommands)
      subs += (subs.empty() ? "" : " ") + s;
    std::cout << "    \"" << c.path << "\") echo \"" << subs << "\" ;;\n";
  }
  std::cout << "  esac\n"
               "}\n"
               "_jabbertoon_words() {\n"
               "  case \"$1\" in\n";
  for (const Command& c : commands) {
    std::cout << "    \"" << c.path << "\") echo \"" << words(c) << "\" ;;\n";
  }
  std::cout << "  esac\n"
               "}\n"
               "complete -o filenames -F _jabbertoon jabbertoon\n";
}

// A description as zsh's _arguments and _describe take it: no brackets, colons or quotes.
std::string zsh_text(std::string text) {
  for (char& c : text) {
    if (c == '[' || c == ']') c = c == '[' ? '(' : ')';
    if (c == ':' || c == '\'' || c == '"' || c == '`' || c == '$' || c == '\\') c = ' ';
  }
  return text;
}

// "_jabbertoon", "_jabbertoon_render", "_jabbertoon_pack_hash".
std::string zsh_function(const std::string& path) {
  std::string name = "_jabbertoon";
  if (!path.empty()) name += '_';
  for (char c : path)
    name += c == ' ' || c == '-' ? '_' : c;
  return name;
}

// Zsh: one function per subcommand, _arguments for its options, _files for its arguments.
void print_zsh(const std::vector<Command>& commands) {
  std::cout << "#compdef jabbertoon\n# zsh completion for jabbertoon (jabbertoon completion zsh)\n";
  for (const Command& c : commands) {
    std::cout << zsh_function(c.path) << "() {\n  local -a specs subs\n";
    for (const Flag& f : c.flags) {
      std::cout << "  specs+=('" << f.name << "[" << zsh_text(f.help) << "]"
                << (f.takes_value ? ":value:_files" : "") << "')\n";
    }
    if (c.subcommands.empty()) {
      std::cout << "  _arguments -s $specs '*:file:_files'\n}\n";
      continue;
    }
    for (const Command& sub : commands) {
      const std::string prefix = c.path.empty() ? "" : c.path + " ";
      if (sub.path.starts_with(prefix) && sub.path.size() > prefix.size() &&
          sub.path.find(' ', prefix.size()) == std::string::npos) {
        std::cout << "  subs+=('" << sub.path.substr(prefix.size()) << ":" << zsh_text(sub.help)
                  << "')\n";
      }
    }
    std::cout << "  _arguments -C -s $specs '1: :->sub' '*:: :->rest'\n"
                 "  case $state in\n"
                 "    sub) _describe subcommand subs ;;\n"
                 "    rest) local f="
              << zsh_function(c.path)
              << "_$words[1]; f=${f//-/_}; (( $+functions[$f] )) && $f || _files ;;\n"
                 "  esac\n}\n";
  }
  std::cout << "_jabbertoon \"$@\"\n";
}

}  // namespace

void add_completion_command(CLI::App& app, int& exit_code) {
  auto shell = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand(
      "completion", "a shell completion script for bash or zsh (the package installs both)");
  sub->add_option("SHELL", *shell, "bash or zsh")
      ->required()
      ->check(CLI::IsMember({"bash", "zsh"}));
  sub->callback([&app, shell, &exit_code] {
    std::vector<Command> commands;
    collect(app, "", commands);
    if (*shell == "bash")
      print_bash(commands);
    else
      print_zsh(commands);
    exit_code = kExitOk;
  });
}

}  // namespace jt::cmd
