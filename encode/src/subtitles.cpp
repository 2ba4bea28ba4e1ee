#include "jt/encode/subtitles.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace jt::encode {
namespace {

// 00:01:02,345 (SRT) or 00:01:02.345 (WebVTT), to the millisecond.
std::string timestamp(double seconds, SubtitleFormat format) {
  const auto ms = static_cast<long long>(std::llround(std::max(0.0, seconds) * 1000));
  char text[32];
  std::snprintf(text, sizeof text, "%02lld:%02lld:%02lld%c%03lld", ms / 3600000, ms / 60000 % 60,
                ms / 1000 % 60, format == SubtitleFormat::kSrt ? ',' : '.', ms % 1000);
  return text;
}

std::string speaker_name(const Program& program, std::string_view who) {
  for (const CastEntry& entry : program.cast) {
    if (entry.id == who) return entry.name.empty() ? entry.id : entry.name;
  }
  return std::string(who);
}

}  // namespace

std::string subtitles(const std::vector<rt::TimelineRecord>& timeline, const Program& program,
                      double from, double to, SubtitleFormat format) {
  std::string out = format == SubtitleFormat::kVtt ? "WEBVTT\n\n" : "";
  int cue = 0;
  for (const rt::TimelineRecord& r : timeline) {
    if ((r.kind != "say" && r.kind != "caption") || r.dur <= 0 || r.text.empty()) continue;
    const double start = std::max(r.t, from), end = std::min(r.t + r.dur, to);
    if (end <= start) continue;
    if (format == SubtitleFormat::kSrt) out += std::to_string(++cue) + "\n";
    out += timestamp(start - from, format) + " --> " + timestamp(end - from, format) + "\n";
    if (r.kind == "say") out += speaker_name(program, r.who) + ": ";
    out += std::string(r.text) + "\n\n";
  }
  return out;
}

}  // namespace jt::encode
