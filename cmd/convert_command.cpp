// `jabbertoon convert`: a cartoon from a screenplay to JSON and back (docs/SCREENPLAY.md), for
// people who start in text and go on in JSON. The output's format is its extension's
// (.screenplay, else JSON), or --to's on standard output.
#include <iostream>
#include <memory>

#include "commands.h"
#include "document_input.h"
#include "exit_code.h"
#include "input.h"
#include "jt/json/write.h"
#include "jt/printable.h"
#include "jt/screenplay/screenplay.h"
#include "jt/text/text_view.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {
namespace {

struct ConvertOptions {
  std::string file, output, to;
  Overwrite overwrite = Overwrite::kAsk;
};

int run_convert(const ConvertOptions& o) {
  const bool to_file = !o.output.empty() && o.output != "-";
  const bool screenplay_out = to_file ? o.output.ends_with(".screenplay") : o.to == "screenplay";
  if (to_file) {
    const NamedPath output{"-o", o.output};
    const NamedPath input{"the input", o.file};
    if (const int code = check_outputs({&output, 1}, {&input, 1}, o.overwrite, o.file == "-");
        code != kExitOk) {
      return code;
    }
  }
  int code = kExitOk;
  auto loaded = load_json(o.file, code);
  if (!loaded) return code;
  std::vector<Diagnostic> errors = text::text_view_errors(loaded->value, o.file);
  for (const Diagnostic& d : errors)
    report(d);
  if (!errors.empty()) return kExitInputErrors;
  const std::string text = screenplay_out ? screenplay::print(loaded->value)
                                          : json::write_readable(loaded->value) + "\n";
  if (!to_file) {
    std::cout << printable(text, Newlines::kKeep);
  } else if (!write_output(o.output, text)) {
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace

void add_convert_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* sub = app.add_subcommand(
      "convert", "a program from a screenplay to JSON, or from JSON to a screenplay");
  sub->add_option("FILE", o->file, "a .screenplay or a JSON program or pack (- for stdin: --from)")
      ->required();
  sub->add_option("-o,--output", o->output,
                  "FILE.json or FILE.screenplay (default: standard output, in --to's format)");
  sub->add_option("--to", o->to, "the format on standard output: json (the default) or screenplay")
      ->check(CLI::IsMember({"json", "screenplay"}));
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_convert(*o); });
}

}  // namespace jt::cmd
