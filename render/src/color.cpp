#include "color.h"

#include <algorithm>

namespace jt::render {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

Rgb mix(const Rgb& a, const Rgb& b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

}  // namespace

std::optional<Rgb> parse_color(std::string_view text) {
  if ((text.size() != 4 && text.size() != 7) || text[0] != '#') return std::nullopt;
  const bool short_form = text.size() == 4;
  double channel[3];
  for (int i = 0; i < 3; ++i) {
    const int hi = hex_digit(text[short_form ? 1 + i : 1 + 2 * i]);
    const int lo = short_form ? hi : hex_digit(text[2 + 2 * i]);
    if (hi < 0 || lo < 0) return std::nullopt;
    channel[i] = (hi * 16 + lo) / 255.0;
  }
  return Rgb{channel[0], channel[1], channel[2]};
}

Rgb darker(const Rgb& c, double amount) {
  return mix(c, {0, 0, 0}, amount);
}

Rgb lighter(const Rgb& c, double amount) {
  return mix(c, {1, 1, 1}, amount);
}

Rgb muted(const Rgb& c) {
  const double grey = 0.3 * c.r + 0.59 * c.g + 0.11 * c.b;
  return mix(mix(c, {grey, grey, grey}, 0.35), {0.93, 0.86, 0.74}, 0.18);
}

Rgb saturated(const Rgb& c) {
  const double grey = 0.3 * c.r + 0.59 * c.g + 0.11 * c.b;
  auto push = [grey](double v) { return std::clamp(grey + (v - grey) * 1.35, 0.0, 1.0); };
  return {push(c.r), push(c.g), push(c.b)};
}

}  // namespace jt::render
