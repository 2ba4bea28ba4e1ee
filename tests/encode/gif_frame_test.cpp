// A GIF frame quantized away from the writer (jt/encode/gif_frame.h): its layout, its palette for a
// picture of few colours (each colour exactly, as the median cut keeps fewer than 256 colours
// whole), and the file it makes equal to the writer quantizing the same pictures itself.
#include "jt/encode/gif_frame.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <vector>

#include "encode_fixtures.h"
#include "jt/encode/video_writer.h"

namespace jt::encode {
namespace {

// A width × height ARGB32 picture: four vertical bands of opaque colours, shifted by `shift`.
std::vector<std::uint32_t> bands(int width, int height, int shift) {
  constexpr std::uint32_t kColours[] = {0xff102030, 0xffe85d75, 0xff5b8def, 0xfff2b134};
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(width * height));
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x)
      pixels[static_cast<std::size_t>(y * width + x)] = kColours[(x + shift) * 4 / width % 4];
  }
  return pixels;
}

TEST(GifFrame, PaletteFirstThenOneIndexAPixel) {
  constexpr int kWidth = 8, kHeight = 3;
  const auto pixels = bands(kWidth, kHeight, 0);
  const std::string frame = quantize_gif_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()),
                                               kWidth * 4, kWidth, kHeight);
  ASSERT_EQ(frame.size(), 1024u + 24u);
  ASSERT_EQ(quantized_gif_frame_size(kWidth, kHeight), 1024u + 24u);
  std::uint32_t palette[256];
  std::memcpy(palette, frame.data(), sizeof palette);
  // Every pixel's index names its own colour exactly (5 bits a channel bins them apart, and a
  // bin's mean is the one colour in it); the palette holds the four colours and zeros.
  std::set<std::uint32_t> used;
  for (int i = 0; i < kWidth * kHeight; ++i) {
    const auto index = static_cast<unsigned char>(frame[1024 + static_cast<std::size_t>(i)]);
    EXPECT_EQ(palette[index], pixels[static_cast<std::size_t>(i)]) << "pixel " << i;
    used.insert(palette[index]);
  }
  EXPECT_EQ(used.size(), 4u);
  EXPECT_EQ(std::count(palette, palette + 256, 0u), 252);
}

// The pictures quantized here and written with write_quantized_frame make the same file as
// write_frame's own quantizing; a frame of another size, or a quantized frame for a video that is
// not a GIF, is refused.
TEST(GifFrame, TheSameFileAsTheWriterQuantizingItself) {
  fixtures::ScratchDir dir;
  constexpr int kWidth = 64, kHeight = 16;
  const VideoOptions options{.width = kWidth, .height = kHeight, .rate = {10, 1}};
  auto direct = VideoWriter::open((dir / "direct.gif").string(), options);
  auto quantized = VideoWriter::open((dir / "quantized.gif").string(), options);
  ASSERT_TRUE(direct.ok() && quantized.ok());
  for (int shift = 0; shift < 5; ++shift) {
    const auto pixels = bands(kWidth, kHeight, shift * 7);
    const auto* argb = reinterpret_cast<const std::uint8_t*>(pixels.data());
    ASSERT_TRUE(direct.value().write_frame(argb, kWidth * 4).ok());
    ASSERT_TRUE(quantized.value()
                    .write_quantized_frame(quantize_gif_frame(argb, kWidth * 4, kWidth, kHeight))
                    .ok());
  }
  ASSERT_TRUE(direct.value().finish().ok());
  ASSERT_TRUE(quantized.value().finish().ok());
  const std::string a = fixtures::read_bytes(dir / "direct.gif");
  EXPECT_GT(a.size(), 100u);
  EXPECT_EQ(a, fixtures::read_bytes(dir / "quantized.gif"));

  auto small = VideoWriter::open((dir / "small.gif").string(), options);
  ASSERT_TRUE(small.ok());
  EXPECT_FALSE(small.value().write_quantized_frame(std::string(100, '\0')).ok());
  auto mp4 = VideoWriter::open((dir / "x.mp4").string(), options);
  ASSERT_TRUE(mp4.ok());
  EXPECT_FALSE(
      mp4.value()
          .write_quantized_frame(std::string(quantized_gif_frame_size(kWidth, kHeight), '\0'))
          .ok());
}

}  // namespace
}  // namespace jt::encode
