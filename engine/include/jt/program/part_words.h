// The part words of the friendly blocks (spec §4, §8.2-§8.4): how a name such as "left arm",
// "front legs", "arm_l" or "part:tail" becomes the channels a friendly block moves, with the
// "lift outward" rule, chain roles and their segment counts, and the hands and feet a reach names.
// docs/BLOCKS.md lists every word.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/program/block.h"
#include "jt/program/channel.h"

namespace jt::program {

// Roles that come in a left and a right one (arm, ear, leg, ...): a name without a side moves both.
bool is_paired_role(std::string_view role);
// leg, shin, foot: their index numbers the legs (quadruped #0 back-left ... #3 front-right).
bool is_leg_role(std::string_view role);
// The segments of a chain role (engine/parts.js CHAIN_SEGMENTS: tail 4, torso 2, ear 2, hair 2);
// 0 for a role that is no chain.
int chain_segments(std::string_view role);

// The part a friendly block's name stands for, or why it stands for none.
struct PartLookup {
  std::optional<Channel> part;  // a part or lift channel, set when the name is known
  std::string message;          // otherwise what is wrong: unknown part "lef arm"
  std::string hint;             // and how to fix it: did you mean "left arm"?

  bool ok() const { return part.has_value(); }
};

// Resolves a part name as a friendly block gets it: a well-formed channel of a role in the
// vocabulary ("part:arm:-1", "lift:tail"), a legacy name ("arm_l", "thigh_r", "body") or a word
// ("left arm", "front legs", "paws"). Names match exactly (spec §5: names are data).
PartLookup resolve_part_name(std::string_view name);

// Every legacy name and word with the channel it stands for, in the order docs/BLOCKS.md lists
// them; suggestions for unknown names come from these.
struct PartWord {
  std::string name;
  Channel part;
};
const std::vector<PartWord>& part_words();

// A side-less part of a paired role ("arms", "ears", part:leg#2 = "front legs"): a friendly block
// moves both sides.
bool is_pair(const Channel& part);

// A channel a friendly block writes, with the factor its friendly angle takes there: -1 on a left
// part ("lift outward"), 1 otherwise. Lifts are not angles: always 1.
struct FriendlyChannel {
  Channel channel;
  int sign = 1;
};

// The channels a friendly block moves for a part. A pair of angles becomes its left and its right
// channel, mirrored ("front legs": part:leg:-1#2 and part:leg:1#3, keeping the leg numbers). A
// pair of lifts needs no mirroring: it is the side-less channel both sides read (lift:arm), or a
// pair of legs' two channels (lift:leg#2, lift:leg#3). Any other part is its own channel.
std::vector<FriendlyChannel> friendly_channels(const Channel& part);

// The same channel with another index (-1: none): segment i of a chain.
Channel with_index(Channel channel, int index);

// The limbs a `reach` or `release` names (spec §8.4): hands and feet by the part words above
// ("right hand", "feet", "paws" = the front paws = hands, "back paws" = feet), or as their pose
// key ("hand:1"). Without a name: the right hand.
struct LimbLookup {
  std::vector<Limb> limbs;  // left before right; empty exactly when the name is wrong
  std::string message;
  std::string hint;

  bool ok() const { return !limbs.empty(); }
};
LimbLookup resolve_limbs(std::optional<std::string_view> name);

}  // namespace jt::program
