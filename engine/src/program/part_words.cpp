#include "jt/program/part_words.h"

#include <algorithm>
#include <utility>

#include "jt/nearest_name.h"
#include "program/friendly/in_quotes.h"

namespace jt::program {
namespace {

struct RoleShape {
  std::string_view role;
  bool paired;
  bool leg;
  int chain_segments;  // 0: no chain
};

// What the friendly blocks need to know of each role of spec §2 beyond its name: whether it comes
// in pairs, whether its index is a leg number (§2), and its chain segments (§8.2).
constexpr RoleShape kRoleShapes[] = {
    {"head", false, false, 0},  {"neck", false, false, 0}, {"torso", false, false, 2},
    {"hips", false, false, 0},  {"arm", true, false, 0},   {"forearm", true, false, 0},
    {"hand", true, false, 0},   {"leg", true, true, 0},    {"shin", true, true, 0},
    {"foot", true, true, 0},    {"tail", false, false, 4}, {"ear", true, false, 2},
    {"wing", true, false, 0},   {"fin", true, false, 0},   {"claw", true, false, 0},
    {"snout", false, false, 0}, {"nose", false, false, 0}, {"hair", false, false, 2},
    {"hat", false, false, 0},   {"eye", true, false, 0},   {"brow", true, false, 0},
};

const RoleShape* find_shape(std::string_view role) {
  auto it = std::ranges::find(kRoleShapes, role, &RoleShape::role);
  return it == std::end(kRoleShapes) ? nullptr : &*it;
}

std::string did_you_mean(std::optional<std::string_view> near, std::string fallback) {
  return near ? "did you mean " + in_quotes(*near) + "?" : std::move(fallback);
}

PartLookup lookup_channel(std::string_view name) {
  std::optional<Channel> channel = parse_channel(name);
  if (!channel) {
    return {std::nullopt, in_quotes(name) + " is not a part channel",
            "a channel is part:<role>[:<side>][#<index>] (or lift:...) with a lower-case role, "
            "side -1 or 1 and an index 0-15, e.g. \"part:arm:-1\""};
  }
  if (is_known_role(channel->role)) return {channel, {}, {}};
  std::vector<std::string_view> roles;
  for (const RoleShape& shape : kRoleShapes) {
    roles.push_back(shape.role);
  }
  std::string hint =
      "a part channel names one of the roles head neck torso hips arm forearm hand leg shin foot "
      "tail ear wing fin claw snout nose hair hat eye brow";
  if (std::optional<std::string_view> near = nearest_name(channel->role, roles)) {
    Channel known = *channel;
    known.role = std::string(*near);
    hint = "did you mean " + in_quotes(known.name()) + "?";
  }
  return {std::nullopt, "unknown part " + in_quotes(name), std::move(hint)};
}

}  // namespace

bool is_paired_role(std::string_view role) {
  const RoleShape* shape = find_shape(role);
  return shape != nullptr && shape->paired;
}

bool is_leg_role(std::string_view role) {
  const RoleShape* shape = find_shape(role);
  return shape != nullptr && shape->leg;
}

int chain_segments(std::string_view role) {
  const RoleShape* shape = find_shape(role);
  return shape == nullptr ? 0 : shape->chain_segments;
}

PartLookup resolve_part_name(std::string_view name) {
  if (name.starts_with("part:") || name.starts_with("lift:")) return lookup_channel(name);
  const std::vector<PartWord>& words = part_words();
  auto it = std::find_if(words.begin(), words.end(),
                         [name](const PartWord& word) { return word.name == name; });
  if (it != words.end()) return {it->part, {}, {}};

  std::vector<std::string_view> names;
  for (const PartWord& word : words) {
    names.push_back(word.name);
  }
  return {std::nullopt, "unknown part " + in_quotes(name),
          did_you_mean(nearest_name(name, names),
                       "name a part with a word (\"left arm\", \"ears\", \"front legs\"), a "
                       "legacy name (\"arm_l\") or a channel (\"part:arm:-1\")")};
}

bool is_pair(const Channel& part) {
  return part.side == 0 && is_paired_role(part.role);
}

std::vector<FriendlyChannel> friendly_channels(const Channel& part) {
  const bool angle = part.kind == ChannelKind::kPart;
  if (!is_pair(part)) return {{part, angle && part.side < 0 ? -1 : 1}};

  Channel left = part;
  Channel right = part;
  if (is_leg_role(part.role) && part.index >= 0) {
    // A side-less leg number names its pair of legs: the even one is the left leg.
    left.index = part.index - part.index % 2;
    right.index = left.index + 1;
    if (!angle) return {{left, 1}, {right, 1}};
  } else if (!angle) {
    return {{part, 1}};
  }
  left.side = -1;
  right.side = 1;
  return {{left, -1}, {right, 1}};
}

Channel with_index(Channel channel, int index) {
  channel.index = index;
  return channel;
}

LimbLookup resolve_limbs(std::optional<std::string_view> name) {
  if (!name) return {{Limb{"hand", 1}}, {}, {}};
  for (std::string_view role : {"hand", "foot"}) {
    for (int side : {-1, 1}) {
      if (*name == std::string(role) + (side < 0 ? ":-1" : ":1")) {
        return {{Limb{std::string(role), side}}, {}, {}};
      }
    }
  }
  PartLookup lookup = resolve_part_name(*name);
  if (!lookup.ok()) return {{}, std::move(lookup.message), std::move(lookup.hint)};
  const Channel& part = *lookup.part;
  if (part.kind != ChannelKind::kPart || part.index >= 0 ||
      (part.role != "hand" && part.role != "foot")) {
    return {{},
            "a reach moves a hand or a foot, not " + in_quotes(*name),
            "name one like \"right hand\", \"hands\", \"left foot\" or \"paws\""};
  }
  if (part.side != 0) return {{Limb{part.role, part.side}}, {}, {}};
  return {{Limb{part.role, -1}, Limb{part.role, 1}}, {}, {}};
}

}  // namespace jt::program
