#include "shape_path.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "angles.h"

namespace jt::render {
namespace {

void ellipse(cairo_t* cr, double cx, double cy, double rx, double ry) {
  if (rx <= 0 || ry <= 0) return;
  cairo_save(cr);
  cairo_translate(cr, cx, cy);
  cairo_scale(cr, rx, ry);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 0, 0, 1, 0, 2 * kPi);
  cairo_restore(cr);
  cairo_close_path(cr);
}

// A round end of radius r at the bottom of the box, a point at the top (flip: the other way).
void teardrop(cairo_t* cr, double cx, double cy, double w, double h, bool point_down) {
  const double r = w / 2, s = point_down ? -1 : 1;
  const double tip_y = cy - s * h / 2, centre_y = cy + s * (h / 2 - r);
  cairo_new_sub_path(cr);
  cairo_move_to(cr, cx, tip_y);
  cairo_curve_to(cr, cx + r * 0.35, tip_y + s * (h - r) * 0.45, cx + r, centre_y - s * r * 0.9,
                 cx + r, centre_y);
  cairo_curve_to(cr, cx + r, centre_y + s * r * 0.56, cx + r * 0.56, centre_y + s * r, cx,
                 centre_y + s * r);
  cairo_curve_to(cr, cx - r * 0.56, centre_y + s * r, cx - r, centre_y + s * r * 0.56, cx - r,
                 centre_y);
  cairo_curve_to(cr, cx - r, centre_y - s * r * 0.9, cx - r * 0.35, tip_y + s * (h - r) * 0.45, cx,
                 tip_y);
  cairo_close_path(cr);
}

// An egg: the bottom as wide as w, the top `top` × w wide.
void egg(cairo_t* cr, double cx, double cy, double w, double h, double top) {
  const double rb = w / 2, rt = std::clamp(top, 0.1, 1.0) * w / 2;
  const double y0 = cy - h / 2, y1 = cy + h / 2, mid = cy + h * 0.12;
  cairo_new_sub_path(cr);
  cairo_move_to(cr, cx, y0);
  cairo_curve_to(cr, cx + rt * 1.1, y0, cx + rb, mid - h * 0.3, cx + rb, mid);
  cairo_curve_to(cr, cx + rb, y1 - h * 0.08, cx + rb * 0.6, y1, cx, y1);
  cairo_curve_to(cr, cx - rb * 0.6, y1, cx - rb, y1 - h * 0.08, cx - rb, mid);
  cairo_curve_to(cr, cx - rb, mid - h * 0.3, cx - rt * 1.1, y0, cx, y0);
  cairo_close_path(cr);
}

// A spike: a base of width w at the bottom, curved sides to a tip `lean` × w to the side.
void spike(cairo_t* cr, double cx, double cy, double w, double h, double lean) {
  const double tip_x = cx + lean * w, tip_y = cy - h / 2, base = cy + h / 2;
  cairo_new_sub_path(cr);
  cairo_move_to(cr, cx - w / 2, base);
  cairo_curve_to(cr, cx - w * 0.3, cy, tip_x - w * 0.05, tip_y + h * 0.2, tip_x, tip_y);
  cairo_curve_to(cr, tip_x + w * 0.05, tip_y + h * 0.2, cx + w * 0.3, cy, cx + w / 2, base);
  cairo_close_path(cr);
}

// A limb w wide at the top narrowing (or widening) to w2 at the bottom, both ends round.
void taper(cairo_t* cr, double cx, double cy, double w, double h, double w2) {
  const double r1 = w / 2, r2 = (w2 > 0 ? w2 : w) / 2;
  const double y1 = cy - h / 2 + r1, y2 = cy + h / 2 - r2;
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, y1, r1, kPi, 2 * kPi);
  cairo_line_to(cr, cx + r2, y2);
  cairo_arc(cr, cx, y2, r2, 0, kPi);
  cairo_close_path(cr);
}

void smooth_outline(cairo_t* cr, double cx, double cy, const std::vector<Point>& o) {
  cairo_move_to(cr, cx + o[0].x, cy + o[0].y);
  for (std::size_t i = 0; i < o.size(); ++i) {
    Point c1, c2;
    smooth_handles(o, i, c1, c2);
    const Point& end = o[(i + 1) % o.size()];
    cairo_curve_to(cr, cx + c1.x, cy + c1.y, cx + c2.x, cy + c2.y, cx + end.x, cy + end.y);
  }
  cairo_close_path(cr);
}

}  // namespace

void smooth_handles(const std::vector<Point>& o, std::size_t i, Point& c1, Point& c2) {
  const std::size_t n = o.size();
  const Point& a = o[(i + n - 1) % n];
  const Point& b = o[i];
  const Point& c = o[(i + 1) % n];
  const Point& d = o[(i + 2) % n];
  c1 = {b.x + (c.x - a.x) / 6, b.y + (c.y - a.y) / 6};
  c2 = {c.x - (d.x - b.x) / 6, c.y - (d.y - b.y) / 6};
}

void rounded_rect(cairo_t* cr, double x, double y, double w, double h, double r) {
  r = std::clamp(r, 0.0, std::min(w, h) / 2);
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -kPi / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, kPi / 2);
  cairo_arc(cr, x + r, y + h - r, r, kPi / 2, kPi);
  cairo_arc(cr, x + r, y + r, r, kPi, 3 * kPi / 2);
  cairo_close_path(cr);
}

void shape_path(cairo_t* cr, const Shape& s) {
  const double cx = s.ox, cy = s.oy, w = s.w, h = s.h;
  switch (s.type) {
    case ShapeType::kEllipse:
      ellipse(cr, cx, cy, w / 2, h / 2);
      break;
    case ShapeType::kCapsule:
      rounded_rect(cr, cx - w / 2, cy - h / 2, w, h, w / 2);
      break;
    case ShapeType::kHcapsule:
      rounded_rect(cr, cx - w / 2, cy - h / 2, w, h, h / 2);
      break;
    case ShapeType::kTeardrop:
      teardrop(cr, cx, cy, w, h, false);
      break;
    case ShapeType::kDrop:
      teardrop(cr, cx, cy, w, h, true);
      break;
    case ShapeType::kTri:
      cairo_new_sub_path(cr);
      cairo_move_to(cr, cx, cy - h / 2);
      cairo_line_to(cr, cx + w / 2, cy + h / 2);
      cairo_line_to(cr, cx - w / 2, cy + h / 2);
      cairo_close_path(cr);
      break;
    case ShapeType::kRrect:
      rounded_rect(cr, cx - w / 2, cy - h / 2, w, h, s.r);
      break;
    case ShapeType::kEgg:
      egg(cr, cx, cy, w, h, s.top);
      break;
    case ShapeType::kSpike:
      spike(cr, cx, cy, w, h, s.lean);
      break;
    case ShapeType::kTaper:
      taper(cr, cx, cy, w, h, s.w2);
      break;
    case ShapeType::kStrokes:
      for (const auto& l : s.lines) {
        cairo_move_to(cr, cx + l[0], cy + l[1]);
        cairo_line_to(cr, cx + l[2], cy + l[3]);
      }
      break;
    case ShapeType::kPoly:
      for (const auto& sub : s.subs) {
        if (sub.empty()) continue;
        if (s.smooth && sub.size() >= 3) {
          smooth_outline(cr, cx, cy, sub);
          continue;
        }
        cairo_move_to(cr, cx + sub[0].x, cy + sub[0].y);
        for (std::size_t i = 1; i < sub.size(); ++i)
          cairo_line_to(cr, cx + sub[i].x, cy + sub[i].y);
        cairo_close_path(cr);
      }
      break;
  }
}

}  // namespace jt::render
