// `jabbertoon completion bash|zsh|fish`: a shell completion script made from the command's own
// subcommands and options, so it never goes stale (the package installs all three; docs/CLI.md).
// An option's values complete from its choices (`--quality draft|standard|high`), a few from the
// packs installed when the shell asks (`--character`, `show ID`: `jabbertoon list ids`).
#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "exit_code.h"

namespace jt::cmd {
namespace {

// What an option's value or an argument completes to: fixed words, and the pack ids a shell
// command finds when it runs (empty: none).
struct Values {
  std::vector<std::string> words;
  std::string id_pattern;  // a grep pattern over `jabbertoon list ids`: "" none, "." every id
  bool empty() const { return words.empty() && id_pattern.empty(); }
};

struct Flag {
  std::string name;  // "--output", "-o"
  std::string help;
  bool takes_value = false;
  Values values;
};

struct Command {
  std::string path;  // "render", "pack hash"
  std::string help;
  std::vector<Flag> flags;
  std::vector<std::string> subcommands;
  Values arguments;  // its first argument's
};

// The choices CLI11 shows in an option's type, "TEXT:{box,bubble,none}".
std::vector<std::string> choices_of(const CLI::Option& option) {
  const std::string type = option.get_type_name();
  const std::size_t open = type.find('{'), close = type.find('}', open);
  std::vector<std::string> words;
  if (open == std::string::npos || close == std::string::npos) return words;
  std::string word;
  for (std::size_t i = open + 1; i <= close; ++i) {
    if (type[i] == ',' || i == close) {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else if (type[i] != ' ') {
      word += type[i];
    }
  }
  return words;
}

// The values the packs give: a move's --character (the templates or a character pack), show's id.
Values values_of(const std::string& path, const CLI::Option& option) {
  Values values{.words = choices_of(option)};
  const std::string name = option.get_name();
  if (name == "--character") {
    values.words = {"person", "kid", "dog", "cat", "bird", "monster"};
    values.id_pattern = ":char:";
  } else if (path == "show" && name == "ID") {
    values.id_pattern = ".";
  }
  return values;
}

std::vector<const CLI::App*> subcommands_of(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App* sub) { return sub != nullptr; });
}

void collect(const CLI::App& app, const std::string& path, std::vector<Command>& out) {
  Command command{.path = path, .help = app.get_description()};
  for (const CLI::Option* option : app.get_options()) {
    if (!option->nonpositional()) {
      if (command.arguments.empty()) command.arguments = values_of(path, *option);
      continue;
    }
    const bool takes_value = option->get_type_size_max() > 0;
    const Values values = takes_value ? values_of(path, *option) : Values{};
    for (const std::string& name : option->get_lnames()) {
      command.flags.push_back({"--" + name, option->get_description(), takes_value, values});
    }
    for (const std::string& name : option->get_snames()) {
      command.flags.push_back({"-" + name, option->get_description(), takes_value, values});
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

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words)
    text += (text.empty() ? "" : " ") + w;
  return text;
}

// The shell command that prints the pack ids of `values`, one a line; `self` names the command.
std::string ids_command(const Values& values, const std::string& self) {
  return self + " list ids 2>/dev/null | grep -e " + values.id_pattern;  // ours: no quotes needed
}

// Bash: an option's values after it; else the words of the deepest subcommand named so far (its
// options, its subcommands, its argument's values); files for anything else.
void print_bash(const std::vector<Command>& commands) {
  std::cout << "# bash completion for jabbertoon (jabbertoon completion bash)\n"
               "_jabbertoon() {\n"
               "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
               "  local path=\"\" w words values\n"
               "  for w in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do\n"
               "    case \"$w\" in -*) ;; *) case \" $(_jabbertoon_subcommands \"$path\") \" in\n"
               "      *\" $w \"*) path=\"${path:+$path }$w\" ;; esac ;; esac\n"
               "  done\n"
               "  if [[ \"$prev\" == -* ]]; then\n"
               "    values=\"$(_jabbertoon_values \"$path|$prev\")\"\n"
               "    if [ -n \"$values\" ]; then\n"
               "      COMPREPLY=($(compgen -W \"$values\" -- \"$cur\"))\n"
               "      return\n"
               "    fi\n"
               "  fi\n"
               "  words=\"$(_jabbertoon_words \"$path\")\"\n"
               "  if [[ \"$cur\" == -* || -z \"$path\" ||\n"
               "        -n \"$(_jabbertoon_subcommands \"$path\")\" ]]; then\n"
               "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
               "  else\n"
               "    values=\"$(_jabbertoon_values \"$path|\")\"\n"
               "    [ -z \"$values\" ] || COMPREPLY=($(compgen -W \"$values\" -- \"$cur\"))\n"
               "  fi\n"
               "  [ ${#COMPREPLY[@]} -gt 0 ] || COMPREPLY=($(compgen -f -- \"$cur\"))\n"
               "}\n"
               "_jabbertoon_subcommands() {\n"
               "  case \"$1\" in\n";
  for (const Command& c : commands)
    std::cout << "    \"" << c.path << "\") echo \"" << joined(c.subcommands) << "\" ;;\n";
  std::cout << "  esac\n"
               "}\n"
               "_jabbertoon_words() {\n"
               "  case \"$1\" in\n";
  for (const Command& c : commands) {
    std::cout << "    \"" << c.path << "\") echo \"" << words(c) << "\" ;;\n";
  }
  std::cout << "  esac\n"
               "}\n"
               "# \"PATH|OPTION\": the option's values; \"PATH|\": the subcommand's argument's.\n"
               "_jabbertoon_values() {\n"
               "  case \"$1\" in\n";
  auto values_case = [](const std::string& key, const Values& v) {
    std::cout << "    \"" << key << "\") echo \"" << joined(v.words);
    if (!v.id_pattern.empty()) std::cout << " $(" << ids_command(v, "\"${COMP_WORDS[0]}\"") << ")";
    std::cout << "\" ;;\n";
  };
  for (const Command& c : commands) {
    for (const Flag& f : c.flags) {
      if (!f.values.empty()) values_case(c.path + "|" + f.name, f.values);
    }
    if (!c.arguments.empty()) values_case(c.path + "|", c.arguments);
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

// An _arguments action: the fixed words and the pack ids, or files.
std::string zsh_action(const Values& v) {
  if (v.empty()) return "_files";
  std::string action = "{compadd -- " + joined(v.words);
  if (!v.id_pattern.empty()) {
    action += " ${(f)\"$(" + ids_command(v, "jabbertoon") + ")\"}";
  }
  return action + "}";
}

// Zsh: one function per subcommand, _arguments for its options, its argument's values or files.
void print_zsh(const std::vector<Command>& commands) {
  std::cout << "#compdef jabbertoon\n# zsh completion for jabbertoon (jabbertoon completion zsh)\n";
  for (const Command& c : commands) {
    std::cout << zsh_function(c.path) << "() {\n  local -a specs subs\n";
    for (const Flag& f : c.flags) {
      std::cout << "  specs+=('" << f.name << "[" << zsh_text(f.help) << "]"
                << (f.takes_value ? ":value:" + zsh_action(f.values) : "") << "')\n";
    }
    if (c.subcommands.empty()) {
      std::cout << "  _arguments -s $specs "
                << (c.arguments.empty()
                        ? "'*:file:_files'"
                        : "'1:value:" + zsh_action(c.arguments) + "' '*:file:_files'")
                << "\n}\n";
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

// A description as fish's -d takes it, in single quotes.
std::string fish_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// Fish: each subcommand offered where its parent was the last one named; each option and argument
// where its subcommand was, with its values.
void print_fish(const std::vector<Command>& commands) {
  std::cout << "# fish completion for jabbertoon (jabbertoon completion fish)\n"
               "complete -c jabbertoon -e\n";
  auto values_text = [](const Values& v) {
    std::string text = joined(v.words);
    if (!v.id_pattern.empty()) text += " (" + ids_command(v, "jabbertoon") + ")";
    return text;
  };
  for (const Command& c : commands) {
    // Where this command's words apply: its path named, none of its subcommands yet.
    std::string where;
    if (c.path.empty()) {
      where = "__fish_use_subcommand";
    } else {
      std::string rest = c.path;
      for (std::size_t at; (at = rest.find(' ')) != std::string::npos; rest.erase(0, at + 1))
        where += "__fish_seen_subcommand_from " + rest.substr(0, at) + "; and ";
      where += "__fish_seen_subcommand_from " + rest;
      if (!c.subcommands.empty())
        where += "; and not __fish_seen_subcommand_from " + joined(c.subcommands);
    }
    const std::string prefix = c.path.empty() ? "" : c.path + " ";
    for (const Command& sub : commands) {
      if (sub.path.starts_with(prefix) && sub.path.size() > prefix.size() &&
          sub.path.find(' ', prefix.size()) == std::string::npos) {
        std::cout << "complete -c jabbertoon -n '" << where << "' -f -a "
                  << sub.path.substr(prefix.size()) << " -d '" << fish_text(sub.help) << "'\n";
      }
    }
    for (const Flag& f : c.flags) {
      std::cout << "complete -c jabbertoon -n '" << where << "' "
                << (f.name.starts_with("--") ? "-l " + f.name.substr(2) : "-s " + f.name.substr(1));
      if (!f.values.empty()) {
        std::cout << " -x -a '" << fish_text(values_text(f.values)) << "'";
      } else if (f.takes_value) {
        std::cout << " -r";
      }
      std::cout << " -d '" << fish_text(f.help) << "'\n";
    }
    if (!c.arguments.empty()) {
      std::cout << "complete -c jabbertoon -n '" << where << "' -f -a '"
                << fish_text(values_text(c.arguments)) << "'\n";
    }
  }
}

}  // namespace

void add_completion_command(CLI::App& app, int& exit_code) {
  auto shell = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand(
      "completion", "a shell completion script for bash, zsh or fish (the package installs all)");
  sub->add_option("SHELL", *shell, "bash, zsh or fish")
      ->required()
      ->check(CLI::IsMember({"bash", "zsh", "fish"}));
  sub->callback([&app, shell, &exit_code] {
    std::vector<Command> commands;
    collect(app, "", commands);
    if (*shell == "bash") {
      print_bash(commands);
    } else if (*shell == "zsh") {
      print_zsh(commands);
    } else {
      print_fish(commands);
    }
    exit_code = kExitOk;
  });
}

}  // namespace jt::cmd
