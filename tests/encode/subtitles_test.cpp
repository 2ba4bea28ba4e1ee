// Subtitles from a plan: lines named by their speakers, captions as they are, times in the
// video's time, SRT and WebVTT forms.
#include "jt/encode/subtitles.h"

#include <gtest/gtest.h>

#include <fstream>

#include "encode_fixtures.h"
#include "subtitle_reader.h"

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
  EXPECT_EQ(subtitles(plan, cast_of_two(), 0, 100, SubtitleFormat::kSrt).text,
            "1\n00:00:00,000 --> 00:00:02,600\nA grey morning.\n\n"
            "2\n00:00:03,200 --> 00:00:04,270\nSunny: Good morning!\n\n"
            "3\n00:00:04,270 --> 00:00:04,660\nB: Is it?\n\n");
}

TEST(Subtitles, VttInTheVideosTimeWithCuesCutToTheRange) {
  const std::vector<rt::TimelineRecord> plan = {record("say", 1, 2, "A", "Early"),
                                                record("say", 3660.5, 2, "A", "Late"),
                                                record("say", 10, 0, "A", "Never heard")};
  EXPECT_EQ(subtitles(plan, cast_of_two(), 2, 3661, SubtitleFormat::kVtt).text,
            "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nSunny: Early\n\n"
            "01:00:58.500 --> 01:00:59.000\nSunny: Late\n\n");
}

// Texts that broke cues in players' readers when written as they are: markup-like names, a cue
// separator, a heart, blank lines, a CR, control characters, an ASS override.
const std::vector<rt::TimelineRecord> kTrickyPlan = {
    record("say", 1, 1, "T", "Hi <3"),
    record("caption", 2, 1, "", "a --> b & c"),
    record("say", 3, 1, "T", "one\n\ntwo\r\nthree"),
    record("caption", 4, 1, "", "{\\an8}top? <i>no</i>\x01\x1b[31m"),
    record("caption", 5, 1, "", "\n \n"),  // nothing to show: no cue
    record("caption", 6, 1, "", "1\n00:00:09,000 --> 00:00:10,000\nnot a cue"),
};

Program tricky_cast() {
  Program p;
  p.cast.push_back({.id = "T", .name = "Tom & <b>Jerry</b>"});
  return p;
}

// What each cue should read as: the text as written, control characters gone, blank lines gone.
const std::vector<std::string> kTrickyExpected = {
    "Tom & <b>Jerry</b>: Hi <3",
    "a --> b & c",
    "Tom & <b>Jerry</b>: one\ntwo\nthree",
    "{\\an8}top? <i>no</i>[31m",
    "1\n00:00:09,000 --> 00:00:10,000\nnot a cue",
};

// The text a reader shows, with the invisible word joiners SRT's escaping adds taken out.
std::string without_word_joiners(std::string text) {
  for (std::size_t at; (at = text.find("\xE2\x81\xA0")) != std::string::npos;)
    text.erase(at, 3);
  return text;
}

class SubtitlesReadBack : public ::testing::TestWithParam<SubtitleFormat> {};

TEST_P(SubtitlesReadBack, EveryCueReadsAsWrittenByLibavformat) {
  const SubtitleFormat format = GetParam();
  fixtures::ScratchDir dir;
  const auto path = dir / (format == SubtitleFormat::kSrt ? "t.srt" : "t.vtt");
  const Subtitles written = subtitles(kTrickyPlan, tricky_cast(), 0, 100, format);
  EXPECT_EQ(written.cues, 5);
  std::ofstream(path, std::ios::binary) << written.text;
  const fixtures::ReadSubtitles read = fixtures::read_subtitles(path.string());
  ASSERT_EQ(read.error, "");
  ASSERT_EQ(read.cues.size(), kTrickyExpected.size()) << written.text;
  const double starts[] = {1, 2, 3, 4, 6};
  for (std::size_t i = 0; i < kTrickyExpected.size(); ++i) {
    EXPECT_EQ(without_word_joiners(read.cues[i].text), kTrickyExpected[i]) << "cue " << i;
    EXPECT_NEAR(read.cues[i].start, starts[i], 1e-3) << "cue " << i;
    EXPECT_NEAR(read.cues[i].end, starts[i] + 1, 1e-3) << "cue " << i;
  }
}

std::string format_name(const ::testing::TestParamInfo<SubtitleFormat>& format) {
  return format.param == SubtitleFormat::kSrt ? "Srt" : "Vtt";
}

INSTANTIATE_TEST_SUITE_P(BothFormats, SubtitlesReadBack,
                         ::testing::Values(SubtitleFormat::kSrt, SubtitleFormat::kVtt),
                         format_name);

TEST(Subtitles, VttEscapesAsCharacterReferences) {
  EXPECT_EQ(cue_text("Tom & <b>Jerry</b> --> x", SubtitleFormat::kVtt),
            "Tom &amp; &lt;b&gt;Jerry&lt;/b&gt; --&gt; x");
}

}  // namespace
}  // namespace jt::encode
