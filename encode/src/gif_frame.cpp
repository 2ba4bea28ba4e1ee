#include "jt/encode/gif_frame.h"

#include "gif_palette.h"

namespace jt::encode {

std::string quantize_gif_frame(const std::uint8_t* argb32, std::ptrdiff_t stride, int width,
                               int height) {
  // A thread's palette buffers (about 1 MB of histogram) kept for its next frame.
  thread_local GifPalette palette;
  std::string frame(quantized_gif_frame_size(width, height), '\0');
  auto* bytes = reinterpret_cast<std::uint8_t*>(frame.data());
  palette.quantize(argb32, stride, width, height, bytes + kGifPaletteBytes, width,
                   reinterpret_cast<std::uint32_t*>(bytes));
  return frame;
}

}  // namespace jt::encode
