#include "jt/render/picture_difference.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace jt::render {
namespace {

// BT.601 luma of one row of straight RGB, as SSIM is usually measured on a grey picture.
void luma_row(const std::uint8_t* rgba, int width, double* y) {
  for (int c = 0; c < width; ++c) {
    y[c] = 0.299 * rgba[c * 4] + 0.587 * rgba[c * 4 + 1] + 0.114 * rgba[c * 4 + 2];
  }
}

// SSIM (Wang et al. 2004) of 8x8 windows every 4 pixels, with C1 = (0.01·255)², C2 = (0.03·255)²
// and the windows' plain (unweighted) means and variances. A band of 8 rows at a time: its
// columns' sums first, then each window's 8 columns. Memory is a few rows whatever the picture's
// size (issue 27: the two pictures' lumas, whole, were 1 GB at 8192x8192), and each luma value is
// made twice (the bands overlap by half) instead of summed into four windows pixel by pixel.
void add_ssim(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b, int width,
              int height, PictureDifference& out) {
  constexpr int kWindow = 8, kStep = 4;
  constexpr double c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255);
  constexpr double n = kWindow * kWindow;
  if (width < kWindow || height < kWindow) return;
  const auto columns = static_cast<std::size_t>(width);
  std::vector<double> x(columns), y(columns);
  std::vector<double> sx(columns), sy(columns), sxx(columns), syy(columns), sxy(columns);
  const std::size_t row_bytes = columns * 4;
  for (int top = 0; top + kWindow <= height; top += kStep) {
    for (auto* sums : {&sx, &sy, &sxx, &syy, &sxy})
      std::fill(sums->begin(), sums->end(), 0.0);
    for (int r = top; r < top + kWindow; ++r) {
      luma_row(a.data() + static_cast<std::size_t>(r) * row_bytes, width, x.data());
      luma_row(b.data() + static_cast<std::size_t>(r) * row_bytes, width, y.data());
      for (std::size_t c = 0; c < columns; ++c) {
        sx[c] += x[c];
        sy[c] += y[c];
        sxx[c] += x[c] * x[c];
        syy[c] += y[c] * y[c];
        sxy[c] += x[c] * y[c];
      }
    }
    for (std::size_t left = 0; left + kWindow <= columns; left += kStep) {
      double wx = 0, wy = 0, wxx = 0, wyy = 0, wxy = 0;
      for (std::size_t c = left; c < left + kWindow; ++c) {
        wx += sx[c];
        wy += sy[c];
        wxx += sxx[c];
        wyy += syy[c];
        wxy += sxy[c];
      }
      const double mx = wx / n, my = wy / n;
      const double vx = wxx / n - mx * mx, vy = wyy / n - my * my, cov = wxy / n - mx * my;
      out.ssim_sum +=
          ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      ++out.ssim_windows;
    }
  }
}

}  // namespace

PictureDifference difference(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b,
                             int width, int height, int tolerance,
                             std::vector<std::uint8_t>* diff) {
  PictureDifference out;
  const std::size_t pixels = static_cast<std::size_t>(width) * height;
  if (diff != nullptr) diff->resize(pixels);  // every byte is written below
  // Whole numbers summed as whole numbers (exact, and no chain of floating-point adds): at most
  // 8192² pixels · 3 · 255² < 2^44.
  std::int64_t total = 0, squared = 0;
  for (std::size_t p = 0; p < pixels; ++p) {
    int largest = 0;
    for (std::size_t c = 0; c < 4; ++c) {
      const int d = std::abs(int{a[p * 4 + c]} - int{b[p * 4 + c]});
      largest = std::max(largest, d);
      total += d;
      if (c < 3) squared += d * d;
    }
    if (diff != nullptr) (*diff)[p] = static_cast<std::uint8_t>(largest);
    out.max_channel_difference = std::max(out.max_channel_difference, largest);
    out.differing_pixels += largest > 0;
    out.pixels_beyond_tolerance += largest > tolerance;
  }
  out.squared_error = static_cast<double>(squared);
  out.colour_samples = static_cast<std::int64_t>(pixels) * 3;
  out.mean_channel_difference = pixels == 0 ? 0.0 : double(total) / double(pixels * 4);
  add_ssim(a, b, width, height, out);
  return out;
}

double psnr(double squared_error, std::int64_t samples) {
  if (squared_error == 0 || samples == 0) return std::numeric_limits<double>::infinity();
  return 10 * std::log10(255.0 * 255.0 / (squared_error / double(samples)));
}

std::string grey_png(std::span<const std::uint8_t> values, int width, int height) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  std::string bytes;
  if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
    cairo_surface_flush(surface);
    unsigned char* first_row = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    for (int r = 0; r < height; ++r) {
      auto* row =
          reinterpret_cast<std::uint32_t*>(first_row + static_cast<std::ptrdiff_t>(r) * stride);
      for (int c = 0; c < width; ++c) {
        const std::uint32_t v = values[static_cast<std::size_t>(r) * width + c];
        row[c] = 0xFF000000u | (v << 16) | (v << 8) | v;
      }
    }
    cairo_surface_mark_dirty(surface);
    cairo_surface_write_to_png_stream(
        surface,
        [](void* closure, const unsigned char* data, unsigned int length) {
          static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
          return CAIRO_STATUS_SUCCESS;
        },
        &bytes);
  }
  cairo_surface_destroy(surface);
  return bytes;
}

}  // namespace jt::render
