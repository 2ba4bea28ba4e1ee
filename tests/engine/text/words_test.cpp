// How the text view says values, channels and parts (engine/src/text/words.cpp), as docs/TEXT.md
// "Values" and "Parts and channels" lay it out.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "jt/json/value.h"
#include "support/json_text.h"
#include "text/words.h"

namespace jt::text {
namespace {

using test_support::parse_json;

TEST(Words, ValuesAsWritten) {
  EXPECT_EQ(value_text(json::Value(-11)), "-11");
  EXPECT_EQ(value_text(json::Value(0.45)), "0.45");
  EXPECT_EQ(value_text(json::Value(1e21)), "1e+21");  // as JavaScript prints it
  EXPECT_EQ(value_text(json::Value("=0.9*pi")), "(0.9*pi)");
  EXPECT_EQ(value_text(json::Value("min(1, 2)")), "\"min(1, 2)\"");  // no '=': a string
  EXPECT_EQ(value_text(parse_json(R"({"amp":3})")), R"({"amp":3})");
  EXPECT_EQ(value_text(parse_json("[1, 2]")), "[1,2]");
  EXPECT_EQ(value_text(json::Value(true)), "true");
}

TEST(Words, WordsAsTheyAre) {
  EXPECT_EQ(word_text(json::Value("linear")), "linear");
  EXPECT_EQ(word_text(json::Value("happy")), "happy");
  EXPECT_EQ(word_text(json::Value(2)), "2");
  EXPECT_EQ(word_text(json::Value("=1+1")), "=1+1");  // a word is never read as a formula
}

TEST(Words, TextInQuotesEscapedAsJsonStringify) {
  EXPECT_EQ(in_quotes("Is it?"), "\"Is it?\"");
  EXPECT_EQ(in_quotes("say \"hi\"\n"), R"("say \"hi\"\n")");
  EXPECT_EQ(in_quotes("back\\slash\ttab"), R"("back\\slash\ttab")");
  EXPECT_EQ(text_value(json::Value("=not a formula")), "\"=not a formula\"");
  EXPECT_EQ(text_value(json::Value(3)), "3");
}

TEST(Words, ChannelsAsWords) {
  EXPECT_EQ(channel_text("part:claw:-1"), "left claw");
  EXPECT_EQ(channel_text("part:arm"), "arms");
  EXPECT_EQ(channel_text("part:torso"), "body");
  EXPECT_EQ(channel_text("part:leg#2"), "front legs");
  EXPECT_EQ(channel_text("part:leg:-1#2"), "front left leg");
  EXPECT_EQ(channel_text("part:hand"), "hands");
}

TEST(Words, ChannelsNoWordNames) {
  EXPECT_EQ(channel_text("part:tail#2"), "tail #2");
  EXPECT_EQ(channel_text("part:ear:1#1"), "right ear #1");
  EXPECT_EQ(channel_text("part:torso#1"), "body #1");
  EXPECT_EQ(channel_text("part:elbow"), "elbow");
  EXPECT_EQ(channel_text("lift:arm:-1"), "left arm lift");
}

TEST(Words, PlainChannelsAndOtherNamesAsTheyAre) {
  for (const char* name : {"dx", "dy", "rot", "sx", "sy", "mouth", "blink", "mood", "wobble"}) {
    EXPECT_EQ(channel_text(name), name);
  }
}

TEST(Words, SeveralChannelsJoinedWithPlus) {
  EXPECT_EQ(channels_text(json::Value("dx")), "dx");
  EXPECT_EQ(channels_text(parse_json(R"(["part:claw:-1", "part:arm"])")), "left claw + arms");
}

TEST(Words, PartsAsTheirWords) {
  EXPECT_EQ(part_text(json::Value("right forearm")), "right forearm");
  EXPECT_EQ(part_text(json::Value("front left paw")), "front left paw");
  EXPECT_EQ(part_text(json::Value("part:arm:-1")), "left arm");
  EXPECT_EQ(part_text(json::Value("arm_l")), "left arm");
}

TEST(Words, LimbsAsWords) {
  EXPECT_EQ(limbs_text(json::Value("hand:1")), "right hand");
  EXPECT_EQ(limbs_text(parse_json(R"(["hand:-1", "hand:1"])")), "left hand + right hand");
}

TEST(Words, PrefixedAndJoin) {
  EXPECT_EQ(prefixed("say ", "hi"), "say hi");
  EXPECT_EQ(join({"a", "b", "c"}, ", "), "a, b, c");
  EXPECT_EQ(join({}, ", "), "");
  EXPECT_EQ(join({"one"}, " + "), "one");
}

}  // namespace
}  // namespace jt::text
