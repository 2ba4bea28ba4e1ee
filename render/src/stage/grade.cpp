// Grades (ART.md "Stages"): a per-pixel colour transform of the whole picture after drawing, a 3x3
// matrix and an offset per grade; bloom, a glow, is bloom.h's.
#include <algorithm>
#include <array>

#include "bloom.h"
#include "jt/render/stage.h"

namespace jt::render {
namespace {

struct Transform {
  std::array<float, 9> m;       // rows: r g b out, from r g b in
  std::array<float, 3> offset;  // added after, 0..255 scale
};

Transform transform_of(Grade grade) {
  switch (grade) {
    case Grade::kNight:  // dark and blue: the colours dimmed toward a moonlit blue, a third of
                         // their colour kept and the blacks deep, so a character still reads
      return {{0.136f, 0.095f, 0.018f, 0.06f, 0.227f, 0.023f, 0.097f, 0.191f, 0.212f}, {2, 4, 12}};
    case Grade::kSepia:  // an old photograph: the luma in brown (0.96, 0.84, 0.64) over a warm
                         // black, keeping the picture's tones (the classic matrix gains 35 %
                         // and washed every pastel stage to cream)
      return {{0.287f, 0.564f, 0.109f, 0.251f, 0.493f, 0.096f, 0.191f, 0.376f, 0.073f}, {12, 8, 4}};
    case Grade::kGrey:
      return {{0.299f, 0.587f, 0.114f, 0.299f, 0.587f, 0.114f, 0.299f, 0.587f, 0.114f}, {0, 0, 0}};
    case Grade::kWarm:  // golden: more red, less blue, green a little down so a sky stays a sky
      return {{1.08f, 0.0f, 0.0f, 0.0f, 0.96f, 0.0f, 0.0f, 0.0f, 0.88f}, {12, 2, 0}};
    case Grade::kCool:  // blue, not teal: red and green both lowered a little, blue lifted
      return {{0.88f, 0.0f, 0.0f, 0.0f, 0.95f, 0.02f, 0.02f, 0.04f, 1.04f}, {0, 2, 16}};
    case Grade::kNormal:
    case Grade::kBloom:  // not a transform of each pixel (bloom.h)
      break;
  }
  return {{1, 0, 0, 0, 1, 0, 0, 0, 1}, {0, 0, 0}};
}

std::uint8_t clamp_byte(float v, float ceiling) {
  return static_cast<std::uint8_t>(std::clamp(v, 0.0f, ceiling));
}

}  // namespace

const std::vector<std::string_view>& grade_names() {
  static const std::vector<std::string_view> names = {"normal", "bloom", "night", "sepia",
                                                      "grey",   "warm",  "cool"};
  return names;
}

std::optional<Grade> grade_from_name(std::string_view name) {
  static constexpr Grade kGrades[] = {Grade::kNormal, Grade::kBloom, Grade::kNight, Grade::kSepia,
                                      Grade::kGrey,   Grade::kWarm,  Grade::kCool};
  const auto& names = grade_names();
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return kGrades[i];
  }
  return std::nullopt;
}

void apply_grade(Grade grade, std::span<std::uint8_t> pixels, int width, int height, int stride) {
  if (grade == Grade::kNormal) return;
  if (grade == Grade::kBloom) {
    bloom_picture(reinterpret_cast<std::uint32_t*>(pixels.data()), width, height, stride / 4);
    return;
  }
  const Transform t = transform_of(grade);
  for (int y = 0; y < height; ++y) {
    std::uint8_t* row = pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride);
    for (int x = 0; x < width; ++x) {
      // Cairo's ARGB32 on a little-endian machine: B, G, R, A bytes.
      std::uint8_t* p = row + 4 * x;
      const float b = p[0], g = p[1], r = p[2];
      // Premultiplied colour: the matrix applies as it is, the offset and the ceiling scale with
      // alpha (an opaque pixel: 255, as if straight).
      const float a = p[3], share = a / 255.0f;
      p[2] = clamp_byte(t.m[0] * r + t.m[1] * g + t.m[2] * b + t.offset[0] * share, a);
      p[1] = clamp_byte(t.m[3] * r + t.m[4] * g + t.m[5] * b + t.offset[1] * share, a);
      p[0] = clamp_byte(t.m[6] * r + t.m[7] * g + t.m[8] * b + t.offset[2] * share, a);
    }
  }
}

}  // namespace jt::render
