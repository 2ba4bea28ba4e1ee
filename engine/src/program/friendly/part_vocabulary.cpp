// The part words (spec §4), built from small tables so that every pair gets the same three
// forms: "<prefix><plural>", "<prefix>left <singular>", "<prefix>right <singular>".
#include "jt/program/part_words.h"

namespace jt::program {
namespace {

Channel angle(std::string_view role, int side = 0, int index = -1) {
  return Channel{ChannelKind::kPart, std::string(role), side, index};
}

// A role named by one word.
struct Single {
  std::string_view word;
  std::string_view role;
};
constexpr Single kSingles[] = {
    {"head", "head"}, {"neck", "neck"},   {"body", "torso"}, {"torso", "torso"}, {"hips", "hips"},
    {"tail", "tail"}, {"snout", "snout"}, {"nose", "nose"},  {"hair", "hair"},   {"hat", "hat"},
};

// A pair: the plural names both sides, "left"/"right" + singular one side. `leg` is the pair's
// left leg number on a four-legged body (-1: not a numbered pair of legs).
struct Pair {
  std::string_view prefix;
  std::string_view singular;
  std::string_view plural;
  std::string_view role;
  int leg = -1;
};
constexpr Pair kPairs[] = {
    {"", "arm", "arms", "arm"},
    {"", "forearm", "forearms", "forearm"},
    {"", "hand", "hands", "hand"},
    {"", "leg", "legs", "leg"},
    {"", "shin", "shins", "shin"},
    {"", "foot", "feet", "foot"},
    {"", "ear", "ears", "ear"},
    {"", "wing", "wings", "wing"},
    {"", "fin", "fins", "fin"},
    {"", "claw", "claws", "claw"},
    {"", "eye", "eyes", "eye"},
    {"", "brow", "brows", "brow"},
    // Quadruped legs (§2, §4): #0 back-left, #1 back-right, #2 front-left, #3 front-right.
    {"front ", "leg", "legs", "leg", 2},
    {"back ", "leg", "legs", "leg", 0},
    {"hind ", "leg", "legs", "leg", 0},
    // v0.4.1 paws: the front paws are the hands, the back paws the feet, and a paw named
    // without front or back is a front paw.
    {"", "paw", "paws", "hand"},
    {"front ", "paw", "paws", "hand"},
    {"front ", "foot", "feet", "hand"},
    {"back ", "paw", "paws", "foot"},
    {"back ", "foot", "feet", "foot"},
    {"hind ", "paw", "paws", "foot"},
    {"hind ", "foot", "feet", "foot"},
};

// The older studio's rig names, <name>_l and <name>_r.
struct Legacy {
  std::string_view name;
  std::string_view role;
};
constexpr Legacy kLegacy[] = {
    {"arm", "arm"},   {"forearm", "forearm"}, {"hand", "hand"}, {"thigh", "leg"}, {"shin", "shin"},
    {"foot", "foot"}, {"ear", "ear"},         {"wing", "wing"}, {"claw", "claw"},
};

void add_pair(std::vector<PartWord>& words, const Pair& pair) {
  const std::string prefix(pair.prefix);
  const std::string singular(pair.singular);
  const int left_leg = pair.leg;
  const int right_leg = pair.leg < 0 ? -1 : pair.leg + 1;
  words.push_back({prefix + std::string(pair.plural), angle(pair.role, 0, left_leg)});
  words.push_back({prefix + "left " + singular, angle(pair.role, -1, left_leg)});
  words.push_back({prefix + "right " + singular, angle(pair.role, 1, right_leg)});
}

}  // namespace

const std::vector<PartWord>& part_words() {
  static const std::vector<PartWord> words = [] {
    std::vector<PartWord> out;
    for (const Single& single : kSingles) {
      out.push_back({std::string(single.word), angle(single.role)});
    }
    for (const Pair& pair : kPairs) {
      add_pair(out, pair);
    }
    for (const Legacy& legacy : kLegacy) {
      out.push_back({std::string(legacy.name) + "_l", angle(legacy.role, -1)});
      out.push_back({std::string(legacy.name) + "_r", angle(legacy.role, 1)});
    }
    return out;
  }();
  return words;
}

}  // namespace jt::program
