// The writer of a GIF or a PNG sequence (one pipeline, one encoder or one PNG a frame), and the
// dispatch of a job to the writer its output's extension names.
#include <filesystem>
#include <optional>

#include "decimals.h"
#include "job_frames.h"
#include "jt/encode/audio_writer.h"
#include "jt/encode/gif_frame.h"
#include "jt/encode/output_file.h"
#include "jt/encode/video_writer.h"
#include "jt/json/number.h"
#include "jt/produce/sequence_files.h"
#include "jt/produce/video_job.h"
#include "segmented_video.h"

namespace jt::produce {
namespace {

bool is_png_sequence(const std::string& output) {
  std::string ext = std::filesystem::path(output).extension().string();
  for (char& c : ext)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".png";
}

// After a sequence was written: removes the files of its name pattern this render did not write
// (an older, longer sequence's frames past the new end would read as part of the new one).
void remove_older_frames(const std::string& output, std::int64_t first, std::int64_t count,
                         Reporter& reporter) {
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
    reporter.info("removed " + std::to_string(removed) +
                  " frame(s) of an older sequence named like " + output);
  }
}

// The GIF or the PNG sequence: every `every_nth_frame`th frame from the first (a preview).
VideoResult write_pictures(const VideoSettings& s, VideoJob job, Reporter& reporter) {
  const bool sequence = is_png_sequence(job.output);
  const encode::FrameRate fps = s.frame_rate();
  // The pipeline counts pictures: the first frame and every `step`th after it (a GIF preview).
  const int step = s.every_nth_frame;
  const std::int64_t pictures = (job.count + step - 1) / step;
  std::optional<encode::VideoWriter> video;
  if (!sequence) {
    auto opened = encode::VideoWriter::open(
        job.output, {.width = s.width,
                     .height = s.height,
                     .rate = fps,
                     .frame_step = step,
                     .quality = quality_named(s.quality),
                     .crf = s.crf,
                     .audio = job.audio,
                     .transparent = s.transparent,
                     .sample_rate = encode::kMixSampleRate,
                     .container = job.output == encode::kStandardOutput
                                      ? encode::container_for_path("out." + s.format)
                                      : std::nullopt});
    if (!opened.ok()) {
      reporter.error(job.output + ": " + opened.error());
      return {};
    }
    video.emplace(std::move(opened).value());
  }

  const char* sound = job.sound ? ", voiced" : ", silent track";
  reporter.debug(output_name(job.output) + ": " + frames_note(s, job) + ", " +
                 (sequence ? "PNG" : "quality " + s.quality) +
                 (s.crf ? ", crf " + std::to_string(*s.crf) : "") + ", " +
                 std::to_string(render_threads(s.threads)) + " drawing threads" +
                 (sequence ? "" : (job.audio ? sound : ", no audio")));
  const Stopwatch clock;
  reporter.frames_begin(job.output, pictures);
  std::string failure;
  std::int64_t done = 0;
  render::FramePipeline pipeline{
      .width = s.width,
      .height = s.height,
      .threads = render_threads(s.threads),
      .fill =
          [&](render::FrameJob& f) {
            if (reporter.stop_requested()) return false;
            const std::int64_t picture = f.index;
            f.index = job.first + (picture - job.first) * step;
            const bool filled = job.fill(f);
            f.index = picture;
            return filled;
          },
      .draw =
          [&](render::FrameJob& f, render::Canvas& canvas) {
            draw_and_hash(s, job, f, canvas);
            // Compressed here, on the drawing threads: a 1080p PNG costs more than its drawing,
            // and a GIF's palette about as much.
            if (sequence) {
              f.encoded = canvas.png();
            } else {
              f.encoded = encode::quantize_gif_frame(canvas.pixels().data(), canvas.width() * 4,
                                                     canvas.width(), canvas.height());
            }
          },
      .consume =
          [&](const render::FrameJob& f, render::Canvas& /*canvas*/) {
            if (sequence) {
              const std::string file = sequence_file(job.output, f.index);
              if (encode::Status w = encode::write_output(file, f.encoded); !w.ok()) {
                failure = file + ": cannot write the file: " + w.error();
                return false;
              }
            } else {
              encode::Status st = video->write_quantized_frame(f.encoded);
              if (st.ok() && job.sound) {
                const std::span<const float> samples = job.sound->frame_samples(f.index, fps);
                st = video->write_audio(samples.data(), samples.size() / encode::kMixChannels);
              }
              if (!st.ok()) {
                failure = job.output + ": " + st.error();
                return false;
              }
            }
            if (s.hash_frames) job.manifest.frame_hashes.push_back(f.hash);
            reporter.frame_done(++done);
            return !reporter.stop_requested();
          },
  };
  const bool complete = render::run_frames(pipeline, job.first, pictures);
  reporter.frames_end(complete);
  if (!complete) {
    if (reporter.stop_requested()) {
      reporter.error("interrupted: " + job.output +
                     (sequence ? " is incomplete" : " was not written (an existing file is kept)"));
      return {.outcome = Outcome::kInterrupted};
    }
    if (!failure.empty()) reporter.error(failure);
    return {};
  }
  if (video) {
    if (encode::Status st = video->finish(); !st.ok()) {
      reporter.error(job.output + ": " + st.error());
      return {};
    }
  }
  if (sequence) remove_older_frames(job.output, job.first, job.count, reporter);
  // Each picture lasts `step` frames: a preview's last one may run past the video's end.
  const double seconds = static_cast<double>(pictures * step) / s.fps;
  const std::string written =
      sequence ? file_range(sequence_file(job.output, job.first),
                            sequence_file(job.output, job.first + job.count - 1), job.count)
               : output_name(job.output);
  reporter.info(
      "wrote " + written + ": " + std::to_string(pictures) + " frames" +
      (step > 1 ? " (one in " + std::to_string(step) + " of " + std::to_string(job.count) + ")"
                : std::string()) +
      ", " + decimals(seconds, 2) + " s of video, in " + decimals(clock.seconds(), 1) + " s");
  VideoResult result{.outcome = Outcome::kDone};
  if (s.hash_frames) {
    result.manifest =
        finished_manifest(job, job.first, sequence ? "png" : "gif (a palette a frame)");
  }
  return result;
}

}  // namespace

void draw_job_frame(const VideoSettings& s, const VideoJob& job, const render::FrameJob& f,
                    render::Canvas& canvas) {
  if (job.draw) {
    job.draw(f, canvas);
  } else {
    render::draw_cartoon_frame(canvas, f.frame, f.background, *job.cast, s.captions, s.fit,
                               job.props);
  }
}

void draw_and_hash(const VideoSettings& s, const VideoJob& job, render::FrameJob& f,
                   render::Canvas& canvas) {
  draw_job_frame(s, job, f, canvas);
  if (s.hash_frames) f.hash = pixel_hash(canvas.pixels());
}

RenderManifest finished_manifest(VideoJob& job, std::int64_t first_frame, std::string encoder) {
  RenderManifest manifest = std::move(job.manifest);
  manifest.output = job.output;
  manifest.first_frame = first_frame;
  manifest.encoder = std::move(encoder);
  return manifest;
}

std::string frames_note(const VideoSettings& s, const VideoJob& job) {
  return std::to_string(job.count) + " frames from frame " + std::to_string(job.first) + " (" +
         decimals(static_cast<double>(job.first) / s.fps, 3) + " s), " + std::to_string(s.width) +
         "x" + std::to_string(s.height) + " at " + encode::to_string(s.frame_rate()) + " fps";
}

std::string output_name(const std::string& path) {
  return path == "-" ? "standard output" : path;
}

VideoResult write_video(const VideoSettings& s, VideoJob job, Reporter& reporter) {
  if (encode::audio_container_for_path(job.output)) {
    return {.outcome = write_soundtrack(s, job, reporter)};
  }
  if (segmented_container(job.output, s.format)) {
    return write_segmented_video(s, std::move(job), reporter);
  }
  return write_pictures(s, std::move(job), reporter);
}

}  // namespace jt::produce
