// Grades (ART.md "Stages"): a per-pixel colour transform of the whole picture after drawing, a 3x3
// matrix and an offset per grade; bloom, a glow, is bloom.h's.
#include <algorithm>
#include <array>
#include <cmath>

#include "bloom.h"
#include "jt/program/grades.h"
#include "jt/render/stage.h"

namespace jt::render {
namespace {

struct Transform {
  std::array<float, 9> m;       // rows: r g b out, from r g b in
  std::array<float, 3> offset;  // added after, 0..255 scale
};

Transform transform_of(Grade grade) {
  switch (grade) {
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
    case Grade::kNight:  // not a matrix (night_pixel)
    case Grade::kBloom:  // not a transform of each pixel (bloom.h)
      break;
  }
  return {{1, 0, 0, 0, 1, 0, 0, 0, 1}, {0, 0, 0}};
}

std::uint8_t clamp_byte(float v, float ceiling) {
  return static_cast<std::uint8_t>(std::clamp(v, 0.0f, ceiling));
}

// Night: dark and blue. A matrix dims every colour alike, so a day's pale sky, as light as a
// face, stayed a mid blue however dark the faces went. Instead each colour's luma goes through a
// curve that lifts the darks (a character's fills stay apart from its lines) and ends low (white
// becomes a moonlit grey-blue); a light sky blue (blue well over red) is dimmed to a night sky's
// navy and any other pale colour (a wall, a floor, a sky's haze, the moon) by half, but white
// (eyes, teeth) stays bright; and part of each colour's own colour is kept, scaled with its
// luma, so a red shirt or yellow hair still tells itself apart from the sky. Every weight is a
// ramp over a colour's channels, so a gradient stays smooth. (A moon kept bright by its colour
// lit up a bird's pale belly of the same colour, and the edges of windows.)
constexpr float kNightWhite = 80;      // the luma white becomes
constexpr float kNightGamma = 0.62f;   // below 1: the darks lifted
constexpr float kNightSkyDim = 0.62f;  // a light sky blue's luma dimmed by this share
constexpr float kNightPaleDim = 0.5f;  // any other pale colour's
constexpr float kNightColourKept = 0.9f;
constexpr std::array<float, 3> kMoonlight{0.8f, 0.98f, 1.6f};  // luma 1, blue
constexpr std::array<float, 3> kNightBlack{2, 4, 10};

struct NightCurve {
  std::array<float, 256> luma;
  NightCurve() {
    for (int i = 0; i < 256; ++i) {
      const float share = static_cast<float>(i) / 255.0f;
      luma[static_cast<std::size_t>(i)] = kNightWhite * std::pow(share, kNightGamma);
    }
  }
};

float ramp(float v, float from, float to) {
  return std::clamp((v - from) / (to - from), 0.0f, 1.0f);
}

// One straight (not premultiplied) pixel, r g b in and out.
void night_pixel(float& r, float& g, float& b) {
  static const NightCurve curve;
  const float luma = 0.299f * r + 0.587f * g + 0.114f * b;
  const float low = std::min({r, g, b}), high = std::max({r, g, b});
  const float sky = ramp(b - r, 15, 50) * ramp(luma, 150, 190);
  const float white = ramp(luma, 246, 254) * (1 - ramp(high - low, 4, 24));
  const float pale = ramp(low, 160, 210) * (1 - white);
  const float dim = std::max(kNightSkyDim * sky, kNightPaleDim * pale);
  const float out =
      curve.luma[static_cast<std::size_t>(std::clamp(luma, 0.0f, 255.0f))] * (1 - dim);
  const float keep = kNightColourKept * out / std::max(luma, 1.0f);
  r = kNightBlack[0] + kMoonlight[0] * out + keep * (r - luma);
  g = kNightBlack[1] + kMoonlight[1] * out + keep * (g - luma);
  b = kNightBlack[2] + kMoonlight[2] * out + keep * (b - luma);
}

void night_picture(std::span<std::uint8_t> pixels, int width, int height, int stride) {
  for (int y = 0; y < height; ++y) {
    std::uint8_t* row =
        pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride);
    for (int x = 0; x < width; ++x) {
      std::uint8_t* p = row + 4 * x;  // B, G, R, A, premultiplied
      const float a = p[3];
      if (a == 0) continue;
      const float straight = 255.0f / a;
      float b = p[0] * straight, g = p[1] * straight, r = p[2] * straight;
      night_pixel(r, g, b);
      const float share = a / 255.0f;
      p[2] = clamp_byte(r * share + 0.5f, a);
      p[1] = clamp_byte(g * share + 0.5f, a);
      p[0] = clamp_byte(b * share + 0.5f, a);
    }
  }
}

// A figure at night (docs/STAGE.md): a little of the set's night (kFigureNight of it), then a
// cool moonlit tint, so a face keeps its light and colours while it sits in the night.
constexpr float kFigureNight = 0.35f;
constexpr std::array<float, 3> kFigureMoonlight{0.84f, 0.9f, 1.06f};

void night_figure_pixel(float& r, float& g, float& b) {
  float nr = r, ng = g, nb = b;
  night_pixel(nr, ng, nb);
  r = (r + (nr - r) * kFigureNight) * kFigureMoonlight[0];
  g = (g + (ng - g) * kFigureNight) * kFigureMoonlight[1];
  b = (b + (nb - b) * kFigureNight) * kFigureMoonlight[2];
}

}  // namespace

bool grades_figures_apart(Grade grade) {
  return grade == Grade::kNight;
}

void figures_over(Grade grade, const std::uint32_t* figures, std::uint32_t* picture, int count) {
  for (int i = 0; i < count; ++i) {
    const std::uint32_t f = figures[i];
    const std::uint32_t a = f >> 24;
    if (a == 0) continue;
    float r = static_cast<float>((f >> 16) & 0xff), g = static_cast<float>((f >> 8) & 0xff),
          b = static_cast<float>(f & 0xff);
    const float straight = 255.0f / static_cast<float>(a), share = static_cast<float>(a) / 255.0f;
    r *= straight, g *= straight, b *= straight;
    if (grade == Grade::kNight) night_figure_pixel(r, g, b);
    // Premultiplied again, then over what is under it.
    const float ceiling = static_cast<float>(a);
    const std::uint32_t fr = clamp_byte(r * share + 0.5f, ceiling),
                        fg = clamp_byte(g * share + 0.5f, ceiling),
                        fb = clamp_byte(b * share + 0.5f, ceiling);
    const std::uint32_t under = picture[i], keep = 255 - a;
    const auto over = [&](std::uint32_t top, int shift) {
      const std::uint32_t u = (under >> shift) & 0xff;
      return top + (u * keep + 127) / 255;
    };
    picture[i] = ((a + ((under >> 24) * keep + 127) / 255) << 24) | (over(fr, 16) << 16) |
                 (over(fg, 8) << 8) | over(fb, 0);
  }
}

const std::vector<std::string_view>& grade_names() {
  static const std::vector<std::string_view> names(kGradeNames.begin(), kGradeNames.end());
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
  if (grade == Grade::kNight) {
    night_picture(pixels, width, height, stride);
    return;
  }
  const Transform t = transform_of(grade);
  for (int y = 0; y < height; ++y) {
    std::uint8_t* row =
        pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride);
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
