// SVG path data (the `d` attribute's grammar, SVG 1.1 §8.3) read into plain segments: every command
// made absolute, H/V as lines, S/T/Q and arcs as cubic curves, so a renderer only moves, draws
// lines and cubics and closes. A shape's path is read when its descriptor is, so drawing never
// meets one it cannot follow.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace jt::creature {

struct Point {
  double x = 0, y = 0;
};

enum class SegmentKind { kMove, kLine, kCubic, kClose };

struct Segment {
  SegmentKind kind = SegmentKind::kMove;
  Point c1, c2, to;  // c1, c2 for a cubic only
};

struct PathResult {
  std::vector<Segment> segments;
  std::string error;  // empty when the whole text is path data
  bool ok() const { return error.empty(); }
};

PathResult parse_svg_path(std::string_view text);

}  // namespace jt::creature
