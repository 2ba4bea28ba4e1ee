// A GIF frame quantized to its own 256-colour palette away from the writer, so that the drawing
// threads quantize their frames side by side (issue 32) and the writer only packs them in order.
// The same bytes as VideoWriter::write_frame's own quantizing (one GifPalette per thread, and a
// GifPalette keeps nothing from one frame to the next).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace jt::encode {

// `argb32` (Cairo's ARGB32, opaque, `stride` bytes a row) as GIF wants it: the palette's 256
// 0xAARRGGBB words (native-endian; first, so they stay aligned), then width × height palette
// indices, a row after another.
std::string quantize_gif_frame(const std::uint8_t* argb32, std::ptrdiff_t stride, int width,
                               int height);

inline constexpr std::size_t kGifPaletteBytes = 256 * 4;

// The size quantize_gif_frame's result has for a picture of width × height.
constexpr std::size_t quantized_gif_frame_size(int width, int height) {
  return kGifPaletteBytes + static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
}

}  // namespace jt::encode
