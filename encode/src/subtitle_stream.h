// A subtitle stream inside a video (`render --subtitles embed`): 3GPP timed text (mov_text,
// `tx3g`) in .mp4 and .mov, WebVTT in .webm and .mkv, its packets made here from the cues
// (docs/ENCODING.md "Subtitles").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "av_handles.h"
#include "jt/encode/result.h"
#include "jt/encode/subtitles.h"
#include "jt/encode/video_writer.h"

namespace jt::encode {

// One packet of the stream, in milliseconds (the stream's time base).
struct SubtitlePacket {
  std::int64_t start = 0, duration = 0;
  std::string data;
};

// The codec the container carries subtitles in: mov_text or WebVTT.
bool subtitles_as_mov_text(Container container);

// Adds the subtitle stream to `output` (time base 1/1000, shown by default), the size of the
// `width` × `height` video it goes with.
Result<AVStream*> add_subtitle_stream(AVFormatContext* output, Container container, int width,
                                      int height);

// The packets of the cues, in time order. mov_text shows one sample at a time, so cues that
// overlap (two lines said at once) are merged: each span between two cue edges shows the texts of
// the cues then showing, a line each, in plan order. WebVTT keeps each cue, escaped.
std::vector<SubtitlePacket> subtitle_packets(const std::vector<SubtitleCue>& cues,
                                             Container container);

}  // namespace jt::encode
