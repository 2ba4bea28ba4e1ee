#include "segmented_video.h"

#include <filesystem>
#include <optional>
#include <vector>

#include <spdlog/spdlog.h>

#include "exit_code.h"
#include "file_io.h"
#include "interrupt.h"
#include "jt/encode/audio_writer.h"
#include "jt/encode/segment_cache.h"
#include "jt/encode/stream_join.h"
#include "jt/encode/video_writer.h"
#include "jt/json/write.h"
#include "jt/runtime/frame_key.h"
#include "log.h"
#include "scale_options.h"
#include "still_picture.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

// Which frames make which segment: `length` frames each from `first`, the last one shorter.
struct SegmentPlan {
  std::int64_t first = 0, count = 0, length = 1;

  std::int64_t segments() const { return (count + length - 1) / length; }
  std::int64_t start(std::int64_t s) const { return first + s * length; }
  std::int64_t end(std::int64_t s) const { return std::min(first + count, start(s + 1)); }
  std::int64_t of(std::int64_t frame) const { return (frame - first) / length; }
};

// What every segment key starts with: what decides a segment's bytes besides its frames.
std::string key_prefix(const RenderOptions& o, const VideoJob& job, const std::string& kind) {
  std::string prefix = "jabbertoon segment 1\n" + kind + "\n";
  prefix += json::write_canonical(render_identity(o, job.manifest.settings, "", 0, 0)).text;
  prefix += "\n" + job.art_key + "\n";
  return prefix;
}

// Ctrl-C (or SIGTERM, SIGHUP, SIGPIPE) stopped writing `name`: says so; its temporary file is
// removed by its writer.
int report_interrupted(const std::string& name) {
  report_error("interrupted: " + name + " was not written (an existing file is kept)");
  return kExitInterrupted;
}

// The soundtrack of frames [first, first + count): the voices, silence where they are not (after
// the plan's end, or without voices), each frame's share [i × rate / fps, (i + 1) × rate / fps).
encode::Status write_track(encode::AudioWriter& writer, const VideoJob& job, int fps) {
  const std::vector<float> silence(1 << 16, 0.0f);  // a frame's share at 1 fps and more
  const std::int64_t rate = job.sound ? job.sound->sample_rate() : 22050;
  for (std::int64_t i = job.first; i < job.first + job.count; ++i) {
    if (interrupted()) return encode::Error{"interrupted"};  // an hour of sound takes a while
    auto share = static_cast<std::size_t>((i + 1) * rate / fps - i * rate / fps);
    if (job.sound) {
      const std::span<const float> samples = job.sound->frame_samples(i, fps);
      if (encode::Status s = writer.write(samples.data(), samples.size()); !s.ok()) return s;
      share -= std::min(share, samples.size());
    }
    if (encode::Status s = writer.write(silence.data(), std::min(share, silence.size())); !s.ok()) {
      return s;
    }
  }
  return writer.finish();
}

// The soundtrack's cache key: what decides its bytes besides its samples (the settings, versions
// and build, as for a segment; its frames) and the samples, hashed a segment's worth at a time.
std::string soundtrack_key(const std::string& prefix, const VideoJob& job, int fps,
                           std::int64_t segment_frames) {
  const int rate = job.sound ? job.sound->sample_rate() : 22050;
  std::string key_bytes = prefix + "soundtrack " + std::to_string(rate) + " " +
                          std::to_string(job.first) + " " + std::to_string(job.count) + "\n";
  if (job.sound) {
    std::string samples_bytes;
    for (std::int64_t i = job.first; i < job.first + job.count; ++i) {
      const std::span<const float> samples = job.sound->frame_samples(i, fps);
      samples_bytes.append(reinterpret_cast<const char*>(samples.data()), samples.size_bytes());
      if ((i - job.first + 1) % segment_frames == 0 || i + 1 == job.first + job.count) {
        key_bytes += rt::sha256_hex(samples_bytes) + "\n";
        samples_bytes.clear();
      }
    }
  }
  return rt::sha256_hex(key_bytes);
}

// The segments a run makes: all, or the K-th of N equal runs of them.
std::pair<std::int64_t, std::int64_t> segments_to_make(const RenderOptions& o,
                                                       const SegmentPlan& plan) {
  const std::int64_t n = plan.segments();
  if (o.part_count == 0) return {0, n};
  return {(o.part_index - 1) * n / o.part_count, o.part_index * n / o.part_count};
}

}  // namespace

std::optional<encode::Container> segmented_container(const RenderOptions& o,
                                                     const std::string& output) {
  const auto container =
      encode::container_for_path(output == encode::kStandardOutput ? "out." + o.format : output);
  if (!container || *container == encode::Container::kGif) return std::nullopt;
  return container;
}

bool is_segmented_output(const std::string& output) {
  const auto container = encode::container_for_path(output);
  return container && *container != encode::Container::kGif;
}

int write_soundtrack(const RenderOptions& o, const VideoJob& job) {
  const int fps = static_cast<int>(o.cartoon.fps);
  json::Object manifest;
  manifest.set("jabbertoon", "soundtrack");
  manifest.set("video",
               render_identity(o, job.manifest.settings, job.input_hash, job.first, job.count));
  auto opened = encode::AudioWriter::open(
      job.output, {.sample_rate = job.sound ? job.sound->sample_rate() : 22050,
                   .comment = json::write_canonical(json::Value(std::move(manifest))).text});
  if (!opened.ok()) {
    report_error(job.output + ": " + opened.error());
    return kExitUsage;
  }
  if (encode::Status s = write_track(opened.value(), job, fps); !s.ok()) {
    if (interrupted()) return report_interrupted(job.output);
    report_error(job.output + ": " + s.error());
    return kExitUsage;
  }
  spdlog::info("wrote {}: the soundtrack of {} frames, {:.2f} s", job.output, job.count,
               static_cast<double>(job.count) / fps);
  return kExitOk;
}

int write_segmented_video(const RenderOptions& o, VideoJob job) {
  const int fps = static_cast<int>(o.cartoon.fps);
  const encode::Container container = *segmented_container(o, job.output);
  const bool to_stdout = job.output == encode::kStandardOutput;
  const std::string name = output_name(job.output);
  const bool vp9 = container == encode::Container::kWebm;
  const SegmentPlan plan{.first = job.first, .count = job.count, .length = segment_frames(o)};
  const auto [first_segment, end_segment] = segments_to_make(o, plan);
  if (o.part_count > plan.segments()) {
    report_error("--part " + o.part + ": the video has only " + std::to_string(plan.segments()) +
                 " segment(s) of " + std::to_string(o.segment_length) +
                 " s: give at most that many parts, or a shorter --segment-length");
    return kExitUsage;
  }

  // The cache (unless --no-cache; a manifest's hashes are of pixels drawn now: then kept only).
  std::optional<encode::SegmentCache> cache;
  if (const std::string dir = cache_directory(o); !dir.empty()) {
    auto opened = encode::SegmentCache::open(dir, o.cache_bytes);
    if (opened.ok()) {
      cache.emplace(std::move(opened).value());
    } else if (!o.cache.empty()) {
      report_error("--cache: " + opened.error());
      return kExitUsage;
    } else {
      report_warning(opened.error() + ": rendering without a cache");
    }
  }
  // A drawing of its own (a creature's) is cached only when the job keys what it draws.
  if (job.draw && !job.key_frame) cache.reset();
  const bool reuse = cache && o.manifest.empty();
  // The segments' working directory: in the cache, or beside the output (standard output: in the
  // temporary directory).
  fs::path work_parent =
      fs::path(job.output).has_parent_path() ? fs::path(job.output).parent_path() : ".";
  std::string work_name = fs::path(job.output).filename().string();
  if (to_stdout) {
    std::error_code ignored;
    work_parent = fs::temp_directory_path(ignored);
    work_name = "stdout";
  }
  auto work = encode::WorkDir::create(cache ? cache->dir() : work_parent, work_name);
  if (!work.ok()) {
    report_error(name + ": " + work.error());
    return kExitUsage;
  }
  const fs::path& dir = work.value().path();
  // An .mkv's segments are .mp4s (the same H.264): Matroska keeps no decoding times, which the
  // join needs to put B-frames in order.
  const std::string extension = vp9                                    ? ".webm"
                                : container == encode::Container::kMov ? ".mov"
                                                                       : ".mp4";
  const auto segment_file = [&](std::int64_t s) {
    return (dir / ("segment-" + std::to_string(s) + extension)).string();
  };

  // Per segment: its key and whether the cache had it (written by the filling thread before the
  // segment's frames are handed on, read by the drawing and encoding threads after).
  const std::int64_t made = end_segment - first_segment;
  std::vector<std::string> keys(static_cast<std::size_t>(made));
  std::vector<char> cached(static_cast<std::size_t>(made), 0);
  std::int64_t reused = 0, corrupt = 0;
  const std::string prefix = key_prefix(o, job, vp9 ? "vp9" : "h264");
  std::vector<render::FrameJob> buffer(static_cast<std::size_t>(plan.length));
  std::string key_bytes;
  const auto slot = [&](std::int64_t frame) {
    return static_cast<std::size_t>(plan.of(frame) - first_segment);
  };

  // Steps a segment's frames into the buffer and looks its key up.
  const auto prepare_segment = [&](std::int64_t s) {
    key_bytes = prefix;
    for (std::int64_t i = plan.start(s); i < plan.end(s); ++i) {
      render::FrameJob& f = buffer[static_cast<std::size_t>(i - plan.start(s))];
      f.index = i;
      if (!job.fill(f)) return false;
      rt::append_frame_key(f.frame, key_bytes);
      if (job.key_frame) job.key_frame(f, key_bytes);
    }
    const std::size_t k = static_cast<std::size_t>(s - first_segment);
    keys[k] = rt::sha256_hex(key_bytes);
    if (reuse) {
      const encode::CacheLookup found = cache->fetch(keys[k], segment_file(s));
      cached[k] = found == encode::CacheLookup::kFound;
      reused += cached[k];
      corrupt += found == encode::CacheLookup::kCorrupt;
    }
    return true;
  };

  const bool hashing = !o.manifest.empty();
  const std::int64_t run_first = plan.start(first_segment);
  const std::int64_t run_count = plan.end(end_segment - 1) - run_first;
  spdlog::debug("{}: {}; {}; {} of {} segment(s) of {} frames{}; {} drawing threads; {}; {}", name,
                frames_note(o, job),
                encode::encoder_summary(container, quality_named(o.quality), o.crf, o.transparent),
                made, plan.segments(), plan.length,
                o.part_count > 0 ? " (part " + o.part + ")" : std::string(),
                drawing_threads(o.threads),
                !job.audio  ? "no audio"
                : job.sound ? "voiced"
                            : "a silent track",
                cache ? "the cache in " + cache->dir().string() : "no cache");
  Progress progress(o.progress_mode, job.output, run_count, o.batch);
  std::string failure;
  std::int64_t done = 0;
  std::optional<encode::VideoWriter> segment;
  render::FramePipeline pipeline{
      .width = o.width,
      .height = o.height,
      .threads = drawing_threads(o.threads),
      .fill =
          [&](render::FrameJob& f) {
            if (interrupted()) return false;
            const std::int64_t s = plan.of(f.index);
            if (f.index == plan.start(s) && !prepare_segment(s)) return false;
            // The whole job (frame, stage, creatures): the buffer keeps the slot's old one.
            std::swap(f, buffer[static_cast<std::size_t>(f.index - plan.start(s))]);
            return true;
          },
      .draw =
          [&](render::FrameJob& f, render::Canvas& canvas) {
            draw_job_frame(o, job, f, canvas);
            if (hashing) f.hash = pixel_hash(canvas.pixels());
          },
      .consume =
          [&](const render::FrameJob& f, render::Canvas& canvas) {
            const std::int64_t s = plan.of(f.index);
            progress.frame_done(++done);
            if (cached[slot(f.index)]) return !interrupted();
            if (hashing) job.manifest.frame_hashes.push_back(f.hash);
            if (f.index == plan.start(s)) {
              auto opened =
                  encode::VideoWriter::open(segment_file(s), {.width = o.width,
                                                              .height = o.height,
                                                              .fps = fps,
                                                              .quality = quality_named(o.quality),
                                                              .crf = o.crf,
                                                              .audio = false,
                                                              .transparent = o.transparent});
              if (!opened.ok()) {
                failure = opened.error();
                return false;
              }
              segment.emplace(std::move(opened).value());
            }
            encode::Status st = segment->write_frame(canvas.pixels().data(), canvas.width() * 4);
            if (st.ok() && f.index + 1 == plan.end(s)) {
              st = segment->finish();
              segment.reset();
              if (st.ok() && cache) {
                if (encode::Status kept = cache->store(keys[slot(f.index)], segment_file(s));
                    !kept.ok()) {
                  report_warning("the cache: " + kept.error());
                }
              }
            }
            if (!st.ok()) {
              failure = st.error();
              return false;
            }
            return !interrupted();
          },
      // A segment the cache has is neither drawn nor encoded: its frames only pass through.
      .undrawn = [&](const render::FrameJob& f) { return cached[slot(f.index)] != 0; },
  };
  const bool complete = render::run_frames(pipeline, run_first, run_count);
  progress.finish();
  const double drawn_seconds = progress.elapsed();
  if (!complete) {
    if (interrupted()) return report_interrupted(name);
    if (!failure.empty()) report_error(name + ": " + failure);
    return kExitUsage;
  }
  if (corrupt > 0) {
    report_warning("the cache had " + std::to_string(corrupt) +
                   " corrupt segment(s): drawn and encoded again");
  }

  // The soundtrack, encoded once for the whole video (a part has none: it joins one), or taken
  // from the cache under the key of its samples.
  encode::JoinJob joining{.fps = fps, .output = job.output, .container = container};
  bool track_reused = false;
  if (job.audio && o.part_count == 0) {
    joining.audio = (dir / (vp9 ? "soundtrack.ogg" : "soundtrack.m4a")).string();
    const std::string track_key =
        cache ? soundtrack_key(key_prefix(o, job, vp9 ? "opus" : "aac"), job, fps, plan.length)
              : "";
    if (reuse) {
      const encode::CacheLookup found = cache->fetch(track_key, joining.audio);
      track_reused = found == encode::CacheLookup::kFound;
      if (found == encode::CacheLookup::kCorrupt) {
        report_warning("the cache's soundtrack was corrupt: encoded again");
      }
    }
    if (!track_reused) {
      auto track = encode::AudioWriter::open(
          joining.audio, {.sample_rate = job.sound ? job.sound->sample_rate() : 22050});
      encode::Status s =
          track.ok() ? write_track(track.value(), job, fps) : encode::Error{track.error()};
      if (!s.ok() && interrupted()) return report_interrupted(name);
      if (!s.ok()) {
        report_error(name + ": " + s.error());
        return kExitUsage;
      }
      if (cache) {
        if (encode::Status kept = cache->store(track_key, joining.audio); !kept.ok()) {
          report_warning("the cache: " + kept.error());
        }
      }
    }
  }
  for (std::int64_t s = first_segment; s < end_segment; ++s) {
    joining.pieces.push_back({.path = segment_file(s), .first_frame = plan.start(s)});
  }
  if (o.part_count > 0) {
    json::Object manifest;
    manifest.set("jabbertoon", "part");
    manifest.set("part", o.part_index);
    manifest.set("parts", o.part_count);
    manifest.set("first_frame", static_cast<double>(run_first));
    manifest.set("frames", static_cast<double>(run_count));
    manifest.set("segments", static_cast<double>(made));
    manifest.set("video",
                 render_identity(o, job.manifest.settings, job.input_hash, job.first, job.count));
    joining.comment = json::write_canonical(json::Value(std::move(manifest))).text;
  }
  const double track_seconds = progress.elapsed() - drawn_seconds;
  if (encode::Status s = encode::join_streams(joining); !s.ok()) {
    report_error(name + ": " + s.error());
    return kExitUsage;
  }
  spdlog::debug(
      "{}: frames drawn and encoded in {:.2f} s ({:.1f} fps), the soundtrack {} in "
      "{:.2f} s, joined in {:.2f} s",
      name, drawn_seconds, static_cast<double>(run_count) / std::max(drawn_seconds, 1e-9),
      !joining.audio.empty() ? (track_reused ? "from the cache" : "encoded") : "not made",
      track_seconds, progress.elapsed() - drawn_seconds - track_seconds);
  if (cache) cache->trim();
  spdlog::info(
      "wrote {}: {} frames, {:.2f} s of video, in {:.1f} s; segments: {} drawn, {} from "
      "the cache{}",
      name, run_count, static_cast<double>(run_count) / fps, progress.elapsed(), made - reused,
      reused, track_reused ? "; the soundtrack from the cache" : "");
  if (hashing) {
    job.manifest.output = job.output;
    job.manifest.first_frame = run_first;
    job.manifest.encoder =
        encode::encoder_summary(container, quality_named(o.quality), o.crf, o.transparent);
    if (!write_atomically(o.manifest, json::write_readable(job.manifest.to_json()) + "\n")) {
      return kExitUsage;
    }
  }
  return kExitOk;
}

}  // namespace jt::cmd
