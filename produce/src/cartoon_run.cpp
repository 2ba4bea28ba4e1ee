#include "jt/produce/cartoon_run.h"

#include <utility>
#include <vector>

#include "jt/creature/cast_creatures.h"
#include "jt/encode/lip_sync.h"
#include "jt/encode/sample_rate.h"
#include "jt/encode/voices.h"

namespace jt::produce {
namespace {

// The catalog's behaviour packs as the runtime asks for them, each prepared on first use.
rt::PackLookup behaviours_in(const packs::Catalog& catalog) {
  auto prepared = std::make_shared<std::map<std::string, std::shared_ptr<const Program>>>();
  return [&catalog, prepared](const std::string& id,
                              const std::string& version) -> std::shared_ptr<const Program> {
    const packs::Pack* pack = catalog.find(id, version);
    if (pack == nullptr || pack->type != "behaviour") return nullptr;
    const std::string key = pack->id + "@" + pack->version;
    auto [it, added] = prepared->try_emplace(key);
    if (added) it->second = prepare_program(pack->content(), pack->file).program;
    return it->second;
  };
}

}  // namespace

std::unique_ptr<CartoonRun> start_cartoon(std::shared_ptr<const Program> program,
                                          packs::Catalog catalog, const CartoonSettings& settings,
                                          const std::string& file, Reporter& reporter,
                                          Outcome& outcome) {
  auto run = std::make_unique<CartoonRun>();
  run->catalog = std::move(catalog);
  // The cast's creature packs, read before anything runs: one that cannot be is an error.
  creature::CastCreatures creatures = creature::cast_creatures(*program, run->catalog, file);
  if (!creatures.errors.empty()) {
    for (const Diagnostic& d : creatures.errors)
      reporter.diagnostic(d);
    outcome = Outcome::kInputErrors;
    return nullptr;
  }
  // Its clips, each read and decoded once, before anything runs: a bad one is the cartoon's error.
  std::vector<Diagnostic> clip_problems;
  run->clips =
      encode::CartoonClips::load(program->source, settings.clip_folders, encode::kSpeechSampleRate,
                                 file, {}, clip_problems, &run->catalog);
  if (!clip_problems.empty()) {
    for (const Diagnostic& d : clip_problems)
      reporter.diagnostic(d);
    outcome = Outcome::kInputErrors;
    return nullptr;
  }
  rt::SpeechProvider speech;
  rt::LoudMoments loud;
  if (!settings.tts && !run->clips.empty()) speech = run->clips.provider();
  if (settings.tts) {
    auto voices = encode::Voices::create();
    if (!voices.ok()) {
      reporter.error("the voices cannot start (" + voices.error() +
                     "): install espeak-ng-data, or use --speech estimate");
      outcome = Outcome::kFailed;
      return nullptr;
    }
    std::vector<std::string> cast_ids;
    for (const CastEntry& entry : program->cast)
      cast_ids.push_back(entry.id);
    run->lines = std::make_unique<encode::SpokenLines>(voices.value(), std::move(cast_ids));
    run->lines->use_clips(&run->clips);
    speech = run->lines->provider();
    loud = run->lines->loud_provider();
  }
  run->runtime = rt::create_runtime({.seed = settings.seed,
                                     .speech = std::move(speech),
                                     .loud_moments = std::move(loud),
                                     .clip_length = run->clips.length_provider(),
                                     .clip_tempo = run->clips.tempo_provider(),
                                     .packs = behaviours_in(run->catalog),
                                     .fps = settings.fps,
                                     .camera = settings.camera,
                                     .creatures = std::move(creatures.models),
                                     .interrupted = settings.interrupted});
  rt::CartoonStart started = run->runtime.start_cartoon(std::move(program), settings.params);
  if (!started.ok && reporter.stop_requested()) {
    reporter.error("interrupted while planning the cartoon: nothing was written");
    outcome = Outcome::kInterrupted;
    return nullptr;
  }
  if (!started.ok) {
    reporter.error((file.empty() ? "" : file + ": ") +
                   "the cartoon cannot start: " + started.error);
    outcome = Outcome::kInputErrors;
    return nullptr;
  }
  if (run->lines) {
    for (const std::string& w : run->lines->warnings())
      reporter.warning("voices: " + w);
  }
  outcome = Outcome::kDone;
  return run;
}

lipsync::FaceClock cartoon_faces(CartoonRun& run, double seed, const encode::Soundtrack* sound) {
  const auto lines = encode::line_cues(run.runtime.timeline(), sound ? run.lines.get() : nullptr);
  if (sound == nullptr) return lipsync::FaceClock(seed, lines);
  return lipsync::FaceClock(
      seed, lines, [sound](std::string_view who, double t) { return sound->loud(who, t); });
}

}  // namespace jt::produce
