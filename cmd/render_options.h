// `jabbertoon render`'s options (docs/CLI.md "render"), shared by the cartoon and the move
// renders.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cartoon_run.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/stage.h"
#include "outputs.h"
#include "progress.h"

namespace jt::cmd {

struct RenderOptions {
  std::vector<std::string> files;
  std::string output;
  std::string size = "1920x1080";
  int width = 1920, height = 1080;  // parsed from size
  std::optional<double> still, from, to;
  std::vector<double> stills;  // --still, given once or (with --probe) several times
  std::string probe;           // --probe 'x,y;x,y': pixels printed as JSON for each still
  std::vector<std::pair<int, int>> probe_points;  // parsed from probe
  std::string quality = "standard";
  std::optional<int> crf;
  int threads = 0;  // 0: one per core
  bool no_audio = false;
  double loudness =
      -16;  // --loudness LUFS: the soundtrack's integrated loudness (docs/ENCODING.md)
  bool transparent = false;  // no stage: .mov, .webm and .png keep the alpha
  std::string background;    // --background COLOUR: one colour for every place's backdrop
  std::optional<std::uint32_t> background_rgb;  // parsed from background (0xRRGGBB)
  std::string progress = "auto";
  ProgressMode progress_mode = ProgressMode::kAuto;
  std::string manifest;
  std::string subtitles;  // .srt or .vtt, or "embed": a stream in the video
  std::string format;  // -o DIR/'s and -o -'s: mp4 mov webm gif png (empty: mp4, png with --still)
  Overwrite overwrite = Overwrite::kAsk;  // an output that exists: -y, -n, or ask
  bool skip_existing = false;             // an output that exists is kept, the input skipped
  std::string scene;        // --scene NAME: render the span of that scene (a cartoon's)
  int every_nth_frame = 1;  // a GIF of every Nth frame (a preview at the video's speed)
  // box, bubble or none (docs/STAGE.md "Captions"); not given: box, none with --subtitles
  std::string captions;
  std::string fit = "frame";  // frame, contain or cover (docs/RENDER.md "Framing")
  BatchPosition batch;        // which input of a batch this render is, for the progress
  CartoonOptions cartoon;     // fps, params, seed, speech, packs
  // Segments, parts and the cache (docs/SCALE.md; scale_options.h).
  double segment_length = 4;           // seconds, a whole number of frames (why 4: docs/SCALE.md)
  std::string part;                    // "K/N": the K-th of N runs of segments
  int part_index = 0, part_count = 0;  // parsed from part (1-based); 0: the whole video
  bool audio_only = false;
  std::string cache;  // the cache's directory; empty: the default one
  bool no_cache = false;
  std::string cache_size = "2G";
  std::uint64_t cache_bytes = 0;  // parsed from cache_size
  // A move (a behaviour) rendered on one character.
  std::string character = "person", look;
  std::string style = "outlined";  // a creature's art style
};

// --subtitles embed: the cues go into the video as a stream, not into a file.
inline bool embeds_subtitles(const RenderOptions& o) {
  return o.subtitles == "embed";
}
// The subtitle file --subtitles names (empty: none, or embedded).
inline std::string subtitles_file(const RenderOptions& o) {
  return embeds_subtitles(o) ? std::string() : o.subtitles;
}

// The --captions choice (checked by the option: an unknown name cannot reach here).
inline render::CaptionStyle caption_style(const RenderOptions& o) {
  return render::caption_style_from_name(o.captions).value_or(render::CaptionStyle::kBox);
}

// The --fit choice (checked by the option, as --captions).
inline render::Fit fit_of(const RenderOptions& o) {
  return render::fit_from_name(o.fit).value_or(render::Fit::kFrame);
}

}  // namespace jt::cmd
