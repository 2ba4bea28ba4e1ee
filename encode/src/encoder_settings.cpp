#include "encoder_settings.h"

extern "C" {
#include <libavutil/cpu.h>
#include <libavutil/pixfmt.h>
}

#include <string>
#include <string_view>

#include "jt/encode/sample_rate.h"

namespace jt::encode {
namespace {

constexpr int kVideoThreads = 4;
constexpr int kAudioSampleRate = kMixSampleRate;
// Stereo: AAC at 160 kb/s (transparent for most listeners at 48 kHz), Opus at 128 kb/s (its
// documentation's rate for stereo music, fullband).
constexpr std::int64_t kAacBitRate = 160000;
constexpr std::int64_t kOpusBitRate = 128000;

struct Tuning {
  const char* x264_preset;
  int x264_crf;
  const char* vp9_deadline;
  const char* vp9_cpu_used;
  int vp9_crf;
};

Tuning tuning(Quality quality) {
  switch (quality) {
    case Quality::kDraft:
      return {"ultrafast", 28, "realtime", "8", 40};
    case Quality::kHigh:
      return {"slow", 18, "good", "2", 28};
    case Quality::kStandard:
      break;
  }
  // VP9's realtime speed 5: as fast as x264's veryfast, 4.3 times faster than good / 5 for a file
  // 12 % larger (docs/PERFORMANCE.md "The default webm").
  return {"veryfast", 21, "realtime", "5", 33};
}

// x264's instructions capped at AVX2 where the CPU has AVX2 (and so wherever it has AVX-512):
// x264 0.164's AVX-512 macroblock-tree code reads memory it never wrote, so its bytes followed the
// heap's leftovers, which differ from run to run (most under load, as other threads' allocations
// move them; issue 27: 3 different .mp4s of 30 renders; the same with one thread). The AVX2 code
// takes about 5 % more CPU time and its bytes depend on the input alone (docs/ENCODING.md).
// Elsewhere x264 picks for itself (it has no AVX-512 code to choose there).
std::optional<std::string> x264_instruction_cap() {
#if defined(__x86_64__) || defined(__i386__)
  const int needed = AV_CPU_FLAG_AVX2 | AV_CPU_FLAG_FMA3 | AV_CPU_FLAG_BMI2;
  if ((av_get_cpu_flags() & needed) == needed) return "asm=AVX2";
#endif
  return std::nullopt;
}

}  // namespace

EncoderSettings encoder_settings(Container container, Quality quality, std::optional<int> crf,
                                 bool transparent) {
  const Tuning t = tuning(quality);
  if (container == Container::kGif) {
    // The palette is the quality (GifPalette); loop for ever, as GIFs are watched.
    return {.muxer = "gif",
            .video_codec = "gif",
            .audio_codec = "",
            .pixel_format = AV_PIX_FMT_PAL8,
            .video_options = {},
            .muxer_options = {{"loop", "0"}},
            .video_threads = 1,
            .audio_bit_rate = 0,
            .audio_sample_rate = kAudioSampleRate};
  }
  if (container == Container::kWebm) {
    // The alpha plane (a second VP9 stream) at realtime speed leaves clear pixels at 1/255, not 0:
    // a transparent webm, made to be composited, keeps the good deadline at standard quality.
    const char* deadline = transparent && quality == Quality::kStandard ? "good" : t.vp9_deadline;
    return {.muxer = "webm",
            .video_codec = "libvpx-vp9",
            .audio_codec = "libopus",
            .pixel_format = transparent ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P,
            .video_options = {{"crf", std::to_string(crf.value_or(t.vp9_crf))},
                              {"deadline", deadline},
                              {"cpu-used", t.vp9_cpu_used},
                              {"row-mt", "1"},
                              {"tile-columns", "2"}},
            .muxer_options = {},
            .video_threads = kVideoThreads,
            .audio_bit_rate = kOpusBitRate,
            .audio_sample_rate = kAudioSampleRate};
  }
  if (transparent) {
    // ProRes 4444 keeps alpha (10-bit 4:4:4): an intra codec for editing, at its own fixed
    // quality (--quality and --crf do not apply).
    return {.muxer = "mov",
            .video_codec = "prores_ks",
            .audio_codec = "aac",
            .pixel_format = AV_PIX_FMT_YUVA444P10LE,
            .video_options = {{"profile", "4444"}},
            .muxer_options = {},
            .video_threads = kVideoThreads,
            .audio_bit_rate = kAacBitRate,
            .audio_sample_rate = kAudioSampleRate};
  }
  EncoderSettings h264{.muxer = container == Container::kMov ? "mov" : "mp4",
                       .video_codec = "libx264",
                       .audio_codec = "aac",
                       .pixel_format = AV_PIX_FMT_YUV420P,
                       .video_options = {{"preset", t.x264_preset},
                                         {"crf", std::to_string(crf.value_or(t.x264_crf))}},
                       .muxer_options = {{"movflags", "+faststart"}},
                       .video_threads = kVideoThreads,
                       .audio_bit_rate = kAacBitRate,
                       .audio_sample_rate = kAudioSampleRate};
  if (const auto cap = x264_instruction_cap()) h264.video_options.emplace_back("x264-params", *cap);
  if (container == Container::kMkv) {
    // The same streams as .mp4; Matroska's index (its cues) at the end, where players find it.
    h264.muxer = "matroska";
    h264.muxer_options.clear();
  }
  return h264;
}

std::string encoder_summary(Container container, Quality quality, std::optional<int> crf,
                            bool transparent) {
  const EncoderSettings settings = encoder_settings(container, quality, crf, transparent);
  std::string text = settings.video_codec;
  for (const auto& [name, value] : settings.video_options)
    text += " " + name + "=" + value;
  text += ", " + std::to_string(settings.video_threads) + " thread";
  if (settings.video_threads != 1) text += "s";
  if (*settings.audio_codec != '\0') {
    text += "; " + std::string(settings.audio_codec) + " " +
            std::to_string(settings.audio_bit_rate / 1000) + " kb/s";
  }
  return text;
}

std::vector<std::pair<std::string, std::string>> muxer_options(const EncoderSettings& settings,
                                                               bool streaming) {
  std::vector<std::pair<std::string, std::string>> options;
  for (const auto& option : settings.muxer_options) {
    if (!streaming || option.first != "movflags") options.push_back(option);
  }
  if (streaming &&
      (std::string_view(settings.muxer) == "mp4" || std::string_view(settings.muxer) == "mov")) {
    options.emplace_back("movflags", "+frag_keyframe+empty_moov+default_base_moof");
  }
  return options;
}

}  // namespace jt::encode
