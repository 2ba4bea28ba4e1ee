#include "cartoon_run.h"

#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

#include "catalog_input.h"
#include "command_reporter.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/encode/frame_rate.h"
#include "jt/render/cast_art.h"
#include "log.h"
#include "program_input.h"
#include "source_text.h"

namespace jt::cmd {

namespace {

constexpr double kMaxFps = 240;  // work and memory grow with the frames: 100000 grew past 5 GB

// --fps as a number ("24", "29.97") or a ratio ("30000/1001"), 1 to 240, rewritten as the number
// CLI11 then reads; anything else is an error that says what --fps takes.
std::string read_fps(std::string& text) {
  const std::string expected =
      "expected frames per second from 1 to 240, as 24, 29.97 or "
      "30000/1001, got \"" +
      text + "\"";
  const std::size_t slash = text.find('/');
  double fps = 0;
  try {
    std::size_t used = 0;
    if (slash == std::string::npos) {
      fps = std::stod(text, &used);
      if (used != text.size()) return expected;
    } else {
      const std::string over = text.substr(slash + 1);
      std::size_t used_over = 0;
      const double top = std::stod(text.substr(0, slash), &used);
      const double bottom = std::stod(over, &used_over);
      if (used != slash || used_over != over.size() || !(bottom > 0)) return expected;
      fps = top / bottom;
    }
  } catch (const std::exception&) {
    return expected;
  }
  if (!(fps >= 1 && fps <= kMaxFps)) return expected;
  // 29.97 is NTSC's 30000/1001, as in ffmpeg and every editor: the plan steps on the frames the
  // video shows (docs/ENCODING.md "Frame rates").
  if (const auto rate = encode::video_frame_rate(fps)) fps = rate->fps();
  char exact[32];  // every digit, so CLI11 reads back the same double
  std::snprintf(exact, sizeof exact, "%.17g", fps);
  text = exact;
  return {};
}

}  // namespace

std::vector<std::filesystem::path> clip_folders(const std::string& file,
                                                const std::vector<std::string>& assets) {
  std::vector<std::filesystem::path> folders;
  if (!file.empty() && file != "-") {
    const std::filesystem::path folder = std::filesystem::path(file).parent_path();
    folders.push_back(folder.empty() ? std::filesystem::path(".") : folder);
  }
  folders.insert(folders.end(), assets.begin(), assets.end());
  return folders;
}

void add_cartoon_options(CLI::App& sub, CartoonOptions& o) {
  sub.add_option("--fps", o.fps,
                 "frames per second, 1 to 240: 24 (the default), 29.97 or 30000/1001 (NTSC: "
                 "23.976, 29.97 and 59.94 are 24000/1001, 30000/1001 and 60000/1001); the plan "
                 "steps on these frames (a video needs a whole number or an NTSC rate)")
      ->transform(CLI::Validator(read_fps, "FPS"));
  sub.add_option("--param", o.params, "NAME=VALUE: a param of the cartoon (repeatable)");
  sub.add_option("--seed", o.seed, "the seed of `random` (default 0)");
  sub.add_option("--speech", o.speech,
                 "how long lines take: tts (the voices, default) or estimate (the spec's "
                 "estimate)")
      ->check(CLI::IsMember({"estimate", "tts"}));
  sub.add_option("--camera", o.camera,
                 "how it is shot: auto (the director cuts between shots of the speakers) or "
                 "fixed (the whole stage always); default: as the file says, else its camera "
                 "blocks")
      ->check(CLI::IsMember({"auto", "fixed"}));
  add_packs_option(sub, o.packs);
  sub.add_option("--assets", o.assets,
                 "DIR: a folder the cartoon's clips (recorded lines) may be in, after the "
                 "cartoon's own folder (repeatable)");
}

std::unique_ptr<CartoonRun> start_cartoon(std::shared_ptr<const Program> program,
                                          const CartoonOptions& o, int& exit_code,
                                          const std::string& file) {
  produce::CartoonSettings settings{
      .fps = o.fps, .seed = o.seed, .tts = o.speech == "tts", .interrupted = interrupted};
  if (o.camera == "auto") settings.camera = rt::CameraMode::kAuto;
  if (o.camera == "fixed") settings.camera = rt::CameraMode::kFixed;
  settings.clip_folders = clip_folders(file, o.assets);
  if (!parse_params(o.params, settings.params)) {
    exit_code = kExitUsage;
    return nullptr;
  }
  warn_undeclared_params(*program, settings.params, file);
  packs::Catalog catalog;
  if (auto loaded = load_packs(o.packs, exit_code)) catalog = std::move(*loaded);
  if (exit_code == kExitUsage) return nullptr;
  CommandReporter reporter(ProgressMode::kNone, {});
  produce::Outcome outcome = produce::Outcome::kDone;
  auto run = produce::start_cartoon(std::move(program), std::move(catalog), settings, file,
                                    reporter, outcome);
  if (!run) exit_code = std::max(exit_code, exit_code_of(outcome));
  return run;
}

void report_mouths(const CartoonRun& run, std::size_t already_said, const std::string& file) {
  if (!run.lines) return;
  const std::string where = file.empty() ? "" : file + ": ";
  const std::vector<std::string>& warnings = run.lines->warnings();
  for (std::size_t i = already_said; i < warnings.size(); ++i)
    report_warning(where + "voices: " + warnings[i]);
  for (const std::string& note : run.lines->mouth_notes())
    spdlog::debug("{}{}", where, note);
}

bool report_all(const std::vector<Diagnostic>& found) {
  for (const Diagnostic& d : found)
    report(d);
  return std::ranges::none_of(found,
                              [](const Diagnostic& d) { return d.severity == Severity::kError; });
}

bool report_sets(const Program& program, const CartoonRun& run) {
  return report_all(render::check_backgrounds(program, run.runtime.timeline(), run.catalog));
}

int report_run_errors(const rt::Runtime& runtime, const std::string& file, int code) {
  std::vector<Diagnostic> errors;
  for (const rt::RunError& e : runtime.errors()) {
    errors.push_back({Severity::kError, e.code, file, e.path, 0, 0, e.message, ""});
  }
  add_positions(errors);  // one walk over the file for all of them, not one each
  for (const Diagnostic& d : errors)
    report(d);
  return runtime.errors().empty() ? code : std::max(code, static_cast<int>(kExitInputErrors));
}

}  // namespace jt::cmd
