#include "render_cartoon.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <set>

#include <spdlog/spdlog.h>

#include "cartoon_run.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/encode/soundtrack.h"
#include "jt/encode/spoken_lines.h"
#include "jt/encode/subtitles.h"
#include "jt/encode/voice_settings.h"
#include "jt/json/number.h"
#include "jt/json/value.h"
#include "jt/packs/content_hash.h"
#include "jt/produce/cartoon_clock.h"
#include "jt/render/cast_art.h"
#include "jt/runtime/frame_key.h"
#include "log.h"
#include "outputs.h"
#include "still_picture.h"
#include "video_output.h"

namespace jt::cmd {
namespace {

// Captions (and the lines shown as captions) with characters no installed font can draw: said
// once each, before the boxes are drawn.
void warn_missing_glyphs(const std::vector<rt::TimelineRecord>& timeline, const std::string& file) {
  std::set<std::string_view> checked;
  for (const rt::TimelineRecord& r : timeline) {
    if ((r.kind != "caption" && r.kind != "say") || !checked.insert(r.text).second) continue;
    if (const int missing = render::caption_missing_glyphs(std::string(r.text)); missing > 0) {
      report_warning(file + ": \"" + std::string(r.text) + "\" has " + std::to_string(missing) +
                     " character(s) no installed font can draw (they show as boxes): install "
                     "fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji (scripts/setup "
                     "does)");
    }
  }
}

// For -v: how many lines are spoken, and the voice each speaker's first line is spoken with
// (espeak-ng's voice, words a minute, pitch), in cast order.
void log_voices(const std::vector<rt::TimelineRecord>& timeline, const Program& program) {
  const auto lines = std::count_if(timeline.begin(), timeline.end(),
                                   [](const rt::TimelineRecord& r) { return r.kind == "say"; });
  if (lines == 0) return;
  std::string voices;
  for (std::size_t i = 0; i < program.cast.size(); ++i) {
    const std::string& who = program.cast[i].id;
    const auto first =
        std::find_if(timeline.begin(), timeline.end(),
                     [&](const rt::TimelineRecord& r) { return r.kind == "say" && r.who == who; });
    if (first == timeline.end()) continue;
    const encode::VoiceSettings v =
        encode::voice_settings(encode::speech_request(*first), encode::default_voice(i));
    if (!voices.empty()) voices += ", ";
    voices += who + " " + v.voice + " " + std::to_string(v.rate) + " wpm pitch " +
              std::to_string(v.pitch);
  }
  spdlog::debug("{} line(s) spoken; voices: {}", lines, voices);
}

// The options with --from and --to set to the span of the first scene named o.scene in the plan;
// nullopt (having said which scenes there are) when it has none of that name, or --scene is not
// given.
std::optional<RenderOptions> scene_span(const RenderOptions& o,
                                        const std::vector<rt::TimelineRecord>& timeline,
                                        const std::string& file) {
  if (o.scene.empty()) return std::nullopt;
  std::string names;
  for (const rt::TimelineRecord& r : timeline) {
    if (r.kind != "scene") continue;
    if (r.text == o.scene) {
      RenderOptions in_scene = o;
      in_scene.from = r.t;
      in_scene.to = r.t + r.dur;
      return in_scene;
    }
    if (names.find("\"" + std::string(r.text) + "\"") == std::string::npos) {
      names += (names.empty() ? "\"" : ", \"") + std::string(r.text) + "\"";
    }
  }
  report_error(
      file + ": --scene \"" + o.scene + "\": no scene of that name plays" +
      (names.empty() ? std::string(" (no scene plays at all)") : "; its scenes: " + names));
  return std::nullopt;
}

// A loudness or a peak in dB as -v prints it: one decimal, "-inf" for silence.
std::string loudness_text(double db) {
  if (!std::isfinite(db)) return "-inf";
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", db);
  return text;
}

// The manifest's record of the soundtrack's levelling (docs/RENDER.md "Manifest"): null for a
// silent track's measures.
json::Value loudness_json(const encode::LoudnessReport& r) {
  const auto number = [](double v) { return std::isfinite(v) ? json::Value(v) : json::Value(); };
  json::Object o;
  o.set("target", r.target);
  o.set("measured", number(r.before));
  o.set("gain_db", r.gain_db);
  o.set("limited_db", r.limited_db);
  o.set("result", number(r.after));
  o.set("true_peak", number(r.peak_after));
  return o;
}

}  // namespace

json::Object render_settings(const RenderOptions& o) {
  json::Object s;
  s.set("size", o.size);
  s.set("fps", o.cartoon.fps);
  s.set("quality", o.quality);
  s.set("crf", o.crf ? json::Value(static_cast<double>(*o.crf)) : json::Value());
  s.set("speech", o.cartoon.speech);
  s.set("audio", !o.no_audio);
  if (!o.no_audio) s.set("loudness", o.loudness);
  s.set("transparent", o.transparent);
  s.set("background", o.background.empty() ? json::Value() : json::Value(o.background));
  s.set("captions", o.captions);
  s.set("fit", o.fit);
  // --camera as given (auto, fixed), or null: the file's own "camera" field decides.
  s.set("camera", o.cartoon.camera.empty() ? json::Value() : json::Value(o.cartoon.camera));
  s.set("seed", o.cartoon.seed);
  json::Array params;
  for (const std::string& p : o.cartoon.params)
    params.push_back(p);
  s.set("params", std::move(params));
  s.set("from", o.from ? json::Value(*o.from) : json::Value());
  s.set("to", o.to ? json::Value(*o.to) : json::Value());
  if (!o.scene.empty()) s.set("scene", o.scene);  // with from and to its span
  return s;
}

int render_cartoon(const RenderOptions& asked, const std::string& file,
                   std::shared_ptr<const Program> program, const std::string& output) {
  int code = kExitOk;
  const auto planning = std::chrono::steady_clock::now();
  std::unique_ptr<CartoonRun> run = start_cartoon(program, asked.cartoon, code, file);
  if (!run) return code;
  // --scene NAME: the span of the scene's record in the plan, as --from and --to.
  const std::optional<RenderOptions> in_scene = scene_span(asked, run->runtime.timeline(), file);
  if (!asked.scene.empty() && !in_scene) return kExitUsage;
  const RenderOptions& o = in_scene ? *in_scene : asked;
  spdlog::debug("{}: planned in {:.2f} s ({} records, speech {}): {}", file,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - planning).count(),
                run->runtime.timeline().size(), o.cartoon.speech,
                run->runtime.duration() ? json::format_number(*run->runtime.duration()) + " s"
                                        : "no end within an hour");
  if (run->lines) log_voices(run->runtime.timeline(), *program);
  for (const std::string& w : run->runtime.warnings())
    report_warning(file + ": " + w);
  warn_missing_glyphs(run->runtime.timeline(), file);
  render::CastDrawingsRead cast = render::read_cast_drawings(*program, run->catalog, file);
  for (const Diagnostic& d : cast.diagnostics)
    report(d);
  if (!cast.drawings) return std::max(code, static_cast<int>(kExitInputErrors));
  const render::PropArtsRead props = render::read_prop_arts(*program, run->catalog, file);
  if (!report_all(props.diagnostics)) return std::max(code, static_cast<int>(kExitInputErrors));
  // A set that does not read is refused before anything is drawn, as a cast member's pack is.
  if (!o.transparent && !o.background_rgb && !report_sets(*program, *run)) {
    return std::max(code, static_cast<int>(kExitInputErrors));
  }
  render::BackgroundShelf backgrounds(run->catalog);
  std::vector<Diagnostic> stage_notes;  // what reading a background met, reported as met
  const render::Background flat = render::flat_background(o.background_rgb.value_or(0));
  const auto background = [&](const std::string& name) -> const render::Background* {
    if (o.transparent) return nullptr;
    if (o.background_rgb) return &flat;
    const render::Background& found = backgrounds.get(name, stage_notes);
    for (const Diagnostic& d : stage_notes)
      report(d);
    stage_notes.clear();
    return &found;
  };

  const std::optional<double> duration = run->runtime.duration();
  if (!duration && !o.to && !o.still) {
    report_error(file +
                 ": the cartoon does not end within an hour (its plan has no duration): "
                 "render a part of it with --to T");
    return kExitUsage;
  }
  const double length = duration ? *duration : o.to.value_or(0);
  // The voices' loudness moves the mouths even without a sound track (--no-audio).
  std::optional<encode::Soundtrack> sound;
  if (run->lines) sound.emplace(run->runtime.timeline(), length, *run->lines);
  std::optional<encode::LoudnessReport> levelled;  // the whole cartoon's, whatever span is drawn
  if (sound && !o.no_audio && !o.still) {
    levelled = sound->normalise(o.loudness);
    spdlog::debug(
        "{}: soundtrack {} LUFS -> {} LUFS (gain {:+.1f} dB, limiter up to {:.1f} dB), "
        "true peak {} dBTP",
        file, loudness_text(levelled->before), loudness_text(levelled->after), levelled->gain_db,
        levelled->limited_db, loudness_text(levelled->peak_after));
  }
  produce::CartoonClock clock(run->runtime, sound ? &*sound : nullptr, *program, o.cartoon.fps,
                              interrupted);
  // Mouths follow the voices, with or without a sound track: a frame is the same whether its
  // sound is written with it, alone (--audio-only) or not at all, so a --no-audio video and its
  // soundtrack muxed later, or parts joined without --audio, are in sync (docs/SHAPES.md §2.2).
  const std::size_t voices_said = run->lines ? run->lines->warnings().size() : 0;
  const lipsync::FaceClock faces = cartoon_faces(*run, o.cartoon.seed, sound ? &*sound : nullptr);
  report_mouths(*run, voices_said, file);

  if (o.still && *o.still > length) {
    report_error(file + ": --still " + json::format_number(*o.still) +
                 " is past the cartoon's end (" + json::format_number(length) + " s)");
    return kExitUsage;
  }
  if (o.still) {
    clock.to_time(*o.still);
    if (interrupted()) {
      report_error(output_name(output) + ": interrupted: not written");
      return kExitInterrupted;
    }
    render::Canvas canvas(o.width, o.height);
    rt::Frame frame = run->runtime.frame();
    faces.act(frame);
    render::draw_cartoon_frame(canvas, frame, background(frame.background), *cast.drawings,
                               caption_style(o), fit_of(o), &props.arts);
    if (!finish_still(canvas, output, "the frame at " + json::format_number(*o.still) + " s",
                      *o.still, o.probe_points)) {
      return kExitUsage;
    }
    return report_run_errors(run->runtime, file, code);
  }

  if (o.from && *o.from >= length) {
    report_error(file + ": --from " + json::format_number(*o.from) +
                 " is past the cartoon's end (" + json::format_number(length) + " s)");
    return kExitUsage;
  }
  const FrameSpan frames =
      frames_between(o.from.value_or(0), o.to ? std::min(*o.to, length) : length, o.cartoon.fps);
  VideoJob job{
      .output = output,
      .first = frames.first,
      .count = frames.count(),
      .audio = !o.no_audio,
      .sound = sound && !o.no_audio ? &*sound : nullptr,
      .fill =
          [&](render::FrameJob& f) {
            clock.to_frame(f.index);
            run->runtime.frame_into(f.frame);
            faces.act(f.frame);
            f.background = background(f.frame.background);
            return true;
          },
      .cast = &*cast.drawings,
      .props = &props.arts,
      .manifest = {.input = file,
                   .settings = render_settings(o),
                   .duration = duration,
                   .loudness = levelled ? loudness_json(*levelled) : json::Value()},
      .input_hash = packs::content_hash(program->source).value,
  };
  // A segment's key (docs/SCALE.md): its frames' plain data, each with its stage's pack.
  for (const auto& [id, drawing] : *cast.drawings)
    job.art_key += id + " " + drawing.fingerprint + "\n";
  for (const auto& [id, art] : props.arts)
    job.art_key += id + " " + art.fingerprint + "\n";
  std::map<std::string, std::string, std::less<>> stages;
  job.key_frame = [&](const render::FrameJob& f, std::string& key) {
    auto found = stages.find(f.frame.background);
    if (found == stages.end()) {
      found = stages
                  .emplace(f.frame.background,
                           render::background_fingerprint(run->catalog, f.frame.background))
                  .first;
    }
    key += found->second;
  };
  // The subtitles span the frames written, in the video's time.
  const double first_s = static_cast<double>(frames.first) / o.cartoon.fps;
  const double end_s = static_cast<double>(frames.end) / o.cartoon.fps;
  if (embeds_subtitles(o)) {
    // In the stream's time, as the pictures' timestamps: the first frame's (--from) is not 0.
    job.subtitles = encode::subtitle_cues(run->runtime.timeline(), *program, first_s, end_s);
    for (encode::SubtitleCue& cue : *job.subtitles) {
      cue.start += first_s;
      cue.end += first_s;
    }
  }
  const int written = write_video(o, std::move(job));
  if (written != kExitOk) return written;
  if (const std::string subtitle_path = subtitles_file(o); !subtitle_path.empty()) {
    const auto format = subtitle_path.ends_with(".vtt") ? encode::SubtitleFormat::kVtt
                                                        : encode::SubtitleFormat::kSrt;
    const encode::Subtitles subtitles =
        encode::subtitles(run->runtime.timeline(), *program, first_s, end_s, format);
    if (!write_output(subtitle_path, subtitles.text)) return kExitUsage;
    spdlog::info("wrote {}: {} cues", subtitle_path, subtitles.cues);
  }
  // A formula that failed while running (in a behaviour a scene started): the video is written,
  // with the failed values as the engine gives them, and the error is reported (exit 1).
  return report_run_errors(run->runtime, file, code);
}

}  // namespace jt::cmd
