// Yuv420Converter: the same bytes as libswscale converting with the video writer's settings
// (BT.709 limited range, SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP),
// for every 24-bit colour and for random pictures, and converting only the changed rows gives
// what converting the whole picture gives.
#include "jt/encode/yuv420.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <vector>

extern "C" {
#include <libavutil/opt.h>
#include <libavutil/pixfmt.h>
#include <libswscale/swscale.h>
}

namespace jt::encode {
namespace {

struct YuvPictureBytes {
  std::vector<std::uint8_t> y, u, v;
  bool operator==(const YuvPictureBytes&) const = default;
};

YuvPictureBytes yuv_picture(int width, int height) {
  return {std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height),
          std::vector<std::uint8_t>(static_cast<std::size_t>(width / 2) * (height / 2)),
          std::vector<std::uint8_t>(static_cast<std::size_t>(width / 2) * (height / 2))};
}

// libswscale's conversion, set up as the reference: the settings the video writer used before
// Yuv420Converter (and still uses for transparent and tiny pictures).
YuvPictureBytes swscale_yuv(const std::vector<std::uint32_t>& argb, int width, int height) {
  SwsContext* sws = sws_alloc_context();
  EXPECT_NE(sws, nullptr);
  av_opt_set_int(sws, "srcw", width, 0);
  av_opt_set_int(sws, "srch", height, 0);
  av_opt_set_int(sws, "src_format", AV_PIX_FMT_RGB32, 0);
  av_opt_set_int(sws, "dstw", width, 0);
  av_opt_set_int(sws, "dsth", height, 0);
  av_opt_set_int(sws, "dst_format", AV_PIX_FMT_YUV420P, 0);
  av_opt_set_int(sws, "sws_flags",
                 SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP, 0);
  EXPECT_GE(sws_init_context(sws, nullptr, nullptr), 0);
  sws_setColorspaceDetails(sws, sws_getCoefficients(SWS_CS_DEFAULT), 1,
                           sws_getCoefficients(SWS_CS_ITU709), 0, 0, 1 << 16, 1 << 16);
  // swscale's vector code may write a little past a row's end: padded planes, cut after.
  const int pad = 64;
  std::vector<std::uint8_t> y(static_cast<std::size_t>(width + pad) * height),
      u(static_cast<std::size_t>(width / 2 + pad) * (height / 2)), v(u.size());
  const std::uint8_t* in[] = {reinterpret_cast<const std::uint8_t*>(argb.data())};
  const int in_stride[] = {width * 4};
  std::uint8_t* out[] = {y.data(), u.data(), v.data()};
  const int out_stride[] = {width + pad, width / 2 + pad, width / 2 + pad};
  sws_scale(sws, in, in_stride, 0, height, out, out_stride);
  sws_freeContext(sws);
  YuvPictureBytes result = yuv_picture(width, height);
  const auto cut = [](const std::vector<std::uint8_t>& from, int w, int h, int stride,
                      std::vector<std::uint8_t>& to) {
    for (int r = 0; r < h; ++r) {
      std::copy_n(from.begin() + static_cast<std::ptrdiff_t>(r) * stride, w,
                  to.begin() + static_cast<std::ptrdiff_t>(r) * w);
    }
  };
  cut(y, width, height, width + pad, result.y);
  cut(u, width / 2, height / 2, width / 2 + pad, result.u);
  cut(v, width / 2, height / 2, width / 2 + pad, result.v);
  return result;
}

// Converts into `into` (which holds the converter's last conversion); returns the rows converted.
int yuv_convert(Yuv420Converter& converter, const std::vector<std::uint32_t>& argb, int width,
                YuvPictureBytes& into) {
  return converter.convert(
      reinterpret_cast<const std::uint8_t*>(argb.data()), width * 4,
      {{into.y.data(), into.u.data(), into.v.data()}, {width, width / 2, width / 2}});
}

YuvPictureBytes yuv_fresh(const std::vector<std::uint32_t>& argb, int width, int height) {
  Yuv420Converter converter(width, height);
  YuvPictureBytes out = yuv_picture(width, height);
  EXPECT_EQ(yuv_convert(converter, argb, width, out), height);
  return out;
}

std::vector<std::uint32_t> yuv_random_picture(int width, int height, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<std::uint32_t> argb(static_cast<std::size_t>(width) * height);
  for (std::uint32_t& p : argb)
    p = static_cast<std::uint32_t>(random());  // any alpha: dropped
  return argb;
}

TEST(Yuv420, EveryColourAsSwscale) {
  // 4096 x 4096: each 24-bit colour once, every luma value and chroma around it checked.
  const int side = 4096;
  std::vector<std::uint32_t> argb(static_cast<std::size_t>(side) * side);
  for (std::size_t i = 0; i < argb.size(); ++i)
    argb[i] = 0xff000000u | static_cast<std::uint32_t>(i);
  EXPECT_TRUE(yuv_fresh(argb, side, side) == swscale_yuv(argb, side, side));
}

TEST(Yuv420, RandomPicturesAsSwscale) {
  const std::pair<int, int> sizes[] = {{8, 8}, {10, 8}, {8, 12}, {64, 32}, {130, 66}, {1920, 1080}};
  unsigned seed = 1;
  for (const auto& [width, height] : sizes) {
    const auto argb = yuv_random_picture(width, height, seed++);
    EXPECT_TRUE(yuv_fresh(argb, width, height) == swscale_yuv(argb, width, height))
        << width << "x" << height;
  }
}

TEST(Yuv420, PlainColoursByHand) {
  // BT.709 limited range: black 16/128/128, white 235/128/128; pure red Y = 16 + 219 * 0.2126
  // = 62.6 -> 63, V = 128 + 224 * 0.5 = 240, U = 128 - 224 * 0.2126 / 1.8556 = 102.3 -> 102.
  const int w = 8, h = 8;
  const std::pair<std::uint32_t, std::array<int, 3>> cases[] = {
      {0xff000000u, {16, 128, 128}}, {0xffffffffu, {235, 128, 128}}, {0xffff0000u, {63, 102, 240}}};
  for (const auto& [colour, yuv] : cases) {
    const YuvPictureBytes out = yuv_fresh(std::vector<std::uint32_t>(w * h, colour), w, h);
    EXPECT_EQ(out.y[0], yuv[0]) << std::hex << colour;
    EXPECT_EQ(out.u[0], yuv[1]) << std::hex << colour;
    EXPECT_EQ(out.v[0], yuv[2]) << std::hex << colour;
  }
}

TEST(Yuv420, ChangedRowsOnlyGiveTheWholeConversion) {
  const int width = 96, height = 64;
  const auto first = yuv_random_picture(width, height, 7);
  Yuv420Converter converter(width, height);
  YuvPictureBytes out = yuv_picture(width, height);
  EXPECT_EQ(yuv_convert(converter, first, width, out), height);
  // The same picture again: nothing to convert.
  EXPECT_EQ(yuv_convert(converter, first, width, out), 0);
  EXPECT_TRUE(out == yuv_fresh(first, width, height));
  // Changes at the edges, on odd and even rows, a band, one pixel each.
  auto second = first;
  const int rows[] = {0, 7, 20, 21, 22, 23, 40, 63};
  for (const int y : rows)
    second[static_cast<std::size_t>(y) * width + (y * 5) % width] ^= 0x00305070u;
  EXPECT_EQ(yuv_convert(converter, second, width, out), static_cast<int>(std::size(rows)));
  EXPECT_TRUE(out == yuv_fresh(second, width, height));
  EXPECT_TRUE(out == swscale_yuv(second, width, height));
  // Back to the first picture (what a canvas restoring its stage does).
  EXPECT_EQ(yuv_convert(converter, first, width, out), static_cast<int>(std::size(rows)));
  EXPECT_TRUE(out == yuv_fresh(first, width, height));
  // Forgotten (the encoder kept the planes): every row again, into planes that hold nothing.
  converter.forget();
  YuvPictureBytes blank = yuv_picture(width, height);
  EXPECT_EQ(yuv_convert(converter, second, width, blank), height);
  EXPECT_TRUE(blank == yuv_fresh(second, width, height));
}

TEST(Yuv420, OnlyChangedRowsAreWritten) {
  // Rows that did not change are not touched: a plane's unchanged rows keep what they held.
  const int width = 16, height = 16;
  const auto picture = yuv_random_picture(width, height, 3);
  Yuv420Converter converter(width, height);
  YuvPictureBytes out = yuv_picture(width, height);
  yuv_convert(converter, picture, width, out);
  out.y[0] = 0;  // marked: row 0 of luma
  auto changed = picture;
  changed[static_cast<std::size_t>(15) * width] ^= 0x00ffffffu;  // the last row only
  EXPECT_EQ(yuv_convert(converter, changed, width, out), 1);
  EXPECT_EQ(out.y[0], 0);
  EXPECT_TRUE(std::equal(out.y.begin() + 15 * width, out.y.end(),
                         yuv_fresh(changed, width, height).y.begin() + 15 * width));
}

}  // namespace
}  // namespace jt::encode
