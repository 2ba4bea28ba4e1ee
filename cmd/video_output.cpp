#include "video_output.h"

#include <spdlog/spdlog.h>

#include "command_reporter.h"
#include "exit_code.h"
#include "jt/json/write.h"
#include "outputs.h"
#include "scale_options.h"

namespace jt::cmd {

produce::VideoSettings video_settings(const RenderOptions& o) {
  return {.width = o.width,
          .height = o.height,
          .fps = o.cartoon.fps,
          .quality = o.quality,
          .crf = o.crf,
          .transparent = o.transparent,
          .threads = o.threads,
          .format = o.format,
          .every_nth_frame = o.every_nth_frame,
          .captions = caption_style(o),
          .fit = fit_of(o),
          .hash_frames = !o.manifest.empty(),
          .segment_length = o.segment_length,
          .part_index = o.part_index,
          .part_count = o.part_count,
          .cache_dir = cache_directory(o),
          .cache_named = !o.cache.empty(),
          .cache_bytes = o.cache_bytes};
}

int write_video(const RenderOptions& o, VideoJob job) {
  CommandReporter reporter(o.progress_mode, o.batch);
  const produce::VideoResult result =
      produce::write_video(video_settings(o), std::move(job), reporter);
  if (result.outcome != produce::Outcome::kDone) return exit_code_of(result.outcome);
  if (result.manifest) {
    if (!write_output(o.manifest, json::write_readable(result.manifest->to_json()) + "\n")) {
      return kExitUsage;
    }
    spdlog::info("wrote {}: the render's manifest", o.manifest);
  }
  return kExitOk;
}

}  // namespace jt::cmd
