#include "jt/render/face_sheet.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "jt/lipsync/face_acting.h"
#include "jt/render/skeleton.h"

namespace jt::render {
namespace {

constexpr std::array<const char*, 6> kMoods{"neutral", "happy",     "sad",
                                            "angry",   "surprised", "scared"};

struct Column {
  const FaceSheetCharacter* who;
  std::string view;
  Point centre;     // the face's middle at rest, tree units
  double span = 1;  // eyes to mouth, tree units
};

// Where the view's face sits at rest: between its eyes and its mouth.
std::optional<Column> face_column(const FaceSheetCharacter& who, const CharacterView& view) {
  rt::Pose pose;
  pose.view = view.name;
  const Skeleton sk = pose_skeleton(*who.character, pose, 1);
  for (std::size_t i = 0; i < sk.view->parts.size(); ++i) {
    const Part& p = sk.view->parts[i];
    if (!p.face) continue;
    const Face& f = *p.face;
    const Point eye = sk.places[i].world.apply({f.eye_cx, f.eye_y});
    const Point mouth = sk.places[i].world.apply({f.mouth_x, f.mouth_y});
    const double span = std::max(std::hypot(mouth.x - eye.x, mouth.y - eye.y), f.eye_r * 2);
    return Column{&who, view.name, {(eye.x + mouth.x) / 2, (eye.y + mouth.y) / 2}, span};
  }
  return std::nullopt;
}

}  // namespace

std::unique_ptr<Canvas> draw_face_sheet(const std::vector<FaceSheetCharacter>& characters,
                                        int cell) {
  std::vector<Column> columns;
  for (const FaceSheetCharacter& who : characters) {
    for (const CharacterView& view : who.character->views) {
      if (view.name == "back") continue;  // a head from behind shows no face
      if (auto c = face_column(who, view)) columns.push_back(*c);
    }
  }
  const int label_w = cell * 3 / 4, label_h = cell / 4;
  const int rows = static_cast<int>(lipsync::kMouthShapes + kMoods.size());
  auto canvas = std::make_unique<Canvas>(label_w + static_cast<int>(columns.size()) * cell,
                                         label_h + rows * cell);
  canvas->plain_stage(canvas->height());
  for (std::size_t c = 0; c < columns.size(); ++c) {
    const double left = label_w + static_cast<double>(c) * cell;
    canvas->label(columns[c].who->name, left + 6, 2, label_h * 0.42);
    canvas->label(columns[c].view, left + 6, label_h * 0.5, label_h * 0.36);
  }
  for (int r = 0; r < rows; ++r) {
    const bool shape_row = r < static_cast<int>(lipsync::kMouthShapes);
    const auto shape = static_cast<lipsync::MouthShape>(shape_row ? r : 0);
    const std::string mood = shape_row ? "neutral" : kMoods[r - lipsync::kMouthShapes];
    const double top = label_h + static_cast<double>(r) * cell;
    canvas->label(shape_row ? std::string("mouth ") + lipsync::shape_letter(shape) : mood, 6,
                  top + cell * 0.42, label_h * 0.4);
    lipsync::FaceActing acting{.acted = true, .mouth = lipsync::shape_openness(shape)};
    acting.shapes[static_cast<std::size_t>(shape)] = 1;
    for (std::size_t c = 0; c < columns.size(); ++c) {
      const Column& col = columns[c];
      const Character& ch = *col.who->character;
      // The face four spans tall fills the cell, its middle at the cell's middle.
      const double k = cell / (col.span * 4.2), height = k * ch.height;
      const double left = label_w + static_cast<double>(c) * cell;
      const double cx = left + 0.5 * cell, cy = top + cell * 0.5;
      const double mirror = col.who->art_facing < 0 ? -1 : 1;
      rt::Pose pose;
      pose.view = col.view;
      pose.mood = mood;
      canvas->clip(left + 1, top + 1, cell - 2, cell - 2);
      canvas->draw_character(
          ch, pose,
          {.x = cx - mirror * k * col.centre.x, .feet_y = cy - k * col.centre.y, .height = height},
          {.style = col.who->style, .art_facing = col.who->art_facing, .acting = &acting});
      canvas->unclip();
    }
  }
  return canvas;
}

}  // namespace jt::render
