#include "jt/program/part_words.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace jt::program {
namespace {

// The channel a name stands for, and the channels (with their friendly signs) a friendly block
// moves for it: spec §4 (words, v0.4.1 paws, "front legs" without a side, lift outward).
struct WordCase {
  std::string_view name;
  std::string_view channel;
  std::vector<std::string> moved;  // "-part:arm:-1": the friendly angle negated there
};

const WordCase kWords[] = {
    // Channels of the vocabulary's roles.
    {"part:arm:-1", "part:arm:-1", {"-part:arm:-1"}},
    {"part:arm", "part:arm", {"-part:arm:-1", "+part:arm:1"}},
    {"part:tail", "part:tail", {"+part:tail"}},
    {"part:leg#2", "part:leg#2", {"-part:leg:-1#2", "+part:leg:1#3"}},
    {"part:leg#3", "part:leg#3", {"-part:leg:-1#2", "+part:leg:1#3"}},
    {"part:leg:1#3", "part:leg:1#3", {"+part:leg:1#3"}},
    {"part:head:-1", "part:head:-1", {"-part:head:-1"}},
    {"lift:arm", "lift:arm", {"+lift:arm"}},
    {"lift:arm:-1", "lift:arm:-1", {"+lift:arm:-1"}},
    {"part:neck", "part:neck", {"+part:neck"}},
    // Legacy names.
    {"arm_l", "part:arm:-1", {"-part:arm:-1"}},
    {"arm_r", "part:arm:1", {"+part:arm:1"}},
    {"forearm_l", "part:forearm:-1", {"-part:forearm:-1"}},
    {"hand_r", "part:hand:1", {"+part:hand:1"}},
    {"thigh_r", "part:leg:1", {"+part:leg:1"}},
    {"thigh_l", "part:leg:-1", {"-part:leg:-1"}},
    {"shin_l", "part:shin:-1", {"-part:shin:-1"}},
    {"foot_r", "part:foot:1", {"+part:foot:1"}},
    {"ear_l", "part:ear:-1", {"-part:ear:-1"}},
    {"wing_r", "part:wing:1", {"+part:wing:1"}},
    {"claw_l", "part:claw:-1", {"-part:claw:-1"}},
    {"head", "part:head", {"+part:head"}},
    {"tail", "part:tail", {"+part:tail"}},
    {"body", "part:torso", {"+part:torso"}},
    // Words: unpaired parts pass through raw.
    {"torso", "part:torso", {"+part:torso"}},
    {"hips", "part:hips", {"+part:hips"}},
    {"neck", "part:neck", {"+part:neck"}},
    {"hair", "part:hair", {"+part:hair"}},
    {"hat", "part:hat", {"+part:hat"}},
    {"nose", "part:nose", {"+part:nose"}},
    {"snout", "part:snout", {"+part:snout"}},
    // Pairs: both sides mirrored; one side: the left one negated.
    {"arms", "part:arm", {"-part:arm:-1", "+part:arm:1"}},
    {"left arm", "part:arm:-1", {"-part:arm:-1"}},
    {"right arm", "part:arm:1", {"+part:arm:1"}},
    {"right forearm", "part:forearm:1", {"+part:forearm:1"}},
    {"forearms", "part:forearm", {"-part:forearm:-1", "+part:forearm:1"}},
    {"hands", "part:hand", {"-part:hand:-1", "+part:hand:1"}},
    {"legs", "part:leg", {"-part:leg:-1", "+part:leg:1"}},
    {"left leg", "part:leg:-1", {"-part:leg:-1"}},
    {"shins", "part:shin", {"-part:shin:-1", "+part:shin:1"}},
    {"feet", "part:foot", {"-part:foot:-1", "+part:foot:1"}},
    {"left foot", "part:foot:-1", {"-part:foot:-1"}},
    {"ears", "part:ear", {"-part:ear:-1", "+part:ear:1"}},
    {"right ear", "part:ear:1", {"+part:ear:1"}},
    {"wings", "part:wing", {"-part:wing:-1", "+part:wing:1"}},
    {"fins", "part:fin", {"-part:fin:-1", "+part:fin:1"}},
    {"claws", "part:claw", {"-part:claw:-1", "+part:claw:1"}},
    {"eyes", "part:eye", {"-part:eye:-1", "+part:eye:1"}},
    {"left brow", "part:brow:-1", {"-part:brow:-1"}},
    // Four legs: #0 back-left, #1 back-right, #2 front-left, #3 front-right.
    {"front legs", "part:leg#2", {"-part:leg:-1#2", "+part:leg:1#3"}},
    {"back legs", "part:leg#0", {"-part:leg:-1#0", "+part:leg:1#1"}},
    {"hind legs", "part:leg#0", {"-part:leg:-1#0", "+part:leg:1#1"}},
    {"front right leg", "part:leg:1#3", {"+part:leg:1#3"}},
    {"front left leg", "part:leg:-1#2", {"-part:leg:-1#2"}},
    {"back right leg", "part:leg:1#1", {"+part:leg:1#1"}},
    {"hind left leg", "part:leg:-1#0", {"-part:leg:-1#0"}},
    // v0.4.1 paws: front paws are hands, back paws feet, a paw without front or back a front paw.
    {"paws", "part:hand", {"-part:hand:-1", "+part:hand:1"}},
    {"left paw", "part:hand:-1", {"-part:hand:-1"}},
    {"right paw", "part:hand:1", {"+part:hand:1"}},
    {"front paws", "part:hand", {"-part:hand:-1", "+part:hand:1"}},
    {"front left paw", "part:hand:-1", {"-part:hand:-1"}},
    {"front right paw", "part:hand:1", {"+part:hand:1"}},
    {"front feet", "part:hand", {"-part:hand:-1", "+part:hand:1"}},
    {"front left foot", "part:hand:-1", {"-part:hand:-1"}},
    {"back paws", "part:foot", {"-part:foot:-1", "+part:foot:1"}},
    {"hind paws", "part:foot", {"-part:foot:-1", "+part:foot:1"}},
    {"back feet", "part:foot", {"-part:foot:-1", "+part:foot:1"}},
    {"back left paw", "part:foot:-1", {"-part:foot:-1"}},
    {"hind right paw", "part:foot:1", {"+part:foot:1"}},
};

std::vector<std::string> moved(const Channel& part) {
  std::vector<std::string> out;
  for (const FriendlyChannel& target : friendly_channels(part)) {
    std::string entry(target.sign < 0 ? "-" : "+");
    entry += target.channel.name();
    out.push_back(std::move(entry));
  }
  return out;
}

TEST(PartWordTable, EveryNameStandsForItsChannels) {
  for (const WordCase& c : kWords) {
    const PartLookup lookup = resolve_part_name(c.name);
    ASSERT_TRUE(lookup.ok()) << c.name << ": " << lookup.message;
    EXPECT_EQ(lookup.part->name(), c.channel) << c.name;
    EXPECT_EQ(moved(*lookup.part), c.moved) << c.name;
  }
}

TEST(PartWordTable, EveryListedWordResolvesToItsOwnEntry) {
  for (const PartWord& word : part_words()) {
    const PartLookup lookup = resolve_part_name(word.name);
    ASSERT_TRUE(lookup.ok()) << word.name;
    EXPECT_EQ(*lookup.part, word.part) << word.name;
    EXPECT_TRUE(is_known_role(word.part.role)) << word.name;
  }
}

TEST(PartWordTable, NoWordIsListedTwice) {
  const std::vector<PartWord>& words = part_words();
  for (std::size_t i = 0; i < words.size(); ++i) {
    for (std::size_t j = i + 1; j < words.size(); ++j) {
      EXPECT_NE(words[i].name, words[j].name);
    }
  }
}

TEST(PartWordRoles, ChainsAndTheirSegments) {
  EXPECT_EQ(chain_segments("tail"), 4);
  EXPECT_EQ(chain_segments("torso"), 2);
  EXPECT_EQ(chain_segments("ear"), 2);
  EXPECT_EQ(chain_segments("hair"), 2);
  EXPECT_EQ(chain_segments("neck"), 0);  // v0.4.1: no longer a chain
  EXPECT_EQ(chain_segments("arm"), 0);
  EXPECT_EQ(chain_segments("elbow"), 0);
}

TEST(PartWordRoles, PairsAndLegs) {
  for (std::string_view role : {"arm", "forearm", "hand", "leg", "shin", "foot", "ear", "wing",
                                "fin", "claw", "eye", "brow"}) {
    EXPECT_TRUE(is_paired_role(role)) << role;
  }
  for (std::string_view role :
       {"head", "neck", "torso", "hips", "tail", "snout", "nose", "hair", "hat"}) {
    EXPECT_FALSE(is_paired_role(role)) << role;
  }
  EXPECT_TRUE(is_leg_role("leg"));
  EXPECT_TRUE(is_leg_role("shin"));
  EXPECT_TRUE(is_leg_role("foot"));
  EXPECT_FALSE(is_leg_role("arm"));
}

TEST(PartWordErrors, UnknownWordsSuggestTheNearest) {
  struct Case {
    std::string_view name, message, hint;
  };
  const Case cases[] = {
      {"lef arm", "unknown part \"lef arm\"", "did you mean \"left arm\"?"},
      {"tial", "unknown part \"tial\"", "did you mean \"tail\"?"},
      {"front paw", "unknown part \"front paw\"", "did you mean \"front paws\"?"},
      {"part:tial", "unknown part \"part:tial\"", "did you mean \"part:tail\"?"},
      {"part:ear:-1#1x", "\"part:ear:-1#1x\" is not a part channel", ""},
  };
  for (const Case& c : cases) {
    const PartLookup lookup = resolve_part_name(c.name);
    EXPECT_FALSE(lookup.ok()) << c.name;
    EXPECT_EQ(lookup.message, c.message);
    if (!c.hint.empty()) {
      EXPECT_EQ(lookup.hint, c.hint);
    }
  }
}

TEST(PartWordErrors, ChannelsMustBeWellFormedAndOfAKnownRole) {
  // Spec §2 / §4: not of the form is an error; a well-formed channel of an unknown role names
  // an unknown part in a friendly block; names are data (no prototype names).
  for (std::string_view name : {"part:Arm", "lift:arm:2", "part:__proto__", "part:arm#16",
                                "part:arm#01", "part:", "part:elbow", "part:constructor",
                                "constructor", "toString", "__proto__", "Left Arm", "arm", ""}) {
    EXPECT_FALSE(resolve_part_name(name).ok()) << name;
  }
}

TEST(PartWordLimbs, ReachNamesHandsAndFeet) {
  struct Case {
    std::string_view name;
    std::vector<Limb> limbs;
  };
  const Case cases[] = {
      {"right hand", {{"hand", 1}}},
      {"left foot", {{"foot", -1}}},
      {"hands", {{"hand", -1}, {"hand", 1}}},
      {"feet", {{"foot", -1}, {"foot", 1}}},
      {"paws", {{"hand", -1}, {"hand", 1}}},
      {"left paw", {{"hand", -1}}},
      {"front paws", {{"hand", -1}, {"hand", 1}}},
      {"front left paw", {{"hand", -1}}},
      {"back paws", {{"foot", -1}, {"foot", 1}}},
      {"hind right paw", {{"foot", 1}}},
      {"hand_l", {{"hand", -1}}},
      {"part:foot:1", {{"foot", 1}}},
      {"hand:-1", {{"hand", -1}}},  // a limb's pose key, as desugaring writes it
  };
  for (const Case& c : cases) {
    const LimbLookup lookup = resolve_limbs(c.name);
    EXPECT_EQ(lookup.limbs, c.limbs) << c.name;
  }
  EXPECT_EQ(resolve_limbs(std::nullopt).limbs, (std::vector<Limb>{{"hand", 1}}));
}

TEST(PartWordLimbs, AnythingElseIsNoLimb) {
  for (std::string_view name :
       {"left arm", "head", "front legs", "lift:hand", "part:hand#2", "hand:2", "hnds"}) {
    const LimbLookup lookup = resolve_limbs(name);
    EXPECT_FALSE(lookup.ok()) << name;
    EXPECT_FALSE(lookup.message.empty()) << name;
  }
  EXPECT_EQ(resolve_limbs("left arm").message, "a reach moves a hand or a foot, not \"left arm\"");
  EXPECT_EQ(resolve_limbs("hnds").hint, "did you mean \"hands\"?");
}

}  // namespace
}  // namespace jt::program
