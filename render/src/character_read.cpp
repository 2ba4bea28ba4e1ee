// A character pack's content into the render model (character.h). The pack passed `validate`
// already, so this reads leniently: a field of the wrong type is an error with its JSON pointer,
// a missing optional field takes its default.
#include <algorithm>
#include <cmath>

#include "color.h"
#include "jt/diagnostic_codes.h"
#include "jt/render/character.h"

namespace jt::render {
namespace {

constexpr int kMaxDepth = 24;

class Reader {
 public:
  std::vector<Diagnostic> diagnostics;

  void error(Code code, const std::string& path, std::string message) {
    diagnostics.push_back({.code = code, .path = path, .message = std::move(message)});
  }

  double number(const json::Value& v, std::string_view key, double fallback,
                const std::string& path) {
    const json::Value* f = v.find(key);
    if (f == nullptr || f->is_null()) return fallback;
    if (!f->is_number() || !std::isfinite(f->as_number())) {
      error(Code::kWrongType, pointer_append(path, std::string(key)), "expected a number");
      return fallback;
    }
    return f->as_number();
  }

  bool flag(const json::Value& v, std::string_view key, bool fallback) {
    const json::Value* f = v.find(key);
    return f != nullptr && f->is_bool() ? f->as_bool() : fallback;
  }

  std::optional<Rgb> color(const json::Value& v, std::string_view key, const std::string& path) {
    const json::Value* f = v.find(key);
    if (f == nullptr || !f->is_string()) return std::nullopt;
    std::optional<Rgb> c = parse_color(f->as_string());
    if (!c)
      error(Code::kBadColour, pointer_append(path, std::string(key)),
            "expected a colour #rgb or #rrggbb");
    return c;
  }

  std::optional<Point> point(const json::Value& v, std::string_view key, const std::string& path) {
    const json::Value* f = v.find(key);
    if (f == nullptr) return std::nullopt;
    const std::string p = pointer_append(path, std::string(key));
    if (f->is_array() && f->as_array().size() == 2) {
      return Point{number_at(f->as_array(), 0, p), number_at(f->as_array(), 1, p)};
    }
    return Point{number(*f, "x", 0, p), number(*f, "y", 0, p)};
  }

  std::optional<std::pair<double, double>> pair(const json::Value& v, std::string_view key,
                                                std::string_view a, std::string_view b,
                                                const std::string& path) {
    const json::Value* f = v.find(key);
    if (f == nullptr) return std::nullopt;
    const std::string p = pointer_append(path, std::string(key));
    if (f->is_array() && f->as_array().size() == 2) {
      return std::pair{number_at(f->as_array(), 0, p), number_at(f->as_array(), 1, p)};
    }
    return std::pair{number(*f, a, 0, p), number(*f, b, 0, p)};
  }

  double number_at(const json::Array& a, std::size_t i, const std::string& path) {
    if (i < a.size() && a[i].is_number()) return a[i].as_number();
    error(Code::kWrongType, pointer_append(path, i), "expected a number");
    return 0;
  }

  std::optional<Shape> shape(const json::Value* v, const std::string& path);
  Face face(const json::Value& v, const std::string& path);
  void tree(const json::Value& v, const std::string& path, int parent, int depth,
            CharacterView& view);
};

std::optional<ShapeType> shape_type(std::string_view name) {
  static constexpr std::pair<std::string_view, ShapeType> kTypes[] = {
      {"ellipse", ShapeType::kEllipse},   {"capsule", ShapeType::kCapsule},
      {"hcapsule", ShapeType::kHcapsule}, {"teardrop", ShapeType::kTeardrop},
      {"drop", ShapeType::kDrop},         {"tri", ShapeType::kTri},
      {"rrect", ShapeType::kRrect},       {"egg", ShapeType::kEgg},
      {"spike", ShapeType::kSpike},       {"taper", ShapeType::kTaper},
      {"strokes", ShapeType::kStrokes},   {"poly", ShapeType::kPoly}};
  for (const auto& [n, t] : kTypes) {
    if (n == name) return t;
  }
  return std::nullopt;
}

std::optional<Shape> Reader::shape(const json::Value* v, const std::string& path) {
  if (v == nullptr || v->is_null()) return std::nullopt;
  const json::Value* type = v->find("type");
  std::optional<ShapeType> t =
      type && type->is_string() ? shape_type(type->as_string()) : std::nullopt;
  if (!t) {
    error(Code::kUnknownValue, pointer_append(path, "type"),
          "expected a shape type (ellipse, capsule, ...)");
    return std::nullopt;
  }
  Shape s{.type = *t,
          .w = number(*v, "w", 0, path),
          .h = number(*v, "h", 0, path),
          .ox = number(*v, "ox", 0, path),
          .oy = number(*v, "oy", 0, path),
          .r = number(*v, "r", 0, path),
          .top = number(*v, "top", 0.5, path),
          .lean = number(*v, "lean", 0, path),
          .w2 = number(*v, "w2", 0, path),
          .lw = number(*v, "lw", 2, path),
          .smooth = flag(*v, "smooth", false)};
  if (const json::Value* lines = v->find("lines"); lines && lines->is_array()) {
    for (std::size_t i = 0; i < lines->as_array().size(); ++i) {
      const json::Value& l = lines->as_array()[i];
      const std::string lp = pointer_append(pointer_append(path, "lines"), i);
      if (!l.is_array() || l.as_array().size() != 4) {
        error(Code::kWrongType, lp, "expected [x1, y1, x2, y2]");
        continue;
      }
      const json::Array& a = l.as_array();
      s.lines.push_back(
          {number_at(a, 0, lp), number_at(a, 1, lp), number_at(a, 2, lp), number_at(a, 3, lp)});
    }
  }
  if (const json::Value* subs = v->find("subs"); subs && subs->is_array()) {
    for (std::size_t i = 0; i < subs->as_array().size(); ++i) {
      const json::Value& sub = subs->as_array()[i];
      const std::string sp = pointer_append(pointer_append(path, "subs"), i);
      std::vector<Point> outline;
      if (sub.is_array()) {
        for (std::size_t k = 0; k < sub.as_array().size(); ++k) {
          const json::Value& pt = sub.as_array()[k];
          const std::string pp = pointer_append(sp, k);
          if (!pt.is_array() || pt.as_array().size() != 2) {
            error(Code::kWrongType, pp, "expected a point [x, y]");
            continue;
          }
          outline.push_back({number_at(pt.as_array(), 0, pp), number_at(pt.as_array(), 1, pp)});
        }
      }
      s.subs.push_back(std::move(outline));
    }
  }
  return s;
}

Face Reader::face(const json::Value& v, const std::string& path) {
  Face f{.eye_x = number(v, "eyeX", 0, path),
         .eye_y = number(v, "eyeY", 0, path),
         .eye_r = number(v, "eyeR", 0, path),
         .mouth_w = number(v, "mouthW", 0, path),
         .mouth_h = number(v, "mouthH", 0, path),
         .mouth_y = number(v, "mouthY", 0, path),
         .eye_cx = number(v, "eyeCX", 0, path),
         .mouth_x = number(v, "mouthX", 0, path),
         .eyes = static_cast<int>(number(v, "eyes", 2, path)),
         .slit = flag(v, "slit", false),
         .pupil = number(v, "pupil", 0.55, path),
         .brows = flag(v, "brows", true),
         .brow_color = color(v, "browColor", path),
         .mouth_color = color(v, "mouthColor", path),
         .fangs = flag(v, "fangs", false),
         .profile = flag(v, "profile", false),
         .z = number(v, "z", 0, path)};
  if (flag(v, "oneEye", false)) f.eyes = 1;
  if (const json::Value* beak = v.find("beak"); beak && beak->is_object()) {
    const std::string bp = pointer_append(path, "beak");
    f.beak = Face::Beak{number(*beak, "w", 0, bp), number(*beak, "h", 0, bp),
                        color(*beak, "color", bp).value_or(Rgb{0.96, 0.66, 0.18})};
  }
  if (const json::Value* cheeks = v.find("cheeks")) {
    if (cheeks->is_string()) f.cheeks = color(v, "cheeks", path);
    if (cheeks->is_bool() && cheeks->as_bool()) f.cheeks = Rgb{0.96, 0.55, 0.55};
  }
  return f;
}

RoleKeys role_keys(const std::string& role, int side, const std::string& suffix) {
  return {.plain = role + suffix,
          .sided = side != 0 ? role + ":" + std::to_string(side) + suffix : std::string()};
}

// The keys part_angle.cpp and the lift read, in rt.pose's spelling ("arm:-1", "tail:1#2").
PartKeys part_keys(const Part& p) {
  PartKeys k;
  if (p.role.empty()) return k;
  k.general = role_keys(p.role, p.side, "");
  const int last = std::max(PartKeys::kMaxIndex, p.index.value_or(0));
  for (int i = 0; i <= last; ++i) {
    std::string suffix = "#";
    suffix += std::to_string(i);
    k.indexed.push_back(role_keys(p.role, p.side, suffix));
  }
  k.arm = role_keys("arm", p.side, "");
  k.forearm = role_keys("forearm", p.side, "");
  k.hand = role_keys("hand", p.side, "");
  k.claw = role_keys("claw", p.side, "");
  return k;
}

void Reader::tree(const json::Value& v, const std::string& path, int parent, int depth,
                  CharacterView& view) {
  if (!v.is_object()) {
    error(Code::kWrongType, path, "expected a part {id, role, shape, ...}");
    return;
  }
  if (depth > kMaxDepth) {
    error(Code::kLimitExceeded, path, "a tree is at most 24 levels deep");
    return;
  }
  Part p;
  if (const json::Value* id = v.find("id"); id && id->is_string()) p.id = id->as_string();
  if (const json::Value* role = v.find("role"); role && role->is_string()) {
    p.role = role->as_string();
  }
  p.side = static_cast<int>(number(v, "side", 0, path));
  if (const json::Value* index = v.find("index"); index && index->is_number()) {
    p.index = static_cast<int>(index->as_number());
  }
  p.shape = shape(v.find("shape"), pointer_append(path, "shape"));
  p.pos = point(v, "pos", path).value_or(Point{});
  p.rot = number(v, "rot", 0, path);
  p.sx = number(v, "sx", 1, path);
  p.sy = number(v, "sy", 1, path);
  p.z = number(v, "z", 0, path);
  if (std::optional<Rgb> fill = color(v, "fill", path)) {
    p.fill = *fill;
    p.has_fill = true;
  }
  if (const json::Value* outline = v.find("outline")) {
    if (outline->is_bool() && !outline->as_bool()) p.no_outline = true;
    if (outline->is_string()) p.outline = color(v, "outline", path);
  }
  if (const json::Value* face_value = v.find("face"); face_value && face_value->is_object()) {
    p.face = face(*face_value, pointer_append(path, "face"));
  }
  p.limits = pair(v, "limits", "min", "max", path);
  p.flex = number(v, "flex", 1, path) < 0 ? -1 : 1;
  p.over = pair(v, "over", "a", "b", path);
  p.sign = number(v, "sign", 1, path) < 0 ? -1 : 1;
  p.fold = number(v, "fold", 0, path);
  p.bend = number(v, "bend", 1, path);
  p.curl = number(v, "curl", 0, path);
  p.tuck = number(v, "tuck", 0, path);
  p.tip = point(v, "tip", path);
  p.fit = shape(v.find("fit"), pointer_append(path, "fit"));
  p.parent = parent;
  p.keys = part_keys(p);
  const int self = static_cast<int>(view.parts.size());
  view.parts.push_back(std::move(p));
  if (parent >= 0) view.parts[static_cast<std::size_t>(parent)].children.push_back(self);
  if (const json::Value* children = v.find("children"); children && children->is_array()) {
    const std::string cp = pointer_append(path, "children");
    for (std::size_t i = 0; i < children->as_array().size(); ++i) {
      tree(children->as_array()[i], pointer_append(cp, i), self, depth + 1, view);
    }
  }
  // Children draw in z order; equal z keeps the written order.
  std::vector<int>& kids = view.parts[static_cast<std::size_t>(self)].children;
  std::stable_sort(kids.begin(), kids.end(), [&view](int a, int b) {
    return view.parts[static_cast<std::size_t>(a)].z < view.parts[static_cast<std::size_t>(b)].z;
  });
}

void read_spots(Reader& r, const json::Value& content, CharacterView& view) {
  const json::Value* spots = content.find("spots");
  const json::Value* of_view = spots ? spots->find(view.name) : nullptr;
  if (of_view == nullptr || !of_view->is_object()) return;
  const std::string path = "/spots/" + view.name;
  for (const json::Member& m : of_view->as_object()) {
    const std::string sp = pointer_append(path, m.key);
    Spot s;
    if (const json::Value* node = m.value.find("node"); node && node->is_string()) {
      s.node = node->as_string();
    }
    s.at = r.point(m.value, "at", sp).value_or(Point{});
    s.alt = r.point(m.value, "alt", sp);
    s.mirror = r.flag(m.value, "mirror", false);
    s.hands = r.flag(m.value, "hands", true);
    view.spots.emplace_back(m.key, std::move(s));
  }
}

}  // namespace

const CharacterView& Character::view(const std::optional<std::string>& name) const {
  if (name) {
    for (const CharacterView& v : views) {
      if (v.name == *name) return v;
    }
  }
  return views.front();
}

CharacterRead read_character(const json::Value& content) {
  Reader r;
  CharacterRead out;
  if (!content.is_object() || content.find("tree") == nullptr) {
    r.error(Code::kWrongType, "",
            "expected a character {tree, legs, kind, height, footprint, ...}");
    out.diagnostics = std::move(r.diagnostics);
    return out;
  }
  Character c;
  c.legs = static_cast<int>(r.number(content, "legs", 2, ""));
  if (const json::Value* kind = content.find("kind"); kind && kind->is_string()) {
    c.kind = kind->as_string();
  }
  c.height = r.number(content, "height", 1, "");
  if (c.height <= 0) r.error(Code::kOutOfRange, "/height", "expected a height more than 0");
  if (const json::Value* look = content.find("look"); look && look->is_string()) {
    c.style = look->as_string();
  }
  c.silly = r.flag(content, "silly", false);
  const json::Value* views = content.find("views");
  std::string own = "front";
  if (views && views->is_array() && !views->as_array().empty()) {
    if (const json::Value* name = views->as_array()[0].find("view"); name && name->is_string()) {
      own = name->as_string();
    }
  }
  CharacterView first{.name = own, .footprint = r.number(content, "footprint", 0, "")};
  r.tree(*content.find("tree"), "/tree", -1, 1, first);
  read_spots(r, content, first);
  c.views.push_back(std::move(first));
  if (views && views->is_array()) {
    for (std::size_t i = 1; i < views->as_array().size(); ++i) {
      const json::Value& v = views->as_array()[i];
      const std::string vp = pointer_append("/views", i);
      const json::Value* name = v.find("view");
      const json::Value* tree = v.find("tree");
      if (name == nullptr || !name->is_string() || tree == nullptr) {
        r.error(Code::kWrongType, vp, "expected {view, tree, footprint}");
        continue;
      }
      CharacterView view{.name = name->as_string(),
                         .footprint = r.number(v, "footprint", c.views[0].footprint, vp)};
      r.tree(*tree, pointer_append(vp, "tree"), -1, 1, view);
      read_spots(r, content, view);
      c.views.push_back(std::move(view));
    }
  }
  out.diagnostics = std::move(r.diagnostics);
  if (out.diagnostics.empty()) out.character = std::move(c);
  return out;
}

}  // namespace jt::render
