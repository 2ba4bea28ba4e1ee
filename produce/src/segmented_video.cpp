#include "segmented_video.h"

#include <cmath>
#include <filesystem>
#include <mutex>
#include <optional>
#include <vector>

#include "decimals.h"
#include "job_frames.h"
#include "jt/encode/audio_writer.h"
#include "jt/encode/segment_cache.h"
#include "jt/encode/stream_join.h"
#include "jt/encode/video_writer.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/produce/render_identity.h"
#include "jt/produce/segment_plan.h"
#include "jt/render/canvas_lanes.h"
#include "jt/runtime/frame_key.h"

namespace jt::produce {
namespace {

namespace fs = std::filesystem;

// What every segment key starts with: what decides a segment's bytes besides its frames.
std::string key_prefix(const VideoSettings& settings, const VideoJob& job,
                       const std::string& kind) {
  std::string prefix = "jabbertoon segment 1\n" + kind + "\n";
  prefix += json::write_canonical(
                render_identity(job.manifest.settings, settings.segment_length, "", 0, 0))
                .text;
  prefix += "\n" + job.art_key + "\n";
  return prefix;
}

// Ctrl-C (or SIGTERM, SIGHUP, SIGPIPE) stopped writing `name`: says so; its temporary file is
// removed by its writer.
Outcome report_interrupted(const std::string& name, Reporter& reporter) {
  reporter.error("interrupted: " + name + " was not written (an existing file is kept)");
  return Outcome::kInterrupted;
}

// The soundtrack of frames [first, first + count): the voices, silence where they are not (after
// the plan's end, or without voices), each frame's share from encode::first_sample_of_frame(i) to
// the next frame's.
encode::Status write_track(encode::AudioWriter& writer, const VideoJob& job, encode::FrameRate fps,
                           Reporter& reporter) {
  // A frame's share at 1 fps and more, in stereo.
  const std::vector<float> silence(encode::kMixChannels << 16, 0.0f);
  const int rate = encode::kMixSampleRate;
  for (std::int64_t i = job.first; i < job.first + job.count; ++i) {
    if (reporter.stop_requested())
      return encode::Error{"interrupted"};  // an hour of sound takes a while
    auto share = static_cast<std::size_t>(encode::first_sample_of_frame(i + 1, rate, fps) -
                                          encode::first_sample_of_frame(i, rate, fps));
    if (job.sound) {
      const std::span<const float> samples = job.sound->frame_samples(i, fps);
      const std::size_t frames = samples.size() / encode::kMixChannels;
      if (encode::Status s = writer.write(samples.data(), frames); !s.ok()) return s;
      share -= std::min(share, frames);
    }
    if (encode::Status s =
            writer.write(silence.data(), std::min(share, silence.size() / encode::kMixChannels));
        !s.ok()) {
      return s;
    }
  }
  return writer.finish();
}

// The soundtrack's cache key: what decides its bytes besides its samples (the settings, versions
// and build, as for a segment; its frames) and the samples, hashed a segment's worth at a time.
std::string soundtrack_key(const std::string& prefix, const VideoJob& job, encode::FrameRate fps,
                           std::int64_t segment_frames) {
  // Stereo at the mix's rate ("soundtrack 2": a mono 22,050 Hz track's entries are never reused).
  const int rate = encode::kMixSampleRate;
  std::string key_bytes = prefix + "soundtrack 2 stereo " + std::to_string(rate) + " " +
                          std::to_string(job.first) + " " + std::to_string(job.count) + "\n";
  if (job.sound) {
    key_bytes += job.sound->clip_hashes();
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

}  // namespace

std::optional<encode::Container> segmented_container(const std::string& output,
                                                     const std::string& format) {
  const auto container =
      encode::container_for_path(output == encode::kStandardOutput ? "out." + format : output);
  if (!container || *container == encode::Container::kGif) return std::nullopt;
  return container;
}

bool is_segmented_output(const std::string& output) {
  const auto container = encode::container_for_path(output);
  return container && *container != encode::Container::kGif;
}

Outcome write_soundtrack(const VideoSettings& settings, const VideoJob& job, Reporter& reporter) {
  const encode::FrameRate fps = settings.frame_rate();
  json::Object manifest;
  manifest.set("jabbertoon", "soundtrack");
  manifest.set("video", render_identity(job.manifest.settings, settings.segment_length,
                                        job.input_hash, job.first, job.count));
  auto opened = encode::AudioWriter::open(
      job.output, {.sample_rate = encode::kMixSampleRate,
                   .comment = json::write_canonical(json::Value(std::move(manifest))).text});
  if (!opened.ok()) {
    reporter.error(job.output + ": " + opened.error());
    return Outcome::kFailed;
  }
  if (encode::Status s = write_track(opened.value(), job, fps, reporter); !s.ok()) {
    if (reporter.stop_requested()) return report_interrupted(job.output, reporter);
    reporter.error(job.output + ": " + s.error());
    return Outcome::kFailed;
  }
  reporter.info("wrote " + job.output + ": the soundtrack of " + std::to_string(job.count) +
                " frames, " + decimals(static_cast<double>(job.count) / settings.fps, 2) + " s");
  return Outcome::kDone;
}

VideoResult write_segmented_video(const VideoSettings& settings, VideoJob job, Reporter& reporter) {
  const encode::FrameRate fps = settings.frame_rate();
  const encode::Container container = *segmented_container(job.output, settings.format);
  const bool to_stdout = job.output == encode::kStandardOutput;
  const std::string name = output_name(job.output);
  const bool vp9 = container == encode::Container::kWebm;
  const SegmentPlan plan{
      .first = job.first, .count = job.count, .length = settings.segment_frames()};
  const auto [first_segment, end_segment] =
      segments_of_part(plan, settings.part_index, settings.part_count);
  if (settings.part_count > plan.segments()) {
    reporter.error("--part " + settings.part_name() + ": the video has only " +
                   std::to_string(plan.segments()) + " segment(s) of " +
                   json::format_number(settings.segment_length) +
                   " s: give at most that many parts, or a shorter --segment-length");
    return {};
  }

  // The cache (unless --no-cache; a manifest's hashes are of pixels drawn now: then kept only).
  std::optional<encode::SegmentCache> cache;
  if (const std::string& dir = settings.cache_dir; !dir.empty()) {
    auto opened = encode::SegmentCache::open(dir, settings.cache_bytes);
    if (opened.ok()) {
      cache.emplace(std::move(opened).value());
    } else if (settings.cache_named) {
      reporter.error("--cache: " + opened.error());
      return {};
    } else {
      reporter.warning(opened.error() + ": rendering without a cache");
    }
  }
  // A drawing of its own (a creature's) is cached only when the job keys what it draws.
  if (job.draw && !job.key_frame) cache.reset();
  const bool reuse = cache && !settings.hash_frames;
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
    reporter.error(name + ": " + work.error());
    return {};
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

  // Per segment: its key and whether the cache had it (written by the stepping thread before the
  // segment is handed to a lane).
  const std::int64_t made = end_segment - first_segment;
  std::vector<std::string> keys(static_cast<std::size_t>(made));
  std::int64_t reused = 0, corrupt = 0;
  const std::string prefix = key_prefix(settings, job, vp9 ? "vp9" : "h264");
  std::string key_bytes;
  // The lanes' calls to the reporter and the cache, and the first failure, under one lock.
  std::mutex shared;

  // What a cached segment must hold before it is joined: this render's codec and picture size,
  // and its frames, neither more nor fewer (issue 27: a segment of another size, or junk bytes
  // with a matching digest, was joined). One that does not is drawn again.
  const std::string segment_codec = vp9 ? "vp9" : settings.transparent ? "prores" : "h264";
  const auto holds_segment = [&](std::int64_t s) {
    return [&, frames = plan.end(s) - plan.start(s)](const fs::path& file) {
      const auto piece = encode::read_piece(file.string());
      if (!piece.ok()) return false;
      const encode::PieceInfo& p = piece.value();
      const double seconds = static_cast<double>(frames) / settings.fps;
      return p.codec == segment_codec && p.width == settings.width && p.height == settings.height &&
             p.packets == frames && std::abs(p.seconds - seconds) < 0.5 / settings.fps;
    };
  };

  // Steps a segment's frames into `frames` and looks its key up: true when the cache has it.
  const auto prepare_segment = [&](std::int64_t s, std::vector<render::FrameJob>& frames) {
    key_bytes = prefix;
    frames.resize(static_cast<std::size_t>(plan.end(s) - plan.start(s)));
    for (std::int64_t i = plan.start(s); i < plan.end(s); ++i) {
      render::FrameJob& f = frames[static_cast<std::size_t>(i - plan.start(s))];
      f.index = i;
      if (!job.fill(f)) return std::optional<bool>();
      rt::append_frame_key(f.frame, key_bytes);
      if (job.key_frame) job.key_frame(f, key_bytes);
    }
    const std::size_t k = static_cast<std::size_t>(s - first_segment);
    keys[k] = rt::sha256_hex(key_bytes);
    if (!reuse) return std::optional<bool>(false);
    std::lock_guard lock(shared);
    const encode::CacheLookup found = cache->fetch(keys[k], segment_file(s), holds_segment(s));
    corrupt += found == encode::CacheLookup::kCorrupt;
    return std::optional<bool>(found == encode::CacheLookup::kFound);
  };

  const std::int64_t run_first = plan.start(first_segment);
  const std::int64_t run_count = plan.end(end_segment - 1) - run_first;
  // One lane per thread, but no more than there are segments to make. Where the segments are
  // fewer than the threads (a short video, or many threads), each lane's encoder gets a thread of
  // its own, so the lane draws the next frames while it encodes (docs/SCALE.md).
  const int threads = render_threads(settings.threads);
  const int lanes =
      static_cast<int>(std::min<std::int64_t>(threads, std::max<std::int64_t>(made, 1)));
  const bool encode_apart = lanes < threads;
  reporter.debug(name + ": " + frames_note(settings, job) + "; " +
                 encode::encoder_summary(container, quality_named(settings.quality), settings.crf,
                                         settings.transparent) +
                 "; " + std::to_string(made) + " of " + std::to_string(plan.segments()) +
                 " segment(s) of " + std::to_string(plan.length) + " frames" +
                 (settings.part_count > 0 ? " (part " + settings.part_name() + ")" : "") + "; " +
                 std::to_string(lanes) + " segment(s) drawn and encoded side by side" +
                 (encode_apart ? " (each encoded on a thread of its own)" : "") + "; " +
                 (!job.audio  ? "no audio"
                  : job.sound ? "voiced"
                              : "a silent track") +
                 "; " + (cache ? "the cache in " + cache->dir().string() : "no cache"));
  const Stopwatch clock;
  reporter.frames_begin(job.output, run_count);
  std::string failure;
  std::int64_t done = 0;
  std::vector<std::uint64_t> hashes(settings.hash_frames ? static_cast<std::size_t>(run_count) : 0);
  const auto frames_done = [&](std::int64_t frames) {
    std::lock_guard lock(shared);
    reporter.frame_done(done += frames);
    return !reporter.stop_requested();
  };
  const auto stop_requested = [&] {
    std::lock_guard lock(shared);
    return reporter.stop_requested();
  };
  const auto fail = [&](const std::string& error) {
    std::lock_guard lock(shared);
    if (failure.empty()) failure = error;
    return false;
  };
  render::CanvasLanes side_by_side(lanes, settings.width, settings.height);
  // A segment drawn and encoded on a lane: its own encoder, its own file, its own canvas.
  const auto make_segment = [&](std::int64_t s, std::vector<render::FrameJob>& frames,
                                render::Canvas& canvas) {
    auto opened =
        encode::VideoWriter::open(segment_file(s), {.width = settings.width,
                                                    .height = settings.height,
                                                    .rate = fps,
                                                    .quality = quality_named(settings.quality),
                                                    .crf = settings.crf,
                                                    .encode_apart = encode_apart,
                                                    .audio = false,
                                                    .transparent = settings.transparent});
    if (!opened.ok()) return fail(opened.error());
    encode::VideoWriter& segment = opened.value();
    for (render::FrameJob& f : frames) {
      if (side_by_side.failed()) return false;
      draw_and_hash(settings, job, f, canvas);
      if (settings.hash_frames) hashes[static_cast<std::size_t>(f.index - run_first)] = f.hash;
      if (encode::Status st = segment.write_frame(canvas.pixels().data(), canvas.width() * 4);
          !st.ok()) {
        return fail(st.error());
      }
      if (!frames_done(1)) return false;
    }
    if (encode::Status st = segment.finish(); !st.ok()) return fail(st.error());
    if (cache) {
      std::lock_guard lock(shared);
      const std::string& key = keys[static_cast<std::size_t>(s - first_segment)];
      if (encode::Status kept = cache->store(key, segment_file(s)); !kept.ok()) {
        reporter.warning("the cache: " + kept.error());
      }
    }
    return true;
  };
  bool complete = true;
  for (std::int64_t s = first_segment; s < end_segment && complete; ++s) {
    if (stop_requested()) {
      complete = false;
      break;
    }
    // The segment's frames (plain data) travel with its task: the lanes' tasks and the one
    // stepped here are all there is in memory, whatever the video's length.
    std::vector<render::FrameJob> frames;
    const std::optional<bool> found = prepare_segment(s, frames);
    if (!found) {
      complete = false;
    } else if (*found) {
      ++reused;
      complete = frames_done(static_cast<std::int64_t>(frames.size()));
    } else {
      complete =
          side_by_side.run([&, s, frames = std::move(frames)](render::Canvas& canvas) mutable {
            return make_segment(s, frames, canvas);
          });
    }
  }
  complete = side_by_side.finish() && complete;
  reporter.frames_end(true);
  const double drawn_seconds = clock.seconds();
  if (!complete) {
    if (reporter.stop_requested()) return {.outcome = report_interrupted(name, reporter)};
    if (!failure.empty()) reporter.error(name + ": " + failure);
    return {};
  }
  if (settings.hash_frames) job.manifest.frame_hashes = std::move(hashes);
  if (corrupt > 0) {
    reporter.warning("the cache had " + std::to_string(corrupt) +
                     " corrupt segment(s): drawn and encoded again");
  }

  // The soundtrack, encoded once for the whole video (a part has none: it joins one), or taken
  // from the cache under the key of its samples.
  encode::JoinJob joining{.rate = fps, .output = job.output, .container = container};
  bool track_reused = false;
  if (job.audio && settings.part_count == 0) {
    joining.audio = (dir / (vp9 ? "soundtrack.ogg" : "soundtrack.m4a")).string();
    const std::string track_key =
        cache
            ? soundtrack_key(key_prefix(settings, job, vp9 ? "opus" : "aac"), job, fps, plan.length)
            : "";
    if (reuse) {
      const encode::CacheLookup found =
          cache->fetch(track_key, joining.audio, [&](const fs::path& file) {
            const auto piece = encode::read_piece(file.string(), true);
            return piece.ok() && piece.value().packets > 0 &&
                   piece.value().codec == (vp9 ? "opus" : "aac");
          });
      track_reused = found == encode::CacheLookup::kFound;
      if (found == encode::CacheLookup::kCorrupt) {
        reporter.warning("the cache's soundtrack was corrupt: encoded again");
      }
    }
    if (!track_reused) {
      auto track =
          encode::AudioWriter::open(joining.audio, {.sample_rate = encode::kMixSampleRate});
      encode::Status s = track.ok() ? write_track(track.value(), job, fps, reporter)
                                    : encode::Error{track.error()};
      if (!s.ok() && reporter.stop_requested()) {
        return {.outcome = report_interrupted(name, reporter)};
      }
      if (!s.ok()) {
        reporter.error(name + ": " + s.error());
        return {};
      }
      if (cache) {
        if (encode::Status kept = cache->store(track_key, joining.audio); !kept.ok()) {
          reporter.warning("the cache: " + kept.error());
        }
      }
    }
  }
  if (settings.part_count == 0) joining.subtitles = job.subtitles;
  for (std::int64_t s = first_segment; s < end_segment; ++s) {
    joining.pieces.push_back({.path = segment_file(s), .first_frame = plan.start(s)});
  }
  if (settings.part_count > 0) {
    json::Object manifest;
    manifest.set("jabbertoon", "part");
    manifest.set("part", settings.part_index);
    manifest.set("parts", settings.part_count);
    manifest.set("first_frame", static_cast<double>(run_first));
    manifest.set("frames", static_cast<double>(run_count));
    manifest.set("segments", static_cast<double>(made));
    manifest.set("video", render_identity(job.manifest.settings, settings.segment_length,
                                          job.input_hash, job.first, job.count));
    joining.comment = json::write_canonical(json::Value(std::move(manifest))).text;
  }
  const double track_seconds = clock.seconds() - drawn_seconds;
  if (encode::Status s = encode::join_streams(joining); !s.ok()) {
    reporter.error(name + ": " + s.error());
    return {};
  }
  reporter.debug(
      name + ": frames drawn and encoded in " + decimals(drawn_seconds, 2) + " s (" +
      decimals(static_cast<double>(run_count) / std::max(drawn_seconds, 1e-9), 1) +
      " fps), the soundtrack " +
      (!joining.audio.empty() ? (track_reused ? "from the cache" : "encoded") : "not made") +
      " in " + decimals(track_seconds, 2) + " s, joined in " +
      decimals(clock.seconds() - drawn_seconds - track_seconds, 2) + " s");
  if (cache) cache->trim();
  reporter.info("wrote " + name + ": " + std::to_string(run_count) + " frames, " +
                decimals(static_cast<double>(run_count) / settings.fps, 2) + " s of video, in " +
                decimals(clock.seconds(), 1) + " s; segments: " + std::to_string(made - reused) +
                " drawn, " + std::to_string(reused) + " from the cache" +
                (track_reused ? "; the soundtrack from the cache" : "") +
                (joining.subtitles ? "; " + std::to_string(joining.subtitles->size()) +
                                         " subtitle cue(s) in the file"
                                   : ""));
  VideoResult result{.outcome = Outcome::kDone};
  if (settings.hash_frames) {
    result.manifest =
        finished_manifest(job, run_first,
                          encode::encoder_summary(container, quality_named(settings.quality),
                                                  settings.crf, settings.transparent));
  }
  return result;
}

}  // namespace jt::produce
