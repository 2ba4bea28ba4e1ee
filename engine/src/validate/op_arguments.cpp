// The table of op_arguments.h, one line an op, as spec §3, §4, §7.3 and §8 and docs/BLOCKS.md
// list them. "note" and "id" are allowed on every block and are not listed.
#include "validate/op_arguments.h"

#include <algorithm>
#include <iterator>

namespace jt::validate {
namespace {

using A = ArgKind;

constexpr Arg kSet[] = {{"to", A::kTargets}};
constexpr Arg kRamp[] = {
    {"to", A::kTargets}, {"by", A::kTargets}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kWait[] = {{"s", A::kValue}, {"until", A::kValue}};
constexpr Arg kFor[] = {{"s", A::kValue}, {"until", A::kValue}, {"body", A::kBody}};
constexpr Arg kWhile[] = {{"cond", A::kValue}, {"body", A::kBody}};
constexpr Arg kUntil[] = {{"cond", A::kValue}};
constexpr Arg kRepeat[] = {{"n", A::kValue}, {"body", A::kBody}};
constexpr Arg kForever[] = {{"body", A::kBody}};
constexpr Arg kTogether[] = {{"branches", A::kBranches}};
constexpr Arg kIf[] = {{"cond", A::kValue}, {"body", A::kBody}, {"else", A::kBody}};
constexpr Arg kWave[] = {{"ch", A::kChannels}, {"shape", A::kWord},   {"w", A::kValue},
                         {"hz", A::kValue},    {"every", A::kValue},  {"phase", A::kValue},
                         {"amp", A::kValue},   {"offset", A::kValue}, {"pow", A::kValue},
                         {"decay", A::kValue}, {"clip", A::kWord},    {"sync", A::kWord}};
constexpr Arg kHop[] = {{"amp", A::kValue},
                        {"w", A::kValue},
                        {"hz", A::kValue},
                        {"every", A::kValue},
                        {"sync", A::kWord}};
constexpr Arg kGait[] = {{"every", A::kValue},      {"stride", A::kValue},
                         {"give", A::kValue},       {"bend", A::kValue},
                         {"thighScale", A::kValue}, {"shinScale", A::kValue},
                         {"armSwing", A::kValue},   {"bob", A::kValuePair},
                         {"roll", A::kValue},       {"sync", A::kWord}};
constexpr Arg kDrive[] = {{"ch", A::kChannels}, {"value", A::kValue}};
constexpr Arg kMood[] = {{"mood", A::kText}};
constexpr Arg kSetVar[] = {{"var", A::kText}, {"value", A::kValue}};
constexpr Arg kChangeVar[] = {{"var", A::kText}, {"by", A::kValue}};
constexpr Arg kChain[] = {{"ch", A::kChannels},   {"shape", A::kWord},     {"amp", A::kValue},
                          {"w", A::kValue},       {"hz", A::kValue},       {"every", A::kValue},
                          {"phase", A::kValue},   {"decay", A::kValue},    {"lag", A::kValue},
                          {"falloff", A::kValue}, {"segments", A::kValue}, {"sync", A::kWord}};
constexpr Arg kFollow[] = {{"ch", A::kChannels},
                           {"source", A::kChannels},
                           {"gain", A::kValue},
                           {"hz", A::kValue},
                           {"damping", A::kValue}};
constexpr Arg kReach[] = {{"part", A::kPart}, {"to", A::kPoint},  {"at", A::kWord},
                          {"dx", A::kValue},  {"dy", A::kValue},  {"over", A::kValue},
                          {"ease", A::kWord}, {"hold", A::kValue}};
constexpr Arg kRelease[] = {{"part", A::kPart}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kView[] = {{"to", A::kWord}};
constexpr Arg kMove[] = {
    {"dx", A::kValue}, {"dy", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kMoveTo[] = {
    {"x", A::kValue}, {"y", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kTurn[] = {{"deg", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kTurnTo[] = {{"deg", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kScaleTo[] = {{"s", A::kValue},
                            {"sx", A::kValue},
                            {"sy", A::kValue},
                            {"over", A::kValue},
                            {"ease", A::kWord}};
constexpr Arg kSquash[] = {{"k", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kSetPart[] = {
    {"part", A::kPart}, {"deg", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kTurnPart[] = {
    {"part", A::kPart}, {"deg", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kLiftPart[] = {
    {"part", A::kPart}, {"px", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kBob[] = {{"amp", A::kValue},   {"w", A::kValue},     {"hz", A::kValue},
                        {"every", A::kValue}, {"phase", A::kValue}, {"sync", A::kWord}};
constexpr Arg kSway[] = {{"deg", A::kValue},   {"w", A::kValue},     {"hz", A::kValue},
                         {"every", A::kValue}, {"phase", A::kValue}, {"sync", A::kWord}};
constexpr Arg kWobble[] = {{"px", A::kValue},    {"w", A::kValue},     {"hz", A::kValue},
                           {"every", A::kValue}, {"phase", A::kValue}, {"sync", A::kWord}};
constexpr Arg kShake[] = {{"px", A::kValue}, {"deg", A::kValue},   {"w", A::kValue},
                          {"hz", A::kValue}, {"every", A::kValue}, {"phase", A::kValue},
                          {"sync", A::kWord}};
constexpr Arg kSwingPart[] = {{"part", A::kPart}, {"deg", A::kValue},   {"w", A::kValue},
                              {"hz", A::kValue},  {"every", A::kValue}, {"phase", A::kValue},
                              {"sync", A::kWord}};
constexpr Arg kWindow[] = {{"from", A::kValue}, {"to", A::kValue}, {"body", A::kBody}};
constexpr Arg kSwish[] = {{"part", A::kPart}, {"deg", A::kValue},     {"w", A::kValue},
                          {"hz", A::kValue},  {"every", A::kValue},   {"phase", A::kValue},
                          {"lag", A::kValue}, {"falloff", A::kValue}, {"segments", A::kValue},
                          {"sync", A::kWord}};
constexpr Arg kFlop[] = {{"part", A::kPart}, {"deg", A::kValue},     {"w", A::kValue},
                         {"hz", A::kValue},  {"every", A::kValue},   {"phase", A::kValue},
                         {"lag", A::kValue}, {"falloff", A::kValue}, {"segments", A::kValue},
                         {"sync", A::kWord}};
constexpr Arg kBend[] = {{"part", A::kPart},
                         {"deg", A::kValue},
                         {"over", A::kValue},
                         {"ease", A::kWord},
                         {"segments", A::kValue}};
constexpr Arg kBow[] = {{"deg", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kLetFollow[] = {{"part", A::kPart}, {"after", A::kPart},    {"amount", A::kValue},
                              {"hz", A::kValue},  {"damping", A::kValue}, {"segments", A::kValue}};
constexpr Arg kTurnView[] = {{"to", A::kWord}, {"over", A::kValue}};
constexpr Arg kSay[] = {{"who", A::kText},  {"text", A::kText},   {"voice", A::kText},
                        {"mood", A::kText}, {"speed", A::kValue}, {"pitch", A::kValue},
                        {"clip", A::kText}};
constexpr Arg kSing[] = {{"who", A::kText},  {"text", A::kText},   {"voice", A::kText},
                         {"mood", A::kText}, {"speed", A::kValue}, {"pitch", A::kValue},
                         {"clip", A::kText}, {"at", A::kValue}};
constexpr Arg kDoes[] = {{"who", A::kText},
                         {"behaviour", A::kBehaviour},
                         {"for", A::kValue},
                         {"params", A::kParams},
                         {"also", A::kBool}};
constexpr Arg kCaption[] = {{"text", A::kText}, {"for", A::kValue}};
constexpr Arg kCut[] = {{"place", A::kText}, {"mood", A::kText}};
constexpr Arg kPlace[] = {{"who", A::kText}, {"x", A::kValue},      {"y", A::kValue},
                          {"h", A::kValue},  {"facing", A::kValue}, {"over", A::kValue},
                          {"ease", A::kWord}};
constexpr Arg kEnter[] = {{"who", A::kText},  {"from", A::kWord},   {"over", A::kValue},
                          {"ease", A::kWord}, {"x", A::kValue},     {"y", A::kValue},
                          {"h", A::kValue},   {"facing", A::kValue}};
constexpr Arg kExit[] = {{"who", A::kText},
                         {"to", A::kWord},
                         {"over", A::kValue},
                         {"ease", A::kWord},
                         {"facing", A::kValue}};
constexpr Arg kSceneMood[] = {{"who", A::kText}, {"mood", A::kText}};
constexpr Arg kSceneView[] = {{"who", A::kText}, {"to", A::kWord}};
constexpr Arg kSceneReach[] = {{"who", A::kText},  {"at", A::kText},    {"spot", A::kWord},
                               {"part", A::kWord}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kSceneRelease[] = {
    {"who", A::kText}, {"part", A::kWord}, {"over", A::kValue}, {"ease", A::kWord}};
// Sound (docs/ENCODING.md "Sounds and music").
constexpr Arg kSound[] = {{"clip", A::kText}, {"volume", A::kValue}, {"pan", A::kValue}};
constexpr Arg kMusic[] = {{"clip", A::kText},      {"volume", A::kValue}, {"fade_in", A::kValue},
                          {"fade_out", A::kValue}, {"from", A::kValue},   {"loop", A::kBool},
                          {"stop", A::kBool},      {"bpm", A::kValue},    {"offset", A::kValue}};
// The props' (docs/PROPS.md).
constexpr Arg kPut[] = {{"prop", A::kText}, {"pack", A::kText}, {"x", A::kValue},
                        {"y", A::kValue},   {"on", A::kText},   {"size", A::kValue},
                        {"text", A::kText}};
constexpr Arg kHold[] = {{"who", A::kText}, {"prop", A::kText}, {"hand", A::kWord}};
constexpr Arg kGive[] = {
    {"from", A::kText}, {"to", A::kText}, {"prop", A::kText}, {"over", A::kValue}};
constexpr Arg kPropHeld[] = {{"who", A::kText}, {"prop", A::kText}};
constexpr Arg kBite[] = {{"who", A::kText}, {"prop", A::kText}, {"over", A::kValue}};
constexpr Arg kRemove[] = {{"prop", A::kText}};
// The camera's (docs/CAMERA.md); `on` is a cast id, or a list of them for a shot.
constexpr Arg kShot[] = {
    {"on", A::kText}, {"size", A::kWord}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kZoom[] = {{"to", A::kValue}, {"on", A::kText},    {"x", A::kValue},
                         {"y", A::kValue},  {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kPan[] = {
    {"x", A::kValue}, {"y", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};
constexpr Arg kCameraShake[] = {{"amount", A::kValue}, {"for", A::kValue}};
constexpr Arg kRoll[] = {{"to", A::kValue}, {"over", A::kValue}, {"ease", A::kWord}};

struct OpEntry {
  std::string_view op;
  std::span<const Arg> args;
};

// The primitive and friendly blocks.
const OpEntry kOps[] = {
    {"set", kSet},
    {"ramp", kRamp},
    {"wait", kWait},
    {"for", kFor},
    {"while", kWhile},
    {"until", kUntil},
    {"repeat", kRepeat},
    {"forever", kForever},
    {"together", kTogether},
    {"if", kIf},
    {"stop", {}},
    {"stopAll", {}},
    {"wave", kWave},
    {"hop", kHop},
    {"gait", kGait},
    {"drive", kDrive},
    {"mood", kMood},
    {"setVar", kSetVar},
    {"changeVar", kChangeVar},
    {"chain", kChain},
    {"follow", kFollow},
    {"reach", kReach},
    {"release", kRelease},
    {"view", kView},
    {"move", kMove},
    {"moveTo", kMoveTo},
    {"turn", kTurn},
    {"turnTo", kTurnTo},
    {"scaleTo", kScaleTo},
    {"squash", kSquash},
    {"setPart", kSetPart},
    {"turnPart", kTurnPart},
    {"liftPart", kLiftPart},
    {"bob", kBob},
    {"sway", kSway},
    {"wobble", kWobble},
    {"shake", kShake},
    {"swingPart", kSwingPart},
    {"window", kWindow},
    {"swish", kSwish},
    {"flop", kFlop},
    {"bend", kBend},
    {"bow", kBow},
    {"letFollow", kLetFollow},
    {"turnView", kTurnView},
};

// The scene blocks (spec §7.3); a scene's `mood {who, mood}` is kSceneMood.
const OpEntry kSceneOps[] = {
    {"say", kSay},       {"sing", kSing},     {"does", kDoes},   {"caption", kCaption},
    {"cut", kCut},       {"place", kPlace},   {"enter", kEnter}, {"exit", kExit},
    {"shot", kShot},     {"zoom", kZoom},     {"pan", kPan},     {"roll", kRoll},
    {"sound", kSound},   {"music", kMusic},   {"put", kPut},     {"hold", kHold},
    {"give", kGive},     {"drop", kPropHeld}, {"eat", kBite},    {"use", kBite},
    {"remove", kRemove},
};

std::optional<std::span<const Arg>> find_in(std::span<const OpEntry> table, std::string_view op) {
  auto it = std::ranges::find(table, op, &OpEntry::op);
  if (it == table.end()) return std::nullopt;
  return it->args;
}

}  // namespace

std::optional<std::span<const Arg>> op_arguments(std::string_view op, bool in_scene) {
  if (in_scene && op == "mood") return kSceneMood;
  if (in_scene && op == "view") return kSceneView;
  if (in_scene && op == "reach") return kSceneReach;
  if (in_scene && op == "release") return kSceneRelease;
  if (in_scene && op == "shake") return kCameraShake;
  if (auto args = find_in(kOps, op)) return args;
  return find_in(kSceneOps, op);
}

}  // namespace jt::validate
