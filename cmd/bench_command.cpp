// `jabbertoon bench FILE`: where a render's time goes on this machine (docs/CLI.md, "bench"):
// preparing, the voices, then per frame stepping, drawing and encoding (median and p95 over N
// frames after a warm-up), the peak memory and the ratio to real time. One thread, each stage
// timed alone; the video is encoded to a temporary file that is removed.
#include <sys/resource.h>

#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>

#include "cartoon_run.h"
#include "exit_code.h"
#include "jt/encode/soundtrack.h"
#include "jt/encode/video_writer.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/produce/cartoon_clock.h"
#include "jt/render/canvas.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/cast_art.h"
#include "log.h"
#include "program_input.h"
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
  CartoonOptions cartoon;
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

int run_bench(const BenchOptions& o) {
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
  std::shared_ptr<const Program> program = load_program(o.file, code);
  if (!program) return code;
  const double prepare_ms = ms_since(prepare_start);
  if (program->kind == ProgramKind::kBehaviour) {
    report_error(o.file + ": bench times a scene or a cartoon (a move: render it with --still)");
    return kExitUsage;
  }
  const Clock::time_point voices_start = Clock::now();
  std::unique_ptr<CartoonRun> run = start_cartoon(program, o.cartoon, code);
  if (!run) return code;
  const double length = run->runtime.duration().value_or(60);
  std::optional<encode::Soundtrack> sound;
  if (run->lines) sound.emplace(run->runtime.timeline(), length, *run->lines);
  const double voices_ms = ms_since(voices_start);
  render::CastDrawingsRead cast = render::read_cast_drawings(*program, run->catalog, o.file);
  for (const Diagnostic& d : cast.diagnostics)
    report(d);
  if (!cast.drawings) return kExitInputErrors;
  const render::PropArtsRead props = render::read_prop_arts(*program, run->catalog, o.file);
  render::BackgroundShelf backgrounds(run->catalog);
  std::vector<Diagnostic> notes;

  std::error_code no_temp;
  const fs::path temp_dir = fs::temp_directory_path(no_temp);
  if (no_temp) {
    report_error("no temporary directory for the bench's scratch video (" + no_temp.message() +
                 "): set TMPDIR to a directory that exists");
    return kExitUsage;
  }
  const fs::path temp = temp_dir / ("jabbertoon-bench-" + std::to_string(getpid()) + ".mp4");
  auto opened = encode::VideoWriter::open(
      temp.string(), {.width = width,
                      .height = height,
                      .rate = encode::video_frame_rate(o.cartoon.fps).value_or(encode::FrameRate{}),
                      .audio = sound.has_value(),
                      .sample_rate = sound ? sound->sample_rate() : encode::kSpeechSampleRate});
  if (!opened.ok()) {
    report_error("the encoder cannot start: " + opened.error());
    return kExitUsage;
  }
  encode::VideoWriter& video = opened.value();
  produce::CartoonClock clock(run->runtime, sound ? &*sound : nullptr, *program, o.cartoon.fps);
  render::Canvas canvas(width, height);
  rt::Frame frame;
  std::vector<float> samples;
  std::vector<double> step_us, draw_us, encode_us, frame_us;
  double measured_s = 0;
  for (int i = 0; i < kWarmUp + o.frames; ++i) {
    const Clock::time_point t0 = Clock::now();
    clock.to_frame(i);
    run->runtime.frame_into(frame);
    const Clock::time_point t1 = Clock::now();
    render::draw_cartoon_frame(canvas, frame, &backgrounds.get(frame.background, notes),
                               *cast.drawings, render::CaptionStyle::kBox, fit, &props.arts);
    const Clock::time_point t2 = Clock::now();
    encode::Status written = video.write_frame(canvas.pixels().data(), canvas.width() * 4);
    if (written.ok() && sound) {
      const auto first =
          static_cast<std::size_t>(std::llround(i * sound->sample_rate() / o.cartoon.fps));
      const auto next =
          static_cast<std::size_t>(std::llround((i + 1) * sound->sample_rate() / o.cartoon.fps));
      samples.resize(next - first);
      sound->mix(first, samples.size(), samples.data());
      written = video.write_audio(samples.data(), samples.size());
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
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  json::Object out;
  out.set("file", o.file);
  out.set("size", o.size);
  out.set("fit", o.fit);
  out.set("fps", o.cartoon.fps);
  out.set("frames", o.frames);
  out.set("warm_up", kWarmUp);
  out.set("prepare_ms", std::round(prepare_ms * 100) / 100);
  out.set("voices_ms", std::round(voices_ms * 100) / 100);
  out.set("step", spread(step_us));
  out.set("draw", spread(draw_us));
  out.set("encode", spread(encode_us));
  out.set("frame", spread(frame_us));
  out.set("peak_memory_mb", std::round(static_cast<double>(usage.ru_maxrss) / 1024 * 10) / 10);
  const double video_s = o.frames / o.cartoon.fps;
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
    const json::Value& s = *out.find(stage);
    std::cout << "  " << stage << std::string(9 - std::string(stage).size(), ' ')
              << json::format_number(s.find("median_us")->as_number()) << " us median, "
              << json::format_number(s.find("p95_us")->as_number()) << " us p95 a frame\n";
  }
  std::cout << "  peak memory " << json::format_number(out.find("peak_memory_mb")->as_number())
            << " MB; " << json::format_number(out.find("realtime_ratio")->as_number())
            << "x real time\n";
  return code;
}

}  // namespace

void add_bench_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* sub = app.add_subcommand(
      "bench", "where a render's time goes on this machine: prepare, voices, step, draw, encode");
  sub->add_option("FILE", o->file, "a scene or a cartoon (a program or a pack)")->required();
  sub->add_option("--size", o->size, "the picture's size WxH, even (default 1280x720)");
  sub->add_option("--fit", o->fit,
                  "how a picture not 16:9 frames the stage, as render's --fit: frame (default), "
                  "contain or cover")
      ->check(CLI::IsMember({"frame", "contain", "cover"}));
  sub->add_option("--frames", o->frames, "frames measured after 10 of warm-up (default 120)");
  sub->add_option("--format", o->format, "text (default) or json")
      ->check(CLI::IsMember({"text", "json"}));
  add_cartoon_options(*sub, o->cartoon);
  sub->callback([o, &exit_code] { exit_code = run_bench(*o); });
}

}  // namespace jt::cmd
