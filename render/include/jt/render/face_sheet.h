// The faces sheet (`jabbertoon sheet --faces`, docs/SHAPES.md §2.1): every mouth shape and every
// mood of each character in each view that shows a face, side by side, each cell a close-up of
// the face, for review.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/character.h"

namespace jt::render {

struct FaceSheetCharacter {
  std::string name;
  const Character* character = nullptr;
  std::optional<std::string> style;
  int art_facing = 1;
};

// A row per mouth shape (X, A .. H, neutral) and per mood (silent), a column per character and
// face view; `cell` pixels a cell.
std::unique_ptr<Canvas> draw_face_sheet(const std::vector<FaceSheetCharacter>& characters,
                                        int cell);

}  // namespace jt::render
