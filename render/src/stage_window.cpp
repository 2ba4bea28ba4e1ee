#include "stage_window.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "jt/cpu_clones.h"

namespace jt::render {
namespace {

// One axis's sampling: for each output pixel the source pixel at or before its point and the
// weight (0..255, in 256ths) of the one after it.
struct Taps {
  std::vector<int> at;
  std::vector<std::uint32_t> weight;
  bool uniform = false;  // every weight the same and `at` one more each pixel (k = 1)
};

Taps taps(int count, double origin, double k, int source_size) {
  Taps t;
  t.at.resize(static_cast<std::size_t>(count));
  t.weight.resize(static_cast<std::size_t>(count));
  const int last = source_size - 1;
  for (int i = 0; i < count; ++i) {
    const double u = (i + 0.5 - origin) * k - 0.5;  // in source pixel indices
    const double floor_u = std::floor(u);
    int at = static_cast<int>(floor_u);
    auto weight = static_cast<int>(std::lround((u - floor_u) * 256));
    if (weight == 256) ++at, weight = 0;
    if (at < 0) at = 0, weight = 0;
    if (at >= last) at = std::max(last, 0), weight = 0;
    t.at[static_cast<std::size_t>(i)] = at;
    t.weight[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(weight);
  }
  t.uniform = true;
  for (std::size_t i = 1; i < t.at.size() && t.uniform; ++i)
    t.uniform = t.at[i] == t.at[0] + static_cast<int>(i) && t.weight[i] == t.weight[0];
  return t;
}

// a · (256 − w) + b · w over 256, two 8-bit channels at once (bits 0–7 and 16–23): each lane's
// sum is at most 255 · 256, so it never carries into the next.
constexpr std::uint32_t kLanes = 0x00ff00ffu;
inline std::uint32_t mix(std::uint32_t a, std::uint32_t b, std::uint32_t w) {
  const std::uint32_t rb = (((a & kLanes) * (256 - w) + (b & kLanes) * w) >> 8) & kLanes;
  const std::uint32_t ag = (((a >> 8) & kLanes) * (256 - w) + ((b >> 8) & kLanes) * w) & ~kLanes;
  return rb | ag;
}

// The row loops, plain integer C++ that GCC vectorizes, built for AVX2 as well as the baseline
// (jt/cpu_clones.h): the same bytes either way.

// Two source rows mixed, w of 256 of the second.
JT_CPU_CLONES void mix_rows(const std::uint32_t* __restrict a, const std::uint32_t* __restrict b,
                            std::uint32_t w, std::uint32_t* __restrict out, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = mix(a[i], b[i], w);
}

// Each pixel and the next mixed by one weight (a window moved by a fraction of a pixel).
JT_CPU_CLONES void mix_along(const std::uint32_t* __restrict row, std::uint32_t w,
                             std::uint32_t* __restrict out, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = mix(row[i], row[i + 1], w);
}

// Each output pixel from its own pair.
JT_CPU_CLONES void mix_taps(const std::uint32_t* __restrict row, const int* __restrict at,
                            const std::uint32_t* __restrict w, std::uint32_t* __restrict out,
                            int n) {
  for (int i = 0; i < n; ++i)
    out[i] = mix(row[at[i]], row[at[i] + 1], w[i]);
}

// Zooms come in eighths: a pan shares one, a push-in from 1 to 2 makes eight.
constexpr double kZoomSteps = 8;

// The tile in one axis: 9/8 of the frame (a window's width at the most source pixels a frame's
// pixel, 1 + 1/8) and 2 pixels (a bilinear tap's next pixel, rounding).
int tile(int frame) {
  return (frame * 9 + 7) / 8 + 2;
}

}  // namespace

std::optional<ShotBlock> shot_block(const StageView& view, int frame_w, int frame_h) {
  if (view.whole() || view.roll != 0 || view.stage_w != 0 || view.stage_h != 0) return std::nullopt;
  if (!(view.scale >= 1) || !std::isfinite(view.scale) || frame_w <= 0 || frame_h <= 0)
    return std::nullopt;
  const double zoom = std::ceil(view.scale * kZoomSteps - 1e-6) / kZoomSteps;
  const double k = zoom / view.scale;
  // The window in the zoomed stage's pixels; it must lie on the stage (a tolerance for rounding).
  const double left = -view.x0 * k, top = -view.y0 * k;
  const double right = (frame_w - view.x0) * k, bottom = (frame_h - view.y0) * k;
  const double stage_w = zoom * frame_w, stage_h = zoom * frame_h;
  constexpr double kSlack = 1e-6;
  if (!(left >= -kSlack && top >= -kSlack && right <= stage_w + kSlack &&
        bottom <= stage_h + kSlack))
    return std::nullopt;
  const int tile_w = tile(frame_w), tile_h = tile(frame_h);
  ShotBlock b;
  b.zoom = zoom;
  b.x = static_cast<int>(std::floor(std::max(left, 0.0) / tile_w)) * tile_w;
  b.y = static_cast<int>(std::floor(std::max(top, 0.0) / tile_h)) * tile_h;
  const auto whole_w = static_cast<int>(std::floor(stage_w + kSlack)),
             whole_h = static_cast<int>(std::floor(stage_h + kSlack));
  b.width = std::min(2 * tile_w, static_cast<int>(std::ceil(stage_w - kSlack)) - b.x);
  b.height = std::min(2 * tile_h, static_cast<int>(std::ceil(stage_h - kSlack)) - b.y);
  b.usable_w = std::min(b.width, whole_w - b.x);
  b.usable_h = std::min(b.height, whole_h - b.y);
  if (b.usable_w <= 0 || b.usable_h <= 0) return std::nullopt;
  return b;
}

std::size_t largest_shot_block(int frame_w, int frame_h) {
  if (frame_w <= 0 || frame_h <= 0) return 0;
  return static_cast<std::size_t>(2 * tile(frame_w)) * static_cast<std::size_t>(2 * tile(frame_h));
}

void sample_window(const WindowSource& source, double x0, double y0, double k,
                   std::span<std::uint32_t> out, int out_width, int out_height) {
  Taps across = taps(out_width, x0, k, source.width);
  const Taps down = taps(out_height, y0, k, source.height);
  // The source columns the rows read (and one more, so the last pixel's pair is in the row); each
  // output row is its two source rows mixed over them, then mixed across.
  const int first = across.at.front();
  const int span = std::min(across.at.back() + 1, source.width - 1) - first + 1;
  for (int& at : across.at)
    at -= first;
  std::vector<std::uint32_t> mixed(static_cast<std::size_t>(span) + 1);
  const int stride = source.stride > 0 ? source.stride : source.width;
  for (int y = 0; y < out_height; ++y) {
    const std::uint32_t* top =
        source.pixels.data() +
        static_cast<std::ptrdiff_t>(down.at[static_cast<std::size_t>(y)]) * stride + first;
    const std::uint32_t w = down.weight[static_cast<std::size_t>(y)];
    if (w == 0) {
      std::copy(top, top + span, mixed.begin());
    } else {
      mix_rows(top, top + stride, w, mixed.data(), span);
    }
    mixed[static_cast<std::size_t>(span)] = mixed[static_cast<std::size_t>(span) - 1];
    std::uint32_t* line = out.data() + static_cast<std::ptrdiff_t>(y) * out_width;
    if (across.uniform) {
      mix_along(mixed.data() + across.at.front(), across.weight.front(), line, out_width);
    } else {
      mix_taps(mixed.data(), across.at.data(), across.weight.data(), line, out_width);
    }
  }
}

}  // namespace jt::render
