// One speaker's mouth in Rhubarb Lip Sync's formats (`jabbertoon lipsync --format rhubarb`,
// docs/CLI.md), for the tools that import Rhubarb's output (After Effects, Moho, OpenToonz, Synfig,
// Spine, game engines). Rhubarb reads one voice recording: its track is one mouth from 0 to the
// recording's end, the rest shape X between words. Our shapes are Rhubarb's letters, the same
// Preston Blair shapes (docs/SHAPES.md §2.1), so a cue's letter is written as it is.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"
#include "jt/lipsync/mouth_cue.h"

namespace jt::lipsync {

// `who`'s mouth from 0 to `duration` seconds: its lines' cues in plan order (a later line that
// starts while one is said takes over there, as the video draws it), X wherever it says nothing,
// neighbours of one shape merged; no cue past `duration` (a line cut there ends there).
std::vector<MouthCue> speaker_track(const std::vector<LineCues>& lines, std::string_view who,
                                    double duration);

// Rhubarb's JSON: {"metadata": {"soundFile", "duration"}, "mouthCues": [{"start", "end",
// "value"}]}. `sound_file` names the recording the cues go with ("" when there is none apart).
json::Value rhubarb_json(const std::vector<MouthCue>& track, double duration,
                         std::string_view sound_file);

// Rhubarb's TSV: a row "start\tletter" per cue, then "duration\tX" where the recording ends.
std::string rhubarb_tsv(const std::vector<MouthCue>& track, double duration);

}  // namespace jt::lipsync
