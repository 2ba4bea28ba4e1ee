#include "jt/render/cartoon_frame.h"

#include <algorithm>
#include <array>

namespace jt::render {
namespace {

constexpr std::size_t kMostHeads = 16;  // heads a caption keeps clear of (on the stack)

// Where a character's head is at a placement (x, y, h: not its pose, which moves all the time):
// the top half of its height, a little wider.
HeadArea head_at(double x, double feet, double h, double width, double height) {
  h *= height;
  x *= width;
  feet *= height;
  return {x - 0.34 * h, feet - 1.05 * h, x + 0.34 * h, feet - 0.5 * h};
}

HeadArea head_of(const rt::CharacterFrame& who, double width, double height) {
  return head_at(who.x, who.y, who.h, width, height);
}

// What a caption keeps clear of: the head and the whole figure, feet to antennae (which stand
// above its height), as wide as a dog is long, where it stood when the caption began (the box
// stays put for the whole of a line while the character glides).
CharacterArea caption_area(const rt::CharacterFrame& who, double width, double height) {
  const double h = who.caption_h * height, x = who.caption_x * width;
  const double feet = who.caption_y * height;
  return {head_at(who.caption_x, who.caption_y, who.caption_h, width, height),
          {x - 0.6 * h, feet - 1.3 * h, x + 0.6 * h, feet + 0.02 * h}};
}

// A creature lies on the floor where its body is (its world px at stage px zoom·(x, tilt·y) of
// a 1080-line picture): its figure the ribbon's extent, its head around its head's point.
CharacterArea creature_area(const rt::CharacterFrame& who, double height) {
  const double scale = height / 1080 * who.zoom, tilt = rt::kFloorTilt;
  const creature::CreaturePose& body = who.body;
  HeadArea figure{1e300, 1e300, -1e300, -1e300};
  double widest = 0;
  for (std::size_t i = 0; i < body.points.size() && i < body.half_widths.size(); ++i) {
    const double r = body.half_widths[i];
    widest = std::max(widest, r);
    figure.x0 = std::min(figure.x0, scale * (body.points[i].x - r));
    figure.x1 = std::max(figure.x1, scale * (body.points[i].x + r));
    figure.y0 = std::min(figure.y0, scale * tilt * (body.points[i].y - r));
    figure.y1 = std::max(figure.y1, scale * tilt * (body.points[i].y + r));
  }
  if (figure.x0 > figure.x1) return {};
  const double hx = scale * body.head.x, hy = scale * tilt * body.head.y, hr = scale * 1.5 * widest;
  return {{hx - hr, hy - hr, hx + hr, hy + hr}, figure};
}

void draw_captions(Canvas& canvas, const rt::Frame& frame, CaptionStyle style) {
  if (!frame.caption || style == CaptionStyle::kNone) return;
  const double width = canvas.width(), height = canvas.height();
  std::array<CharacterArea, kMostHeads> areas;
  std::size_t count = 0;
  const rt::CharacterFrame* speaker = nullptr;
  for (const rt::CharacterFrame& who : frame.characters) {
    if (!who.visible) continue;
    if (count < kMostHeads) {
      areas[count++] = who.creature ? creature_area(who, height) : caption_area(who, width, height);
    }
    if (who.talking > 0 && (!speaker || who.talking > speaker->talking)) speaker = &who;
  }
  if (style == CaptionStyle::kBubble && speaker) {
    const HeadArea head = head_of(*speaker, width, height);
    const double h = speaker->h * height;
    canvas.bubble(*frame.caption, head, speaker->x * width + 0.08 * h * speaker->facing,
                  speaker->y * height - 0.72 * h);
    return;
  }
  canvas.caption(*frame.caption, std::span<const CharacterArea>(areas.data(), count));
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
                          {.x = who.x * width,
                           .feet_y = who.y * height,
                           .height = who.h * height,
                           .facing = who.facing},
                          {.style = drawing->second.style,
                           .art_facing = drawing->second.art_facing,
                           .acting = who.acting.acted ? &who.acting : nullptr});
  }
  canvas.grade(grade);
  draw_captions(canvas, frame, captions);
}

}  // namespace jt::render
