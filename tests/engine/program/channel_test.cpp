// Pose channel names (spec §2): dx dy rot sx sy mouth blink mood, part:<role>[:<side>][#<index>]
// and lift:<role>[:<side>][#<index>], sides -1 and 1, indices 0 to 15.
#include "jt/program/channel.h"

#include <gtest/gtest.h>

namespace jt {
namespace {

TEST(Channel, ThePlainChannels) {
  EXPECT_EQ(parse_channel("dx")->kind, ChannelKind::kDx);
  EXPECT_EQ(parse_channel("mood")->kind, ChannelKind::kMood);
  EXPECT_EQ(parse_channel("sy")->kind, ChannelKind::kSy);
  EXPECT_EQ(rest_value(ChannelKind::kSx), 1);
  EXPECT_EQ(rest_value(ChannelKind::kSy), 1);
  EXPECT_EQ(rest_value(ChannelKind::kDx), 0);
  EXPECT_EQ(rest_value(ChannelKind::kMouth), 0);
}

TEST(Channel, PartsAndLiftsWithSideAndIndex) {
  const std::optional<Channel> arm = parse_channel("part:arm:-1");
  ASSERT_TRUE(arm);
  EXPECT_EQ(arm->kind, ChannelKind::kPart);
  EXPECT_EQ(arm->role, "arm");
  EXPECT_EQ(arm->side, -1);
  EXPECT_EQ(arm->index, -1);
  EXPECT_EQ(arm->name(), "part:arm:-1");
  EXPECT_EQ(arm->pose_key(), "arm:-1");
  EXPECT_TRUE(arm->is_limb_channel());
  const std::optional<Channel> leg = parse_channel("lift:leg#2");
  ASSERT_TRUE(leg);
  EXPECT_EQ(leg->kind, ChannelKind::kLift);
  EXPECT_EQ(leg->side, 0);
  EXPECT_EQ(leg->index, 2);
  EXPECT_EQ(leg->name(), "lift:leg#2");
  EXPECT_EQ(leg->pose_key(), "leg#2");
  EXPECT_TRUE(parse_channel("part:tail#15"));
  EXPECT_TRUE(parse_channel("part:elbow"));  // the form is right; the vocabulary is the caller's
  EXPECT_FALSE(parse_channel("dx")->is_limb_channel());
}

TEST(Channel, NamesOutsideTheGrammarAreNone) {
  for (const char* bad : {"", "DX", "part:", "part:Arm", "lift:arm:2", "part:__proto__",
                          "part:arm#16", "part:arm#01", "size", "part:arm:1:1"}) {
    EXPECT_FALSE(parse_channel(bad)) << bad;
  }
}

}  // namespace
}  // namespace jt
