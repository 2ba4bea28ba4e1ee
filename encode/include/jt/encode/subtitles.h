// Subtitles of a rendered cartoon (`render --subtitles out.srt|out.vtt`): its lines ("Name: words")
// and captions, each shown from its plan record's t for its dur, in the video's time.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/program/program.h"
#include "jt/runtime/frame.h"

namespace jt::encode {

enum class SubtitleFormat { kSrt, kVtt };

// A cue in the video's time: seconds, and its text as plain lines ("Name: words"; no control
// characters, no blank line), not yet escaped for a format.
struct SubtitleCue {
  double start = 0, end = 0;
  std::string text;
};

// The cues of the records that show during [from, to) seconds of the plan, shifted so `from` is
// 0, in plan order. `program` names the speakers (a cast entry's `name`, else its id).
std::vector<SubtitleCue> subtitle_cues(const std::vector<rt::TimelineRecord>& timeline,
                                       const Program& program, double from, double to);

struct Subtitles {
  std::string text;  // the whole file
  int cues = 0;
};

// The file of subtitle_cues(timeline, program, from, to), each cue's text made safe by cue_text.
Subtitles subtitles(const std::vector<rt::TimelineRecord>& timeline, const Program& program,
                    double from, double to, SubtitleFormat format);

// A cue's text as every reader shows it as written (docs/ENCODING.md "Subtitles"): no control
// characters, no blank line (which would end the cue); WebVTT's &, < and > as &amp; &lt; &gt;;
// in SRT, which has no escapes, an invisible WORD JOINER (U+2060) after each < and { and inside
// -->, so nothing reads as a tag, an override or a timing line.
std::string cue_text(std::string_view text, SubtitleFormat format);

}  // namespace jt::encode
