// The packets of a subtitle stream inside a video (encode/src/subtitle_stream.cpp), as
// docs/ENCODING.md "A subtitle stream in the video" says: milliseconds; 3GPP timed text (a 16-bit
// length, then the UTF-8 text) with overlapping cues merged into spans; WebVTT a packet a cue,
// escaped.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "jt/encode/subtitles.h"
#include "jt/encode/video_writer.h"
#include "subtitle_stream.h"

namespace jt::encode {
namespace {

// A timed-text sample: the text's length in 16 bits, big-endian, then the text.
std::string tx3g_sample(const std::string& text) {
  std::string out;
  out.push_back(static_cast<char>((text.size() >> 8) & 0xFF));
  out.push_back(static_cast<char>(text.size() & 0xFF));
  return out + text;
}

TEST(SubtitleStream, WhichContainersCarryTimedText) {
  EXPECT_TRUE(subtitles_as_mov_text(Container::kMp4));
  EXPECT_TRUE(subtitles_as_mov_text(Container::kMov));
  EXPECT_FALSE(subtitles_as_mov_text(Container::kWebm));
  EXPECT_FALSE(subtitles_as_mov_text(Container::kMkv));
}

TEST(SubtitleStream, OneCueInMilliseconds) {
  const std::vector<SubtitleCue> cues = {{.start = 0.5, .end = 1.75, .text = "Hi!"}};
  for (Container c : {Container::kMp4, Container::kWebm}) {
    const std::vector<SubtitlePacket> packets = subtitle_packets(cues, c);
    ASSERT_EQ(packets.size(), 1u);
    EXPECT_EQ(packets[0].start, 500);
    EXPECT_EQ(packets[0].duration, 1250);
  }
  EXPECT_EQ(subtitle_packets(cues, Container::kMp4)[0].data, tx3g_sample("Hi!"));
  EXPECT_EQ(subtitle_packets(cues, Container::kWebm)[0].data, "Hi!");
}

TEST(SubtitleStream, WebVttEscapesItsMarkupCharacters) {
  const std::vector<SubtitleCue> cues = {{.start = 0, .end = 1, .text = "a<b> & c --> d"}};
  EXPECT_EQ(subtitle_packets(cues, Container::kWebm)[0].data, "a&lt;b&gt; &amp; c --&gt; d");
  // Timed text has no markup: as it is.
  EXPECT_EQ(subtitle_packets(cues, Container::kMov)[0].data, tx3g_sample("a<b> & c --> d"));
}

TEST(SubtitleStream, WebVttKeepsOverlappingCuesApart) {
  const std::vector<SubtitleCue> cues = {{.start = 0, .end = 2, .text = "A"},
                                         {.start = 1, .end = 3, .text = "B"}};
  const std::vector<SubtitlePacket> packets = subtitle_packets(cues, Container::kMkv);
  ASSERT_EQ(packets.size(), 2u);
  EXPECT_EQ(packets[0].start, 0);
  EXPECT_EQ(packets[0].duration, 2000);
  EXPECT_EQ(packets[1].start, 1000);
  EXPECT_EQ(packets[1].duration, 2000);
}

TEST(SubtitleStream, TimedTextMergesOverlapsIntoSpans) {
  // A from 0 to 2 s, B from 1 to 3 s: the edges 0, 1, 2, 3 cut three spans.
  const std::vector<SubtitleCue> cues = {{.start = 0, .end = 2, .text = "A"},
                                         {.start = 1, .end = 3, .text = "B"}};
  const std::vector<SubtitlePacket> packets = subtitle_packets(cues, Container::kMp4);
  ASSERT_EQ(packets.size(), 3u);
  EXPECT_EQ(packets[0].start, 0);
  EXPECT_EQ(packets[0].duration, 1000);
  EXPECT_EQ(packets[0].data, tx3g_sample("A"));
  EXPECT_EQ(packets[1].start, 1000);
  EXPECT_EQ(packets[1].duration, 1000);
  EXPECT_EQ(packets[1].data, tx3g_sample("A\nB"));  // a line each, in plan order
  EXPECT_EQ(packets[2].start, 2000);
  EXPECT_EQ(packets[2].duration, 1000);
  EXPECT_EQ(packets[2].data, tx3g_sample("B"));
}

TEST(SubtitleStream, TimedTextLeavesGapsToTheMuxer) {
  const std::vector<SubtitleCue> cues = {{.start = 0, .end = 1, .text = "A"},
                                         {.start = 2, .end = 3, .text = "B"}};
  const std::vector<SubtitlePacket> packets = subtitle_packets(cues, Container::kMp4);
  ASSERT_EQ(packets.size(), 2u);
  EXPECT_EQ(packets[1].start, 2000);
  EXPECT_EQ(packets[1].data, tx3g_sample("B"));
}

TEST(SubtitleStream, TimedTextLengthCountsBytes) {
  // "é" is two bytes of UTF-8: the length says 2.
  const std::vector<SubtitleCue> cues = {{.start = 0, .end = 1, .text = "\xC3\xA9"}};
  EXPECT_EQ(subtitle_packets(cues, Container::kMp4)[0].data, std::string("\0\2\xC3\xA9", 4));
}

TEST(SubtitleStream, NoCuesNoPackets) {
  EXPECT_TRUE(subtitle_packets({}, Container::kMp4).empty());
  EXPECT_TRUE(subtitle_packets({}, Container::kWebm).empty());
}

}  // namespace
}  // namespace jt::encode
