#include "jt/render/grown_fill.h"

#include <cmath>
#include <numbers>
#include <vector>

namespace jt::render {
namespace {

struct Vec {
  double x, y;
};

Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
Vec operator*(double k, Vec a) { return {k * a.x, k * a.y}; }
double cross(Vec a, Vec b) { return a.x * b.y - a.y * b.x; }
double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }

// The reused buffers of one thread: a frame allocates nothing once they have grown.
struct Scratch {
  std::vector<Vec> ring;   // one subpath's points, no repeats, not closed
  std::vector<Vec> grown;  // its grown contour
};

class Grower {
 public:
  Grower(double reach, double max_turn) : reach_(reach), max_turn_(max_turn) {}

  // The contour around `ring` (two points or more) at `reach`, in the ring's direction of travel.
  void grow(const std::vector<Vec>& ring, std::vector<Vec>& out) const {
    out.clear();
    const std::size_t n = ring.size();
    double area = 0;
    for (std::size_t i = 0; i < n; ++i) area += cross(ring[i], ring[(i + 1) % n]);
    const double side = area < 0 ? -1 : 1;  // +1: the inside is left of the travel
    for (std::size_t i = 0; i < n; ++i) {
      const Vec v = ring[i];
      const Vec in = v - ring[(i + n - 1) % n], out_dir = ring[(i + 1) % n] - v;
      const Vec n1 = outward(in, side), n2 = outward(out_dir, side);
      const double c = cross(in, out_dir), d = dot(in, out_dir);
      // The turn at v, signed like `side` when the corner bulges outward (a hairpin counts).
      double turn = std::atan2(c, d);
      if (std::abs(c) <= 1e-12 * std::abs(d) && d < 0) turn = side * std::numbers::pi;
      if (turn * side < 0) {
        // An inward corner: through the corner itself, which the shape's fill covers; where the
        // two offset edges cross, the loop they make has the contour's own winding (filled).
        out.push_back(v + reach_ * n1);
        out.push_back(v);
        out.push_back(v + reach_ * n2);
      } else {
        arc(v, reach_ * n1, turn, out);
      }
    }
  }

 private:
  // The unit normal pointing away from the inside for an edge travelling along `dir`.
  static Vec outward(Vec dir, double side) {
    const double len = std::hypot(dir.x, dir.y);
    return {side * dir.y / len, -side * dir.x / len};
  }

  // A round join about `centre` from centre + from, turning by `turn` radians, in as few
  // straight pieces as keep it within the tolerance.
  void arc(Vec centre, Vec from, double turn, std::vector<Vec>& out) const {
    const int pieces = std::max(1, static_cast<int>(std::ceil(std::abs(turn) / max_turn_)));
    out.push_back(centre + from);
    if (pieces == 1) {
      const double c = std::cos(turn), s = std::sin(turn);
      out.push_back(centre + Vec{c * from.x - s * from.y, s * from.x + c * from.y});
      return;
    }
    const double step = turn / pieces, c = std::cos(step), s = std::sin(step);
    Vec r = from;
    for (int k = 0; k < pieces; ++k) {
      r = {c * r.x - s * r.y, s * r.x + c * r.y};
      out.push_back(centre + r);
    }
  }

  double reach_, max_turn_;
};

// The largest turn one straight piece of a round join of `radius` device pixels may make and
// stay within `tolerance` of the circle.
double max_turn_within(double radius, double tolerance) {
  if (radius <= tolerance) return std::numbers::pi;
  return 2 * std::acos(1 - tolerance / radius);
}

void emit(cairo_t* cr, const std::vector<Vec>& contour) {
  for (std::size_t k = 0; k < contour.size(); ++k) {
    const Vec& p = contour[k];
    if (k == 0) {
      cairo_move_to(cr, p.x, p.y);
    } else {
      cairo_line_to(cr, p.x, p.y);
    }
  }
  cairo_close_path(cr);
}

}  // namespace

void fill_grown(cairo_t* cr, const cairo_matrix_t& frame, double reach) {
  thread_local Scratch scratch;
  cairo_save(cr);
  cairo_set_matrix(cr, &frame);
  cairo_path_t* path = cairo_copy_path_flat(cr);
  cairo_new_path(cr);
  const double device_reach = reach * std::sqrt(std::abs(frame.xx * frame.yy - frame.xy * frame.yx));
  const Grower grower(reach, max_turn_within(device_reach, cairo_get_tolerance(cr)));
  // Points closer than this (frame units) are one point: a flattened arc repeats its ends.
  const double same = 1e-6 * (device_reach > 0 ? reach / device_reach : 1);
  std::vector<Vec>& ring = scratch.ring;
  auto flush = [&] {
    if (ring.size() > 1 && std::hypot(ring.front().x - ring.back().x,
                                      ring.front().y - ring.back().y) <= same) {
      ring.pop_back();
    }
    if (ring.size() > 1) {  // a lone point (a move with nothing drawn) has no outline
      grower.grow(ring, scratch.grown);
      emit(cr, scratch.grown);
    }
    ring.clear();
  };
  ring.clear();
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    const cairo_path_data_t& d = path->data[i];
    if (d.header.type == CAIRO_PATH_CLOSE_PATH) continue;
    if (d.header.type == CAIRO_PATH_MOVE_TO) flush();
    const Vec p{path->data[i + 1].point.x, path->data[i + 1].point.y};
    if (ring.empty() || std::hypot(p.x - ring.back().x, p.y - ring.back().y) > same) {
      ring.push_back(p);
    }
  }
  flush();
  cairo_path_destroy(path);
  cairo_fill(cr);
  cairo_restore(cr);
}

}  // namespace jt::render
