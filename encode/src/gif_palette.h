// A frame's own 256-colour palette for GIF (median cut over a 15-bit colour histogram), and the
// frame mapped to it. Each frame gets its palette (GIF's local colour tables), so a cut to a night
// scene keeps its colours; cartoons' flat colours need no dithering. Deterministic: integer
// arithmetic and fixed tie-breaks only.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace jt::encode {

class GifPalette {
 public:
  // Quantises one Cairo ARGB32 picture (opaque; B, G, R, A bytes) into `indices` (width × height
  // bytes, `index_stride` a row) and `palette` (0xAARRGGBB words, as libav's PAL8 wants them).
  void quantize(const std::uint8_t* argb32, std::ptrdiff_t stride, int width, int height,
                std::uint8_t* indices, std::ptrdiff_t index_stride, std::uint32_t* palette);

 private:
  static constexpr int kBins = 1 << 15;  // 5 bits each of red, green, blue
  struct Box {
    int first = 0, last = 0;  // a range of used_ (sorted along the box's split axis)
    std::uint64_t count = 0;
  };
  void split_boxes(std::vector<Box>& boxes);

  std::vector<std::uint32_t> count_ = std::vector<std::uint32_t>(kBins);
  std::vector<std::array<std::uint64_t, 3>> sum_ = std::vector<std::array<std::uint64_t, 3>>(kBins);
  std::vector<std::uint8_t> lut_ = std::vector<std::uint8_t>(kBins);
  std::vector<int> used_;  // the bins the frame uses
};

}  // namespace jt::encode
