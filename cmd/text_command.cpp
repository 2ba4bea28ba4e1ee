// `jabbertoon text`: a program, or the program a pack holds, printed as the readable outline of
// spec §7.9 and §8.7 (docs/TEXT.md).
#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/printable.h"
#include "jt/text/text_view.h"
#include "log.h"

namespace jt::cmd {
namespace {

int run_text(const std::string& file) {
  int code = kExitOk;
  auto loaded = load_json(file, code);
  if (!loaded) return code;
  std::vector<Diagnostic> errors = text::text_view_errors(loaded->value, file);
  for (const Diagnostic& d : errors)
    report(d);
  if (!errors.empty()) return kExitInputErrors;
  std::cout << printable(text::to_text(loaded->value), Newlines::kKeep);
  return kExitOk;
}

}  // namespace

void add_text_command(CLI::App& app, int& exit_code) {
  auto file = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("text", "print a program as the readable outline");
  sub->add_option("FILE", *file, "a behaviour, scene or cartoon program, or a pack (- for stdin)")
      ->required();
  sub->callback([file, &exit_code] { exit_code = run_text(*file); });
}

}  // namespace jt::cmd
