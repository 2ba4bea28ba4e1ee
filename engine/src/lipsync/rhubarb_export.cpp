#include "jt/lipsync/rhubarb_export.h"

#include <algorithm>

#include "jt/json/number.h"

namespace jt::lipsync {

std::vector<MouthCue> speaker_track(const std::vector<LineCues>& lines, std::string_view who,
                                    double duration) {
  // The lines' cues, each cutting short what came before it from where it starts.
  std::vector<MouthCue> said;
  for (const LineCues& line : lines) {
    if (line.who != who || line.cues.empty()) continue;
    const double from = line.cues.front().start;
    while (!said.empty() && said.back().start >= from)
      said.pop_back();
    if (!said.empty()) said.back().end = std::min(said.back().end, from);
    said.insert(said.end(), line.cues.begin(), line.cues.end());
  }
  std::vector<MouthCue> track;
  const auto add = [&](double start, double end, MouthShape shape) {
    start = std::max(start, 0.0);
    end = std::min(end, duration);
    if (end <= start) return;
    if (!track.empty() && track.back().shape == shape && track.back().end == start) {
      track.back().end = end;
      return;
    }
    track.push_back({.start = start, .end = end, .shape = shape});
  };
  double at = 0;
  for (const MouthCue& cue : said) {
    if (cue.start > at) add(at, cue.start, MouthShape::kX);
    add(cue.start, cue.end, cue.shape);
    at = std::max(at, cue.end);
  }
  add(at, duration, MouthShape::kX);
  return track;
}

json::Value rhubarb_json(const std::vector<MouthCue>& track, double duration,
                         std::string_view sound_file) {
  json::Object metadata;
  metadata.set("soundFile", std::string(sound_file));
  metadata.set("duration", duration);
  // Rhubarb's keys, in its order: start, end, and the letter as `value`.
  json::Array cues;
  for (const MouthCue& cue : track) {
    json::Object c;
    c.set("start", cue.start);
    c.set("end", cue.end);
    c.set("value", std::string(1, shape_letter(cue.shape)));
    cues.push_back(std::move(c));
  }
  json::Object out;
  out.set("metadata", std::move(metadata));
  out.set("mouthCues", std::move(cues));
  return out;
}

std::string rhubarb_tsv(const std::vector<MouthCue>& track, double duration) {
  std::string out;
  for (const MouthCue& cue : track)
    out += json::format_number(cue.start) + '\t' + shape_letter(cue.shape) + '\n';
  return out + json::format_number(duration) + "\tX\n";
}

}  // namespace jt::lipsync
