// SVG path data read into plain segments (engine/src/creature/svg_path.cpp): the `d` grammar of
// SVG 1.1 §8.3, every command made absolute, H/V as lines, quadratic and smooth curves and arcs
// as cubics. Expected points worked by hand from the SVG rules.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "jt/creature/svg_path.h"

namespace jt::creature {
namespace {

PathResult svg_read(std::string_view d) {
  PathResult r = parse_svg_path(d);
  EXPECT_TRUE(r.ok()) << d << ": " << r.error;
  return r;
}

void svg_expect_point(const Point& p, double x, double y) {
  EXPECT_NEAR(p.x, x, 1e-9);
  EXPECT_NEAR(p.y, y, 1e-9);
}

std::vector<SegmentKind> svg_kinds(const PathResult& r) {
  std::vector<SegmentKind> out;
  for (const Segment& s : r.segments)
    out.push_back(s.kind);
  return out;
}

using SvgKind = SegmentKind;

TEST(SvgPath, AbsoluteMoveLineClose) {
  const PathResult r = svg_read("M10 20 L30 40 Z");
  EXPECT_EQ(svg_kinds(r), (std::vector<SvgKind>{SvgKind::kMove, SvgKind::kLine, SvgKind::kClose}));
  svg_expect_point(r.segments[0].to, 10, 20);
  svg_expect_point(r.segments[1].to, 30, 40);
}

TEST(SvgPath, RelativeCommandsAndHorizontalVertical) {
  const PathResult r = svg_read("m10 20 l5 5 h10 v-5 H0 V0");
  ASSERT_EQ(r.segments.size(), 6u);
  svg_expect_point(r.segments[1].to, 15, 25);
  svg_expect_point(r.segments[2].to, 25, 25);
  svg_expect_point(r.segments[3].to, 25, 20);
  svg_expect_point(r.segments[4].to, 0, 20);
  svg_expect_point(r.segments[5].to, 0, 0);
  for (std::size_t i = 1; i < 6; ++i)
    EXPECT_EQ(r.segments[i].kind, SvgKind::kLine);
}

TEST(SvgPath, PairsAfterAMovetoAreLinetos) {
  const PathResult r = svg_read("M0 0 10 0 10 10");
  EXPECT_EQ(svg_kinds(r), (std::vector<SvgKind>{SvgKind::kMove, SvgKind::kLine, SvgKind::kLine}));
  svg_expect_point(r.segments[2].to, 10, 10);
  // After a relative moveto they are relative linetos.
  const PathResult rel = svg_read("m1 1 2 2");
  ASSERT_EQ(rel.segments.size(), 2u);
  svg_expect_point(rel.segments[1].to, 3, 3);
}

TEST(SvgPath, CloseReturnsToTheSubpathStart) {
  const PathResult r = svg_read("M10 10 l10 0 z l0 10");
  ASSERT_EQ(r.segments.size(), 4u);
  EXPECT_EQ(r.segments[2].kind, SvgKind::kClose);
  svg_expect_point(r.segments[3].to, 10, 20);
}

TEST(SvgPath, NumbersWithoutSeparators) {
  const PathResult r = svg_read("M1.5.5L1-2l1e1,2");
  ASSERT_EQ(r.segments.size(), 3u);
  svg_expect_point(r.segments[0].to, 1.5, 0.5);
  svg_expect_point(r.segments[1].to, 1, -2);
  svg_expect_point(r.segments[2].to, 11, 0);
}

TEST(SvgPath, CubicAndItsSmoothReflection) {
  const PathResult r = svg_read("M0 0 C10 10 20 10 30 0 S50 -10 60 0");
  ASSERT_EQ(r.segments.size(), 3u);
  EXPECT_EQ(r.segments[1].kind, SvgKind::kCubic);
  svg_expect_point(r.segments[1].c1, 10, 10);
  svg_expect_point(r.segments[1].c2, 20, 10);
  // S: the first handle reflects the previous second handle about the current point.
  svg_expect_point(r.segments[2].c1, 40, -10);
  svg_expect_point(r.segments[2].c2, 50, -10);
  svg_expect_point(r.segments[2].to, 60, 0);
  // Relative: c 10 10 20 10 30 0 from (5, 5).
  const PathResult rel = svg_read("M5 5 c10 10 20 10 30 0");
  svg_expect_point(rel.segments[1].c1, 15, 15);
  svg_expect_point(rel.segments[1].to, 35, 5);
}

TEST(SvgPath, SmoothCubicWithoutAPreviousCubicStartsAtTheCurrentPoint) {
  const PathResult r = svg_read("M0 0 S10 10 20 0");
  ASSERT_EQ(r.segments.size(), 2u);
  svg_expect_point(r.segments[1].c1, 0, 0);
  svg_expect_point(r.segments[1].c2, 10, 10);
}

TEST(SvgPath, QuadraticsBecomeCubics) {
  // Q from P0 (0,0), control (30,60), to (60,0): handles at P0 + 2/3 (Q - P0) = (20,40) and
  // P2 + 2/3 (Q - P2) = (40,40).
  const PathResult r = svg_read("M0 0 Q30 60 60 0 T120 0");
  ASSERT_EQ(r.segments.size(), 3u);
  EXPECT_EQ(r.segments[1].kind, SvgKind::kCubic);
  svg_expect_point(r.segments[1].c1, 20, 40);
  svg_expect_point(r.segments[1].c2, 40, 40);
  // T reflects the control (30,60) about (60,0): (90,-60); handles (80,-40) and (100,-40).
  svg_expect_point(r.segments[2].c1, 80, -40);
  svg_expect_point(r.segments[2].c2, 100, -40);
  svg_expect_point(r.segments[2].to, 120, 0);
}

Point svg_cubic_at(const Point& p0, const Segment& s, double t) {
  const double u = 1 - t;
  const double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return {a * p0.x + b * s.c1.x + c * s.c2.x + d * s.to.x,
          a * p0.y + b * s.c1.y + c * s.c2.y + d * s.to.y};
}

TEST(SvgPath, AnArcIsCubicsAlongItsCircle) {
  // A half circle of radius 10 about (10,0) from (0,0) to (20,0); sweep 1 turns through
  // increasing angles, which in SVG's downward y passes above the centre, through (10,-10).
  const PathResult r = svg_read("M0 0 A10 10 0 0 1 20 0");
  ASSERT_GE(r.segments.size(), 2u);
  Point from = r.segments[0].to;
  double lowest_y = 0;
  for (std::size_t i = 1; i < r.segments.size(); ++i) {
    const Segment& s = r.segments[i];
    ASSERT_EQ(s.kind, SvgKind::kCubic);
    for (double t : {0.25, 0.5, 0.75, 1.0}) {
      const Point p = svg_cubic_at(from, s, t);
      EXPECT_NEAR(std::hypot(p.x - 10, p.y), 10, 0.01) << "segment " << i << " t " << t;
      lowest_y = std::min(lowest_y, p.y);
    }
    from = s.to;
  }
  svg_expect_point(r.segments.back().to, 20, 0);
  EXPECT_NEAR(lowest_y, -10, 0.01);
}

TEST(SvgPath, AnArcWithAZeroRadiusIsALine) {
  const PathResult r = svg_read("M0 0 A0 10 0 0 1 20 5");
  ASSERT_EQ(r.segments.size(), 2u);
  EXPECT_EQ(r.segments[1].kind, SvgKind::kLine);
  svg_expect_point(r.segments[1].to, 20, 5);
}

TEST(SvgPath, ArcFlagsMayRunTogether) {
  // "a5 5 0 1020 0": large-arc 1, sweep 0, then the end point 20,0 (flags are single digits).
  const PathResult r = svg_read("M0 0 a10 10 0 1020 0");
  ASSERT_GE(r.segments.size(), 2u);
  svg_expect_point(r.segments.back().to, 20, 0);
}

TEST(SvgPath, ErrorsSayWhatAndWhere) {
  EXPECT_NE(parse_svg_path("").error.find("moveto"), std::string::npos);
  const PathResult no_move = parse_svg_path("L10 10");
  EXPECT_NE(no_move.error.find("starts with a moveto"), std::string::npos) << no_move.error;
  const PathResult short_pair = parse_svg_path("M0 0 L10");
  EXPECT_NE(short_pair.error.find("coordinate pair"), std::string::npos) << short_pair.error;
  const PathResult unknown = parse_svg_path("M0 0 X1 1");
  EXPECT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error.find("at character 6"), std::string::npos) << unknown.error;
  const PathResult flag = parse_svg_path("M0 0 A10 10 0 2 1 20 0");
  EXPECT_NE(flag.error.find("arc flag"), std::string::npos) << flag.error;
}

}  // namespace
}  // namespace jt::creature
