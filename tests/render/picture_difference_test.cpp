// How far apart two pictures are (compare's figures): each figure against a hand-worked value or
// a plain, whole-picture computation of the formula in picture_difference.h written here.
#include "jt/render/picture_difference.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace jt::render {
namespace {

std::vector<std::uint8_t> grey_picture(int width, int height, std::uint8_t level) {
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * height * 4, level);
  for (std::size_t i = 3; i < rgba.size(); i += 4)
    rgba[i] = 255;
  return rgba;
}

// A picture whose pixels all differ, from a small multiplicative hash: windows with real variance.
std::vector<std::uint8_t> busy_picture(int width, int height, std::uint32_t seed) {
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * height * 4);
  std::uint32_t state = seed;
  for (std::size_t i = 0; i < rgba.size(); ++i) {
    state = state * 1664525u + 1013904223u;
    rgba[i] = static_cast<std::uint8_t>(state >> 24);
  }
  return rgba;
}

// SSIM as the formula reads: every 8x8 window at every 4th row and column, each window's luma
// summed pixel by pixel from the RGBA bytes.
double plain_mean_ssim(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b,
                       int width, int height) {
  const double c1 = 6.5025, c2 = 58.5225;  // (0.01·255)², (0.03·255)²
  auto luma = [&](const std::vector<std::uint8_t>& p, int r, int c) {
    const std::size_t i = (static_cast<std::size_t>(r) * width + c) * 4;
    return 0.299 * p[i] + 0.587 * p[i + 1] + 0.114 * p[i + 2];
  };
  double sum = 0;
  int windows = 0;
  for (int top = 0; top + 8 <= height; top += 4) {
    for (int left = 0; left + 8 <= width; left += 4) {
      double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
      for (int r = top; r < top + 8; ++r) {
        for (int c = left; c < left + 8; ++c) {
          const double x = luma(a, r, c), y = luma(b, r, c);
          sx += x, sy += y, sxx += x * x, syy += y * y, sxy += x * y;
        }
      }
      const double mx = sx / 64, my = sy / 64;
      const double vx = sxx / 64 - mx * mx, vy = syy / 64 - my * my, cov = sxy / 64 - mx * my;
      sum += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      ++windows;
    }
  }
  return sum / windows;
}

TEST(PictureDifference, TheSamePictureDiffersNowhere) {
  const auto a = busy_picture(37, 21, 7);
  std::vector<std::uint8_t> diff;
  const PictureDifference d = difference(a, a, 37, 21, 0, &diff);
  EXPECT_EQ(d.max_channel_difference, 0);
  EXPECT_EQ(d.differing_pixels, 0);
  EXPECT_EQ(d.squared_error, 0);
  // Windows at columns 0, 4, ..., 28 (8 of them) and rows 0, 4, 8, 12 (4): 32.
  EXPECT_EQ(d.ssim_windows, 32);
  EXPECT_EQ(d.ssim_sum / static_cast<double>(d.ssim_windows), 1.0);
  EXPECT_EQ(diff, std::vector<std::uint8_t>(37 * 21, 0));
}

// Grey 100 against grey 103: every colour channel 3 apart, alpha equal. Flat windows have no
// variance, so each window's SSIM is (2·100·103 + C1) / (100² + 103² + C1).
TEST(PictureDifference, FlatGreysByHand) {
  const auto a = grey_picture(16, 12, 100), b = grey_picture(16, 12, 103);
  std::vector<std::uint8_t> diff;
  const PictureDifference d = difference(a, b, 16, 12, 2, &diff);
  EXPECT_EQ(d.max_channel_difference, 3);
  EXPECT_DOUBLE_EQ(d.mean_channel_difference, 9.0 / 4);  // 3 + 3 + 3 + 0 over 4 channels
  EXPECT_EQ(d.differing_pixels, 16 * 12);
  EXPECT_EQ(d.pixels_beyond_tolerance, 16 * 12);
  EXPECT_DOUBLE_EQ(d.squared_error, 16.0 * 12 * 3 * 9);
  EXPECT_EQ(d.colour_samples, 16 * 12 * 3);
  EXPECT_EQ(d.ssim_windows, 3 * 2);  // columns 0, 4, 8; rows 0, 4
  const double luma_a = 100 * (0.299 + 0.587 + 0.114), luma_b = 103 * (0.299 + 0.587 + 0.114);
  const double window =
      (2 * luma_a * luma_b + 6.5025) / (luma_a * luma_a + luma_b * luma_b + 6.5025);
  EXPECT_NEAR(d.ssim_sum / 6, window, 1e-12);
  EXPECT_EQ(diff, std::vector<std::uint8_t>(16 * 12, 3));
  // A tolerance of 3 lets every pixel pass.
  EXPECT_EQ(difference(a, b, 16, 12, 3).pixels_beyond_tolerance, 0);
}

TEST(PictureDifference, SsimOfBusyPicturesIsTheFormulasWindowByWindow) {
  for (const auto& [width, height] : {std::pair{8, 8}, std::pair{33, 19}, std::pair{64, 40}}) {
    const auto a = busy_picture(width, height, 1), b = busy_picture(width, height, 2);
    const PictureDifference d = difference(a, b, width, height, 0);
    EXPECT_NEAR(d.ssim_sum / static_cast<double>(d.ssim_windows),
                plain_mean_ssim(a, b, width, height), 1e-9)
        << width << "x" << height;
  }
}

TEST(PictureDifference, APictureSmallerThanAWindowHasNoSsim) {
  const auto a = grey_picture(7, 30, 10), b = grey_picture(7, 30, 20);
  EXPECT_EQ(difference(a, b, 7, 30, 0).ssim_windows, 0);
}

// One channel value off by 1 everywhere: mean squared error 1, PSNR 10·log10(255²) dB.
TEST(PictureDifference, PsnrByHand) {
  EXPECT_NEAR(psnr(300, 300), 48.130803608679106, 1e-9);
  EXPECT_TRUE(std::isinf(psnr(0, 300)));
}

}  // namespace
}  // namespace jt::render
