// reach and release (spec §8.4). They are primitive, but they name their limbs like a friendly
// block: the part words become the limbs' pose keys. A reach with `hold: s` is friendly: reach,
// wait s, release {part, over, ease} - reach, hold, and let go the same way.
#include <optional>
#include <utility>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

// The block's `part` as the limbs' keys: one key, or a list of them. nullopt when the block names
// no part (the right hand) or names it wrong (an error). A list of names is read too: it is what
// desugaring writes for a pair, so a desugared program desugars to itself.
std::optional<json::Value> limbs_part(BlockArgs& args) {
  const json::Value* part = args.block().find("part");
  if (part == nullptr) return std::nullopt;
  const json::Array names = part->is_array() ? part->as_array() : json::Array{*part};
  std::vector<std::string> keys;
  for (const json::Value& name : names) {
    if (!name.is_string()) {
      args.error(Code::kWrongPart, "part",
                 "expected a hand or a foot for \"part\", got " + describe(name),
                 "name one like \"right hand\", \"hands\", \"left foot\" or \"paws\"");
      return std::nullopt;
    }
    LimbLookup lookup = resolve_limbs(name.as_string());
    if (!lookup.ok()) {
      args.error(Code::kUnknownPart, "part", std::move(lookup.message), std::move(lookup.hint));
      return std::nullopt;
    }
    for (const Limb& limb : lookup.limbs) {
      keys.push_back(limb.key());
    }
  }
  if (keys.empty()) {
    args.error(Code::kWrongPart, "part",
               "expected a hand or a foot for \"part\", got an empty list",
               "name one like \"right hand\", \"hands\", \"left foot\" or \"paws\"");
    return std::nullopt;
  }
  return channel_list(keys);
}

}  // namespace

json::Array expand_reach(BlockArgs& args) {
  json::Object reach = args.block();
  // A scene's reach {who, at} names its hands in words and is no friendly block (prepare reads it).
  if (args.has("who")) return {std::move(reach)};
  std::optional<json::Value> part = limbs_part(args);
  if (part) reach.set("part", *part);
  if (!args.has("hold")) return {std::move(reach)};

  reach.erase("hold");
  json::Object wait = primitive("wait");
  if (std::optional<json::Value> hold = args.amount("hold")) {
    if (hold->is_number() && hold->as_number() < 0) {
      args.warning(Code::kNoEffect, "hold",
                   "a hold of " + json::format_number(hold->as_number()) + " s lets go at once",
                   "give \"hold\" in seconds, 0 or more");
    }
    wait.set("s", std::move(*hold));
  }
  json::Object release = primitive("release");
  if (part) release.set("part", std::move(*part));
  args.copy_amounts(release, {"over"});
  args.copy_texts(release, {"ease"});
  return {std::move(reach), std::move(wait), std::move(release)};
}

json::Array expand_release(BlockArgs& args) {
  json::Object release = args.block();
  if (args.has("who")) return {std::move(release)};
  if (std::optional<json::Value> part = limbs_part(args)) release.set("part", std::move(*part));
  return {std::move(release)};
}

}  // namespace jt::program
