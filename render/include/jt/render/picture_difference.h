// How far apart two pictures of the same size are, channel by channel: what `compare` reports for
// golden-frame checks (docs/CLI.md, "compare"). Straight RGBA bytes in, plain numbers out.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace jt::render {

struct PictureDifference {
  int max_channel_difference = 0;      // the largest |a - b| of any channel of any pixel, 0..255
  double mean_channel_difference = 0;  // |a - b| averaged over every channel of every pixel
  std::int64_t differing_pixels = 0;   // pixels with any channel different
  std::int64_t pixels_beyond_tolerance = 0;  // pixels whose largest channel difference > tolerance
  // For PSNR over many frames: the sum of squared differences of the R, G and B channels, and
  // how many channel values were summed.
  double squared_error = 0;
  std::int64_t colour_samples = 0;
  // For SSIM over many frames: the sum of the SSIMs of the 8x8 windows of the luma, every 4 pixels,
  // and how many windows were summed.
  double ssim_sum = 0;
  std::int64_t ssim_windows = 0;
};

// `a` and `b`: width x height RGBA pixels each. `diff`, when not null, gets one byte a pixel: its
// largest channel difference.
PictureDifference difference(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b,
                             int width, int height, int tolerance,
                             std::vector<std::uint8_t>* diff = nullptr);

// PSNR in dB of R, G, B over the summed differences (10·log10(255² / mean squared error)); +inf
// when they are the same.
double psnr(double squared_error, std::int64_t samples);

// A PNG of `values` (one byte a pixel, width x height) as grey: 0 black, 255 white.
std::string grey_png(std::span<const std::uint8_t> values, int width, int height);

}  // namespace jt::render
