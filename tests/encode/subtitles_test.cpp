// Subtitles from a plan: lines named by their speakers, captions as they are, times in the
// video's time, SRT and WebVTT forms.
#include "jt/encode/subtitles.h"

#include <gtest/gtest.h>

namespace jt::encode {
namespace {

rt::TimelineRecord record(std::string_view kind, double t, double dur, std::string_view who,
                          std::string_view text) {
  rt::TimelineRecord r;
  r.kind = kind;
  r.t = t;
  r.dur = dur;
  r.who = who;
  r.text = text;
  return r;
}

Program cast_of_two() {
  Program p;
  p.cast.push_back({.id = "A", .name = "Sunny"});
  p.cast.push_back({.id = "B"});  // no name: the id
  return p;
}

TEST(Subtitles, SrtNumbersCuesAndNamesSpeakers) {
  const std::vector<rt::TimelineRecord> plan = {
      record("scene", 0, 9, "", "Morning"), record("caption", 0, 2.6, "", "A grey morning."),
      record("say", 3.2, 1.0704988, "A", "Good morning!"), record("say", 4.27, 0.39, "B", "Is it?"),
      record("does", 4.27, 3, "B", "")};
  EXPECT_EQ(subtitles(plan, cast_of_two(), 0, 100, SubtitleFormat::kSrt),
            "1\n00:00:00,000 --> 00:00:02,600\nA grey morning.\n\n"
            "2\n00:00:03,200 --> 00:00:04,270\nSunny: Good morning!\n\n"
            "3\n00:00:04,270 --> 00:00:04,660\nB: Is it?\n\n");
}

TEST(Subtitles, VttInTheVideosTimeWithCuesCutToTheRange) {
  const std::vector<rt::TimelineRecord> plan = {
      record("say", 1, 2, "A", "Early"), record("say", 3660.5, 2, "A", "Late"),
      record("say", 10, 0, "A", "Never heard")};
  EXPECT_EQ(subtitles(plan, cast_of_two(), 2, 3661, SubtitleFormat::kVtt),
            "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nSunny: Early\n\n"
            "01:00:58.500 --> 01:00:59.000\nSunny: Late\n\n");
}

}  // namespace
}  // namespace jt::encode
