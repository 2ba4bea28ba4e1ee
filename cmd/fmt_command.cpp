// `jabbertoon fmt`: a cartoon, pack or screenplay in the canonical layout (docs/FORMAT.md): JSON
// laid out by json::write_laid_out, a .screenplay as the printer writes it. Printed, rewritten in
// place (-w), or checked (--check, for CI).
#include <spdlog/spdlog.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>

#include "commands.h"
#include "document_input.h"
#include "exit_code.h"
#include "input.h"
#include "jt/json/layout.h"
#include "jt/json/parse.h"
#include "jt/printable.h"
#include "jt/screenplay/screenplay.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {
namespace {

struct FmtOptions {
  std::vector<std::string> files;
  std::string output;
  bool write = false;
  bool check = false;
  Overwrite overwrite = Overwrite::kAsk;
};

struct LaidOut {
  std::string before;  // the file's bytes
  std::string after;   // in the canonical layout
};

std::optional<LaidOut> lay_out_json(const std::string& file, int& code) {
  std::optional<LoadedFile> loaded = load_json(file, code);
  if (!loaded) return std::nullopt;
  return LaidOut{std::move(loaded->text), json::write_laid_out(loaded->value)};
}

// A screenplay as print() writes it. Its comments are a person's words that the program read from
// it does not hold: rather than drop them, fmt leaves such a file alone.
std::optional<LaidOut> lay_out_screenplay(const std::string& file, int& code) {
  screenplay::ReadResult read = screenplay::read_file(file);
  if (!read.ok()) {
    for (const Diagnostic& d : read.errors)
      report(d);
    code = std::max(code, read.failure == json::ParseFailure::kUnreadable ? int{kExitUsage}
                                                                          : int{kExitInputErrors});
    return std::nullopt;
  }
  if (!read.comment_lines.empty()) {
    report_error(printable(file) + ":" + std::to_string(read.comment_lines.front()) +
                 ": a comment: fmt writes a screenplay as `convert` prints it, which keeps no "
                 "comments (" +
                 std::to_string(read.comment_lines.size()) +
                 " here), so this file is left as it is; a cast entry's `note \"...\"` is kept");
    code = std::max(code, static_cast<int>(kExitInputErrors));
    return std::nullopt;
  }
  return LaidOut{std::move(read.text), screenplay::print(read.value)};
}

std::optional<LaidOut> lay_out(const std::string& file, int& code) {
  switch (format_of(file)) {
    case InputFormat::kJson:
      return lay_out_json(file, code);
    case InputFormat::kScreenplay:
      return lay_out_screenplay(file, code);
    case InputFormat::kFountain:
      report_error(printable(file) +
                   ": a Fountain screenplay is a person's layout, kept as written: fmt lays out "
                   "JSON and .screenplay files (`jabbertoon convert " +
                   printable(file) + " -o FILE.screenplay` writes it in the screenplay format)");
      code = std::max(code, static_cast<int>(kExitUsage));
      return std::nullopt;
  }
  return std::nullopt;
}

bool check_modes(const FmtOptions& o) {
  if (o.files.size() > 1 && !o.write && !o.check) {
    report_error(
        "fmt prints one file: several files are rewritten with -w or checked with --check");
    return false;
  }
  if (!o.output.empty() && (o.write || o.check || o.files.size() > 1)) {
    report_error("-o writes one file's layout: not with -w, --check or several files");
    return false;
  }
  if (o.write && std::find(o.files.begin(), o.files.end(), "-") != o.files.end()) {
    report_error("-w rewrites files in place: standard input has no file to rewrite");
    return false;
  }
  return true;
}

int run_fmt(const FmtOptions& o) {
  if (!check_modes(o)) return kExitUsage;
  if (!o.output.empty() && o.output != "-") {
    const NamedPath output{"-o", o.output};
    const NamedPath input{"the input", o.files.front()};
    if (const int code = check_outputs({&output, 1}, {&input, 1}, o.overwrite, input.path == "-");
        code != kExitOk) {
      return code;
    }
  }
  int code = kExitOk;
  for (const std::string& file : o.files) {
    const std::optional<LaidOut> laid_out = lay_out(file, code);
    if (!laid_out) continue;
    const bool changed = laid_out->before != laid_out->after;
    if (o.check) {
      if (changed) {
        report_error(printable(file) + ": not in the canonical layout (jabbertoon fmt -w " +
                     printable(file) + " lays it out)");
        code = std::max(code, static_cast<int>(kExitInputErrors));
      }
    } else if (o.write) {
      if (!changed) continue;
      if (!write_output(file, laid_out->after)) {
        code = std::max(code, static_cast<int>(kExitUsage));
        continue;
      }
      spdlog::info("formatted {}", printable(file));
    } else if (!o.output.empty() && o.output != "-") {
      if (!write_output(o.output, laid_out->after)) return kExitUsage;
    } else {
      std::cout << printable(laid_out->after, Newlines::kKeep);
    }
  }
  return code;
}

}  // namespace

void add_fmt_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<FmtOptions>();
  CLI::App* sub = app.add_subcommand(
      "fmt",
      "a cartoon, pack or screenplay in the canonical layout: printed, -w rewritten, --check");
  sub->add_option("FILE", o->files, "JSON files and .screenplay files (- for stdin: --from)")
      ->required();
  sub->add_flag("-w,--write", o->write,
                "rewrite each file that is not in the canonical layout, in place");
  sub->add_flag("--check", o->check,
                "change nothing: name each file not in the canonical layout, exit 1 if any");
  sub->add_option("-o,--output", o->output, "write the one file's layout here");
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_fmt(*o); });
}

}  // namespace jt::cmd
