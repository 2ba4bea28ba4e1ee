// A background pack's content read into a Background, each problem with its JSON pointer.
#include <cmath>
#include <cstdlib>

#include "jt/render/stage.h"

#include "jt/diagnostic_codes.h"

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
    } else {
      error(Code::kUnknownValue, pointer_append(path, "type"),
            "expected a shape type: ellipse, rrect, tri or poly");
      return std::nullopt;
    }
    s.x = number(o, "x", path, 0);
    s.y = number(o, "y", path, 0);
    s.w = number(o, "w", path, 0);
    s.h = number(o, "h", path, 0);
    s.r = number(o, "r", path, 0);
    s.opacity = number(o, "opacity", path, 1);
    if (const json::Value* fill = o.find("fill")) {
      if (auto c = colour(*fill, pointer_append(path, "fill"))) s.fill = *c;
    }
    if (const json::Value* points = o.find("points"); points != nullptr && points->is_array()) {
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
  if (!r.ok) return std::nullopt;
  return b;
}

}  // namespace jt::render
