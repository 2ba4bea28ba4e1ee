// Primitive blocks from their (desugared) JSON: one function per op, the arguments and defaults of
// spec §3 and §8.
#include "prepare_blocks.h"
#include "jt/program/views.h"

#include <array>
#include <cmath>
#include <string_view>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/nearest_name.h"
#include "jt/printable.h"
#include "prepare_scene_blocks.h"

namespace jt::prepare {
namespace {

using json::Object;
using Op = decltype(Block::op);

Speed read_speed(Context& cx, const Object& b, const std::string& path, Speed fallback) {
  int given = 0;
  Speed speed = fallback;
  if (auto w = cx.optional_value(b, "w", path)) {
    speed = {Speed::Unit::kW, std::move(*w)};
    ++given;
  }
  if (auto hz = cx.optional_value(b, "hz", path)) {
    speed = {Speed::Unit::kHz, std::move(*hz)};
    ++given;
  }
  if (auto every = cx.optional_value(b, "every", path)) {
    speed = {Speed::Unit::kEvery, std::move(*every)};
    ++given;
  }
  if (given > 1)
    cx.error(Code::kConflictingFields, path,
             "give one of \"w\", \"hz\" and \"every\", not several");
  return speed;
}

Sync read_sync(Context& cx, const Object& b, const std::string& path) {
  auto word = cx.word(b, "sync", path, {"local", "start"}, "local");
  return word == "start" ? Sync::kStart : Sync::kLocal;
}

rt::WaveShape read_shape(Context& cx, const Object& b, const std::string& path) {
  auto word = cx.word(b, "shape", path,
                      {"sin", "cos", "abssin", "possin", "dampsin", "square", "saw", "tri"}, "sin");
  return rt::wave_shape_from_name(word.value_or("sin")).value_or(rt::WaveShape::kSin);
}

// A required member; reports it missing.
const json::Value* require(Context& cx, const Object& b, std::string_view key,
                           const std::string& path) {
  const json::Value* v = b.find(key);
  if (v == nullptr) cx.error(Code::kMissingField, path, "missing \"" + std::string(key) + "\"");
  return v;
}

// A stretch (sx, sy) set or ramped to, or by, more than this many times is warned about: a figure
// half the stage tall drawn 100 times as large is over 50,000 pixels at 1080p, a sliver of one
// part fills the picture, and past 16 pictures of 8192 pixels it is not drawn at all
// (render/src/character_draw.cpp; issue 27: sx 1e15 grew one still to 23 GB before that bound).
constexpr double kMostStretch = 100;

void warn_about_stretch(Context& cx, ChannelKind kind, const Num& value, bool by,
                        const std::string& pointer) {
  if ((kind != ChannelKind::kSx && kind != ChannelKind::kSy) || !value.is_constant()) return;
  if (!(std::abs(value.constant()) > kMostStretch)) return;
  cx.warning(Code::kOutOfRange, pointer,
             std::string(by ? "a stretch by " : "a stretch of ") +
                 json::format_number(value.constant()) +
                 ": over 100 times as large, a figure is drawn larger than the picture, and over "
                 "16 pictures of 8192 pixels not at all",
             "1 is the figure as drawn; 0.5 to 2 squash and stretch it");
}

// `to` / `by` of set and ramp: an object of channel -> value.
template <typename Target>
void read_targets(Context& cx, const json::Value& v, const std::string& path, bool by,
                  std::vector<Target>& out) {
  if (!v.is_object()) {
    cx.error(Code::kWrongType, path, "expected an object of channel: value, got " + describe(v));
    return;
  }
  for (const json::Member& m : v.as_object()) {
    const std::string p = member(path, m.key);
    auto channel = cx.channel(json::Value(m.key), p);
    if (channel && cx.channel_at(*channel).kind == ChannelKind::kMood) {
      cx.error(Code::kBadChannel, p, "mood is not a number",
               "use the mood block: {\"op\": \"mood\", \"mood\": ...}");
      continue;
    }
    auto value = cx.value(m.value, p);
    if (!channel || !value) continue;
    warn_about_stretch(cx, cx.channel_at(*channel).kind, *value, by, p);
    if constexpr (requires { Target::by; }) {
      out.push_back({*channel, std::move(*value), by});
    } else {
      out.push_back({*channel, std::move(*value)});
    }
  }
}

Op set_block(Context& cx, const Object& b, const std::string& path) {
  SetBlock set;
  if (const json::Value* to = require(cx, b, "to", path)) {
    read_targets(cx, *to, member(path, "to"), false, set.to);
  }
  return set;
}

Op ramp_block(Context& cx, const Object& b, const std::string& path) {
  RampBlock ramp;
  const json::Value* to = b.find("to");
  const json::Value* by = b.find("by");
  if (to == nullptr && by == nullptr)
    cx.error(Code::kMissingField, path, "a ramp needs \"to\" or \"by\"");
  if (to != nullptr) read_targets(cx, *to, member(path, "to"), false, ramp.targets);
  if (by != nullptr) read_targets(cx, *by, member(path, "by"), true, ramp.targets);
  ramp.over = cx.value_or(b, "over", path, Num{0.0});
  ramp.ease = read_ease(cx, b, path, "smooth");
  return ramp;
}

// `s` or `until`: seconds from now, or behaviour time.
std::pair<Num, bool> read_time(Context& cx, const Object& b, const std::string& path) {
  const bool has_s = b.contains("s");
  const bool has_until = b.contains("until");
  if (has_s && has_until)
    cx.error(Code::kConflictingFields, path, "give \"s\" or \"until\", not both");
  if (!has_s && !has_until) {
    cx.error(Code::kMissingField, path, "missing \"s\" (seconds) or \"until\" (behaviour time)");
    return {Num{0.0}, false};
  }
  if (has_until) return {cx.value_or(b, "until", path, Num{0.0}), true};
  return {cx.value_or(b, "s", path, Num{0.0}), false};
}

Num read_cond(Context& cx, const Object& b, const std::string& path) {
  const json::Value* cond = require(cx, b, "cond", path);
  if (cond == nullptr) return Num{0.0};
  return cx.value(*cond, member(path, "cond")).value_or(Num{0.0});
}

BlockList read_body(Context& cx, const Object& b, std::string_view key, const std::string& path,
                    bool required) {
  const json::Value* body = b.find(key);
  if (body == nullptr) {
    if (required)
      cx.error(Code::kMissingField, path,
               "missing \"" + std::string(key) + "\" (a list of blocks)");
    return {};
  }
  return prepare_block_list(cx, *body, member(path, key));
}

std::vector<Limb> read_limbs(Context& cx, const Object& b, const std::string& path) {
  std::vector<Limb> limbs;
  const json::Value* part = b.find("part");
  if (part == nullptr) return {{"hand", 1}};  // without part: the right hand (spec §8.4)
  auto add = [&](const json::Value& v, const std::string& p) {
    std::optional<Channel> ch;
    if (v.is_string()) ch = parse_channel("part:" + v.as_string());
    if (!ch || (ch->role != "hand" && ch->role != "foot") || ch->side == 0 || ch->index >= 0) {
      cx.error(Code::kWrongType, p,
               "expected a hand or a foot as \"hand:1\", \"hand:-1\", \"foot:1\" or "
               "\"foot:-1\", got " +
                   describe(v));
      return;
    }
    limbs.push_back({ch->role, ch->side});
  };
  const std::string p = member(path, "part");
  if (part->is_array()) {
    for (std::size_t i = 0; i < part->as_array().size(); ++i) {
      add(part->as_array()[i], pointer_append(p, i));
    }
  } else {
    add(*part, p);
  }
  return limbs;
}

Op wave_block(Context& cx, const Object& b, const std::string& path) {
  WaveBlock wave;
  if (const json::Value* ch = require(cx, b, "ch", path)) {
    wave.channels = cx.channel_list(*ch, member(path, "ch"));
  }
  wave.shape = read_shape(cx, b, path);
  wave.speed = read_speed(cx, b, path, Speed{});
  wave.phase = cx.value_or(b, "phase", path, Num{0.0});
  wave.amp = cx.value_or(b, "amp", path, Num{1.0});
  wave.offset = cx.optional_value(b, "offset", path);
  wave.power = cx.value_or(b, "pow", path, Num{1.0});
  wave.decay = cx.value_or(b, "decay", path, Num{0.0});
  auto clip = cx.word(b, "clip", path, {"pos", "neg"}, "");
  wave.clip = clip == "pos" ? Clip::kPos : clip == "neg" ? Clip::kNeg : Clip::kNone;
  wave.sync = read_sync(cx, b, path);
  return wave;
}

Op hop_block(Context& cx, const Object& b, const std::string& path) {
  HopBlock hop;
  hop.amp = cx.value_or(b, "amp", path, std::move(hop.amp));
  hop.speed = read_speed(cx, b, path, std::move(hop.speed));
  hop.sync = read_sync(cx, b, path);
  hop.dy = cx.intern(Channel{ChannelKind::kDy, {}, 0, -1});
  hop.sx = cx.intern(Channel{ChannelKind::kSx, {}, 0, -1});
  hop.sy = cx.intern(Channel{ChannelKind::kSy, {}, 0, -1});
  return hop;
}

Op gait_block(Context& cx, const Object& b, const std::string& path) {
  GaitBlock gait;
  gait.every = cx.value_or(b, "every", path, std::move(gait.every));
  gait.stride = cx.value_or(b, "stride", path, std::move(gait.stride));
  gait.give = cx.value_or(b, "give", path, std::move(gait.give));
  gait.bend = cx.value_or(b, "bend", path, std::move(gait.bend));
  gait.thigh_scale = cx.value_or(b, "thighScale", path, std::move(gait.thigh_scale));
  gait.shin_scale = cx.value_or(b, "shinScale", path, std::move(gait.shin_scale));
  gait.arm_swing = cx.value_or(b, "armSwing", path, std::move(gait.arm_swing));
  gait.roll = cx.value_or(b, "roll", path, std::move(gait.roll));
  if (const json::Value* bob = b.find("bob")) {
    const std::string p = member(path, "bob");
    if (bob->is_null()) {
      gait.bob.reset();
    } else if (bob->is_array() && bob->as_array().size() == 2) {
      auto base = cx.value(bob->as_array()[0], pointer_append(p, 0));
      auto amp = cx.value(bob->as_array()[1], pointer_append(p, 1));
      if (base && amp) gait.bob = {std::move(*base), std::move(*amp)};
    } else {
      cx.error(Code::kWrongType, p, "expected [base, amp] or null, got " + describe(*bob));
    }
  }
  gait.sync = read_sync(cx, b, path);
  auto part = [&](const std::string& role, int side, int index) {
    return cx.intern(Channel{ChannelKind::kPart, role, side, index});
  };
  for (int side : {-1, 1}) {
    gait.thighs2.push_back(part("leg", side, -1));
    gait.shins2.push_back(part("shin", side, -1));
    gait.arms2.push_back(part("arm", side, -1));
  }
  for (int i = 0; i < 6; ++i) {
    if (i < 4) {
      gait.thighs4.push_back(part("leg", 0, i));
      gait.shins4.push_back(part("shin", 0, i));
    }
    gait.thighs6.push_back(part("leg", 0, i));
    gait.shins6.push_back(part("shin", 0, i));
  }
  gait.dy = cx.intern(Channel{ChannelKind::kDy, {}, 0, -1});
  gait.rot = cx.intern(Channel{ChannelKind::kRot, {}, 0, -1});
  return gait;
}

Op chain_block(Context& cx, const Object& b, const std::string& path) {
  ChainBlock chain;
  chain.shape = read_shape(cx, b, path);
  chain.amp = cx.value_or(b, "amp", path, std::move(chain.amp));
  chain.speed = read_speed(cx, b, path, Speed{});
  chain.phase = cx.value_or(b, "phase", path, std::move(chain.phase));
  chain.decay = cx.value_or(b, "decay", path, std::move(chain.decay));
  chain.lag = cx.value_or(b, "lag", path, std::move(chain.lag));
  chain.falloff = cx.value_or(b, "falloff", path, std::move(chain.falloff));
  chain.sync = read_sync(cx, b, path);
  int segments = 4;
  if (const json::Value* n = b.find("segments")) {
    const double count = n->is_number() ? n->as_number() : 0;
    if (count >= 1 && count <= 16 && count == std::floor(count)) {
      segments = static_cast<int>(count);
    } else {
      cx.error(Code::kOutOfRange, member(path, "segments"),
               "segments must be a whole number from 1 to 16, got " + describe(*n));
    }
  }
  const json::Value* ch = require(cx, b, "ch", path);
  if (ch == nullptr) return chain;
  const std::string p = member(path, "ch");
  auto root = cx.channel(*ch, p);
  if (!root) return chain;
  Channel base = cx.channel_at(*root);
  if (base.kind != ChannelKind::kPart || base.index >= 0) {
    cx.error(Code::kBadChannel, p,
             "a chain runs down one part channel without an index, like \"part:tail\"");
    return chain;
  }
  chain.segments.push_back(*root);
  for (int i = 1; i < segments; ++i) {
    Channel segment = base;
    segment.index = i;
    chain.segments.push_back(cx.intern(segment));
  }
  return chain;
}

Op follow_block(Context& cx, const Object& b, const std::string& path) {
  FollowBlock follow;
  if (const json::Value* ch = require(cx, b, "ch", path)) {
    follow.channels = cx.channel_list(*ch, member(path, "ch"));
  }
  if (const json::Value* source = require(cx, b, "source", path)) {
    follow.source = cx.channel(*source, member(path, "source")).value_or(0);
  }
  for (ChannelIndex c : follow.channels) {
    if (cx.channel_at(c).kind == ChannelKind::kMood) {
      cx.error(Code::kBadChannel, member(path, "ch"),
               "mood is not a number: it cannot follow anything");
    }
  }
  if (b.contains("source") && cx.channel_at(follow.source).kind == ChannelKind::kMood) {
    cx.error(Code::kBadChannel, member(path, "source"),
             "mood is not a number: nothing can follow it");
  }
  follow.gain = cx.value_or(b, "gain", path, std::move(follow.gain));
  follow.hz = cx.value_or(b, "hz", path, std::move(follow.hz));
  follow.damping = cx.value_or(b, "damping", path, std::move(follow.damping));
  return follow;
}

Op reach_block(Context& cx, const Object& b, const std::string& path) {
  ReachBlock reach;
  reach.limbs = read_limbs(cx, b, path);
  const json::Value* to = b.find("to");
  const json::Value* at = b.find("at");
  if ((to == nullptr) == (at == nullptr)) {
    cx.error(Code::kConflictingFields, path,
             "a reach needs \"to\" (a point {x, y}) or \"at\" (a spot), one of them");
  }
  if (to != nullptr) {
    const std::string p = member(path, "to");
    const json::Value* x = to->find("x");
    const json::Value* y = to->find("y");
    if (!to->is_object() || x == nullptr || y == nullptr || to->as_object().size() != 2) {
      cx.error(Code::kWrongType, p,
               "expected a point {\"x\": ..., \"y\": ...}, got " + describe(*to));
    } else {
      auto px = cx.value(*x, member(p, "x"));
      auto py = cx.value(*y, member(p, "y"));
      if (px && py) reach.point = {std::move(*px), std::move(*py)};
    }
    if (b.contains("dx") || b.contains("dy")) {
      cx.error(Code::kConflictingFields, path,
               "\"dx\" and \"dy\" move a spot (\"at\"), not a point (\"to\")");
    }
  }
  if (at != nullptr) {
    reach.spot =
        cx.word(b, "at", path, {"hip", "head", "chest", "mouth"}, std::nullopt).value_or("hip");
    reach.dx = cx.optional_value(b, "dx", path);
    reach.dy = cx.optional_value(b, "dy", path);
  }
  reach.over = cx.value_or(b, "over", path, std::move(reach.over));
  reach.ease = read_ease(cx, b, path, "smooth");
  return reach;
}

Op release_block(Context& cx, const Object& b, const std::string& path) {
  ReleaseBlock release;
  release.limbs = read_limbs(cx, b, path);
  release.over = cx.value_or(b, "over", path, std::move(release.over));
  release.ease = read_ease(cx, b, path, "smooth");
  return release;
}

std::optional<std::uint32_t> read_var(Context& cx, const Object& b, const std::string& path) {
  const json::Value* var = require(cx, b, "var", path);
  if (var == nullptr) return std::nullopt;
  if (!var->is_string()) {
    cx.error(Code::kWrongType, member(path, "var"),
             "expected a variable name, got " + describe(*var));
    return std::nullopt;
  }
  auto slot = cx.names().slot_of(var->as_string());
  if (!slot) {
    cx.error(
        Code::kUnknownVariable, member(path, "var"),
        "unknown variable \"" + var->as_string() + "\"",
        "declare it in the program's \"vars\", e.g. \"vars\": {\"" + var->as_string() + "\": 0}");
  }
  return slot;
}

// A wait this short shows nothing (a frame at 240 fps lasts 4 ms) and, in a loop, runs thousands
// of times a second: a cartoon stops past a million events a second (RuntimeOptions).
constexpr double kShortestUsefulWait = 0.001;

Op wait_block(Context& cx, const Object& b, const std::string& path) {
  auto [time, until] = read_time(cx, b, path);
  if (const json::Value* s = b.find("s"); s != nullptr && s->is_number() && s->as_number() > 0 &&
                                          s->as_number() < kShortestUsefulWait) {
    cx.warning(Code::kOutOfRange, member(path, "s"),
               "a wait of " + json::format_number(s->as_number()) +
                   " s is shorter than any frame: in a loop it runs " +
                   json::format_number(std::round(1 / s->as_number())) +
                   " times a second, and a cartoon stops past 1000000 events a second",
               "wait at least 0.001 s, or 0 to wait for the next frame");
  }
  return WaitBlock{std::move(time), until};
}

Op for_block(Context& cx, const Object& b, const std::string& path) {
  auto [time, until] = read_time(cx, b, path);
  return ForBlock{std::move(time), until, read_body(cx, b, "body", path, true)};
}

Op while_block(Context& cx, const Object& b, const std::string& path) {
  Num cond = read_cond(cx, b, path);
  return WhileBlock{std::move(cond), read_body(cx, b, "body", path, true)};
}

Op until_block(Context& cx, const Object& b, const std::string& path) {
  return UntilBlock{read_cond(cx, b, path)};
}

Op repeat_block(Context& cx, const Object& b, const std::string& path) {
  const json::Value* n = require(cx, b, "n", path);
  Num count = n ? cx.value(*n, member(path, "n")).value_or(Num{0.0}) : Num{0.0};
  return RepeatBlock{std::move(count), read_body(cx, b, "body", path, true)};
}

Op forever_block(Context& cx, const Object& b, const std::string& path) {
  return ForeverBlock{read_body(cx, b, "body", path, true)};
}

Op together_block(Context& cx, const Object& b, const std::string& path) {
  TogetherBlock together;
  const json::Value* branches = require(cx, b, "branches", path);
  if (branches == nullptr) return together;
  const std::string p = member(path, "branches");
  if (!branches->is_array()) {
    cx.error(Code::kWrongType, p,
             "expected a list of branches (each a list of blocks), got " + describe(*branches));
    return together;
  }
  for (std::size_t i = 0; i < branches->as_array().size(); ++i) {
    together.branches.push_back(
        prepare_block_list(cx, branches->as_array()[i], pointer_append(p, i)));
  }
  return together;
}

Op if_block(Context& cx, const Object& b, const std::string& path) {
  Num cond = read_cond(cx, b, path);
  BlockList then_body = read_body(cx, b, "body", path, true);
  return IfBlock{std::move(cond), std::move(then_body), read_body(cx, b, "else", path, false)};
}

Op stop_block(Context&, const Object&, const std::string&) {
  return StopBlock{};
}
Op stop_all_block(Context&, const Object&, const std::string&) {
  return StopAllBlock{};
}

Op drive_block(Context& cx, const Object& b, const std::string& path) {
  DriveBlock drive;
  if (const json::Value* ch = require(cx, b, "ch", path)) {
    drive.channels = cx.channel_list(*ch, member(path, "ch"));
  }
  if (const json::Value* v = require(cx, b, "value", path)) {
    drive.value = cx.value(*v, member(path, "value")).value_or(Num{0.0});
  }
  return drive;
}

Op mood_block(Context& cx, const Object& b, const std::string& path) {
  const json::Value* mood = require(cx, b, "mood", path);
  if (mood != nullptr && !mood->is_string()) {
    cx.error(Code::kWrongType, member(path, "mood"),
             "expected a mood name, got " + describe(*mood));
  }
  return MoodBlock{mood != nullptr && mood->is_string() ? mood->as_string() : ""};
}

Op set_var_block(Context& cx, const Object& b, const std::string& path) {
  auto slot = read_var(cx, b, path);
  const json::Value* v = require(cx, b, "value", path);
  Num value = v ? cx.value(*v, member(path, "value")).value_or(Num{0.0}) : Num{0.0};
  return SetVarBlock{slot.value_or(0), std::move(value)};
}

Op change_var_block(Context& cx, const Object& b, const std::string& path) {
  auto slot = read_var(cx, b, path);
  return ChangeVarBlock{slot.value_or(0), cx.value_or(b, "by", path, Num{1.0})};
}

Op view_block(Context& cx, const Object& b, const std::string& path) {
  auto to = cx.word(b, "to", path, view_name_list(), std::nullopt);
  return ViewBlock{to.value_or("front")};
}

struct OpEntry {
  std::string_view op;
  Op (*read)(Context&, const Object&, const std::string&);
};

constexpr std::array<OpEntry, 24> kOps = {{
    {"set", set_block},
    {"ramp", ramp_block},
    {"wait", wait_block},
    {"for", for_block},
    {"while", while_block},
    {"until", until_block},
    {"repeat", repeat_block},
    {"forever", forever_block},
    {"together", together_block},
    {"if", if_block},
    {"stop", stop_block},
    {"stopAll", stop_all_block},
    {"wave", wave_block},
    {"hop", hop_block},
    {"gait", gait_block},
    {"drive", drive_block},
    {"mood", mood_block},
    {"setVar", set_var_block},
    {"changeVar", change_var_block},
    {"chain", chain_block},
    {"follow", follow_block},
    {"reach", reach_block},
    {"release", release_block},
    {"view", view_block},
}};

// The primitive blocks that move a character: errors in a scene (spec §7.1).
bool moves_a_character(std::string_view op) {
  for (std::string_view moving : {"set", "ramp", "wave", "hop", "gait", "drive", "chain", "follow",
                                  "reach", "release", "view"}) {
    if (op == moving) return true;
  }
  return false;
}

}  // namespace

std::optional<Block> prepare_block(Context& cx, const json::Value& json, const std::string& path) {
  if (!json.is_object()) {
    cx.error(Code::kWrongType, path, "expected a block {\"op\": ...}, got " + describe(json));
    return std::nullopt;
  }
  const Object& b = json.as_object();
  const json::Value* op = b.find("op");
  if (op == nullptr || !op->is_string()) {
    cx.error(op == nullptr ? Code::kMissingField : Code::kWrongType, path,
             op == nullptr ? "a block needs an \"op\"" : "\"op\" must be a string");
    return std::nullopt;
  }
  const std::string& name = op->as_string();
  if (is_scene_op(name) || (cx.in_scene() && (name == "mood" || name == "shake" || name == "view" ||
                                              name == "reach" || name == "release"))) {
    if (!cx.in_scene()) {
      cx.error(Code::kMisplacedBlock, member(path, "op"),
               "\"" + name + "\" is a scene block: a behaviour moves one character itself",
               "scene blocks (say, does, caption, cut, place, enter, exit, shot, zoom, pan, roll) "
               "belong in a scene or a cartoon");
      return std::nullopt;
    }
    return Block{*prepare_scene_block(cx, b, name, path), cx.source_path(path)};
  }
  if (cx.in_scene() && moves_a_character(name)) {
    cx.error(Code::kMisplacedBlock, member(path, "op"),
             "\"" + cx.written_op(path, name) + "\" moves a character, which a scene does not do",
             "a scene says {\"op\": \"does\", \"who\": ..., \"behaviour\": ...}");
    return std::nullopt;
  }
  for (const OpEntry& entry : kOps) {
    if (entry.op == name) return Block{entry.read(cx, b, path), cx.source_path(path)};
  }
  std::vector<std::string_view> names;
  for (const OpEntry& entry : kOps)
    names.push_back(entry.op);
  if (cx.in_scene()) {
    for (std::string_view scene_op :
         {"say", "sing", "does", "caption", "cut", "place", "enter", "exit", "shot", "zoom", "pan",
          "roll", "shake", "sound", "music"}) {
      names.push_back(scene_op);
    }
  }
  auto near = nearest_name(op->as_string(), names);
  cx.error(Code::kUnknownOp, member(path, "op"),
           "unknown op \"" + shortened(op->as_string()) + "\"" +
               (near ? ": did you mean \"" + std::string(*near) + "\"?" : ""));
  return std::nullopt;
}

BlockList prepare_block_list(Context& cx, const json::Value& json, const std::string& path) {
  BlockList blocks;
  if (!json.is_array()) {
    cx.error(Code::kWrongType, path, "expected a list of blocks, got " + describe(json));
    return blocks;
  }
  for (std::size_t i = 0; i < json.as_array().size(); ++i) {
    if (auto block = prepare_block(cx, json.as_array()[i], pointer_append(path, i))) {
      blocks.push_back(std::move(*block));
    }
  }
  return blocks;
}

}  // namespace jt::prepare
