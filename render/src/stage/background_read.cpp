// A background pack's content read into a Background, each problem with its JSON pointer.
#include <cmath>
#include <cstdlib>

#include "jt/render/stage.h"

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"

namespace jt::render {
namespace {

struct BackgroundReader {
  const std::string& file;
  std::vector<Diagnostic>& diagnostics;
  bool ok = true;

  void error(Code code, const std::string& path, std::string message) {
    ok = false;
    diagnostics.push_back({Severity::kError, code, file, path, 0, 0, std::move(message), {}});
  }

  std::optional<std::uint32_t> colour(const json::Value& v, const std::string& path) {
    if (v.is_string()) {
      const std::string& s = v.as_string();
      if (s.size() == 7 && s[0] == '#') {
        char* end = nullptr;
        const unsigned long rgb = std::strtoul(s.c_str() + 1, &end, 16);
        if (end == s.c_str() + 7) return static_cast<std::uint32_t>(rgb);
      }
    }
    error(Code::kBadColour, path, "expected a colour \"#rrggbb\"");
    return std::nullopt;
  }

  double number(const json::Object& o, const char* key, const std::string& path, double fallback) {
    const json::Value* v = o.find(key);
    if (v == nullptr) return fallback;
    if (v->is_number() && std::isfinite(v->as_number()) && std::abs(v->as_number()) <= 10000) {
      return v->as_number();
    }
    error(Code::kWrongType, pointer_append(path, key), "expected a number");
    return fallback;
  }

  // A number that must lie in lo..hi (out-of-range, with the range, otherwise).
  double ranged(const json::Object& o, const char* key, const std::string& path, double lo,
                double hi, double fallback) {
    const json::Value* v = o.find(key);
    if (v == nullptr) return fallback;
    if (v->is_number() && v->as_number() >= lo && v->as_number() <= hi) return v->as_number();
    ok = false;
    diagnostics.push_back(
        {Severity::kError,
         Code::kOutOfRange,
         file,
         pointer_append(path, key),
         0,
         0,
         "expected a number from " + json::format_number(lo) + " to " + json::format_number(hi),
         {}});
    return fallback;
  }

  // A shape's fill: one colour, or [top colour, bottom colour] (a vertical gradient).
  void fill(const json::Value& v, const std::string& path, StageShape& s) {
    if (v.is_array()) {
      if (v.as_array().size() != 2) {
        error(Code::kWrongType, path, "expected a colour or [top colour, bottom colour]");
        return;
      }
      if (auto c = colour(v.as_array()[0], path + "/0")) s.fill = *c;
      if (auto c = colour(v.as_array()[1], path + "/1")) s.fill_bottom = *c;
    } else if (auto c = colour(v, path)) {
      s.fill = *c;
    }
  }

  // A path's step: [x, y], [cx, cy, x, y] or [c1x, c1y, c2x, c2y, x, y].
  void step(const json::Value& p, const std::string& path, StageShape& s) {
    std::vector<double> numbers;
    if (p.is_array()) {
      for (const json::Value& n : p.as_array()) {
        if (!n.is_number() || !std::isfinite(n.as_number())) break;
        numbers.push_back(n.as_number());
      }
    }
    const std::size_t n = numbers.size();
    if (!p.is_array() || n != p.as_array().size() || (n != 2 && n != 4 && n != 6)) {
      error(Code::kWrongType, path,
            "expected a point [x, y], a curve [cx, cy, x, y] or [c1x, c1y, c2x, c2y, x, y]");
      return;
    }
    s.steps.push_back(std::move(numbers));
  }

  // The fields every kind of shape may have beside its geometry.
  void paint(const json::Object& o, const std::string& path, StageShape& s) {
    s.opacity = ranged(o, "opacity", path, 0, 1, 1);
    if (const json::Value* f = o.find("fill")) fill(*f, pointer_append(path, "fill"), s);
    if (const json::Value* stroke = o.find("stroke")) {
      if (auto c = colour(*stroke, pointer_append(path, "stroke"))) s.stroke = *c;
    }
    s.stroke_width = ranged(o, "stroke_width", path, 0, 0.05, s.stroke_width);
    if (const json::Value* layer = o.find("layer")) {
      const std::string l = layer->is_string() ? layer->as_string() : "";
      if (l == "far") {
        s.layer = StageShape::Layer::kFar;
      } else if (l == "mid") {
        s.layer = StageShape::Layer::kMid;
      } else if (l == "near") {
        s.layer = StageShape::Layer::kNear;
      } else {
        error(Code::kUnknownValue, pointer_append(path, "layer"),
              "expected a layer: far, mid or near");
      }
    }
  }

  std::optional<SetProp> set_prop(const json::Value& v, const std::string& path) {
    if (!v.is_object()) {
      error(Code::kWrongType, path, "expected a prop {prop, x, y, h?, facing?}");
      return std::nullopt;
    }
    const json::Object& o = v.as_object();
    SetProp p;
    const json::Value* id = o.find("prop");
    if (id == nullptr || !id->is_string() || id->as_string().empty()) {
      error(Code::kMissingField, pointer_append(path, "prop"),
            "expected the prop pack's id, as \"c4c:prop:chair\"");
      return std::nullopt;
    }
    p.prop = id->as_string();
    p.x = ranged(o, "x", path, -0.5, 1.5, p.x);
    p.y = ranged(o, "y", path, 0, 1.5, p.y);
    p.h = ranged(o, "h", path, 0.01, 2, 0);
    if (const json::Value* facing = o.find("facing")) {
      if (facing->is_number() && (facing->as_number() == 1 || facing->as_number() == -1)) {
        p.facing = facing->as_number();
      } else {
        error(Code::kOutOfRange, pointer_append(path, "facing"), "expected 1 or -1");
      }
    }
    return p;
  }

  void gradient(const json::Object& o, const char* key, std::uint32_t& top, std::uint32_t& bottom) {
    const json::Value* v = o.find(key);
    if (v == nullptr) return;
    std::string path = "/";  // appended: "/" + std::string is a -Wrestrict false alarm in GCC 12
    path += key;
    if (!v->is_array() || v->as_array().size() != 2) {
      error(Code::kWrongType, path, "expected [top colour, bottom colour]");
      return;
    }
    if (auto c = colour(v->as_array()[0], path + "/0")) top = *c;
    if (auto c = colour(v->as_array()[1], path + "/1")) bottom = *c;
  }

  std::optional<StageShape> shape(const json::Value& v, const std::string& path) {
    if (!v.is_object()) {
      error(Code::kWrongType, path, "expected a shape {type, x, y, w, h, fill}");
      return std::nullopt;
    }
    const json::Object& o = v.as_object();
    StageShape s;
    const json::Value* type = o.find("type");
    const std::string t = type != nullptr && type->is_string() ? type->as_string() : "";
    if (t == "ellipse") {
      s.type = StageShape::Type::kEllipse;
    } else if (t == "rrect") {
      s.type = StageShape::Type::kRect;
    } else if (t == "tri") {
      s.type = StageShape::Type::kTriangle;
    } else if (t == "poly") {
      s.type = StageShape::Type::kPolygon;
    } else if (t == "path") {
      s.type = StageShape::Type::kPath;
    } else {
      error(Code::kUnknownValue, pointer_append(path, "type"),
            "expected a shape type: ellipse, rrect, tri, poly or path");
      return std::nullopt;
    }
    s.x = number(o, "x", path, 0);
    s.y = number(o, "y", path, 0);
    s.w = number(o, "w", path, 0);
    s.h = number(o, "h", path, 0);
    s.r = number(o, "r", path, 0);
    paint(o, path, s);
    const json::Value* points = o.find("points");
    if (s.type == StageShape::Type::kPath) {
      if (points == nullptr || !points->is_array() || points->as_array().empty()) {
        error(Code::kWrongType, pointer_append(path, "points"),
              "expected the path's points, the first where it starts");
        return std::nullopt;
      }
      for (std::size_t i = 0; i < points->as_array().size(); ++i) {
        step(points->as_array()[i], pointer_append(pointer_append(path, "points"), i), s);
      }
      if (const json::Value* closed = o.find("closed")) {
        if (closed->is_bool()) {
          s.closed = closed->as_bool();
        } else {
          error(Code::kWrongType, pointer_append(path, "closed"), "expected true or false");
        }
      }
    } else if (points != nullptr && points->is_array()) {
      for (const json::Value& p : points->as_array()) {
        if (p.is_array() && p.as_array().size() == 2 && p.as_array()[0].is_number() &&
            p.as_array()[1].is_number()) {
          s.points.emplace_back(p.as_array()[0].as_number(), p.as_array()[1].as_number());
        } else {
          error(Code::kWrongType, pointer_append(path, "points"), "expected points [x, y]");
        }
      }
    }
    return s;
  }
};

}  // namespace

bool read_stage_shapes(const json::Value& shapes, const std::string& path, const std::string& file,
                       std::vector<Diagnostic>& diagnostics, std::vector<StageShape>& out) {
  BackgroundReader r{file, diagnostics};
  if (!shapes.is_array()) {
    r.error(Code::kWrongType, path, "expected a list of shapes");
    return false;
  }
  for (std::size_t i = 0; i < shapes.as_array().size(); ++i) {
    if (auto s = r.shape(shapes.as_array()[i], pointer_append(path, i))) out.push_back(*s);
  }
  return r.ok;
}

std::optional<Background> read_background(const json::Value& content, const std::string& file,
                                          std::vector<Diagnostic>& diagnostics) {
  BackgroundReader r{file, diagnostics};
  if (!content.is_object()) {
    r.error(Code::kWrongType, "", "expected a background {sky, ground, horizon, shapes}");
    return std::nullopt;
  }
  const json::Object& o = content.as_object();
  Background b;
  r.gradient(o, "sky", b.sky_top, b.sky_bottom);
  r.gradient(o, "ground", b.ground_top, b.ground_bottom);
  b.horizon = r.number(o, "horizon", "", b.horizon);
  if (const json::Value* shapes = o.find("shapes")) {
    if (shapes->is_array()) {
      for (std::size_t i = 0; i < shapes->as_array().size(); ++i) {
        if (auto s = r.shape(shapes->as_array()[i], pointer_append("/shapes", i))) {
          b.shapes.push_back(std::move(*s));
        }
      }
    } else {
      r.error(Code::kWrongType, "/shapes", "expected a list of shapes");
    }
  }
  b.haze = r.ranged(o, "haze", "", 0, 1, b.haze);
  if (const json::Value* props = o.find("props")) {
    if (props->is_array()) {
      for (std::size_t i = 0; i < props->as_array().size(); ++i) {
        if (auto p = r.set_prop(props->as_array()[i], pointer_append("/props", i))) {
          b.props.push_back(std::move(*p));
        }
      }
    } else {
      r.error(Code::kWrongType, "/props", "expected a list of props {prop, x, y, h?, facing?}");
    }
  }
  if (!r.ok) return std::nullopt;
  return b;
}

}  // namespace jt::render
