#include "jt/runtime/frame_key.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

#include "packs/sha256.h"

namespace jt::rt {
namespace {

// A field added to these structs must be added to the key too (or the cache would join a segment
// drawn from older data): the sizes fail to compile until then.
static_assert(sizeof(PartValue) == 40, "PartValue changed: add the field to append_frame_key");
static_assert(sizeof(ReachValue) == 104, "ReachValue changed: add the field to append_frame_key");
static_assert(sizeof(Pose) == 208, "Pose changed: add the field to append_frame_key");
static_assert(sizeof(CharacterFrame) == 1272,
              "CharacterFrame changed: add the field to append_frame_key");
static_assert(sizeof(Frame) == 272, "Frame changed: add the field to append_frame_key");
static_assert(sizeof(PropFrame) == 240, "PropFrame changed: add the field to append_frame_key");
// Before a prop's words in the key: no string's length is this.
constexpr std::uint64_t kPropTextMark = ~std::uint64_t{0};
// Before a character's track and a falling prop's drop in the key: no string's length nor count
// is either.
constexpr std::uint64_t kTrackMark = ~std::uint64_t{0} - 1;
constexpr std::uint64_t kFallMark = ~std::uint64_t{0} - 2;
// Before a happy tail's share (its mood_since and mood_before are keyed through it, the face
// clock's output).
constexpr std::uint64_t kHappyMark = ~std::uint64_t{0} - 3;
// Before a character's squash track and its track across (and its arms', below).
constexpr std::uint64_t kTrackSquashMark = ~std::uint64_t{0} - 4;
constexpr std::uint64_t kTrackDxMark = ~std::uint64_t{0} - 5;
// Before the left upper arm's track (the right one's: one less).
constexpr std::uint64_t kTrackArmMark = ~std::uint64_t{0} - 6;
static_assert(sizeof(creature::LegPose) == 88, "LegPose changed: add it to append_creature_key");
static_assert(sizeof(creature::PlatePose) == 48,
              "PlatePose changed: add it to append_creature_key");
static_assert(sizeof(creature::OrnamentPose) == 64,
              "OrnamentPose changed: add it to append_creature_key");
static_assert(sizeof(creature::CreaturePose) == 200,
              "CreaturePose changed: add the field to append_creature_key");

void put(std::string& out, std::uint64_t word) {
  char bytes[8];
  std::memcpy(bytes, &word, 8);
  out.append(bytes, 8);
}
void put(std::string& out, double number) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &number, 8);
  put(out, bits);
}
void put(std::string& out, std::string_view text) {
  put(out, static_cast<std::uint64_t>(text.size()));
  out.append(text);
}
void put(std::string& out, const std::optional<std::string>& text) {
  out.push_back(text ? 1 : 0);
  if (text) put(out, std::string_view(*text));
}
void put(std::string& out, const std::vector<PartValue>& values) {
  put(out, static_cast<std::uint64_t>(values.size()));
  for (const PartValue& v : values) {
    put(out, std::string_view(v.key));
    put(out, v.value);
  }
}

void put(std::string& out, creature::Vec v) {
  put(out, v.x);
  put(out, v.y);
}
template <class T>
void put_count(std::string& out, const std::vector<T>& values) {
  put(out, static_cast<std::uint64_t>(values.size()));
}

void put_pose(std::string& out, const Pose& p) {
  for (double d : {p.dx, p.dy, p.sx, p.sy, p.rot, p.mouth, p.blink})
    put(out, d);
  put(out, p.parts);
  put(out, p.lift);
  put(out, p.mood);
  put(out, static_cast<std::uint64_t>(p.reach.size()));
  for (const ReachValue& r : p.reach) {
    put(out, std::string_view(r.limb));
    put(out, std::string_view(r.spot));
    for (double d : {r.x, r.y, r.dx, r.dy, r.w})
      put(out, d);
  }
  put(out, p.view);
}

}  // namespace

void append_creature_key(const creature::CreaturePose& pose, std::string& out) {
  for (creature::Vec v : {pose.head, pose.center, pose.direction})
    put(out, v);
  put(out, pose.phase);
  put_count(out, pose.points);
  for (creature::Vec v : pose.points)
    put(out, v);
  put_count(out, pose.normals);
  for (creature::Vec v : pose.normals)
    put(out, v);
  put_count(out, pose.half_widths);
  for (double d : pose.half_widths)
    put(out, d);
  put_count(out, pose.legs);
  for (const creature::LegPose& l : pose.legs) {
    for (creature::Vec v : {l.hip, l.knee, l.foot, l.foot_direction})
      put(out, v);
    put(out, l.foot_scale);
    put(out, l.side);
    out.push_back(l.planted ? 1 : 0);
  }
  put_count(out, pose.plates);
  for (const creature::PlatePose& p : pose.plates) {
    put(out, static_cast<std::uint64_t>(p.plate) << 32 | static_cast<std::uint32_t>(p.chunk));
    for (creature::Vec v : {p.position, p.direction})
      put(out, v);
    put(out, p.scale);
  }
  put_count(out, pose.ornaments);
  for (const creature::OrnamentPose& o : pose.ornaments) {
    put(out, static_cast<std::uint64_t>(o.ornament) << 32 | static_cast<std::uint32_t>(o.chunk));
    put(out, o.side);
    out.push_back(o.over ? 1 : 0);
    for (creature::Vec v : {o.position, o.direction})
      put(out, v);
    put(out, o.scale);
  }
}

void append_frame_key(const Frame& frame, std::string& out) {
  for (double d : {frame.camera.x, frame.camera.y, frame.camera.w, frame.camera.roll})
    put(out, d);
  put(out, frame.scene);
  put(out, frame.place);
  put(out, std::string_view(frame.background));
  put(out, std::string_view(frame.grade));
  put(out, frame.caption);
  put(out, static_cast<std::uint64_t>(frame.characters.size()));
  for (const CharacterFrame& c : frame.characters) {
    put(out, std::string_view(c.id));
    for (double d : {c.x, c.y, c.h, c.facing, c.talking, c.caption_x, c.caption_y, c.caption_h}) {
      put(out, d);
    }
    out.push_back(c.visible ? 1 : 0);
    put(out, c.line);
    put_pose(out, c.pose);
    // The face drawn beyond the pose (the voice's mouth, blinks, gaze).
    out.push_back(c.acting.acted ? 1 : 0);
    for (double d : {c.acting.mouth, c.acting.blink, c.acting.look, c.acting.turn, c.acting.nod,
                     c.acting.tilt, c.acting.hand, c.acting.shake, c.acting.wag})
      put(out, d);
    for (double d : c.acting.shapes)
      put(out, d);
    // How far a happy tail has come up (docs/SHAPES.md §3.3), only in a happy mood and the quarter
    // second after one: the keys of frames in any other mood are what they were.
    if (c.acting.happy != 0) {
      put(out, kHappyMark);
      put(out, c.acting.happy);
    }
    // Its tracks (docs/SHAPES.md §3.3): up and down, its squash, its moves across and its upper
    // arms, each after its mark and only when it changes: a still one keys as it did before
    // tracks existed.
    const std::pair<const std::array<double, kTrackSamples>*, std::uint64_t> tracks[] = {
        {&c.track, kTrackMark},
        {&c.track_squash, kTrackSquashMark},
        {&c.track_dx, kTrackDxMark},
        {&c.track_arms[0], kTrackArmMark},
        {&c.track_arms[1], kTrackArmMark - 1}};
    for (const auto& [track, mark] : tracks) {
      const double first = (*track)[0];  // a copy: clang 14 cannot capture a structured binding
      if (std::ranges::none_of(*track, [first](double d) { return d != first; })) continue;
      put(out, mark);
      for (double d : *track)
        put(out, d);
    }
    out.push_back(c.creature != nullptr ? 1 : 0);
    if (c.creature != nullptr) {
      put(out, c.zoom);
      append_creature_key(c.body, out);
    }
  }
  // The props (docs/PROPS.md), after everything else and only when there are any: a frame
  // without props keys as it did before props existed.
  if (frame.props.empty()) return;
  put(out, static_cast<std::uint64_t>(frame.props.size()));
  for (const PropFrame& p : frame.props) {
    for (const std::string* text : {&p.name, &p.pack, &p.on, &p.holder})
      put(out, std::string_view(*text));
    for (double d : {p.x, p.y, p.size})
      put(out, d);
    put(out, static_cast<std::uint64_t>(static_cast<std::int64_t>(p.hand) + 2));
    put(out, static_cast<std::uint64_t>(p.bites));
    if (p.fall >= 0 || !p.dropper.empty()) {
      // Only a falling or dropped prop keys its drop, after its own mark.
      put(out, kFallMark);
      put(out, std::string_view(p.dropper));
      put(out, p.fall);
      put(out, p.ground_y);
    }
    if (!p.text.empty()) {
      // Only a prop with words keys them, after a mark no string's length can be, so the keys of
      // frames whose props have none are what they were.
      put(out, kPropTextMark);
      put(out, std::string_view(p.text));
    }
  }
}

std::string sha256_hex(std::string_view bytes) {
  return packs::detail::sha256_hex(bytes).value_or(std::string(64, '0'));
}

}  // namespace jt::rt
