#include "jt/encode/subtitles.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace jt::encode {
namespace {

// U+2060 WORD JOINER: invisible, and no reader takes "<" WJ "b>" for a tag.
constexpr std::string_view kWordJoiner = "\xE2\x81\xA0";

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

// The text's lines, each without control characters (a tab is a space; CR and CRLF end a line
// too), and without the lines that are empty or blank: a blank line ends a cue in both formats.
std::string plain_lines(std::string_view text) {
  std::string out, line;
  const auto end_line = [&] {
    const bool blank = line.find_first_not_of(' ') == std::string::npos;
    if (!blank) out += (out.empty() ? "" : "\n") + line;
    line.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      end_line();
    } else if (c == '\t') {
      line += ' ';
    } else if (c == 0xC2 && i + 1 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(text[i + 1]) <= 0x9F) {
      ++i;  // a C1 control (U+0080..U+009F)
    } else if (c >= 0x20 && c != 0x7F) {
      line += static_cast<char>(c);
    }
  }
  end_line();
  return out;
}

// WebVTT has character references: &, < and > written as them leave no tag, and no "-->".
// SRT has none, so readers would take "<b>" for bold and "{\an8}" for an override: a word joiner
// after each "<" and "{", and inside "-->", keeps the text as it reads.
std::string escaped(std::string_view text, SubtitleFormat format) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (format == SubtitleFormat::kVtt) {
      if (c == '&')
        out += "&amp;";
      else if (c == '<')
        out += "&lt;";
      else if (c == '>')
        out += "&gt;";
      else
        out += c;
      continue;
    }
    if (text.substr(i, 3) == "-->") {
      out += "--";
      out += kWordJoiner;
      out += '>';
      i += 2;
      continue;
    }
    out += c;
    if (c == '<' || c == '{') out += kWordJoiner;
  }
  return out;
}

}  // namespace

std::string cue_text(std::string_view text, SubtitleFormat format) {
  return escaped(plain_lines(text), format);
}

std::vector<SubtitleCue> subtitle_cues(const std::vector<rt::TimelineRecord>& timeline,
                                       const Program& program, double from, double to) {
  std::vector<SubtitleCue> cues;
  for (const rt::TimelineRecord& r : timeline) {
    if ((r.kind != "say" && r.kind != "caption") || r.dur <= 0) continue;
    std::string text = std::string(r.text);
    if (plain_lines(text).empty()) continue;
    if (r.kind == "say") text = speaker_name(program, r.who) + ": " + text;
    const double start = std::max(r.t, from), end = std::min(r.t + r.dur, to);
    if (end <= start) continue;
    cues.push_back({.start = start - from, .end = end - from, .text = plain_lines(text)});
  }
  return cues;
}

Subtitles subtitles(const std::vector<rt::TimelineRecord>& timeline, const Program& program,
                    double from, double to, SubtitleFormat format) {
  Subtitles out{.text = format == SubtitleFormat::kVtt ? "WEBVTT\n\n" : ""};
  for (const SubtitleCue& cue : subtitle_cues(timeline, program, from, to)) {
    ++out.cues;
    if (format == SubtitleFormat::kSrt) out.text += std::to_string(out.cues) + "\n";
    out.text += timestamp(cue.start, format) + " --> " + timestamp(cue.end, format) + "\n";
    out.text += cue_text(cue.text, format) + "\n\n";
  }
  return out;
}

}  // namespace jt::encode
