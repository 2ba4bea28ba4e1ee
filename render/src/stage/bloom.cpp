#include "bloom.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace jt::render {
namespace {

constexpr double kCellShare = 1.0 / 135;  // a cell's side, of the picture's height (8 px at 1080p)
constexpr int kRadius = 5;                // the blur's reach in cells
constexpr double kSigma = 2;              // and its softness (a Gaussian), cells
constexpr float kStrength = 0.55f;        // how strongly the glow screens over the picture
constexpr float kLift = 0.06f;            // how far the brightest colours move toward white
constexpr float kSaturation = 1.1f;       // colours a little richer, so the glow does not wash them
constexpr std::array<float, 3> kWarm = {1.0f, 0.88f, 0.7f};      // the glow's tint: r, g, b
constexpr std::array<float, 3> kWarmth = {1.04f, 1.01f, 0.95f};  // a gain per channel: darks stay
constexpr float kByte = 1.0f / 255;

// Branch-free minimum and maximum (what the vector instructions do).
float least(float a, float b) {
  return b < a ? b : a;
}
float most(float a, float b) {
  return b > a ? b : a;
}

// Smoothstep from a to b (`per` = 1 / (b - a), so no division per pixel).
float ease(float a, float per, float v) {
  const float t = least(1.0f, most(0.0f, (v - a) * per));
  return t * t * (3 - 2 * t);
}

float luma(const float* c) {
  return 0.2126f * c[0] + 0.7152f * c[1] + 0.0722f * c[2];
}

// How much of a colour is highlight, by its brightness.
float highlight(float brightness) {
  return ease(0.84f, 1 / 0.16f, brightness);
}

const std::array<float, 2 * kRadius + 1>& weights() {
  static const std::array<float, 2 * kRadius + 1> w = [] {
    std::array<float, 2 * kRadius + 1> out{};
    double sum = 0;
    for (int k = -kRadius; k <= kRadius; ++k)
      sum += std::exp(-k * k / (2 * kSigma * kSigma));
    for (int k = -kRadius; k <= kRadius; ++k) {
      out[static_cast<std::size_t>(k + kRadius)] =
          static_cast<float>(std::exp(-k * k / (2 * kSigma * kSigma)) / sum);
    }
    return out;
  }();
  return w;
}

int clamp_index(int i, int n) {
  return std::clamp(i, 0, n - 1);
}

// The row's pixels x0 <= x < x1 into `to`: the drawn ones, the stage's around them.
void gather(const BloomRow& row, int x0, int x1, std::uint32_t* to) {
  const int d0 = std::clamp(row.x0, x0, x1), d1 = std::clamp(row.x1, d0, x1);
  std::copy(row.stage + x0, row.stage + d0, to);
  std::copy(row.drawn + d0, row.drawn + d1, to + (d0 - x0));
  std::copy(row.stage + d1, row.stage + x1, to + (d1 - x0));
}

// Four pixels at a time (GCC's and Clang's vector types: SSE2 here, NEON on ARM): every pixel is
// computed by this one function, so a pixel's result never depends on where its box starts.
using F4 = float __attribute__((vector_size(16)));
using I4 = std::int32_t __attribute__((vector_size(16)));

F4 splat(float v) {
  return F4{v, v, v, v};
}
F4 least4(F4 a, F4 b) {
  return b < a ? b : a;
}
F4 most4(F4 a, F4 b) {
  return b > a ? b : a;
}
F4 ease4(float a, float per, F4 v) {
  const F4 t = least4(splat(1), most4(splat(0), (v - a) * per));
  return t * t * (3 - 2 * t);
}

void bloom_four(const std::uint32_t* in, const float* glow_r, const float* glow_g,
                const float* glow_b, std::uint32_t* out) {
  I4 p;
  std::memcpy(&p, in, sizeof p);
  const I4 alpha_bits = (p >> 24) & 0xff;
  const F4 alpha = __builtin_convertvector(alpha_bits, F4);
  const F4 per = alpha_bits == 0 ? splat(0) : 1 / most4(alpha, splat(1));
  F4 c[3];
  for (int ch = 0; ch < 3; ++ch) {
    c[ch] = least4(splat(1), __builtin_convertvector((p >> (16 - 8 * ch)) & 0xff, F4) * per);
  }
  F4 glow[3];
  std::memcpy(&glow[0], glow_r, sizeof(F4));
  std::memcpy(&glow[1], glow_g, sizeof(F4));
  std::memcpy(&glow[2], glow_b, sizeof(F4));
  const F4 bright = 0.2126f * c[0] + 0.7152f * c[1] + 0.0722f * c[2];
  const F4 own = ease4(0.84f, 1 / 0.16f, bright), lift = kLift * ease4(0.75f, 1 / 0.25f, bright);
  const F4 opacity = alpha * kByte;
  I4 result = alpha_bits << 24;
  for (int ch = 0; ch < 3; ++ch) {
    const auto k = static_cast<std::size_t>(ch);
    const F4 spill = most4(splat(0), glow[ch] - c[ch] * own);
    const F4 light = least4(splat(1), kStrength * kWarm[k] * spill);
    const F4 rich = least4(splat(1), most4(splat(0), bright + (c[ch] - bright) * kSaturation));
    const F4 warmed = least4(splat(1), rich * kWarmth[k]);
    const F4 lifted = warmed + lift * (1 - warmed);
    const F4 screened = 1 - (1 - lifted) * (1 - light);
    // Premultiplied again (never over the alpha), rounded to a byte.
    const F4 value = least4(splat(1), most4(splat(0), screened * opacity)) * 255.0f + 0.5f;
    result |= __builtin_convertvector(value, I4) << (16 - 8 * ch);
  }
  std::memcpy(out, &result, sizeof result);
}

}  // namespace

Bloom::Bloom(int width, int height)
    : width_(std::max(1, width)),
      height_(std::max(1, height)),
      cell_(std::max(1, static_cast<int>(std::lround(height_ * kCellShare)))),
      cols_((width_ + cell_ - 1) / cell_),
      rows_((height_ + cell_ - 1) / cell_) {
  const auto cells = static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_) * 3;
  highlights_.assign(cells, 0);
  across_.assign(cells, 0);
  glow_.assign(cells, 0);
  // Each pixel column's two nearest cells and its share of the second, the same for every box.
  left_.resize(static_cast<std::size_t>(width_));
  right_.resize(static_cast<std::size_t>(width_));
  share_.resize(static_cast<std::size_t>(width_));
  // Rows padded to whole fours.
  pixels_.resize(static_cast<std::size_t>(width_) + 3);
  across_row_.resize(static_cast<std::size_t>(cols_) * 3);
  for (auto& g : glow_row_)
    g.resize(static_cast<std::size_t>(width_) + 3);
  for (int x = 0; x < width_; ++x) {
    const double f = (x + 0.5) / cell_ - 0.5, floor = std::floor(f);
    left_[static_cast<std::size_t>(x)] = clamp_index(static_cast<int>(floor), cols_);
    right_[static_cast<std::size_t>(x)] = clamp_index(static_cast<int>(floor) + 1, cols_);
    share_[static_cast<std::size_t>(x)] = static_cast<float>(std::clamp(f - floor, 0.0, 1.0));
  }
}

int Bloom::reach() const {
  return (kRadius + 2) * cell_;
}

float* Bloom::cell(std::vector<float>& v, int r, int c) const {
  return &v[(static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_) +
             static_cast<std::size_t>(c)) *
            3];
}

void Bloom::apply(const BloomSource& source, PixelBox box, std::uint32_t* out, int words) {
  box = {std::max(box.x0, 0), std::max(box.y0, 0), std::min(box.x1, width_),
         std::min(box.y1, height_)};
  if (box.empty()) return;
  // The glow's cells the box's pixels interpolate between, the cells the blur reads for them,
  // and the pixels of those: all in the picture's own cell grid, so any box computes a pixel the
  // same way.
  auto cell_of = [&](int px) { return static_cast<int>(std::floor((px + 0.5) / cell_ - 0.5)); };
  const int glow_c0 = clamp_index(cell_of(box.x0), cols_);
  const int glow_c1 = clamp_index(cell_of(box.x1 - 1) + 1, cols_) + 1;
  const int glow_r0 = clamp_index(cell_of(box.y0), rows_);
  const int glow_r1 = clamp_index(cell_of(box.y1 - 1) + 1, rows_) + 1;
  const int c0 = std::max(0, glow_c0 - kRadius), c1 = std::min(cols_, glow_c1 + kRadius);
  const int r0 = std::max(0, glow_r0 - kRadius), r1 = std::min(rows_, glow_r1 + kRadius);

  // Each cell's highlight: its mean colour (whole-number sums, so no order of adding matters),
  // kept as much as the colour is bright.
  std::vector<std::uint32_t>& sums = sums_;
  sums.assign(static_cast<std::size_t>(c1 - c0) * 3, 0);
  for (int r = r0; r < r1; ++r) {
    std::fill(sums.begin(), sums.end(), 0u);
    const int y0 = r * cell_, y1 = std::min(height_, y0 + cell_);
    const int px0 = c0 * cell_, px1 = std::min(width_, c1 * cell_);
    for (int y = y0; y < y1; ++y) {
      gather(source.row(y), px0, px1, pixels_.data());
      for (int c = c0; c < c1; ++c) {
        std::uint32_t red = 0, green = 0, blue = 0;
        const std::uint32_t* from = pixels_.data() + (c * cell_ - px0);
        for (int i = 0, k = std::min(cell_, width_ - c * cell_); i < k; ++i) {
          red += (from[i] >> 16) & 0xff;
          green += (from[i] >> 8) & 0xff;
          blue += from[i] & 0xff;
        }
        std::uint32_t* sum = &sums[static_cast<std::size_t>(c - c0) * 3];
        sum[0] += red;
        sum[1] += green;
        sum[2] += blue;
      }
    }
    for (int c = c0; c < c1; ++c) {
      const int x0 = c * cell_, x1 = std::min(width_, x0 + cell_);
      const float n = static_cast<float>((y1 - y0) * (x1 - x0)) * 255.0f;
      const std::uint32_t* sum = &sums[static_cast<std::size_t>(c - c0) * 3];
      const float mean[3] = {static_cast<float>(sum[0]) / n, static_cast<float>(sum[1]) / n,
                             static_cast<float>(sum[2]) / n};
      const float keep = highlight(luma(mean));
      float* h = cell(highlights_, r, c);
      for (int ch = 0; ch < 3; ++ch)
        h[ch] = mean[ch] * keep;
    }
  }
  // Blurred across, then down (the picture's edge repeats its cells).
  const auto& w = weights();
  for (int r = r0; r < r1; ++r) {
    for (int c = glow_c0; c < glow_c1; ++c) {
      float s[3] = {0, 0, 0};
      for (int k = -kRadius; k <= kRadius; ++k) {
        const float* h = cell(highlights_, r, clamp_index(c + k, cols_));
        const float wk = w[static_cast<std::size_t>(k + kRadius)];
        for (int ch = 0; ch < 3; ++ch)
          s[ch] += wk * h[ch];
      }
      std::copy(s, s + 3, cell(across_, r, c));
    }
  }
  for (int r = glow_r0; r < glow_r1; ++r) {
    for (int c = glow_c0; c < glow_c1; ++c) {
      float s[3] = {0, 0, 0};
      for (int k = -kRadius; k <= kRadius; ++k) {
        const float* h = cell(across_, clamp_index(r + k, rows_), c);
        const float wk = w[static_cast<std::size_t>(k + kRadius)];
        for (int ch = 0; ch < 3; ++ch)
          s[ch] += wk * h[ch];
      }
      std::copy(s, s + 3, cell(glow_, r, c));
    }
  }

  // Each pixel: warmed, richer, its highlights lifted, and the glow between its four nearest
  // cells screened over it where the glow is brighter than the pixel's own highlight: light
  // spilling from brighter places nearby, nothing over a pale sky or wall as bright as its
  // surroundings (so nothing is washed out).
  // Row by row: the row's pixels and the glow on each gathered, then every pixel warmed, richer,
  // its highlights lifted, and the glow screened over it where the glow is brighter than the
  // pixel's own highlight: light spilling from brighter places nearby, nothing over a pale sky
  // or wall as bright as its surroundings (so nothing is washed out). The last loop has no
  // branches, so the compiler runs it several pixels at a time.
  for (int y = box.y0; y < box.y1; ++y) {
    const BloomRow row = source.row(y);
    const int x0 = std::max(box.x0, row.out0), x1 = std::min(box.x1, row.out1), n = x1 - x0;
    if (n <= 0) continue;
    std::uint32_t* in = pixels_.data();
    gather(row, x0, x1, in);
    const double fy = (y + 0.5) / cell_ - 0.5, floor = std::floor(fy);
    const float* above = cell(glow_, clamp_index(static_cast<int>(floor), rows_), 0);
    const float* below = cell(glow_, clamp_index(static_cast<int>(floor) + 1, rows_), 0);
    const auto ty = static_cast<float>(std::clamp(fy - floor, 0.0, 1.0));
    for (int c = glow_c0 * 3; c < glow_c1 * 3; ++c) {
      across_row_[static_cast<std::size_t>(c)] = above[c] + (below[c] - above[c]) * ty;
    }
    for (int x = x0; x < x1; ++x) {
      const auto a = static_cast<std::size_t>(left_[static_cast<std::size_t>(x)]) * 3;
      const auto b = static_cast<std::size_t>(right_[static_cast<std::size_t>(x)]) * 3;
      const float t = share_[static_cast<std::size_t>(x)];
      for (std::size_t ch = 0; ch < 3; ++ch) {
        const float l = across_row_[a + ch], r = across_row_[b + ch];
        glow_row_[ch][static_cast<std::size_t>(x - x0)] = l + (r - l) * t;
      }
    }
    std::uint32_t* dest = out + static_cast<std::ptrdiff_t>(y) * words + x0;
    for (int i = 0; i < n; i += 4) {
      std::uint32_t four[4];
      bloom_four(in + i, glow_row_[0].data() + i, glow_row_[1].data() + i, glow_row_[2].data() + i,
                 four);
      std::copy(four, four + std::min(4, n - i), dest + i);
    }
  }
}

void bloom_picture(std::uint32_t* pixels, int width, int height, int words) {
  struct Whole final : BloomSource {
    std::uint32_t* pixels = nullptr;
    int width = 0, words = 0;
    BloomRow row(int y) const override {
      const std::uint32_t* r = pixels + static_cast<std::ptrdiff_t>(y) * words;
      return {r, r, 0, width, 0, width};
    }
  } whole;
  whole.pixels = pixels;
  whole.width = width;
  whole.words = words;
  Bloom(width, height).apply(whole, {0, 0, width, height}, pixels, words);
}

}  // namespace jt::render
