// `jabbertoon text`: a program, or the program a pack holds, printed as the readable outline of
// spec §7.9 and §8.7 (docs/TEXT.md), or with --screenplay as a screenplay (docs/SCREENPLAY.md).
#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/printable.h"
#include "jt/screenplay/screenplay.h"
#include "jt/text/text_view.h"
#include "log.h"

namespace jt::cmd {
namespace {

int run_text(const std::string& file, bool as_screenplay) {
  int code = kExitOk;
  auto loaded = load_json(file, code);
  if (!loaded) return code;
  std::vector<Diagnostic> errors = text::text_view_errors(loaded->value, file);
  for (const Diagnostic& d : errors)
    report(d);
  if (!errors.empty()) return kExitInputErrors;
  const std::string text =
      as_screenplay ? screenplay::print(loaded->value) : text::to_text(loaded->value);
  std::cout << printable(text, Newlines::kKeep);
  return kExitOk;
}

}  // namespace

void add_text_command(CLI::App& app, int& exit_code) {
  auto file = std::make_shared<std::string>();
  auto as_screenplay = std::make_shared<bool>(false);
  CLI::App* sub = app.add_subcommand("text", "print a program as the readable outline");
  sub->add_option("FILE", *file,
                  "a behaviour, scene or cartoon program, a pack, or a .screenplay (- for stdin)")
      ->required();
  sub->add_flag(
      "--screenplay", *as_screenplay,
      "print it as a screenplay that reads back as the same program (docs/SCREENPLAY.md)");
  sub->callback([file, as_screenplay, &exit_code] { exit_code = run_text(*file, *as_screenplay); });
}

}  // namespace jt::cmd
