#include "grown_fill.h"

#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

#include "color.h"
#include "solid_fill.h"

namespace jt::render {
namespace {

struct Vec2 {
  double x, y;
};

Vec2 operator+(Vec2 a, Vec2 b) {
  return {a.x + b.x, a.y + b.y};
}
Vec2 operator-(Vec2 a, Vec2 b) {
  return {a.x - b.x, a.y - b.y};
}
Vec2 operator*(double k, Vec2 a) {
  return {k * a.x, k * a.y};
}
double cross(Vec2 a, Vec2 b) {
  return a.x * b.y - a.y * b.x;
}
double dot(Vec2 a, Vec2 b) {
  return a.x * b.x + a.y * b.y;
}

// The reused buffers of one thread: a frame allocates nothing once they have grown.
struct GrowScratch {
  std::vector<std::vector<Vec2>> rings;  // the path's subpaths: points, no repeats, not closed
  std::vector<char> closed;              // each ring's: closed by the path (a stroke joins it)
  std::size_t count = 0;                 // how many of `rings` the path has
  bool dot = false;                      // an open subpath of one point that draws (a cap's dot)
  std::vector<Vec2> grown;               // one ring's grown contour
  std::vector<Vec2> shrunk;              // a lone ring's shrunk contour
  std::vector<Vec2> there_and_back;      // a subpath walked to its end and back
};

double signed_area(const std::vector<Vec2>& ring) {
  double area = 0;
  for (std::size_t i = 0; i < ring.size(); ++i)
    area += cross(ring[i], ring[(i + 1) % ring.size()]);
  return area;
}

// The most straight pieces one round join is drawn with (a half turn in 256: within 0.02 % of
// its radius of the circle).
constexpr int kMostPieces = 256;

class Grower {
 public:
  Grower(double reach, double max_turn) : reach_(reach), max_turn_(max_turn) {}

  // Inward corners at their miter where the two offset edges meet within both (a line's own
  // inner edge, where no fill covers the corner), instead of through the corner.
  void meet_inward() { meet_inward_ = true; }

  // The contour around `ring` (two points or more) at `reach`, in the ring's direction of travel.
  void grow(const std::vector<Vec2>& ring, std::vector<Vec2>& out) const {
    out.clear();
    const std::size_t n = ring.size();
    const double side = signed_area(ring) < 0 ? -1 : 1;  // +1: the inside is left of the travel
    // Each edge's normal is worked out once, as the edge out of one vertex and into the next.
    Vec2 in = ring[0] - ring[n - 1], n1 = outward(in, side);
    for (std::size_t i = 0; i < n; ++i) {
      const Vec2 v = ring[i];
      const Vec2 out_dir = ring[(i + 1) % n] - v, n2 = outward(out_dir, side);
      const double c = cross(in, out_dir), d = dot(in, out_dir);
      // The corner bulges outward when the turn at v is signed like `side` (a hairpin counts);
      // the angle itself is needed only for an outward corner's round join.
      const bool hairpin = std::abs(c) <= 1e-12 * std::abs(d) && d < 0;
      if (!hairpin && c * side < 0) {
        const double k = 1 + dot(n1, n2);  // the offset edges meet (n1 + n2) / k · reach away
        const double along = reach_ * std::abs(cross(n1, n2)) / k;  // from v, along each edge
        const double shorter = std::min(dot(in, in), dot(out_dir, out_dir));  // squared
        if (meet_inward_ && k > 1e-9 && along * along <= shorter) {
          out.push_back(v + (reach_ / k) * (n1 + n2));
          in = out_dir;
          n1 = n2;
          continue;
        }
        // An inward corner: through the corner itself, which the shape's fill covers; where the
        // two offset edges cross, the loop they make has the contour's own winding (filled).
        out.push_back(v + reach_ * n1);
        out.push_back(v);
        out.push_back(v + reach_ * n2);
      } else {
        arc(v, reach_ * n1, hairpin ? side * std::numbers::pi : std::atan2(c, d), out);
      }
      in = out_dir;
      n1 = n2;
    }
  }

  // The contour inside `ring` at `reach` (the inner edge of a line 2 × reach wide along it), or
  // false where the ring is too thin or too sharp for one: somewhere an edge would turn back.
  bool shrink(const std::vector<Vec2>& ring, std::vector<Vec2>& out) const {
    out.clear();
    const std::size_t n = ring.size();
    if (n < 3) return false;
    const double side = signed_area(ring) < 0 ? -1 : 1;
    Vec2 last_end{};
    Vec2 in = ring[0] - ring[n - 1], n1 = outward(in, side);
    for (std::size_t i = 0; i < n; ++i) {
      const Vec2 v = ring[i];
      const Vec2 out_dir = ring[(i + 1) % n] - v, n2 = outward(out_dir, side);
      const double c = cross(in, out_dir), d = dot(in, out_dir);
      const std::size_t edge_start = out.size();  // where this vertex's piece begins
      // The turn's sign is the cross product's (the angle only where it is none, or for a join).
      if (c != 0 ? c * side > 0 : std::atan2(c, d) * side >= 0) {
        // Bulging outward: the two inner edges meet at their miter.
        const double k = 1 + dot(n1, n2);
        if (k < 0.2) return false;  // sharper than about 145 degrees: no inner corner
        out.push_back(v - (reach_ / k) * (n1 + n2));
      } else {
        arc(v, -reach_ * n1, std::atan2(c, d), out);  // an inward corner: the line's round join
      }
      // The inner edge into this vertex runs the way the ring's edge does, or the line's two
      // sides have crossed (the shape is narrower than the line there).
      if (i > 0 && dot(out[edge_start] - last_end, in) <= 0) return false;
      last_end = out.back();
      in = out_dir;
      n1 = n2;
    }
    const Vec2 closing = out.front() - last_end, first_edge = ring[0] - ring[n - 1];
    return dot(closing, first_edge) > 0 && signed_area(out) * side > 0;
  }

 private:
  // The unit normal pointing away from the inside for an edge travelling along `dir`.
  static Vec2 outward(Vec2 dir, double side) {
    const double len = std::sqrt(dir.x * dir.x + dir.y * dir.y);
    return {side * dir.y / len, -side * dir.x / len};
  }

  // A round join about `centre` from centre + from, turning by `turn` radians, in as few
  // straight pieces as keep it within the tolerance.
  void arc(Vec2 centre, Vec2 from, double turn, std::vector<Vec2>& out) const {
    // At most kMostPieces: a line hundreds of pixels wide (a huge placement) stays within a
    // pixel of its circle, and no join can cost more than that.
    const double wanted = std::ceil(std::abs(turn) / max_turn_);
    const int pieces = wanted >= kMostPieces ? kMostPieces : std::max(1, static_cast<int>(wanted));
    out.push_back(centre + from);
    if (pieces == 1) {
      const double c = std::cos(turn), s = std::sin(turn);
      out.push_back(centre + Vec2{c * from.x - s * from.y, s * from.x + c * from.y});
      return;
    }
    const double step = turn / pieces, c = std::cos(step), s = std::sin(step);
    Vec2 r = from;
    for (int k = 0; k < pieces; ++k) {
      r = {c * r.x - s * r.y, s * r.x + c * r.y};
      out.push_back(centre + r);
    }
  }

  double reach_, max_turn_;
  bool meet_inward_ = false;
};

// The largest turn one straight piece of a round join of `radius` device pixels may make and
// stay within `tolerance` of the circle.
double max_turn_within(double radius, double tolerance) {
  if (!(radius > tolerance)) return std::numbers::pi;  // a NaN too
  return 2 * std::acos(1 - tolerance / radius);
}

// Adds `contour` (in `frame`'s units, `reversed`: backwards) to the polygon, in device pixels, or
// where the polygon is not drawn directly, to the path.
void emit(cairo_t* cr, PolygonFill& polygon, const cairo_matrix_t& frame,
          const std::vector<Vec2>& contour, bool reversed = false) {
  const std::size_t n = contour.size();
  for (std::size_t k = 0; k < n; ++k) {
    const Vec2& p = contour[reversed ? n - 1 - k : k];
    if (polygon.direct()) {
      polygon.add(frame.xx * p.x + frame.xy * p.y + frame.x0,
                  frame.yx * p.x + frame.yy * p.y + frame.y0, k == 0);
    } else if (k == 0) {
      cairo_move_to(cr, p.x, p.y);
    } else {
      cairo_line_to(cr, p.x, p.y);
    }
  }
  if (!polygon.direct()) cairo_close_path(cr);
}

// Fills what emit added, with the current source, and clears it.
void fill_emitted(cairo_t* cr, PolygonFill& polygon) {
  if (polygon.direct()) {
    polygon.fill();
  } else {
    fill_solid(cr);
  }
}

// The squared distance of two points.
double apart(Vec2 a, Vec2 b) {
  return dot(a - b, a - b);
}

// The current path's subpaths, flattened, in `frame`'s units: scratch.rings[0, count), each
// taken as closed (`all_closed`) or as the path says. A lone point (a move with nothing drawn)
// is no ring. The path is kept.
void collect_rings(cairo_t* cr, double same, GrowScratch& scratch, bool all_closed = true) {
  cairo_path_t* path = cairo_copy_path_flat(cr);
  scratch.count = 0;
  scratch.dot = false;
  bool closing = false, drawn = false;  // the subpath's close, and a line in it
  auto ring = [&]() -> std::vector<Vec2>& {
    if (scratch.rings.size() <= scratch.count) scratch.rings.emplace_back();
    if (scratch.closed.size() <= scratch.count) scratch.closed.push_back(0);
    return scratch.rings[scratch.count];
  };
  auto finish = [&] {
    std::vector<Vec2>& r = ring();
    const bool closed = all_closed || closing;
    if (closed && r.size() > 1 && apart(r.front(), r.back()) <= same * same) {
      r.pop_back();  // a flattened arc repeats its start
    }
    if (r.size() == 1 && drawn && !closed) scratch.dot = true;
    if (r.size() > 1) scratch.closed[scratch.count++] = closed;
    if (scratch.count < scratch.rings.size()) scratch.rings[scratch.count].clear();
    closing = drawn = false;
  };
  ring().clear();
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    const cairo_path_data_t& d = path->data[i];
    if (d.header.type == CAIRO_PATH_CLOSE_PATH) {
      closing = true;
      continue;
    }
    if (d.header.type == CAIRO_PATH_MOVE_TO) {
      finish();
    } else {
      drawn = true;
    }
    std::vector<Vec2>& r = ring();
    const Vec2 p{path->data[i + 1].point.x, path->data[i + 1].point.y};
    if (r.empty() || apart(p, r.back()) > same * same) r.push_back(p);
  }
  finish();
  cairo_path_destroy(path);
}

// A grower for `reach` in `frame` (its joins within the context's tolerance), and the distance
// under which two flattened points are one.
struct Setup {
  Grower grower;
  double same;
};

Setup setup(cairo_t* cr, const cairo_matrix_t& frame, double reach, double fineness = 1) {
  const double per_unit = std::sqrt(std::abs(frame.xx * frame.yy - frame.xy * frame.yx));
  const double device_reach = reach * per_unit;
  return {Grower(reach, max_turn_within(device_reach, cairo_get_tolerance(cr) * fineness)),
          1e-6 / (per_unit > 0 ? per_unit : 1)};
}

thread_local GrowScratch scratch;

}  // namespace

void fill_grown(cairo_t* cr, const cairo_matrix_t& frame, double reach) {
  cairo_save(cr);
  cairo_set_matrix(cr, &frame);
  const Setup s = setup(cr, frame, reach);
  collect_rings(cr, s.same, scratch);
  cairo_new_path(cr);
  PolygonFill polygon(cr);
  for (std::size_t r = 0; r < scratch.count; ++r) {
    s.grower.grow(scratch.rings[r], scratch.grown);
    emit(cr, polygon, frame, scratch.grown);
  }
  fill_emitted(cr, polygon);
  cairo_restore(cr);
}

bool fill_outlined(cairo_t* cr, const cairo_matrix_t& frame, double width, const Rgb& line,
                   const Rgb& fill) {
  cairo_save(cr);
  cairo_set_matrix(cr, &frame);
  const Setup s = setup(cr, frame, width / 2);
  collect_rings(cr, s.same, scratch);
  // Subpaths that overlap show each one's line across the others when stroked over the fill;
  // shrunk and filled together they would not: more than one is left to the stroke, as is a
  // shape with no inner edge (the path is kept for it).
  if (scratch.count != 1 || !s.grower.shrink(scratch.rings[0], scratch.shrunk)) {
    cairo_restore(cr);
    return false;
  }
  cairo_new_path(cr);
  s.grower.grow(scratch.rings[0], scratch.grown);
  for (const auto& [contour, colour] : {std::pair{&scratch.grown, line}, {&scratch.shrunk, fill}}) {
    set_color(cr, colour);
    PolygonFill polygon(cr);  // in this colour
    emit(cr, polygon, frame, *contour);
    fill_emitted(cr, polygon);
  }
  cairo_restore(cr);
  return true;
}

bool stroke_as_fill(cairo_t* cr, const cairo_matrix_t& frame, double width) {
  PolygonFill polygon(cr);
  if (!polygon.direct()) return false;
  cairo_save(cr);
  cairo_set_matrix(cr, &frame);
  // Its caps and joins show whole (no fill covers half of them, as under an outline): within a
  // quarter of the tolerance of their circles, as near as Cairo's pen comes.
  Setup s = setup(cr, frame, width / 2, 0.25);
  s.grower.meet_inward();
  collect_rings(cr, s.same, scratch, false);
  // Every subpath's outline is wound the same way round, so that where two cross they add.
  bool drawable = !scratch.dot;
  for (std::size_t r = 0; drawable && r < scratch.count; ++r) {
    const std::vector<Vec2>& ring = scratch.rings[r];
    if (scratch.closed[r]) {
      // A closed line is the band between the ring grown and shrunk by half its width; a ring
      // with no inner edge at that width (thinner than the line, or too sharp) is Cairo's.
      drawable = s.grower.shrink(ring, scratch.shrunk);
      if (!drawable) break;
      s.grower.grow(ring, scratch.grown);
      const bool backwards = signed_area(ring) < 0;
      emit(cr, polygon, frame, scratch.grown, backwards);
      emit(cr, polygon, frame, scratch.shrunk, !backwards);
      continue;
    }
    // An open line is the outline of the subpath walked to its end and back, grown: the turn at
    // each end is the round cap, the round joins fall on each side's outer corners.
    std::vector<Vec2>& walk = scratch.there_and_back;
    walk.assign(ring.begin(), ring.end());
    walk.insert(walk.end(), ring.rbegin() + 1, ring.rend() - 1);
    s.grower.grow(walk, scratch.grown);
    emit(cr, polygon, frame, scratch.grown, signed_area(scratch.grown) < 0);
  }
  if (!drawable) {
    cairo_restore(cr);
    return false;
  }
  polygon.fill();
  cairo_new_path(cr);
  cairo_restore(cr);
  return true;
}

}  // namespace jt::render
