// A prop pack's content read and drawn (docs/PROPS.md).
#include <algorithm>
#include <cmath>

#include "color.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/render/prop.h"
#include "prop_label.h"

namespace jt::render {
namespace {

// Where a prop's numbers must lie: a box 0.001 to 2 stage heights tall and 0.05 to 20 times as
// wide as tall; grip and top within the box.
struct PropNumber {
  const char* key;
  double lo, hi;
};

bool read_prop_number(const json::Object& o, const PropNumber& n, double& out,
                      const std::string& file, std::vector<Diagnostic>& diagnostics,
                      const std::string& path = {}) {
  const json::Value* v = o.find(n.key);
  if (v == nullptr) return true;
  if (v->is_number() && v->as_number() >= n.lo && v->as_number() <= n.hi) {
    out = v->as_number();
    return true;
  }
  std::string at = path;
  at += '/';
  at += n.key;
  diagnostics.push_back(
      {Severity::kError,
       Code::kOutOfRange,
       file,
       at,
       0,
       0,
       "expected a number from " + json::format_number(n.lo) + " to " + json::format_number(n.hi),
       {}});
  return false;
}

// Each shape's colour darkened much, keeping its hue (ART.md "Line").
void set_outline_colour(cairo_t* cr, std::uint32_t rgb, double alpha) {
  constexpr double kDarker = 0.42;
  cairo_set_source_rgba(cr, kDarker * ((rgb >> 16) & 0xff) / 255.0,
                        kDarker * ((rgb >> 8) & 0xff) / 255.0, kDarker * (rgb & 0xff) / 255.0,
                        alpha);
}

// An error in a prop's content, at its pointer: nothing is read.
std::nullopt_t prop_problem(std::vector<Diagnostic>& diagnostics, Code code,
                            const std::string& file, const std::string& path, std::string message) {
  diagnostics.push_back({Severity::kError, code, file, path, 0, 0, std::move(message), {}});
  return std::nullopt;
}

// A label {x, y, w, h, ink?}: its middle within the box, its size a fraction of the box's height.
std::optional<PropLabel> read_prop_label(const json::Value& v, const std::string& file,
                                         std::vector<Diagnostic>& diagnostics) {
  const auto wrong = [&](const std::string& path, std::string message) {
    return prop_problem(diagnostics, Code::kWrongType, file, path, std::move(message));
  };
  if (!v.is_object()) return wrong("/label", "expected a label box {x, y, w, h}");
  const json::Object& o = v.as_object();
  for (const char* key : {"x", "y", "w", "h"}) {
    if (o.find(key) == nullptr) {
      return wrong("/label", std::string("missing \"") + key + "\" (the label box is x, y, w, h)");
    }
  }
  PropLabel label;
  if (!read_prop_number(o, {"x", 0, 1}, label.x, file, diagnostics, "/label") ||
      !read_prop_number(o, {"y", 0, 1}, label.y, file, diagnostics, "/label") ||
      !read_prop_number(o, {"w", 0.001, 20}, label.w, file, diagnostics, "/label") ||
      !read_prop_number(o, {"h", 0.001, 1}, label.h, file, diagnostics, "/label")) {
    return std::nullopt;
  }
  if (const json::Value* ink = o.find("ink")) {
    const std::optional<Rgb> rgb = ink->is_string() ? parse_color(ink->as_string()) : std::nullopt;
    if (!rgb) {
      return prop_problem(diagnostics, Code::kBadColour, file, "/label/ink",
                          "expected a colour \"#rrggbb\"");
    }
    label.ink = *rgb;
  }
  return label;
}

}  // namespace

std::optional<PropArt> read_prop(const json::Value& content, const std::string& file,
                                 std::vector<Diagnostic>& diagnostics) {
  const auto wrong = [&](const std::string& path, std::string message) {
    return prop_problem(diagnostics, Code::kWrongType, file, path, std::move(message));
  };
  if (!content.is_object()) return wrong("", "expected a prop {height, width, grip, shapes}");
  const json::Object& o = content.as_object();
  PropArt art;
  bool ok = read_prop_number(o, {"height", 0.001, 2}, art.height, file, diagnostics) &&
            read_prop_number(o, {"width", 0.05, 20}, art.width, file, diagnostics) &&
            read_prop_number(o, {"top", 0, 1}, art.top, file, diagnostics);
  if (const json::Value* grip = o.find("grip")) {
    if (!grip->is_object()) return wrong("/grip", "expected a grip {x, y, front}");
    ok = ok &&
         read_prop_number(grip->as_object(), {"x", 0, 1}, art.grip_x, file, diagnostics, "/grip") &&
         read_prop_number(grip->as_object(), {"y", 0, 1}, art.grip_y, file, diagnostics, "/grip");
    if (const json::Value* front = grip->find("front")) {
      if (!front->is_bool()) return wrong("/grip/front", "expected true or false");
      art.grip_in_front = front->as_bool();
    }
  }
  if (const json::Value* label = o.find("label")) {
    art.label = read_prop_label(*label, file, diagnostics);
    ok = ok && art.label.has_value();
  }
  const json::Value* shapes = o.find("shapes");
  if (shapes == nullptr) return wrong("", "missing \"shapes\" (what the prop looks like)");
  art.states.emplace_back();
  ok = read_stage_shapes(*shapes, "/shapes", file, diagnostics, art.states.back()) && ok;
  if (const json::Value* bites = o.find("bites")) {
    if (!bites->is_array()) return wrong("/bites", "expected a list of states, each its shapes");
    for (std::size_t i = 0; i < bites->as_array().size(); ++i) {
      art.states.emplace_back();
      ok = read_stage_shapes(bites->as_array()[i], pointer_append("/bites", i), file, diagnostics,
                             art.states.back()) &&
           ok;
    }
  }
  if (!ok) return std::nullopt;
  return art;
}

void draw_prop(cairo_t* cr, const PropArt& art, int bites, std::string_view text, double x,
               double y, double box_height, double px, double py, double mirror, bool outline) {
  if (art.states.empty() || !(box_height > 0.05) || !(box_height < 1e6) || !std::isfinite(x) ||
      !std::isfinite(y)) {
    return;  // too small to show, or beyond any picture
  }
  const int last = static_cast<int>(art.states.size()) - 1;
  const auto& shapes = art.states[static_cast<std::size_t>(std::clamp(bites, 0, last))];
  const double w = art.width * box_height, h = box_height;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, mirror < 0 ? -1 : 1, 1);
  cairo_translate(cr, -px * w, -py * h);
  // One outline weight for the whole prop, as a character's: 1.5 % of a 0.5-stage figure.
  const double line = std::max(0.75, 0.0075 * h / art.height);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width(cr, line);
  for (const StageShape& s : shapes) {
    // The shapes' x is of the box's width, sizes of its height: the box is w wide.
    if (s.stroke || s.fill_bottom || (s.type == StageShape::Type::kPath && !s.closed)) {
      paint_stage_shape(cr, s, w, h);  // its own outline, gradient or open line
      continue;
    }
    stage_shape_path(cr, s, w, h);
    cairo_set_source_rgba(cr, ((s.fill >> 16) & 0xff) / 255.0, ((s.fill >> 8) & 0xff) / 255.0,
                          (s.fill & 0xff) / 255.0, s.opacity);
    if (outline) {
      cairo_fill_preserve(cr);
      set_outline_colour(cr, s.fill, s.opacity);
      cairo_stroke(cr);
    } else {
      cairo_fill(cr);
    }
  }
  if (art.label && !text.empty()) {
    if (const auto words = art.words.find(text); words != art.words.end() && words->second.glyphs) {
      draw_label_words(cr, *art.label, words->second, w, h, mirror);
    }
  }
  cairo_restore(cr);
}

}  // namespace jt::render
