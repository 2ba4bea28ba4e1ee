#include "video_output.h"

#include <algorithm>
#include <filesystem>
#include <thread>

#include <spdlog/spdlog.h>

#include "exit_code.h"
#include "file_io.h"
#include "interrupt.h"
#include "jt/encode/audio_writer.h"
#include "jt/encode/video_writer.h"
#include "jt/json/write.h"
#include "log.h"
#include "output_policy.h"
#include "segmented_video.h"
#include "still_picture.h"

namespace jt::cmd {

encode::Quality quality_named(const std::string& name) {
  if (name == "draft") return encode::Quality::kDraft;
  if (name == "high") return encode::Quality::kHigh;
  return encode::Quality::kStandard;
}

int drawing_threads(int asked) {
  if (asked > 0) return asked;
  return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 16u));
}

namespace {

// After a sequence was written: removes the files of its name pattern this render did not write
// (an older, longer sequence's frames past the new end would read as part of the new one).
void remove_older_frames(const std::string& output, std::int64_t first, std::int64_t count) {
  int removed = 0;
  for (const SequenceFile& file : existing_sequence_files(output)) {
    // Written now: in the range, and named as this render names it (f_000007.png, not
    // f_0000007.png).
    const bool ours = file.index >= first && file.index < first + count &&
                      sequence_file(output, file.index) == file.path;
    std::error_code error;
    if (!ours && std::filesystem::remove(file.path, error)) ++removed;
  }
  if (removed > 0) {
    spdlog::info("removed {} frame(s) of an older sequence named like {}", removed, output);
  }
}

}  // namespace

std::string sequence_file(const std::string& output, std::int64_t index) {
  const std::filesystem::path path(output);
  std::string number = std::to_string(index);
  if (number.size() < 6) number.insert(0, 6 - number.size(), '0');
  return (path.parent_path() / (path.stem().string() + "_" + number + path.extension().string()))
      .string();
}

std::string frames_note(const RenderOptions& o, const VideoJob& job) {
  const double fps = o.cartoon.fps;
  return fmt::format("{} frames from frame {} ({:.3f} s), {}x{} at {} fps", job.count, job.first,
                     static_cast<double>(job.first) / fps, o.width, o.height, fps);
}

void draw_job_frame(const RenderOptions& o, const VideoJob& job, const render::FrameJob& f,
                    render::Canvas& canvas) {
  if (job.draw) {
    job.draw(f, canvas);
  } else {
    render::draw_cartoon_frame(canvas, f.frame, f.background, *job.cast, caption_style(o));
  }
}

int write_video(const RenderOptions& o, VideoJob job) {
  if (encode::audio_container_for_path(job.output)) return write_soundtrack(o, job);
  if (segmented_container(o, job.output)) return write_segmented_video(o, std::move(job));
  const bool sequence = lower_extension(job.output) == ".png";
  const int fps = static_cast<int>(o.cartoon.fps);
  // The pipeline counts pictures: the first frame and every `step`th after it (a GIF preview).
  const int step = o.every_nth_frame;
  const std::int64_t pictures = (job.count + step - 1) / step;
  std::optional<encode::VideoWriter> video;
  if (!sequence) {
    auto opened = encode::VideoWriter::open(
        job.output, {.width = o.width,
                     .height = o.height,
                     .fps = fps,
                     .frame_step = step,
                     .quality = quality_named(o.quality),
                     .crf = o.crf,
                     .audio = job.audio,
                     .transparent = o.transparent,
                     .sample_rate = job.sound ? job.sound->sample_rate() : 22050,
                     .container = job.output == encode::kStandardOutput
                                      ? encode::container_for_path("out." + o.format)
                                      : std::nullopt});
    if (!opened.ok()) {
      report_error(job.output + ": " + opened.error());
      return kExitUsage;
    }
    video.emplace(std::move(opened).value());
  }

  const char* sound = job.sound ? ", voiced" : ", silent track";
  spdlog::debug("{}: {}, {}{}, {} drawing threads{}", output_name(job.output), frames_note(o, job),
                sequence ? "PNG" : "quality " + o.quality,
                o.crf ? ", crf " + std::to_string(*o.crf) : "", drawing_threads(o.threads),
                sequence ? "" : (job.audio ? sound : ", no audio"));
  const bool hashing = !o.manifest.empty();
  Progress progress(o.progress_mode, job.output, pictures, o.batch);
  std::string failure;
  std::int64_t done = 0;
  render::FramePipeline pipeline{
      .width = o.width,
      .height = o.height,
      .threads = drawing_threads(o.threads),
      .fill =
          [&](render::FrameJob& f) {
            if (interrupted()) return false;
            const std::int64_t picture = f.index;
            f.index = job.first + (picture - job.first) * step;
            const bool filled = job.fill(f);
            f.index = picture;
            return filled;
          },
      .draw =
          [&](render::FrameJob& f, render::Canvas& canvas) {
            draw_job_frame(o, job, f, canvas);
            if (hashing) f.hash = pixel_hash(canvas.pixels());
          },
      .consume =
          [&](const render::FrameJob& f, render::Canvas& canvas) {
            if (sequence) {
              if (!write_png(canvas, sequence_file(job.output, f.index))) return false;
            } else {
              encode::Status s = video->write_frame(canvas.pixels().data(), canvas.width() * 4);
              if (s.ok() && job.sound) {
                const std::span<const float> samples = job.sound->frame_samples(f.index, fps);
                s = video->write_audio(samples.data(), samples.size());
              }
              if (!s.ok()) {
                failure = s.error();
                return false;
              }
            }
            if (hashing) job.manifest.frame_hashes.push_back(f.hash);
            progress.frame_done(++done);
            return !interrupted();
          },
  };
  const bool complete = render::run_frames(pipeline, job.first, pictures);
  progress.finish(complete);
  if (!complete) {
    if (interrupted()) {
      report_error("interrupted: " + job.output +
                   (sequence ? " is incomplete" : " was not written (an existing file is kept)"));
      return kExitInterrupted;
    }
    if (!failure.empty()) report_error(job.output + ": " + failure);
    return kExitUsage;
  }
  if (video) {
    if (encode::Status s = video->finish(); !s.ok()) {
      report_error(job.output + ": " + s.error());
      return kExitUsage;
    }
  }
  if (sequence) remove_older_frames(job.output, job.first, job.count);
  // Each picture lasts `step` frames: a preview's last one may run past the video's end.
  const double seconds = static_cast<double>(pictures * step) / fps;
  const std::string written =
      sequence ? file_range(sequence_file(job.output, job.first),
                            sequence_file(job.output, job.first + job.count - 1), job.count)
               : output_name(job.output);
  spdlog::info("wrote {}: {} frames{}, {:.2f} s of video, in {:.1f} s", written, pictures,
               step > 1
                   ? " (one in " + std::to_string(step) + " of " + std::to_string(job.count) + ")"
                   : std::string(),
               seconds, progress.elapsed());
  if (hashing) {
    job.manifest.output = job.output;
    job.manifest.first_frame = job.first;
    job.manifest.encoder = sequence ? "png" : "gif (a palette a frame)";
    if (!write_atomically(o.manifest, json::write_readable(job.manifest.to_json()) + "\n")) {
      return kExitUsage;
    }
    spdlog::info("wrote {}: the render's manifest", o.manifest);
  }
  return kExitOk;
}

}  // namespace jt::cmd
