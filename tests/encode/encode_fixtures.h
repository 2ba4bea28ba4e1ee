// Shared by the encoding tests: a scratch directory, a synthetic clip written with VideoWriter,
// and ffprobe / ffmpeg run as subprocesses to look at what was written.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <unistd.h>

#include "jt/encode/video_writer.h"

namespace jt::encode::fixtures {

// A directory of its own for each test, removed afterwards.
class ScratchDir {
 public:
  ScratchDir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = info->name();  // "Test/0" for a parameterised one
    std::replace(name.begin(), name.end(), '/', '_');
    path_ = std::filesystem::temp_directory_path() /
            ("jt_encode_" + std::to_string(getpid()) + "_" + name);
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() { std::filesystem::remove_all(path_); }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
  const std::filesystem::path& path() const { return path_; }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& entry : std::filesystem::directory_iterator(path_)) {
      out.push_back(entry.path().filename().string());
    }
    return out;
  }

 private:
  std::filesystem::path path_;
};

// A canonical 44-byte RIFF header, then 16-bit little-endian samples: a 16-bit PCM WAV of
// `channels` channels (`samples` interleaved when more than one).
inline void write_clip_wav(const std::filesystem::path& file,
                           const std::vector<std::int16_t>& samples, std::uint32_t rate,
                           std::uint16_t channels = 1) {
  std::string bytes;
  const auto u32 = [&](std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
      bytes += static_cast<char>(v >> (8 * i) & 0xff);
  };
  const auto u16 = [&](std::uint16_t v) {
    bytes += static_cast<char>(v & 0xff);
    bytes += static_cast<char>(v >> 8);
  };
  const auto data_size = static_cast<std::uint32_t>(samples.size() * 2);
  bytes += "RIFF";
  u32(36 + data_size);
  bytes += "WAVEfmt ";
  u32(16);
  u16(1);  // PCM
  u16(channels);
  u32(rate);
  u32(rate * 2 * channels);  // bytes a second
  u16(2 * channels);         // block align
  u16(16);                   // bits
  bytes += "data";
  u32(data_size);
  for (std::int16_t s : samples)
    u16(static_cast<std::uint16_t>(s));
  std::ofstream(file, std::ios::binary) << bytes;
}

inline std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A command's standard output.
inline std::string run(const std::string& command) {
  std::string out;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return out;
  char buffer[4096];
  std::size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0)
    out.append(buffer, n);
  pclose(pipe);
  return out;
}

// One entry of a stream ("v:0", "a:0") or of the format ("format"), as ffprobe prints it.
inline std::string probe(const std::filesystem::path& file, const std::string& stream,
                         const std::string& entry) {
  const std::string what = stream == "format"
                               ? "-show_entries format=" + entry
                               : "-select_streams " + stream + " -show_entries stream=" + entry;
  std::string out =
      run("ffprobe -v error " + what + " -of default=nw=1:nk=1 '" + file.string() + "'");
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r'))
    out.pop_back();
  return out;
}

// The file's sound decoded by ffmpeg: mono float samples at `rate`.
inline std::vector<float> decode_audio(const std::filesystem::path& file, int rate) {
  const std::string raw = run("ffmpeg -v error -i '" + file.string() + "' -f f32le -ac 1 -ar " +
                              std::to_string(rate) + " -");
  std::vector<float> samples(raw.size() / sizeof(float));
  std::memcpy(samples.data(), raw.data(), samples.size() * sizeof(float));
  return samples;
}

// `frames` solid-colour pictures (a new colour every frame) in Cairo's ARGB32 layout, and a
// 1 kHz tone at half scale that starts at `tone_start` seconds.
struct Clip {
  int width = 320, height = 240, fps = 24, frames = 48, sample_rate = 48000;
  double tone_start = 0;

  std::vector<std::uint32_t> picture(int i) const {
    const auto c = static_cast<std::uint32_t>(i * 37 % 256);
    const std::uint32_t argb = 0xff000000u | c << 16 | (255 - c) << 8 | (c * 3 % 256);
    return std::vector<std::uint32_t>(static_cast<std::size_t>(width * height), argb);
  }
  // Stereo, interleaved: the same tone in both channels.
  std::vector<float> tone() const {
    std::vector<float> samples(2 * static_cast<std::size_t>(frames * sample_rate / fps), 0.0f);
    const auto first = static_cast<std::size_t>(std::lround(tone_start * sample_rate));
    for (std::size_t n = first; n < samples.size() / 2; ++n) {
      samples[2 * n] = samples[2 * n + 1] =
          0.5f * static_cast<float>(std::sin(2 * std::numbers::pi * 1000.0 *
                                             static_cast<double>(n) / sample_rate));
    }
    return samples;
  }
  VideoOptions options() const {
    return {.width = width, .height = height, .rate = {fps, 1}, .sample_rate = sample_rate};
  }
};

// Writes the clip frame by frame, each frame's share of the sound with it.
inline Status write_clip(const std::filesystem::path& path, const Clip& clip,
                         VideoOptions options) {
  auto opened = VideoWriter::open(path.string(), options);
  if (!opened.ok()) return Error{opened.error()};
  VideoWriter& video = opened.value();
  const std::vector<float> sound = clip.tone();
  std::size_t played = 0;
  for (int i = 0; i < clip.frames; ++i) {
    const auto pixels = clip.picture(i);
    Status s =
        video.write_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()), clip.width * 4);
    if (!s.ok()) return s;
    const auto until = static_cast<std::size_t>((i + 1) * clip.sample_rate / clip.fps);
    s = video.write_audio(sound.data() + 2 * played, until - played);
    if (!s.ok()) return s;
    played = until;
  }
  return video.finish();
}

}  // namespace jt::encode::fixtures
