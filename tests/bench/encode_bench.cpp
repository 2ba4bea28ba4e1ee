// Encoding speed: 1920x1080 frames at the default quality, through VideoWriter (conversion,
// encoder, muxer), for each container. docs/PERFORMANCE.md, "Encoding".
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "jt/encode/video_writer.h"

namespace {

constexpr int kWidth = 1920, kHeight = 1080, kFrames = 48;

// A cartoon-like picture: a flat wall and floor, and a disc that moves with the frame number
// (flat colours with sharp edges, as the stage and characters are drawn).
std::vector<std::uint32_t> picture(int frame) {
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(kWidth * kHeight));
  const double cx = 300 + 25.0 * frame, cy = 600, r = 180;
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      const double dx = x - cx, dy = y - cy;
      std::uint32_t c = y < 800 ? 0xffe8dcc8u : 0xff8fb573u;
      if (dx * dx + dy * dy < r * r) c = 0xffd9534fu;
      pixels[static_cast<std::size_t>(y * kWidth + x)] = c;
    }
  }
  return pixels;
}

void encode_1080p(benchmark::State& state, const std::string& ext) {
  std::vector<std::vector<std::uint32_t>> frames;
  for (int i = 0; i < kFrames; ++i)
    frames.push_back(picture(i));
  const std::vector<float> sound(2 * 48000 / 24, 0.0f);  // a frame's stereo sound
  const auto path = std::filesystem::temp_directory_path() / ("jt_encode_bench" + ext);
  double elapsed_ms = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    auto opened =
        jt::encode::VideoWriter::open(path.string(), {.width = kWidth, .height = kHeight});
    if (!opened.ok()) {
      state.SkipWithError(opened.error().c_str());
      return;
    }
    for (const auto& frame : frames) {
      (void)opened.value().write_frame(reinterpret_cast<const std::uint8_t*>(frame.data()),
                                       kWidth * 4);
      (void)opened.value().write_audio(sound.data(), sound.size() / 2);
    }
    if (const auto done = opened.value().finish(); !done.ok()) {
      state.SkipWithError(done.error().c_str());
      return;
    }
    elapsed_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms_per_frame"] = elapsed_ms / (static_cast<double>(state.iterations()) * kFrames);
  std::filesystem::remove(path);
}

BENCHMARK_CAPTURE(encode_1080p, mp4, std::string(".mp4"))
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(encode_1080p, webm, std::string(".webm"))
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
