#include "gif_palette.h"

#include <algorithm>
#include <cstring>

namespace jt::encode {
namespace {

int bin_of(const std::uint8_t* p) {
  return (p[2] >> 3) << 10 | (p[1] >> 3) << 5 | p[0] >> 3;
}
int channel(int bin, int axis) {
  return bin >> (10 - 5 * axis) & 31;
}  // 0 red, 1 green, 2 blue

}  // namespace

void GifPalette::split_boxes(std::vector<Box>& boxes) {
  while (boxes.size() < 256) {
    // The box to split: the one with the most pixels among those with more than one colour.
    Box* widest = nullptr;
    for (Box& b : boxes) {
      if (b.last - b.first > 1 && (widest == nullptr || b.count > widest->count)) widest = &b;
    }
    if (widest == nullptr) return;
    // Along its longest axis, at the pixel-weighted median.
    int lo[3] = {31, 31, 31}, hi[3] = {0, 0, 0};
    for (int i = widest->first; i < widest->last; ++i) {
      for (int a = 0; a < 3; ++a) {
        lo[a] = std::min(lo[a], channel(used_[i], a));
        hi[a] = std::max(hi[a], channel(used_[i], a));
      }
    }
    int axis = 0;
    for (int a = 1; a < 3; ++a) {
      if (hi[a] - lo[a] > hi[axis] - lo[axis]) axis = a;
    }
    std::sort(used_.begin() + widest->first, used_.begin() + widest->last, [&](int x, int y) {
      return channel(x, axis) != channel(y, axis) ? channel(x, axis) < channel(y, axis) : x < y;
    });
    std::uint64_t below = 0;
    int cut = widest->first + 1;
    for (int i = widest->first; i < widest->last - 1; ++i) {
      below += count_[static_cast<std::size_t>(used_[i])];
      cut = i + 1;
      if (2 * below >= widest->count) break;
    }
    Box upper{.first = cut, .last = widest->last, .count = widest->count - below};
    widest->last = cut;
    widest->count = below;
    boxes.push_back(upper);
  }
}

void GifPalette::quantize(const std::uint8_t* argb32, std::ptrdiff_t stride, int width, int height,
                          std::uint8_t* indices, std::ptrdiff_t index_stride,
                          std::uint32_t* palette) {
  std::fill(count_.begin(), count_.end(), 0);
  std::fill(sum_.begin(), sum_.end(), std::array<std::uint64_t, 3>{});
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = argb32 + y * stride;
    for (int x = 0; x < width; ++x) {
      const std::uint8_t* p = row + 4 * x;
      const auto b = static_cast<std::size_t>(bin_of(p));
      ++count_[b];
      sum_[b][0] += p[2];
      sum_[b][1] += p[1];
      sum_[b][2] += p[0];
    }
  }
  used_.clear();
  for (int b = 0; b < kBins; ++b) {
    if (count_[static_cast<std::size_t>(b)] > 0) used_.push_back(b);
  }
  std::vector<Box> boxes{{.first = 0,
                          .last = static_cast<int>(used_.size()),
                          .count = static_cast<std::uint64_t>(width) * height}};
  split_boxes(boxes);

  std::memset(palette, 0, 256 * sizeof(std::uint32_t));
  for (std::size_t k = 0; k < boxes.size(); ++k) {
    std::uint64_t total[3] = {0, 0, 0};
    for (int i = boxes[k].first; i < boxes[k].last; ++i) {
      const auto b = static_cast<std::size_t>(used_[i]);
      for (int a = 0; a < 3; ++a)
        total[a] += sum_[b][a];
      lut_[b] = static_cast<std::uint8_t>(k);
    }
    const std::uint64_t n = std::max<std::uint64_t>(boxes[k].count, 1);
    const auto mean = [&](int a) { return static_cast<std::uint32_t>((total[a] + n / 2) / n); };
    palette[k] = 0xff000000u | mean(0) << 16 | mean(1) << 8 | mean(2);
  }
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = argb32 + y * stride;
    std::uint8_t* out = indices + y * index_stride;
    for (int x = 0; x < width; ++x)
      out[x] = lut_[static_cast<std::size_t>(bin_of(row + 4 * x))];
  }
}

}  // namespace jt::encode
