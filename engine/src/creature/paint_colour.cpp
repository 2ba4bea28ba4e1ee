#include "jt/creature/paint_colour.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

#include "creature/named_colours.h"
#include "jt/trimmed.h"

namespace jt::creature {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::optional<Rgba> parse_hex(std::string_view digits) {
  const std::size_t n = digits.size();
  if (n != 3 && n != 4 && n != 6 && n != 8) return std::nullopt;
  std::vector<int> v;
  for (char c : digits) {
    if (hex_digit(c) < 0) return std::nullopt;
    v.push_back(hex_digit(c));
  }
  auto channel = [&](std::size_t i) {
    return n <= 4 ? (v[i] * 17) / 255.0 : (v[2 * i] * 16 + v[2 * i + 1]) / 255.0;
  };
  Rgba c{channel(0), channel(1), channel(2), 1};
  if (n == 4 || n == 8) c.a = channel(3);
  return c;
}

// One channel of rgb(): 0..255 or a percentage; the alpha 0..1 or a percentage.
std::optional<double> parse_channel(std::string_view text, double full) {
  text = trimmed(text);
  bool percent = false;
  if (!text.empty() && text.back() == '%') {
    percent = true;
    text.remove_suffix(1);
  }
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  if (!(value >= 0) || value > (percent ? 100 : full)) return std::nullopt;
  return percent ? value / 100 : value / full;
}

std::optional<Rgba> parse_function(std::string_view text) {
  const bool alpha = text.starts_with("rgba(");
  if (!alpha && !text.starts_with("rgb(")) return std::nullopt;
  if (!text.ends_with(')')) return std::nullopt;
  text = text.substr(alpha ? 5 : 4);
  text.remove_suffix(1);
  std::vector<std::string_view> parts;
  for (std::size_t comma; (comma = text.find(',')) != std::string_view::npos;) {
    parts.push_back(text.substr(0, comma));
    text.remove_prefix(comma + 1);
  }
  parts.push_back(text);
  if (parts.size() != (alpha ? 4u : 3u)) return std::nullopt;
  Rgba c;
  double* channels[] = {&c.r, &c.g, &c.b, &c.a};
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const auto value = parse_channel(parts[i], i == 3 ? 1 : 255);
    if (!value) return std::nullopt;
    *channels[i] = *value;
  }
  return c;
}

}  // namespace

std::optional<Rgba> parse_colour(std::string_view text) {
  text = trimmed(text);
  if (text.empty() || text.size() > 64) return std::nullopt;
  if (text.front() == '#') return parse_hex(text.substr(1));
  std::string lower(text);
  std::ranges::transform(lower, lower.begin(), [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  });
  if (lower == "transparent") return Rgba{0, 0, 0, 0};
  const auto& table = detail::kNamedColours;
  const auto it = std::lower_bound(
      table.begin(), table.end(), lower,
      [](const detail::NamedColour& n, const std::string& name) { return n.name < name; });
  if (it != table.end() && it->name == lower) {
    return Rgba{((it->rgb >> 16) & 0xff) / 255.0, ((it->rgb >> 8) & 0xff) / 255.0,
                (it->rgb & 0xff) / 255.0, 1};
  }
  return parse_function(lower);
}

}  // namespace jt::creature
