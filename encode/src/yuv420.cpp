#include "jt/encode/yuv420.h"

#include <algorithm>
#include <cstring>

#include "jt/cpu_clones.h"

namespace jt::encode {
namespace {

// libswscale's RGB to YUV weights (2^15 scale) for BT.709 limited range, derived as its
// fill_rgb2yuv_table derives them from its YUV to RGB table (ff_yuv2rgb_coeffs[ITU709]: vr, ub,
// ug, vg in 2^16 units), each division rounded half away from zero. They differ from the rounded
// textbook weights by one in places (GY is 20127 where 0.7152 * 219/255 * 2^15 rounds to 20128):
// byte equality with swscale needs these.
constexpr std::int64_t rounded_div(std::int64_t a, std::int64_t b) {
  return (a >= 0 ? a + b / 2 : a - b / 2) / b;
}

struct Weights {
  int ry, gy, by, ru, gu, bu, rv, gv, bv;
};

constexpr Weights bt709_weights() {
  constexpr std::int64_t vr = 117489, ub = 138438, ug = -13975, vg = -34925;
  constexpr std::int64_t one = 65536, cy = one * 255 / 219;  // limited range: 219 luma steps
  constexpr std::int64_t w = rounded_div(one * one * ug, ub), v = rounded_div(one * one * vg, vr);
  constexpr std::int64_t z = one * one - w - v;
  constexpr std::int64_t c_y = rounded_div(cy * z, one), c_u = rounded_div(ub * z, one),
                         c_v = rounded_div(vr * z, one);
  constexpr std::int64_t s = 1 << 15;
  return {static_cast<int>(-rounded_div(s * v, c_y)),
          static_cast<int>(rounded_div(s * one * one, c_y)),
          static_cast<int>(-rounded_div(s * w, c_y)),
          static_cast<int>(rounded_div(s * v, c_u)),
          static_cast<int>(-rounded_div(s * one * one, c_u)),
          static_cast<int>(rounded_div(s * (z + w), c_u)),
          static_cast<int>(rounded_div(s * (v + z), c_v)),
          static_cast<int>(-rounded_div(s * one * one, c_v)),
          static_cast<int>(rounded_div(s * w, c_v))};
}

constexpr Weights kW = bt709_weights();
static_assert(kW.ry == 5983 && kW.gy == 20127 && kW.by == 2032);

// swscale's steps, in its own fixed point: a pixel's Y, U and V at 14 bits (the value times 64,
// offsets 16 and 128 included; its rounding constant adds 2^8 before the shift by 9), U and V
// filtered across by its 2:1 bilinear filter (taps 1/8, 3/8, 3/8, 1/8 around the chroma sample's
// centre, 2 pixels apart: the edges' outer taps fall on the edge pixel) to 15 bits, then down by
// the same filter with its rounding (64 << 12, shifted by 19); luma rows pass down unfiltered,
// rounded from 15 bits. Every sum below stays within 32 bits for 8-bit input.
constexpr int kLumaOffset = (1 << 19) + (1 << 8), kChromaOffset = (1 << 22) + (1 << 8);

inline int red(std::uint32_t p) {
  return static_cast<int>(p >> 16 & 0xff);
}
inline int green(std::uint32_t p) {
  return static_cast<int>(p >> 8 & 0xff);
}
inline int blue(std::uint32_t p) {
  return static_cast<int>(p & 0xff);
}

// The row loops, plain integer C++ that GCC vectorizes; built for AVX2 as well as the baseline
// (the 32-bit multiplies vectorize with AVX2's vpmulld), chosen at load time (jt/cpu_clones.h).

JT_CPU_CLONES void luma_row(const std::uint32_t* __restrict in, std::uint8_t* __restrict out,
                            int width) {
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = in[x];
    const int y14 = (kW.ry * red(p) + kW.gy * green(p) + kW.by * blue(p) + kLumaOffset) >> 9;
    out[x] = static_cast<std::uint8_t>((2 * y14 + 64) >> 7);  // 16..235: no clamp needed
  }
}

JT_CPU_CLONES void chroma_full_row(const std::uint32_t* __restrict in, std::int32_t* __restrict u,
                                   std::int32_t* __restrict v, int width) {
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = in[x];
    const int r = red(p), g = green(p), b = blue(p);
    u[x] = (kW.ru * r + kW.gu * g + kW.bu * b + kChromaOffset) >> 9;
    v[x] = (kW.rv * r + kW.gv * g + kW.bv * b + kChromaOffset) >> 9;
  }
}

// (a + 3b + 3c + d) * 2048 >> 13, as swscale's 14-bit taps give it; never over 15 bits.
JT_CPU_CLONES void chroma_across(const std::int32_t* __restrict f, std::uint16_t* __restrict out,
                                 int width) {
  const int half = width / 2;
  out[0] = static_cast<std::uint16_t>((4 * f[0] + 3 * f[1] + f[2]) >> 2);
  for (int i = 1; i < half - 1; ++i) {
    const std::int32_t* t = f + 2 * i - 1;
    out[i] = static_cast<std::uint16_t>((t[0] + 3 * t[1] + 3 * t[2] + t[3]) >> 2);
  }
  const int e = width - 1;
  out[half - 1] = static_cast<std::uint16_t>((f[e - 2] + 3 * f[e - 1] + 4 * f[e]) >> 2);
}

// ((64 << 12) + 512 * (a + 3b + 3c + d)) >> 19: 8 bits, within 16..240.
JT_CPU_CLONES void chroma_down(const std::uint16_t* __restrict a, const std::uint16_t* __restrict b,
                               const std::uint16_t* __restrict c, const std::uint16_t* __restrict d,
                               std::uint8_t* __restrict out, int half) {
  for (int i = 0; i < half; ++i) {
    out[i] = static_cast<std::uint8_t>((512 + a[i] + 3 * b[i] + 3 * c[i] + d[i]) >> 10);
  }
}

#undef JT_CPU_CLONES

}  // namespace

Yuv420Converter::Yuv420Converter(int width, int height)
    : width_(width),
      height_(height),
      last_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height)),
      changed_(static_cast<std::size_t>(height)),
      full_u_(static_cast<std::size_t>(width)),
      full_v_(static_cast<std::size_t>(width)),
      across_u_(static_cast<std::size_t>(width / 2) * static_cast<std::size_t>(height)),
      across_v_(across_u_.size()) {}

int Yuv420Converter::convert(const std::uint8_t* argb32, std::ptrdiff_t stride,
                             const Yuv420Planes& out) {
  const auto row_bytes = static_cast<std::size_t>(width_) * 4;
  const auto half = static_cast<std::size_t>(width_ / 2);
  int converted = 0;
  for (int y = 0; y < height_; ++y) {
    const std::uint8_t* in = argb32 + y * stride;
    std::uint32_t* kept = last_.data() + static_cast<std::size_t>(y) * width_;
    const bool changed = !seen_ || std::memcmp(in, kept, row_bytes) != 0;
    changed_[static_cast<std::size_t>(y)] = changed;
    if (!changed) continue;
    std::memcpy(kept, in, row_bytes);
    luma_row(kept, out.data[0] + y * out.stride[0], width_);
    chroma_full_row(kept, full_u_.data(), full_v_.data(), width_);
    chroma_across(full_u_.data(), across_u_.data() + y * half, width_);
    chroma_across(full_v_.data(), across_v_.data() + y * half, width_);
    ++converted;
  }
  seen_ = true;
  // Chroma row j reads rows 2j - 1 to 2j + 2 (the edges' outer taps on the edge row).
  const auto clamped = [&](int y) {
    return static_cast<std::size_t>(std::clamp(y, 0, height_ - 1));
  };
  for (int j = 0; j < height_ / 2; ++j) {
    const std::size_t r0 = clamped(2 * j - 1), r1 = clamped(2 * j), r2 = clamped(2 * j + 1),
                      r3 = clamped(2 * j + 2);
    if (!(changed_[r0] || changed_[r1] || changed_[r2] || changed_[r3])) continue;
    for (int plane = 1; plane <= 2; ++plane) {
      const std::uint16_t* across = plane == 1 ? across_u_.data() : across_v_.data();
      chroma_down(across + r0 * half, across + r1 * half, across + r2 * half, across + r3 * half,
                  out.data[plane] + j * out.stride[plane], static_cast<int>(half));
    }
  }
  return converted;
}

}  // namespace jt::encode
