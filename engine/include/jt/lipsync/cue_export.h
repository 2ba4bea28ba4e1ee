// Mouth cues written for other tools (`jabbertoon lipsync`, docs/CLI.md): JSON in the spirit of
// Rhubarb Lip Sync's export (each line's `mouthCues: [{start, end, shape}]`, letters A-H and X),
// and a tab-separated form, a cue a row. Times are the cartoon's seconds.
#pragma once

#include <string>
#include <vector>

#include "jt/json/value.h"
#include "jt/lipsync/face_acting.h"
#include "jt/lipsync/mouth_cue.h"

namespace jt::lipsync {

// [{line, who, t, dur, mouthCues: [{start, end, shape}]}], in plan order.
json::Array cues_to_json(const std::vector<LineCues>& lines);

// "who\tline\tstart\tend\tshape" then a row per cue; a control character in an id is written
// as a space, so every row keeps its five columns.
std::string cues_to_tsv(const std::vector<LineCues>& lines);

// The face a frame draws for a character (`pose` of a cartoon): {mouth, shape, blink, look}, the
// mouth's openness and shape letter (drawn_mouth), the blink drawn and the pupils' turn.
json::Value drawn_face_to_json(const FaceActing& acting, double pose_mouth, double pose_blink);

}  // namespace jt::lipsync
