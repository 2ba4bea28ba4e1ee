// `jabbertoon compare A B`: how two renders differ, for golden-frame CI (docs/CLI.md, "compare"):
// the options, the inputs' kinds and the exit code; the comparison is produce's
// (jt/produce/render_comparison.h). Exit 0 the same (within --tolerance), 1 different, 2 a usage
// error or a file that cannot be read, 130 interrupted.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "command_reporter.h"
#include "exit_code.h"
#include "input.h"
#include "interrupt.h"
#include "jt/json/write.h"
#include "jt/produce/render_comparison.h"
#include "jt/render/picture_difference.h"
#include "log.h"
#include "outputs.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

struct CompareOptions {
  std::string a, b;
  std::string diff;  // -o: the picture of the differences
  Overwrite overwrite = Overwrite::kAsk;
  produce::ComparisonSettings settings;
};

// A file is a manifest when its first byte that is not white space opens a JSON object.
bool looks_like_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char c = 0;
  while (in.get(c)) {
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return c == '{';
  }
  return false;
}

// The comparison's report on stdout, its difference picture to -o; the exit code.
int finish(const CompareOptions& o, const produce::Comparison& c) {
  if (c.outcome != produce::Outcome::kDone) {
    if (c.outcome == produce::Outcome::kInterrupted && !o.diff.empty()) {
      report_error(o.diff + " not written");
    }
    return exit_code_of(c.outcome);
  }
  if (!o.diff.empty() && !c.difference.empty() &&
      !write_output(o.diff, render::grey_png(c.difference, c.width, c.height))) {
    return kExitUsage;
  }
  std::cout << json::write_compact(json::Value(c.report)) << "\n";
  return c.pass ? kExitOk : kExitInputErrors;
}

int compare_manifests(const CompareOptions& o) {
  int code = kExitOk;
  auto a = load_json(o.a, code);
  auto b = load_json(o.b, code);
  if (!a || !b) return code;
  CommandReporter reporter(ProgressMode::kNone, {});
  return finish(o, produce::compare_manifests(a->value, a->path, b->value, b->path, reporter));
}

// Compare reads each input more than once (what kind it is, a PNG's declared size, then its
// frames): a FIFO or a device would block or be read half, and Ctrl-C would not end a wait on one.
bool is_ordinary_file(const std::string& path) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || status.type() == std::filesystem::file_type::regular) return true;  // read errors
  report_error(path + ": compare reads ordinary files, and this is " +
               (status.type() == std::filesystem::file_type::directory
                    ? std::string("a directory: name a file in it")
                    : std::string("a FIFO, a device or a socket: save what it holds to a file "
                                  "first")));
  return false;
}

int run_compare(const CompareOptions& o) {
  catch_interrupts();  // Ctrl-C between two frames of a long video: exit 130, no -o written
  if (!(o.settings.max_pixels >= 1)) {
    report_error("--max-pixels " + json::write_compact(json::Value(o.settings.max_pixels)) +
                 ": expected a number of pixels, at least 1");
    return kExitUsage;
  }
  if (!is_ordinary_file(o.a) || !is_ordinary_file(o.b)) return kExitUsage;
  if (o.settings.tolerance < 0 || o.settings.tolerance > 255) {
    report_error("--tolerance " + std::to_string(o.settings.tolerance) + ": expected 0 to 255");
    return kExitUsage;
  }
  if (!o.diff.empty()) {  // before anything is decoded
    const NamedPath output{"-o", o.diff};
    const NamedPath inputs[] = {{"the input", o.a}, {"the input", o.b}};
    if (const int code = check_outputs({&output, 1}, inputs, o.overwrite, false); code != kExitOk) {
      return code;
    }
  }
  const bool manifest_a = looks_like_json(o.a), manifest_b = looks_like_json(o.b);
  if (manifest_a != manifest_b) {
    report_error("compare takes two of a kind: " + (manifest_a ? o.a : o.b) +
                 " is a manifest (JSON), the other is not");
    return kExitUsage;
  }
  if (manifest_a) {
    if (!o.diff.empty()) {
      report_error("-o draws the differences of pictures or videos, not of manifests");
      return kExitUsage;
    }
    return compare_manifests(o);
  }
  CommandReporter reporter(ProgressMode::kNone, {});
  produce::ComparisonSettings settings = o.settings;
  settings.keep_difference = !o.diff.empty();
  return finish(o, produce::compare_pictures(o.a, o.b, settings, reporter));
}

}  // namespace

void add_compare_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* sub = app.add_subcommand(
      "compare", "how two renders differ: two PNGs, two videos or two render manifests (JSON)");
  sub->add_option("A", o->a, "a PNG, a video or a render manifest")->required();
  sub->add_option("B", o->b, "another of the same kind")->required();
  sub->add_option("--tolerance", o->settings.tolerance,
                  "a pixel differs when a channel differs by more than this (0-255, default 0)");
  sub->add_option("-o,--output", o->diff,
                  "write a grey PNG of each pixel's largest channel difference (a video: of the "
                  "first frame beyond the tolerance, else of the first frame)");
  sub->add_option("--max-pixels", o->settings.max_pixels,
                  "read at most this many pixels of each video (default 2^35, about 16,500 frames "
                  "of 1920x1080), an error past it");
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_compare(*o); });
}

}  // namespace jt::cmd
