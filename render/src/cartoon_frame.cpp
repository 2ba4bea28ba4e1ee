#include "jt/render/cartoon_frame.h"

namespace jt::render {

void draw_cartoon_frame(Canvas& canvas, const rt::Frame& frame, const Background* background,
                        const CastDrawings& cast) {
  const double width = canvas.width(), height = canvas.height();
  if (background != nullptr) {
    canvas.background(*background);
  } else {
    canvas.clear();
  }
  for (const rt::CharacterFrame& who : frame.characters) {
    if (!who.visible) continue;
    const auto drawing = cast.find(who.id);
    if (drawing == cast.end()) continue;
    // Spec §7.2's units: x of the width at the root, y the feet line and h the height, both of
    // the picture's height.
    canvas.draw_character(drawing->second.character, who.pose,
                          {.x = who.x * width, .feet_y = who.y * height, .height = who.h * height,
                           .facing = who.facing},
                          {.style = drawing->second.style,
                           .art_facing = drawing->second.art_facing});
  }
  canvas.grade(grade_from_name(frame.grade).value_or(Grade::kNormal));
  if (frame.caption) canvas.caption(*frame.caption);
}

}  // namespace jt::render
