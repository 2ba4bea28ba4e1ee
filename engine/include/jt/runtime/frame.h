// What a cartoon looks like at one time (spec §7.8 `rt.frame()`): plain data the renderer draws.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/creature/pose.h"
#include "jt/json/value.h"
#include "jt/lipsync/face_acting.h"
#include "jt/runtime/camera.h"
#include "jt/runtime/pose.h"

namespace jt {
struct BehaviourRef;  // jt/program/block.h
}

namespace jt::rt {

// A character's track: the dy its glides and running motions give from kTrackSteps steps of
// kTrackStep seconds before the frame's time to as many after (a motion that starts later and a
// follower's output left out), so the drawing can crouch before a rise and settle after a landing
// (docs/SHAPES.md §3.3) from the time alone, whatever frame was drawn before.
inline constexpr std::size_t kTrackSteps = 6;
inline constexpr std::size_t kTrackSamples = 2 * kTrackSteps + 1;
inline constexpr double kTrackStep = 0.04;

struct CharacterFrame {
  std::string id;
  double x = 0.5, y = 0.92, h = 0.5, facing = 1;  // stage fractions; facing +1 right, -1 left
  bool visible = false;
  Pose pose;
  double talking = 0;
  // The words of the line it is saying now (empty when none; not part of rt.frame()'s JSON, a view
  // of the program's text): each speaker's own bubble (docs/CAMERA.md "Bubbles").
  std::string_view line;
  // What the renderer draws of the face beyond the pose (a lipsync::FaceClock fills it; not part
  // of rt.frame()'s JSON): the voice's mouth, blinks, the eyes on a speaker.
  lipsync::FaceActing acting;
  // Its track (not part of rt.frame()'s JSON): track[i] the dy at t + (i − kTrackSteps)·kTrackStep;
  // track_squash[i] how far its own sy squashes it then (1 − sy: 0 at rest, below 0 stretched);
  // track_dx[i] how far across it is then (1080p px, right positive: the pose's dx plus, on a
  // stage, its place's glide across, at 1080 lines).
  // track_arms[0] and [1] the left and the right upper arm's angle its moves give then (degrees,
  // the sum of `arm` and `arm:S`): a raised arm overshoots where it stops.
  std::array<double, kTrackSamples> track{}, track_squash{}, track_dx{};
  std::array<std::array<double, kTrackSamples>, 2> track_arms{};
  // Since when it has shown its pose's mood (not part of rt.frame()'s JSON; a mood written again
  // goes on) and the mood it showed before then (empty for none): the face clock eases a happy
  // tail in from then, or down from then when the mood before was happy (docs/SHAPES.md §3.3).
  double mood_since = 0;
  std::string mood_before;
  // Its placement when the caption showing began (its x, y, h now when none shows; not part of
  // rt.frame()'s JSON): the caption's place is chosen from these, so a line's box stays put while
  // the character glides. One the director placed only since then was off the stage (x -1).
  double caption_x = 0.5, caption_y = 0.92, caption_h = 0.5;
  // A creature of the cast (docs/CREATURES.md, "In a cartoon"): its model (null for a character)
  // and its body in its world px, which lie on the stage's floor at stage px (zoom·x,
  // zoom·kFloorTilt·y) of a 1080-line picture. x and y above are its centre, facing its heading.
  std::shared_ptr<const creature::Model> creature;
  creature::CreaturePose body;
  double zoom = 1;
};

// How much the floor a creature lies on is foreshortened, seen from the stage's camera.
inline constexpr double kFloorTilt = 0.55;

// A prop on the stage (docs/PROPS.md): its prop pack, where it stands (its anchor, the middle of
// its foot, at stage fractions x, y; on another prop's top when `on` names one), its size (times
// its pack's), who holds it (then it is drawn at that character's hand, `hand` 1 the right, -1
// the left) and how many bites were taken (its pack's states in turn).
struct PropFrame {
  std::string name, pack, on, holder;
  std::string text;  // the words written on it (put's `text`), empty for none
  double x = 0.5, y = 0.92, size = 1;
  int hand = 1;
  int bites = 0;
  // While it falls from a drop (not part of rt.frame()'s JSON): who let it go (`hand` the hand it
  // was in), the share of the fall gone (0 ≤ fall < 1; −1 when not falling) and the ground it
  // lands on (`ground_y`, a stage fraction; `y` is where it is now), so the renderer starts the
  // fall at the hand it draws. After it lands `dropper` stays until it is held or put again, so
  // the renderer keeps it in front of whoever dropped it.
  std::string dropper;
  double fall = -1, ground_y = 0.92;
};

struct Frame {
  double t = 0;
  std::optional<std::string> scene, place;
  std::string background;
  std::string grade = "normal";
  std::optional<std::string> caption;
  std::vector<CharacterFrame> characters;  // in draw order (`order`): first drawn first
  Camera camera;  // what part of the stage the picture shows (the wide shot by default)
  std::vector<PropFrame> props;  // the props on the stage, in the order they were put
};

// {t, scene, place, background, grade, caption, characters: {id: {x, y, h, facing, visible,
// pose, talking}}, order: [id]}: characters keyed in JavaScript's key order, order as drawn.
json::Value frame_to_json(const Frame& frame);

// One record of a cartoon's timeline (spec §7.7): what a scene block did, when and how long.
// Each kind fills its own fields: scene {name, place, grade}, say {who, text, voice, mood,
// speed?, pitch?, clip?}, does {who, behaviour, also?}, caption {text}, cut {place, grade},
// place {who, x?, y?, h?, facing?}, enter {who, from}, exit {who, to}, mood {who, mood}, the
// camera's: shot {on, size}, zoom {to, on? | x?, y?}, pan {x?, y?}, shake {amount}, sound
// {clip, volume?} (dur: its clip's length, cut at the cartoon's end) and music {clip, volume?,
// fade_in?, fade_out?, from?, loop?} (dur: until the next music block, the clip's end when it
// does not loop, or the cartoon's end).
//
// A loop plans hundreds of thousands of records, so a record owns nothing: its words are views
// of the cartoon program's strings (or static names), valid while the runtime that planned it
// holds that cartoon, and it is copied as plain bytes.
struct TimelineRecord {
  double t = 0;
  double dur = 0;         // seconds actually run
  std::string_view kind;  // a static name
  std::string_view who;
  std::string_view text;  // a line's or a caption's words; a scene's name
  // null when the record has none (JSON null)
  const std::string* place = nullptr;
  const std::string* grade = nullptr;
  const std::string* voice = nullptr;
  const std::string* mood = nullptr;
  const std::string* clip = nullptr;        // say, sound: the clip's file, as written
  const BehaviourRef* behaviour = nullptr;  // does: the pack id, {id, version}, or inline program
  std::string_view side;                    // enter: from; exit: to; shot: its size (a static name)
  const std::vector<std::string>* cast = nullptr;  // shot: the characters it frames
  bool also = false;
  bool loop = false;  // music: it repeats
  bool sung = false;  // say: a sung line (`sing`)
  // say: the speaker's x on the stage (0 left .. 1 right) as its line began, for its voice's place
  // in the stereo mix (docs/ENCODING.md "The mix"); not in the plan's JSON.
  double stood_x = 0.5;

  // The numbers a say (speed, pitch) or a place (x, y, h, facing) was given; the others are left
  // out of its JSON. No record gives more than four, so they share four slots.
  // zoom: to, x, y; pan: x, y; shake: amount; sound: volume; music: volume, fade_in, fade_out,
  // from.
  enum Number : std::uint8_t {
    kSpeed = 0,
    kPitch = 1,
    kX = 0,
    kY = 1,
    kH = 2,
    kFacing = 3,
    kTo = 2,
    kAmount = 0,
    kVolume = 0,
    kFadeIn = 1,
    kPan = 1,  // a sound's
    kFadeOut = 2,
    kFrom = 3,
  };
  std::uint8_t given = 0;  // bit n: numbers[n] was given
  std::array<double, 4> numbers{};

  std::optional<double> number(Number n) const {
    return (given >> n & 1) != 0 ? std::optional<double>(numbers[n]) : std::nullopt;
  }
  void set_number(Number n, std::optional<double> value) {
    if (!value) return;
    numbers[n] = *value;
    given = static_cast<std::uint8_t>(given | 1 << n);
  }
};

json::Value record_to_json(const TimelineRecord& record);

}  // namespace jt::rt
