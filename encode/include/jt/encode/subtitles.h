// Subtitles of a rendered cartoon (`render --subtitles out.srt|out.vtt`): its lines ("Name: words")
// and captions, each shown from its plan record's t for its dur, in the video's time.
#pragma once

#include <string>
#include <vector>

#include "jt/program/program.h"
#include "jt/runtime/frame.h"

namespace jt::encode {

enum class SubtitleFormat { kSrt, kVtt };

// The cues of the records that show during [from, to) seconds of the plan, shifted so `from` is
// 0, in plan order. `program` names the speakers (a cast entry's `name`, else its id).
std::string subtitles(const std::vector<rt::TimelineRecord>& timeline, const Program& program,
                      double from, double to, SubtitleFormat format);

}  // namespace jt::encode
