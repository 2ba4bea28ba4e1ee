#include "jt/render/cartoon_frame.h"

#include <array>

namespace jt::render {
namespace {

constexpr std::size_t kMostHeads = 16;  // heads a caption keeps clear of (on the stack)

// Where a character's head is at its placement (not its pose: the caption stays put for the
// whole of a line while the character moves): the top half of its height, a little wider.
HeadArea head_of(const rt::CharacterFrame& who, double width, double height) {
  const double h = who.h * height, x = who.x * width, feet = who.y * height;
  return {x - 0.34 * h, feet - 1.05 * h, x + 0.34 * h, feet - 0.5 * h};
}

void draw_captions(Canvas& canvas, const rt::Frame& frame, CaptionStyle style) {
  if (!frame.caption || style == CaptionStyle::kNone) return;
  const double width = canvas.width(), height = canvas.height();
  std::array<HeadArea, kMostHeads> heads;
  std::size_t count = 0;
  const rt::CharacterFrame* speaker = nullptr;
  for (const rt::CharacterFrame& who : frame.characters) {
    if (!who.visible) continue;
    if (count < kMostHeads) heads[count++] = head_of(who, width, height);
    if (who.talking > 0 && (!speaker || who.talking > speaker->talking)) speaker = &who;
  }
  if (style == CaptionStyle::kBubble && speaker) {
    const HeadArea head = head_of(*speaker, width, height);
    const double h = speaker->h * height;
    canvas.bubble(*frame.caption, head, speaker->x * width + 0.08 * h * speaker->facing,
                  speaker->y * height - 0.72 * h);
    return;
  }
  canvas.caption(*frame.caption, std::span<const HeadArea>(heads.data(), count));
}

}  // namespace

void draw_cartoon_frame(Canvas& canvas, const rt::Frame& frame, const Background* background,
                        const CastDrawings& cast, CaptionStyle captions) {
  const double width = canvas.width(), height = canvas.height();
  const Grade grade = grade_from_name(frame.grade).value_or(Grade::kNormal);
  if (background != nullptr) {
    canvas.background(*background, grade);
  } else {
    canvas.clear();
  }
  for (const rt::CharacterFrame& who : frame.characters) {
    if (!who.visible) continue;
    const auto drawing = cast.find(who.id);
    if (drawing == cast.end()) continue;
    if (drawing->second.creature != nullptr && who.creature != nullptr) {
      // Its world lies on the floor: stage px zoom·(x, kFloorTilt·y) of a 1080-line picture.
      canvas.draw_creature(*drawing->second.creature, who.body,
                           {.scale = height / 1080 * who.zoom, .tilt = rt::kFloorTilt});
      continue;
    }
    // Spec §7.2's units: x of the width at the root, y the feet line and h the height, both of
    // the picture's height.
    canvas.draw_character(drawing->second.character, who.pose,
                          {.x = who.x * width, .feet_y = who.y * height, .height = who.h * height,
                           .facing = who.facing},
                          {.style = drawing->second.style,
                           .art_facing = drawing->second.art_facing,
                           .acting = who.acting.acted ? &who.acting : nullptr});
  }
  canvas.grade(grade);
  draw_captions(canvas, frame, captions);
}

}  // namespace jt::render
