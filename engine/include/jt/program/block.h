// The primitive blocks of spec §3, prepared: every argument checked, every formula compiled, every
// channel resolved to an index into its program's channel table. Friendly blocks never get here:
// they are desugared into these first (desugar.h). A prepared block is immutable, and its address
// is its identity (start-or-keep, spec §2, asks "is this block's motion already running here?").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "jt/expr/formula.h"
#include "jt/json/value.h"
#include "jt/runtime/camera.h"
#include "jt/runtime/curves.h"

namespace jt {

// A block argument: a number, or a formula compiled once (spec §1 `value`).
class Num {
 public:
  Num() = default;
  explicit Num(double constant) : constant_(constant) {}
  explicit Num(expr::Formula formula) : formula_(std::move(formula)) {}

  bool is_constant() const { return !formula_.has_value(); }
  double constant() const { return constant_; }
  const expr::Formula& formula() const { return *formula_; }

 private:
  double constant_ = 0.0;
  std::optional<expr::Formula> formula_;
};

using ChannelIndex = std::uint16_t;  // into Program::channels

// How fast a periodic motion runs, given as one of w (rad/s), hz or every (s).
struct Speed {
  enum class Unit { kW, kHz, kEvery } unit = Unit::kEvery;
  Num value{1.0};
};

// A motion's clock: time since the motion started, or since its behaviour started (spec §3).
enum class Sync { kLocal, kStart };
enum class Clip { kNone, kPos, kNeg };

struct Block;
using BlockList = std::vector<Block>;

struct SetBlock {
  struct Target {
    ChannelIndex channel;
    Num value;
  };
  std::vector<Target> to;
};

struct RampBlock {
  struct Target {
    ChannelIndex channel;
    Num value;
    bool by = false;  // relative to the channel's value when the ramp starts
  };
  std::vector<Target> targets;
  Num over{0.0};
  rt::Ease ease = rt::Ease::kSmooth;
};

struct WaitBlock {
  Num time;
  bool until = false;  // `until`: behaviour time; else `s`: seconds from now
};

struct ForBlock {
  Num time;
  bool until = false;
  BlockList body;
};

struct WhileBlock {
  Num cond;
  BlockList body;
};

struct UntilBlock {
  Num cond;
};

struct RepeatBlock {
  Num count;
  BlockList body;
};

struct ForeverBlock {
  BlockList body;
};

struct TogetherBlock {
  std::vector<BlockList> branches;
};

struct IfBlock {
  Num cond;
  BlockList then_body;
  BlockList else_body;
};

struct StopBlock {};
struct StopAllBlock {};

struct WaveBlock {
  std::vector<ChannelIndex> channels;
  rt::WaveShape shape = rt::WaveShape::kSin;
  Speed speed;
  Num phase{0.0};             // radians, fixed at start
  Num amp{1.0};               // live
  std::optional<Num> offset;  // live; absent: the channel's rest (0, or 1 for sx and sy)
  Num power{1.0};             // fixed at start
  Num decay{0.0};             // dampsin only, fixed at start
  Clip clip = Clip::kNone;
  Sync sync = Sync::kLocal;
};

struct HopBlock {
  Num amp{40.0};  // px, live
  Speed speed{Speed::Unit::kHz, Num{2.0}};
  Sync sync = Sync::kLocal;
  ChannelIndex dy = 0, sx = 0, sy = 0;  // resolved by prepare
};

// The defaults where the spec gives none are ours (docs/BLOCKS.md "gait").
struct GaitBlock {
  Num every{0.8};    // s per full cycle
  Num stride{22.0};  // degrees the thigh swings either side of straight
  Num give{5.0};     // degrees the knee gives under the weight (stance)
  Num bend{35.0};    // degrees the knee bends to lift the foot (swing)
  Num thigh_scale{1.0};
  Num shin_scale{1.0};
  Num arm_swing{0.5};
  std::optional<std::pair<Num, Num>> bob{{Num{0.0}, Num{4.0}}};  // [base, amp] px; null: none
  Num roll{1.5};                                                 // degrees
  Sync sync = Sync::kLocal;
  // Resolved leg and arm channels for 2, 4 and 6 legs, filled by prepare.
  std::vector<ChannelIndex> thighs2, shins2, arms2;  // left, right
  std::vector<ChannelIndex> thighs4, shins4;         // #0..#3
  std::vector<ChannelIndex> thighs6, shins6;         // #0..#5
  ChannelIndex dy = 0, rot = 0;
};

struct DriveBlock {
  std::vector<ChannelIndex> channels;
  Num value;  // live
};

struct MoodBlock {
  std::string mood;
};

struct SetVarBlock {
  std::uint32_t slot;
  Num value;
};

struct ChangeVarBlock {
  std::uint32_t slot;
  Num by;
};

struct ChainBlock {
  std::vector<ChannelIndex> segments;  // ch, ch#1, ..., ch#(n-1)
  rt::WaveShape shape = rt::WaveShape::kSin;
  Num amp{1.0};  // live
  Speed speed;
  Num phase{0.0};
  Num decay{0.0};
  Num lag{0.08};
  Num falloff{1.0};
  Sync sync = Sync::kLocal;
};

struct FollowBlock {
  std::vector<ChannelIndex> channels;
  ChannelIndex source;
  Num gain{1.0};  // live
  Num hz{2.0};
  Num damping{0.3};
};

// A hand or a foot on one side (spec §8.4): the limbs `reach` and `release` move.
struct Limb {
  std::string role;  // "hand" or "foot"
  int side = 1;
  // Its key in pose.reach: "hand:-1".
  std::string key() const { return role + (side < 0 ? ":-1" : ":1"); }
  friend bool operator==(const Limb&, const Limb&) = default;
};

struct ReachBlock {
  std::vector<Limb> limbs;
  std::optional<std::pair<Num, Num>> point;  // `to: {x, y}`
  std::string spot;                          // `at` (when no point)
  std::optional<Num> dx, dy;                 // the spot's offset, fractions of the height
  Num over{0.4};
  rt::Ease ease = rt::Ease::kSmooth;
};

struct ReleaseBlock {
  std::vector<Limb> limbs;
  Num over{0.4};
  rt::Ease ease = rt::Ease::kSmooth;
};

struct ViewBlock {
  std::string to;
};

// --- scene blocks (spec §7.3): only in scenes and cartoons ---

struct Program;

struct SayBlock {
  std::string who;
  std::string text;
  std::optional<std::string> voice, mood;
  std::optional<Num> speed, pitch;
  // A recorded line (a path relative to the cartoon's folder or --assets, jt/validate/clips.h):
  // its sound is the line's and its length the line's; `text` is then its caption.
  std::optional<std::string> clip;
  // A sung line (`sing`, docs/ENCODING.md "Sung lines"): it starts at `at` seconds on the
  // cartoon's clock (a song time), waiting for it when it comes early.
  bool sung = false;
  std::optional<Num> at;
};

// A behaviour a `does` starts: a pack id (with a version when pinned), or an inline program.
struct BehaviourRef {
  std::string id;
  std::string version;                     // empty: any
  std::shared_ptr<const Program> program;  // an inline behaviour, prepared with the scene
  json::Value as_written;                  // for the timeline record
};

struct DoesBlock {
  std::string who;
  BehaviourRef behaviour;
  std::optional<Num> for_time;
  std::vector<std::pair<std::string, Num>> params;  // scene expressions, in the order written
  bool also = false;
};

struct CaptionBlock {
  std::string text;
  std::optional<Num> for_time;
};

struct CutBlock {
  std::optional<std::string> place;
  std::optional<std::string> mood;
};

enum class StageSide { kLeft, kRight, kTop, kBottom };

// place, enter and exit (spec §7.2, §7.3): placement values in stage fractions.
struct PlaceBlock {
  enum class Kind { kPlace, kEnter, kExit } kind = Kind::kPlace;
  std::string who;
  std::optional<Num> x, y, h, facing;
  StageSide side = StageSide::kLeft;  // enter: from; exit: to
  Num over{0.0};
  rt::Ease ease = rt::Ease::kSmooth;
};

struct SceneMoodBlock {
  std::string who;
  std::string mood;
};

// A scene's view {who, to} (spec §8.9, docs/CAMERA.md "Views"): the view a character is shown in
// while its moves set none.
struct SceneViewBlock {
  std::string who;
  std::string_view to = "front";  // a static name: front, side or back
};

// A scene's reach {who, at, spot, part, over, ease} toward another character, and its release
// {who, part, over, ease} (spec §8.9, docs/CAMERA.md "Reaching for a character"): the hands aim
// at the other's spot wherever both stand, as far as the arms reach.
struct SceneReachBlock {
  std::string who;
  bool release = false;
  std::string at;                   // reach: the cast id reached for
  std::string_view spot = "chest";  // reach: head, chest, hip or feet of `at` (a static name)
  int hands = 0;                    // 1 the right, -1 the left, 2 both, 0 the one on its side
  Num over{0.4};
  rt::Ease ease = rt::Ease::kSmooth;
};

// The props' scene blocks (docs/PROPS.md): put {prop, pack, x, y, on, size} brings a prop on
// stage (on the ground, or standing on another prop); hold {who, prop, hand} puts it in a hand;
// give {from, to, prop, over} hands it over (both reach, it changes hands at the end); drop {who,
// prop} lets it fall at the feet; eat and use {who, prop, over} take a bite (its next state); and
// remove {prop} takes it away.
struct PropBlock {
  enum class Kind { kPut, kHold, kGive, kDrop, kEat, kRemove } kind = Kind::kPut;
  std::string_view op;  // the block's op as written (a static name): eat or use
  std::string prop;     // the cartoon's name for it ("cake")
  std::string pack;     // put: its prop pack's id (c4c:prop:<prop> when not given)
  std::string who;      // hold, drop, eat: the character; give: the giver (`from`)
  std::string to;       // give: the one given it
  std::string on;       // put: the prop it stands on (empty: the ground)
  std::string text;     // put: the words written on it (a sign's), empty for none
  std::optional<Num> x, y;
  Num size{1.0};  // put: times its pack's own size
  int hand = 0;   // hold: 1 the right, -1 the left, 0 the right
  Num over{0.8};  // give: the reach's seconds; eat: the bite's
};

// A one-shot sound effect (docs/ENCODING.md "Sounds and music"): `clip` (a path relative to the
// cartoon's folder or --assets, jt/validate/clips.h) played from the block's time at `volume` (a
// factor: 1 as recorded). The block does not wait.
inline constexpr double kMostVolume = 4;  // the loudest a sound or music is asked to be
struct SoundBlock {
  std::string clip;
  Num volume{1.0};
  // Where it is heard, from -1 (the left speaker) through 0 (the middle, as without it) to 1
  // (the right); a formula is kept to -1..1 when it runs.
  std::optional<Num> pan;
};

// Music (docs/ENCODING.md "Sounds and music"): `clip` from `from` seconds into it, at `volume`,
// fading in over its first `fade_in` s and out over its last `fade_out` s; `loop` repeats it. It
// plays on across scenes until the next music block (another clip, or `music {stop: true}`) or
// the cartoon's end, lowered under the lines (ducking). The block does not wait.
struct MusicBlock {
  std::string clip;  // empty: music {stop: true}
  Num volume{1.0}, fade_in{0.0}, fade_out{0.0}, from{0.0};
  bool loop = false;
  // Its beat (docs/RUNTIME.md "Hats the stage fires", `beat`): beats a minute, and the time in the
  // clip of a beat; no bpm, no beats.
  std::optional<double> bpm;
  double beat_offset = 0;
};

// The camera's scene blocks (docs/CAMERA.md): shot {on, size}, zoom {to, on | x, y}, pan {x, y},
// each gliding over `over` with `ease` (0: a cut), roll {to} the same, and shake {amount, for}.
struct CameraBlock {
  enum class Kind { kShot, kZoom, kPan, kShake, kRoll } kind = Kind::kShot;
  std::vector<std::string> on;  // shot: the characters framed; zoom: the one zoomed on (or none)
  rt::ShotSize size = rt::ShotSize::kMedium;
  std::optional<Num> to;    // zoom: the factor of the wide shot, 1..12; roll: degrees
  std::optional<Num> x, y;  // pan: the centre; zoom: the point zoomed about
  Num over{0.0};
  rt::Ease ease = rt::Ease::kSmooth;
  Num amount{0.0}, for_time{0.5};  // shake
};

struct Block {
  std::variant<SetBlock, RampBlock, WaitBlock, ForBlock, WhileBlock, UntilBlock, RepeatBlock,
               ForeverBlock, TogetherBlock, IfBlock, StopBlock, StopAllBlock, WaveBlock, HopBlock,
               GaitBlock, DriveBlock, MoodBlock, SetVarBlock, ChangeVarBlock, ChainBlock,
               FollowBlock, ReachBlock, ReleaseBlock, ViewBlock, SayBlock, DoesBlock, CaptionBlock,
               CutBlock, PlaceBlock, SceneMoodBlock, SceneViewBlock, SceneReachBlock, PropBlock,
               CameraBlock, SoundBlock, MusicBlock>
      op;
  std::string path;  // JSON pointer of the block in its program, for run-time errors
};

}  // namespace jt
