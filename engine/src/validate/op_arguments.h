// The arguments every block takes (spec §3, §4, §7.3, §8; docs/BLOCKS.md), and what kind of value
// each one is: validation walks a program by this table, to warn about an argument no block reads
// and to find the formulas whose names it checks.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace jt::validate {

enum class ArgKind {
  kValue,      // a number or "=formula"
  kValuePair,  // gait's bob: [base, amp] or null
  kWord,       // a word from a fixed list (ease, shape, sync, ...), checked by prepare
  kText,       // a string: who, text, a var's name, a mood
  kChannels,   // one channel or a list of them
  kTargets,    // {channel: value}
  kBody,       // a list of blocks
  kBranches,   // a list of lists of blocks
  kPart,       // a part word, or a list of limbs
  kPoint,      // {x, y}, each a value
  kBool,
  kParams,     // does: {name: value}, scene expressions
  kBehaviour,  // does: a pack id, {id, version} or an inline behaviour
};

struct Arg {
  std::string_view name;
  ArgKind kind;
};

// The arguments of `op`, nothing when validation does not know the op (prepare reports it). A
// scene's `mood {who, mood}` is not a behaviour's `mood {mood}`.
std::optional<std::span<const Arg>> op_arguments(std::string_view op, bool in_scene);

}  // namespace jt::validate
