#include "palette.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "../color.h"

namespace jt::render::tpl {
namespace {

std::string hex(const Rgb& c) {
  auto byte = [](double v) { return static_cast<int>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
  char text[8];
  std::snprintf(text, sizeof text, "#%02x%02x%02x", byte(c.r), byte(c.g), byte(c.b));
  return text;
}

std::string pick(const Look& look, const std::string& key, const std::string& fallback) {
  auto it = look.colors.find(key);
  if (it != look.colors.end() && parse_color(it->second)) return hex(*parse_color(it->second));
  return fallback;
}

}  // namespace

std::string shade(const std::string& color, double amount) {
  return hex(darker(parse_color(color).value_or(Rgb{0.5, 0.5, 0.5}), amount));
}

Palette palette_for(const Look& look, const std::string& body, const std::string& skin,
                    const std::string& acc) {
  Palette p{.body = pick(look, "body", body),
            .skin = pick(look, "skin", skin),
            .acc = pick(look, "acc", acc)};
  p.far_body = shade(p.body, 0.16);
  p.far_skin = shade(p.skin, 0.16);
  p.far_acc = shade(p.acc, 0.16);
  p.dark = shade(p.acc, 0.55);
  p.light = hex(lighter(*parse_color(p.body), 0.55));
  return p;
}

}  // namespace jt::render::tpl
