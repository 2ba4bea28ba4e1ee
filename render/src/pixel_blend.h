// Pixman's arithmetic on premultiplied ARGB32 pixels, for the drawing done straight into a
// picture (solid_fill, ground_shadow): the same bytes Cairo's compositing writes.
#pragma once

#include <algorithm>
#include <cstdint>

namespace jt::render {

// x × a / 255 for each of the four bytes of x, rounded as pixman rounds (its UN8x4_MUL_UN8).
inline std::uint32_t times(std::uint32_t x, std::uint32_t a) {
  std::uint32_t rb = (x & 0xff00ffu) * a + 0x800080u;
  rb = ((rb + ((rb >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  std::uint32_t ag = ((x >> 8) & 0xff00ffu) * a + 0x800080u;
  ag = (ag + ((ag >> 8) & 0xff00ffu)) & 0xff00ff00u;
  return rb | ag;
}

// x + y for each of the four bytes, saturating at 255 (pixman's UN8x4_ADD_UN8x4).
inline std::uint32_t plus(std::uint32_t x, std::uint32_t y) {
  std::uint32_t rb = (x & 0xff00ffu) + (y & 0xff00ffu);
  rb = (rb | (0x1000100u - ((rb >> 8) & 0xff00ffu))) & 0xff00ffu;
  std::uint32_t ag = ((x >> 8) & 0xff00ffu) + ((y >> 8) & 0xff00ffu);
  ag = (ag | (0x1000100u - ((ag >> 8) & 0xff00ffu))) & 0xff00ffu;
  return rb | (ag << 8);
}

// `source` OVER `dest`, both premultiplied.
inline std::uint32_t over(std::uint32_t source, std::uint32_t dest) {
  return plus(source, times(dest, 255 - (source >> 24)));
}

// Cairo's byte of a colour channel in [0, 1] (premultiplied already): to 16 bits, then the
// top 8 (cairo-color.c and pixman's solid fill).
inline std::uint32_t cairo_byte(double v) {
  return static_cast<std::uint32_t>(std::clamp(v, 0.0, 1.0) * (65536.0 - 1e-5)) >> 8;
}

// A premultiplied pixel of colour (r, g, b) at opacity a, as Cairo makes a solid source's.
inline std::uint32_t cairo_pixel(double r, double g, double b, double a) {
  return cairo_byte(a) << 24 | cairo_byte(r * a) << 16 | cairo_byte(g * a) << 8 | cairo_byte(b * a);
}

}  // namespace jt::render
