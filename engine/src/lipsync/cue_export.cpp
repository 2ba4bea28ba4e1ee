#include "jt/lipsync/cue_export.h"

#include <algorithm>

#include "jt/json/number.h"

namespace jt::lipsync {

json::Array cues_to_json(const std::vector<LineCues>& lines) {
  json::Array out;
  for (const LineCues& line : lines) {
    json::Object l;
    l.set("line", static_cast<double>(line.line));
    l.set("who", line.who);
    l.set("t", line.t);
    l.set("dur", line.dur);
    json::Array cues;
    for (const MouthCue& c : line.cues) {
      json::Object cue;
      cue.set("start", c.start);
      cue.set("end", c.end);
      cue.set("shape", std::string(1, shape_letter(c.shape)));
      cues.push_back(std::move(cue));
    }
    l.set("mouthCues", std::move(cues));
    out.push_back(std::move(l));
  }
  return out;
}

json::Value drawn_face_to_json(const FaceActing& acting, double pose_mouth, double pose_blink) {
  const DrawnMouth mouth = drawn_mouth(acting, pose_mouth);
  json::Object o;
  o.set("mouth", mouth.open);
  o.set("shape", std::string(1, shape_letter(mouth.shape)));
  o.set("blink", std::max(pose_blink, acting.blink));
  o.set("look", acting.look);
  o.set("turn", acting.turn);
  o.set("nod", acting.nod);
  o.set("tilt", acting.tilt);
  o.set("hand", acting.hand);
  o.set("shake", acting.shake);
  o.set("wag", acting.wag);
  return o;
}

std::string cues_to_tsv(const std::vector<LineCues>& lines) {
  std::string out = "who\tline\tstart\tend\tshape\n";
  for (const LineCues& line : lines) {
    std::string who = line.who;
    for (char& c : who) {
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
    }
    for (const MouthCue& c : line.cues) {
      out += who + '\t' + std::to_string(line.line) + '\t' + json::format_number(c.start) + '\t' +
             json::format_number(c.end) + '\t' + shape_letter(c.shape) + '\n';
    }
  }
  return out;
}

}  // namespace jt::lipsync
