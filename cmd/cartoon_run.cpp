#include "cartoon_run.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

#include "catalog_input.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/creature/cast_creatures.h"
#include "jt/encode/lip_sync.h"
#include "log.h"
#include "program_input.h"

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
  char exact[32];  // every digit, so CLI11 reads back the same double
  std::snprintf(exact, sizeof exact, "%.17g", fps);
  text = exact;
  return {};
}

}  // namespace

void add_cartoon_options(CLI::App& sub, CartoonOptions& o) {
  sub.add_option("--fps", o.fps,
                 "frames per second, 1 to 240: 24 (the default), 29.97 or 30000/1001; the plan "
                 "steps on these frames (a video needs a whole number)")
      ->transform(CLI::Validator(read_fps, "FPS"));
  sub.add_option("--param", o.params, "NAME=VALUE: a param of the cartoon (repeatable)");
  sub.add_option("--seed", o.seed, "the seed of `random` (default 0)");
  sub.add_option("--speech", o.speech,
                 "how long lines take: tts (the voices, default) or estimate (the spec's "
                 "estimate)")
      ->check(CLI::IsMember({"estimate", "tts"}));
  add_packs_option(sub, o.packs);
}

std::unique_ptr<CartoonRun> start_cartoon(std::shared_ptr<const Program> program,
                                          const CartoonOptions& o, int& exit_code,
                                          const std::string& file) {
  std::map<std::string, double> params;
  if (!parse_params(o.params, params)) {
    exit_code = kExitUsage;
    return nullptr;
  }
  warn_undeclared_params(*program, params, file);
  auto run = std::make_unique<CartoonRun>();
  if (auto catalog = load_packs(o.packs, exit_code)) run->catalog = std::move(*catalog);
  if (exit_code == kExitUsage) return nullptr;
  // The cast's creature packs, read before anything runs: one that cannot be is an error.
  creature::CastCreatures creatures = creature::cast_creatures(*program, run->catalog, file);
  if (!creatures.errors.empty()) {
    for (const Diagnostic& d : creatures.errors)
      report(d);
    exit_code = std::max(exit_code, static_cast<int>(kExitInputErrors));
    return nullptr;
  }
  rt::SpeechProvider speech;
  if (o.speech == "tts") {
    auto voices = encode::Voices::create();
    if (!voices.ok()) {
      report_error("the voices cannot start (" + voices.error() +
                   "): install espeak-ng-data, or use --speech estimate");
      exit_code = kExitUsage;
      return nullptr;
    }
    std::vector<std::string> cast_ids;
    for (const CastEntry& entry : program->cast)
      cast_ids.push_back(entry.id);
    run->lines = std::make_unique<encode::SpokenLines>(voices.value(), std::move(cast_ids));
    speech = run->lines->provider();
  }
  run->runtime = rt::create_runtime({.seed = o.seed,
                                     .speech = std::move(speech),
                                     .packs = pack_lookup(run->catalog),
                                     .fps = o.fps,
                                     .creatures = std::move(creatures.models),
                                     .interrupted = interrupted});
  rt::CartoonStart started = run->runtime.start_cartoon(std::move(program), params);
  if (!started.ok && interrupted()) {
    report_error("interrupted while planning the cartoon: nothing was written");
    exit_code = kExitInterrupted;
    return nullptr;
  }
  if (!started.ok) {
    report_error("the cartoon cannot start: " + started.error);
    exit_code = std::max(exit_code, static_cast<int>(kExitInputErrors));
    return nullptr;
  }
  if (run->lines) {
    for (const std::string& w : run->lines->warnings())
      report_warning("voices: " + w);
  }
  return run;
}

lipsync::FaceClock cartoon_faces(CartoonRun& run, double seed, const encode::Soundtrack* sound) {
  const auto lines = encode::line_cues(run.runtime.timeline(), sound ? run.lines.get() : nullptr);
  if (sound == nullptr) return lipsync::FaceClock(seed, lines);
  return lipsync::FaceClock(
      seed, lines, [sound](std::string_view who, double t) { return sound->loud(who, t); });
}

int report_run_errors(const rt::Runtime& runtime, const std::string& file, int code) {
  for (const rt::RunError& e : runtime.errors()) {
    report({Severity::kError, e.code, file, e.path, 0, 0, e.message, ""});
  }
  return runtime.errors().empty() ? code : std::max(code, static_cast<int>(kExitInputErrors));
}

}  // namespace jt::cmd
