// The bloom grade (ART.md "Stages": a warm glow and lifted highlights), which unlike the other
// grades is not a colour transform of each pixel alone: the picture's highlights, averaged over
// cells of 1/135 of its height (8 pixels at 1080p) and blurred, glow warmly over it (a screen
// blend, so nothing bleaches to white), its colours warm and its brightest lift a little. A pixel's
// result depends on the picture within reach() pixels of it only and is computed the same way
// whatever box is asked for, so a frame blooms only near what it drew over a stage bloomed once
// (docs/PERFORMANCE.md "Drawing").
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "jt/render/canvas.h"

namespace jt::render {

// Row y of the picture to bloom: pixels x0 <= x < x1 in `drawn`, the others in `stage` (Cairo
// ARGB32, indexed by x; premultiplied); only out0 <= x < out1 of it (and of the box) is written.
struct BloomRow {
  const std::uint32_t* drawn = nullptr;
  const std::uint32_t* stage = nullptr;
  int x0 = 0, x1 = 0;
  int out0 = 0, out1 = 0;
};

class BloomSource {
 public:
  virtual BloomRow row(int y) const = 0;

 protected:
  ~BloomSource() = default;
};

class Bloom {
 public:
  Bloom(int width, int height);
  // How far, in pixels, a pixel's result reaches: a box this much larger than what changed holds
  // every result that changed.
  int reach() const;
  // Writes the bloomed picture of `source` within `box` to `out` (`words` a row). `out` may be
  // the source's `drawn` rows: each pixel is read before it is written, and only then.
  void apply(const BloomSource& source, PixelBox box, std::uint32_t* out, int words);

 private:
  float* cell(std::vector<float>& v, int r, int c) const;

  int width_, height_, cell_, cols_, rows_;
  std::vector<float> highlights_, across_, glow_;  // 3 floats a cell: r, g, b
  std::vector<std::uint32_t> sums_;                // a row of cells' sums, reused
  std::vector<int> left_, right_;                  // each pixel column's two nearest cells
  std::vector<float> share_;                       // and how far it is toward the right one
  std::vector<std::uint32_t> pixels_;              // one row's pixels
  std::vector<float> across_row_;                  // one row's glow at each cell column
  std::array<std::vector<float>, 3> glow_row_;     // and at each pixel: r, g, b
};

// Blooms a whole picture in place (`words` a row).
void bloom_picture(std::uint32_t* pixels, int width, int height, int words);

}  // namespace jt::render
