// `jabbertoon bench FILE`: where a render's time goes on this machine (docs/CLI.md, "bench"):
// preparing, the voices, then per frame stepping, drawing and encoding (median and p95 over N
// frames after a warm-up), the peak memory and the ratio to real time, for a scene or a cartoon,
// a move on its character, or a creature. One thread, each stage timed alone; the video is
// encoded to a temporary file that is removed. `bench --script S` times a sample script's run
// instead, repeated.
#include <sys/resource.h>

#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>

#include "cartoon_run.h"
#include "character_input.h"
#include "command_reporter.h"
#include "creature_input.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/encode/soundtrack.h"
#include "jt/encode/video_writer.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/produce/cartoon_clock.h"
#include "jt/produce/sample_script.h"
#include "jt/render/canvas.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/cast_art.h"
#include "log.h"
#include "posed_subject.h"
#include "program_input.h"
#include "render_cartoon.h"
#include "script_input.h"
#include "still_picture.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kWarmUp = 10;

struct BenchOptions {
  std::string file;
  std::string size = "1280x720";
  std::string fit = "frame";  // as render's --fit (docs/RENDER.md "Framing")
  int frames = 120;
  std::string format = "text";
  SubjectOptions subject;  // its cartoon options serve every subject
  std::string script;      // --script: a sample script's runs timed instead
  int runs = 20;
  std::string character = "person";  // a move's
};

// What a frame of the bench steps and draws (the state they share is the lambdas'), the sound it
// encodes, and how long preparing and starting it took.
struct Frames {
  double prepare_ms = 0, voices_ms = 0;
  std::function<void(int)> step;              // to frame i
  std::function<void(render::Canvas&)> draw;  // the frame stepped to
  const encode::Soundtrack* sound = nullptr;
};

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The median and the 95th percentile, as the samples sorted give them at floor(N·0.5) and
// floor(N·0.95) (capped at N − 1), in microseconds.
json::Value spread(std::vector<double> us) {
  std::sort(us.begin(), us.end());
  auto at = [&](double q) {
    const double n = static_cast<double>(us.size());
    return us[std::min(us.size() - 1, static_cast<std::size_t>(std::floor(n * q)))];
  };
  json::Object o;
  o.set("median_us", std::round(at(0.5) * 10) / 10);
  o.set("p95_us", std::round(at(0.95) * 10) / 10);
  return o;
}

// The process's peak resident memory so far, in MB (one decimal).
double peak_memory_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return std::round(static_cast<double>(usage.ru_maxrss) / 1024 * 10) / 10;
}

// A scene or a cartoon: started with its voices, each frame stepped on the renderer's clock and
// drawn on its stage with its cast and props.
std::optional<Frames> cartoon_frames(const BenchOptions& o, std::shared_ptr<const Program> program,
                                     render::Fit fit, int& code) {
  struct State {
    std::unique_ptr<CartoonRun> run;
    std::optional<encode::Soundtrack> sound;
    std::optional<render::CastDrawingsRead> cast;
    std::optional<render::PropArtsRead> props;
    std::optional<render::BackgroundShelf> backgrounds;
    std::optional<produce::CartoonClock> clock;
    std::vector<Diagnostic> notes;
    rt::Frame frame;
  };
  auto s = std::make_shared<State>();
  Frames f;
  const Clock::time_point voices_start = Clock::now();
  s->run = start_cartoon(program, o.subject.cartoon, code);
  if (!s->run) return std::nullopt;
  const double length = s->run->runtime.duration().value_or(60);
  if (s->run->lines) s->sound.emplace(s->run->runtime.timeline(), length, *s->run->lines);
  f.voices_ms = ms_since(voices_start);
  s->cast.emplace(render::read_cast_drawings(*program, s->run->catalog, o.file));
  for (const Diagnostic& d : s->cast->diagnostics)
    report(d);
  if (!s->cast->drawings) {
    code = kExitInputErrors;
    return std::nullopt;
  }
  // A prop or a set that does not read stops the bench as it stops render, before any frame.
  s->props.emplace(render::read_prop_arts(*program, s->run->catalog, o.file));
  if (!report_all(s->props->diagnostics) || !report_sets(*program, *s->run)) {
    code = kExitInputErrors;
    return std::nullopt;
  }
  s->backgrounds.emplace(s->run->catalog);
  s->clock.emplace(s->run->runtime, s->sound ? &*s->sound : nullptr, *program,
                   o.subject.cartoon.fps);
  f.sound = s->sound ? &*s->sound : nullptr;
  f.step = [s](int i) {
    s->clock->to_frame(i);
    s->run->runtime.frame_into(s->frame);
  };
  f.draw = [s, fit](render::Canvas& canvas) {
    render::draw_cartoon_frame(
        canvas, s->frame, &s->backgrounds->get(s->frame.background, s->notes), *s->cast->drawings,
        render::CaptionStyle::kBox, fit, &s->props->arts);
  };
  return f;
}

// A move on one character centred on the plain stage, as `render MOVE.json` draws it.
std::optional<Frames> move_frames(const BenchOptions& o, std::shared_ptr<const Program> move,
                                  render::Fit fit, int& code) {
  struct State {
    render::CastDrawings cast;
    std::optional<rt::Runtime> runtime;
    render::Background stage = render::plain_background();
    rt::Frame frame;
  };
  auto s = std::make_shared<State>();
  rt::StartOptions start;
  if (!parse_params(o.subject.cartoon.params, start.params)) {
    code = kExitUsage;
    return std::nullopt;
  }
  std::optional<DrawnCharacter> drawn = load_character(o.character, "", code);
  if (!drawn) return std::nullopt;
  const int legs = drawn->character.legs;
  s->cast.emplace("A", render::CastDrawing{.character = std::move(drawn->character),
                                           .style = drawn->style,
                                           .art_facing = drawn->art_facing});
  Frames f;
  const Clock::time_point start_time = Clock::now();
  s->runtime.emplace(rt::create_runtime(
      {.seed = o.subject.cartoon.seed, .fps = o.subject.cartoon.fps, .interrupted = interrupted}));
  s->runtime->add_character("A", {.legs = legs});
  const rt::StartResult started = s->runtime->start_behaviour("A", std::move(move), start);
  if (!started.instance) {
    report_error(o.file + ": the move cannot start: " + started.error);
    code = kExitInputErrors;
    return std::nullopt;
  }
  f.voices_ms = ms_since(start_time);
  // As render_move places it: centred, feet at 92 % of the height, half the height tall.
  s->frame.characters.push_back(
      {.id = "A", .x = 0.5, .y = 0.92, .h = 0.5, .facing = 1, .visible = true});
  const double fps = o.subject.cartoon.fps;
  f.step = [s, fps](int i) {
    s->frame.t = i / fps;
    s->runtime->step_to(s->frame.t);
    s->runtime->pose_into("A", s->frame.characters[0].pose);
  };
  f.draw = [s, fit](render::Canvas& canvas) {
    render::draw_cartoon_frame(canvas, s->frame, &s->stage, s->cast, render::CaptionStyle::kBox,
                               fit);
  };
  return f;
}

// A creature crawling as `render CREATURE.json` draws it: its substeps to each frame, its pose
// drawn in the view that holds its crawl.
Frames creature_frames(const BenchOptions& o, std::shared_ptr<const creature::Model> model,
                       int width, int height) {
  struct State {
    CreatureStage stage;
    std::optional<creature::Creature> crawler;
    creature::CreaturePose pose;
  };
  const creature::Controls controls{1, {1, 0}};
  const std::uint32_t seed =
      creature::creature_seed(o.subject.cartoon.seed, model->descriptor.name);
  RenderOptions view;
  view.width = width;
  view.height = height;
  const double fps = o.subject.cartoon.fps;
  view.to = (kWarmUp + o.frames) / fps;
  Frames f;
  const Clock::time_point start_time = Clock::now();
  auto s = std::make_shared<State>(State{creature_stage(model, view, controls, seed), {}, {}});
  s->crawler.emplace(model, s->stage.start, controls.direction, 0, seed);
  f.voices_ms = ms_since(start_time);
  f.step = [s, fps, controls](int i) {
    creature::advance_to(*s->crawler, creature::substeps_at(i / fps), controls);
  };
  f.draw = [s](render::Canvas& canvas) {
    creature::pose_into(*s->crawler, s->pose);
    draw_creature_stage(canvas, s->stage, s->pose, std::nullopt, false);
  };
  return f;
}

// Encodes the frames, timing each stage, and prints what they took.
int measure(const BenchOptions& o, Frames& frames, int width, int height, int code) {
  std::error_code no_temp;
  const fs::path temp_dir = fs::temp_directory_path(no_temp);
  if (no_temp) {
    report_error("no temporary directory for the bench's scratch video (" + no_temp.message() +
                 "): set TMPDIR to a directory that exists");
    return kExitUsage;
  }
  const double fps = o.subject.cartoon.fps;
  const encode::Soundtrack* sound = frames.sound;
  const fs::path temp = temp_dir / ("jabbertoon-bench-" + std::to_string(getpid()) + ".mp4");
  auto opened = encode::VideoWriter::open(
      temp.string(), {.width = width,
                      .height = height,
                      .rate = encode::video_frame_rate(fps).value_or(encode::FrameRate{}),
                      .audio = sound != nullptr,
                      .sample_rate = encode::kMixSampleRate});
  if (!opened.ok()) {
    report_error("the encoder cannot start: " + opened.error());
    return kExitUsage;
  }
  encode::VideoWriter& video = opened.value();
  render::Canvas canvas(width, height);
  std::vector<float> samples;
  std::vector<double> step_us, draw_us, encode_us, frame_us;
  double measured_s = 0;
  for (int i = 0; i < kWarmUp + o.frames; ++i) {
    const Clock::time_point t0 = Clock::now();
    frames.step(i);
    const Clock::time_point t1 = Clock::now();
    frames.draw(canvas);
    const Clock::time_point t2 = Clock::now();
    encode::Status written = video.write_frame(canvas.pixels().data(), canvas.width() * 4);
    if (written.ok() && sound) {
      const auto first = static_cast<std::size_t>(std::llround(i * sound->sample_rate() / fps));
      const auto next =
          static_cast<std::size_t>(std::llround((i + 1) * sound->sample_rate() / fps));
      samples.resize(encode::kMixChannels * (next - first));
      sound->mix(first, next - first, samples.data());
      written = video.write_audio(samples.data(), next - first);
    }
    const Clock::time_point t3 = Clock::now();
    if (!written.ok()) {
      report_error("encoding failed: " + written.error());
      return kExitUsage;
    }
    if (i < kWarmUp) continue;
    using us = std::chrono::duration<double, std::micro>;
    step_us.push_back(us(t1 - t0).count());
    draw_us.push_back(us(t2 - t1).count());
    encode_us.push_back(us(t3 - t2).count());
    frame_us.push_back(us(t3 - t0).count());
    measured_s += std::chrono::duration<double>(t3 - t0).count();
  }
  // The writer is dropped without finish(): its temporary file is removed.
  json::Object out;
  out.set("file", o.file);
  out.set("size", o.size);
  out.set("fit", o.fit);
  out.set("fps", fps);
  out.set("frames", o.frames);
  out.set("warm_up", kWarmUp);
  out.set("prepare_ms", std::round(frames.prepare_ms * 100) / 100);
  out.set("voices_ms", std::round(frames.voices_ms * 100) / 100);
  out.set("step", spread(step_us));
  out.set("draw", spread(draw_us));
  out.set("encode", spread(encode_us));
  out.set("frame", spread(frame_us));
  out.set("peak_memory_mb", peak_memory_mb());
  const double video_s = o.frames / fps;
  out.set("realtime_ratio", std::round(video_s / measured_s * 100) / 100);
  if (o.format == "json") {
    std::cout << json::write_compact(out) << "\n";
    return code;
  }
  std::cout << o.file << " at " << o.size << (o.fit == "frame" ? "" : " (--fit " + o.fit + ")")
            << ", " << o.frames << " frames after " << kWarmUp << " of warm-up (one thread)\n";
  std::cout << "  prepare  " << json::format_number(out.find("prepare_ms")->as_number()) << " ms\n";
  std::cout << "  voices   " << json::format_number(out.find("voices_ms")->as_number()) << " ms\n";
  for (const char* stage : {"step", "draw", "encode", "frame"}) {
    const json::Value& st = *out.find(stage);
    std::cout << "  " << stage << std::string(9 - std::string(stage).size(), ' ')
              << json::format_number(st.find("median_us")->as_number()) << " us median, "
              << json::format_number(st.find("p95_us")->as_number()) << " us p95 a frame\n";
  }
  std::cout << "  peak memory " << json::format_number(out.find("peak_memory_mb")->as_number())
            << " MB; " << json::format_number(out.find("realtime_ratio")->as_number())
            << "x real time\n";
  return code;
}

// Reports nothing: the script's repeated runs (its first run reported what it met); Ctrl-C stops
// one.
class QuietRuns final : public produce::QuietReporter {
 public:
  bool stop_requested() override { return interrupted(); }
};

// `bench --script S`: the script run once (its checks must hold: what it meets is reported), then
// --runs times, each run from the subject's start, timed whole and per command that runs it.
int bench_script(const BenchOptions& o) {
  if (o.runs < 1 || o.runs > 100000) {
    report_error("--runs: expected 1 to 100000");
    return kExitUsage;
  }
  const std::optional<produce::SampleScript> loaded = load_script(o.script);
  if (!loaded) return kExitUsage;
  const produce::SampleScript& script = *loaded;
  int code = kExitOk;
  const Clock::time_point prepare_start = Clock::now();
  const SubjectSource source = load_subject(o.file, code);
  if (!source) return code;
  const double prepare_ms = ms_since(prepare_start);
  const produce::StartSubject start = script_starter(o.file, source, o.subject, code);
  const auto print = [](const std::string&) {};
  std::size_t commands = 0;  // the lines that run the subject
  for (const produce::ScriptLine& line : script.lines) {
    const std::string& c = line.words[0];
    if (c == "at" || c == "advance" || c == "set" || c == "emit" || c == "expect" ||
        c == "snapshot") {
      ++commands;
    }
  }
  CommandReporter first(ProgressMode::kNone, {});
  switch (produce::run_sample_script(script, o.file, start, print, first, o.subject.inputs)) {
    case produce::SampleOutcome::kHeld:
      break;
    case produce::SampleOutcome::kBadScript:
      return kExitUsage;
    default:
      report_error(o.script + ": the script does not hold on " + o.file +
                   " (above): bench times a script that passes");
      return code != kExitOk ? code : kExitInputErrors;
  }
  QuietRuns quiet;
  std::vector<double> run_us, command_us;
  double total_s = 0;
  for (int r = 0; r < o.runs && !interrupted(); ++r) {
    const Clock::time_point t0 = Clock::now();
    produce::run_sample_script(script, o.file, start, print, quiet, o.subject.inputs);
    const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
    run_us.push_back(us);
    command_us.push_back(us / static_cast<double>(std::max<std::size_t>(commands, 1)));
    total_s += us / 1e6;
  }
  if (interrupted()) return kExitInterrupted;
  json::Object out;
  out.set("file", o.file);
  out.set("script", o.script);
  out.set("runs", o.runs);
  out.set("warm_up", 1);
  out.set("commands", static_cast<double>(commands));
  out.set("prepare_ms", std::round(prepare_ms * 100) / 100);
  out.set("run", spread(run_us));
  out.set("command", spread(command_us));
  out.set("runs_per_second", std::round(o.runs / total_s * 100) / 100);
  out.set("peak_memory_mb", peak_memory_mb());
  if (o.format == "json") {
    std::cout << json::write_compact(out) << "\n";
    return code;
  }
  std::cout << o.script << " on " << o.file << ", " << o.runs << " runs after 1 of warm-up ("
            << commands << " commands that run it a run)\n";
  std::cout << "  prepare  " << json::format_number(out.find("prepare_ms")->as_number()) << " ms\n";
  for (const char* what : {"run", "command"}) {
    const json::Value& st = *out.find(what);
    std::cout << "  " << what << std::string(9 - std::string(what).size(), ' ')
              << json::format_number(st.find("median_us")->as_number()) << " us median, "
              << json::format_number(st.find("p95_us")->as_number()) << " us p95 a " << what
              << "\n";
  }
  std::cout << "  " << json::format_number(out.find("runs_per_second")->as_number())
            << " runs a second; peak memory "
            << json::format_number(out.find("peak_memory_mb")->as_number()) << " MB\n";
  return code;
}

int run_bench(const BenchOptions& o) {
  if (!o.script.empty()) return bench_script(o);
  int width = 0, height = 0;
  if (!parse_size(o.size, width, height) || width % 2 != 0 || height % 2 != 0) {
    report_error("--size: expected WxH, each even and 16 to 8192, got \"" + o.size + "\"");
    return kExitUsage;
  }
  const render::Fit fit = render::fit_from_name(o.fit).value_or(render::Fit::kFrame);
  if (o.frames < 1 || o.frames > 100000) {
    report_error("--frames: expected 1 to 100000");
    return kExitUsage;
  }
  int code = kExitOk;
  const Clock::time_point prepare_start = Clock::now();
  const SubjectSource source = load_subject(o.file, code);
  if (!source) return code;
  const double prepare_ms = ms_since(prepare_start);
  std::optional<Frames> frames;
  if (source.creature) {
    frames = creature_frames(o, source.creature, width, height);
  } else if (source.program->kind == ProgramKind::kBehaviour) {
    frames = move_frames(o, source.program, fit, code);
  } else {
    frames = cartoon_frames(o, source.program, fit, code);
  }
  if (!frames) return code != kExitOk ? code : kExitInputErrors;
  frames->prepare_ms = prepare_ms;
  return measure(o, *frames, width, height, code);
}

}  // namespace

void add_bench_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* sub = app.add_subcommand(
      "bench", "where a render's time goes on this machine: prepare, voices, step, draw, encode");
  sub->add_option("FILE", o->file,
                  "a scene or a cartoon, a move, or a creature (a program, a pack or a creature "
                  "descriptor)")
      ->required();
  sub->add_option("-s,--script", o->script,
                  "time a sample script's run on FILE instead, repeated (docs/CLI.md \"sample\")");
  sub->add_option("--runs", o->runs, "with --script: runs timed after 1 of warm-up (default 20)");
  sub->add_option("--character", o->character,
                  "a move's character: a shipped name or a character pack (default person)");
  sub->add_option("--size", o->size, "the picture's size WxH, even (default 1280x720)");
  sub->add_option("--fit", o->fit,
                  "how a picture not 16:9 frames the stage, as render's --fit: frame (default), "
                  "contain or cover")
      ->check(CLI::IsMember({"frame", "contain", "cover"}));
  sub->add_option("--frames", o->frames, "frames measured after 10 of warm-up (default 120)");
  sub->add_option("--format", o->format, "text (default) or json")
      ->check(CLI::IsMember({"text", "json"}));
  add_cartoon_options(*sub, o->subject.cartoon);
  add_creature_options(*sub, o->subject);
  sub->callback([o, &exit_code] { exit_code = run_bench(*o); });
}

}  // namespace jt::cmd
