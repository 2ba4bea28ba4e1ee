// A four-legged body's posture for its mood and for what the moves write (docs/SHAPES.md §3.3,
// "Moods on four legs").
#include "body_moods.h"

#include <algorithm>
#include <string_view>

namespace jt::render {
namespace {

// Degrees counter-clockwise on screen, seen in profile facing +x (the renderer mirrors a body
// facing left): the head's turn (its muzzle down), an upright ear's (the cat's: its tip back) and
// a hanging one's (the dog's flap: its tip back is clockwise), each tail segment's (a tail rising
// behind the body turns down and back); how far the head drops, as a share of its height; the
// body's tilt (its chest down). Head on the ears turn outward by `out_ear` (down and flat) and
// each tail segment by `front_tail` toward hanging.
struct Posture {
  double head = 0, head_drop = 0, upright_ear = 0, hanging_ear = 0, tail = 0, body = 0;
  double out_ear = 0, front_tail = 0;
};

constexpr Posture kSad{.head = -22,
                       .head_drop = 0.8,
                       .upright_ear = 30,
                       .hanging_ear = 8,
                       .tail = 26,
                       .out_ear = 60,
                       .front_tail = -30};
constexpr Posture kAngry{.head = -8,
                         .head_drop = 0.35,
                         .upright_ear = 40,
                         .hanging_ear = -30,
                         .tail = 6,
                         .body = -5,
                         .out_ear = 62,
                         .front_tail = -12};
// Proud (a flex, the front legs turned in together): head up, ears pricked, tail high.
constexpr Posture kProud{.head = 12,
                         .head_drop = -0.15,
                         .upright_ear = -10,
                         .hanging_ear = 6,
                         .tail = -12,
                         .out_ear = -10,
                         .front_tail = 14};

double share_between(double x, double from, double to) {
  return std::clamp((x - from) / (to - from), 0.0, 1.0);
}

double pose_channel(const rt::Pose& pose, std::string_view key) {
  double sum = 0;
  for (const rt::PartValue& v : pose.parts) {
    if (v.key == key) sum += v.value;
  }
  return sum;
}

// Whether an ear hangs (a floppy flap follows it) or stands.
bool hangs(const CharacterView& view, const Part& ear) {
  for (int c : ear.children) {
    if (view.parts[static_cast<std::size_t>(c)].role == "ear") return true;
  }
  return false;
}

// The shares of each posture the pose reads as: a mood written (sad, angry) in full; else what
// its channels write. A body squashed wide (sx well over sy: `angry`'s shake) reads as angry,
// crouched; one sunk below its ground (dy down: `deflate`, `sadidle`) as sad, slumped; both
// front legs turned in together (`flex`) as proud.
struct Shares {
  double sad = 0, angry = 0, proud = 0;
};

Shares shares_of(const rt::Pose& pose) {
  if (pose.mood) {
    if (*pose.mood == "sad") return {.sad = 1};
    if (*pose.mood == "angry") return {.angry = 1};
    return {};
  }
  Shares s;
  s.angry = pose.sy > 0 ? share_between(pose.sx / pose.sy, 1.045, 1.07) : 0;
  s.sad = share_between(pose.dy, 0.5, 3.5) * (1 - s.angry);
  const double arms = pose_channel(pose, "arm");
  const double in_left = arms + pose_channel(pose, "arm:-1"),
               in_right = -(arms + pose_channel(pose, "arm:1"));
  s.proud = share_between(std::min(in_left, in_right), 8, 16);
  return s;
}

Posture blended(const Shares& s) {
  auto mix = [&](double Posture::*f) {
    return s.sad * kSad.*f + s.angry * kAngry.*f + s.proud * kProud.*f;
  };
  return {.head = mix(&Posture::head),
          .head_drop = mix(&Posture::head_drop),
          .upright_ear = mix(&Posture::upright_ear),
          .hanging_ear = mix(&Posture::hanging_ear),
          .tail = mix(&Posture::tail),
          .body = mix(&Posture::body),
          .out_ear = mix(&Posture::out_ear),
          .front_tail = mix(&Posture::front_tail)};
}

}  // namespace

void shape_body_mood(const Character& character, const CharacterView& view, const rt::Pose& pose,
                     std::vector<PartPlace>& places) {
  if (character.legs != 4) return;
  const Shares shares = shares_of(pose);
  if (shares.sad <= 0 && shares.angry <= 0 && shares.proud <= 0) return;
  const Posture posture = blended(shares);
  const bool profile = view.name == "side";
  const std::vector<Part>& parts = view.parts;
  auto turn_by = [&](std::size_t i, double by) {
    const Part& p = parts[i];
    double angle = places[i].angle + by;
    if (p.limits && !character.silly) angle = std::clamp(angle, p.limits->first, p.limits->second);
    places[i].angle = angle;
    places[i].local = p.rot - angle;
  };
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Part& p = parts[i];
    if (p.role == "head") {
      if (profile) turn_by(i, posture.head);
      if (p.shape) places[i].lift -= posture.head_drop * p.shape->h * (profile ? 1 : 0.6);
    } else if (p.role == "ear" && p.index.value_or(0) == 0) {
      // Head on an ear turns outward (its tip away from the head: the right one clockwise).
      if (!profile) {
        turn_by(i, -p.side * posture.out_ear * (hangs(view, p) ? 0.4 : 1));
      } else {
        turn_by(i, hangs(view, p) ? posture.hanging_ear : posture.upright_ear);
      }
    } else if (p.role == "tail") {
      turn_by(i, profile ? posture.tail : posture.front_tail);
    } else if (p.role == "torso" && p.parent < 0 && profile) {
      turn_by(i, posture.body);
    }
  }
}

}  // namespace jt::render
