// A four-legged body's posture for its mood (docs/SHAPES.md §3.3, "Moods on four legs").
#include "body_moods.h"

#include <algorithm>

namespace jt::render {
namespace {

// Degrees counter-clockwise on screen, seen in profile facing +x (the renderer mirrors a body
// facing left): the head's turn (its muzzle down), an upright ear's (the cat's: its tip back) and
// a hanging one's (the dog's flap: its tip back is clockwise), each tail segment's (a tail rising
// behind the body turns down and back); how far the head drops, as a share of its height.
struct Posture {
  double head = 0, head_drop = 0, upright_ear = 0, hanging_ear = 0, tail = 0;
};

constexpr Posture kSad{
    .head = -22, .head_drop = 0.8, .upright_ear = 30, .hanging_ear = 8, .tail = 26};
constexpr Posture kAngry{
    .head = -8, .head_drop = 0.35, .upright_ear = 40, .hanging_ear = -30, .tail = 6};

// Whether an ear hangs (a floppy flap follows it) or stands.
bool hangs(const CharacterView& view, const Part& ear) {
  for (int c : ear.children) {
    if (view.parts[static_cast<std::size_t>(c)].role == "ear") return true;
  }
  return false;
}

}  // namespace

void shape_body_mood(const Character& character, const CharacterView& view, const rt::Pose& pose,
                     std::vector<PartPlace>& places) {
  if (character.legs != 4 || view.name != "side" || !pose.mood) return;
  const Posture* posture = *pose.mood == "sad" ? &kSad : *pose.mood == "angry" ? &kAngry : nullptr;
  if (posture == nullptr) return;
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
      turn_by(i, posture->head);
      if (p.shape) places[i].lift -= posture->head_drop * p.shape->h;
    } else if (p.role == "ear" && p.index.value_or(0) == 0) {
      turn_by(i, hangs(view, p) ? posture->hanging_ear : posture->upright_ear);
    } else if (p.role == "tail") {
      turn_by(i, posture->tail);
    }
  }
}

}  // namespace jt::render
