#include "jt/creature/svg_path.h"

#include <charconv>
#include <cmath>
#include <numbers>

#include "creature/angles.h"

namespace jt::creature {
namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}
bool is_command(char c) {
  return std::string_view("MmLlHhVvCcSsQqTtAaZz").find(c) != std::string_view::npos;
}

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  void skip_separators() {
    while (pos_ < text_.size() && is_space(text_[pos_]))
      ++pos_;
    if (pos_ < text_.size() && text_[pos_] == ',') ++pos_;
    while (pos_ < text_.size() && is_space(text_[pos_]))
      ++pos_;
  }
  void skip_space() {
    while (pos_ < text_.size() && is_space(text_[pos_]))
      ++pos_;
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  void advance() { ++pos_; }
  std::size_t position() const { return pos_; }

  // A number starts here (a sign, a digit or a point), so a command's coordinates repeat.
  bool number_ahead() const {
    if (at_end()) return false;
    const char c = text_[pos_];
    return c == '+' || c == '-' || c == '.' || (c >= '0' && c <= '9');
  }

  bool number(double& out) {
    const std::size_t start = pos_;
    std::size_t p = pos_;
    if (p < text_.size() && (text_[p] == '+' || text_[p] == '-')) ++p;
    std::size_t digits = 0;
    while (p < text_.size() && text_[p] >= '0' && text_[p] <= '9')
      ++p, ++digits;
    if (p < text_.size() && text_[p] == '.') {
      ++p;
      while (p < text_.size() && text_[p] >= '0' && text_[p] <= '9')
        ++p, ++digits;
    }
    if (digits == 0) return false;
    if (p < text_.size() && (text_[p] == 'e' || text_[p] == 'E')) {
      std::size_t q = p + 1;
      if (q < text_.size() && (text_[q] == '+' || text_[q] == '-')) ++q;
      std::size_t exp_digits = 0;
      while (q < text_.size() && text_[q] >= '0' && text_[q] <= '9')
        ++q, ++exp_digits;
      if (exp_digits > 0) p = q;
    }
    std::string_view token = text_.substr(start, p - start);
    if (token.front() == '+') token.remove_prefix(1);
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), out);
    if (ec != std::errc() || end != token.data() + token.size() || !std::isfinite(out)) {
      return false;
    }
    pos_ = p;
    return true;
  }

  bool flag(bool& out) {
    if (at_end() || (text_[pos_] != '0' && text_[pos_] != '1')) return false;
    out = text_[pos_] == '1';
    ++pos_;
    return true;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
};

// An elliptical arc (SVG 1.1 F.6.5: endpoints to centre) as cubics of at most a quarter turn.
void arc_to(std::vector<Segment>& out, Point from, double rx, double ry, double rotation_deg,
            bool large, bool sweep, Point to) {
  if (from.x == to.x && from.y == to.y) return;
  rx = std::fabs(rx);
  ry = std::fabs(ry);
  if (rx == 0 || ry == 0) {
    out.push_back({SegmentKind::kLine, {}, {}, to});
    return;
  }
  const double phi = rotation_deg * kPi / 180;
  const double cs = std::cos(phi), sn = std::sin(phi);
  const double dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2;
  const double x1 = cs * dx + sn * dy, y1 = -sn * dx + cs * dy;
  const double lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= std::sqrt(lambda);
    ry *= std::sqrt(lambda);
  }
  const double num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const double den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  double coef = den > 0 ? std::sqrt(std::max(0.0, num / den)) : 0;
  if (large == sweep) coef = -coef;
  const double cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx;
  const double cx = cs * cxp - sn * cyp + (from.x + to.x) / 2;
  const double cy = sn * cxp + cs * cyp + (from.y + to.y) / 2;
  auto angle = [](double ux, double uy, double vx, double vy) {
    return std::atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  };
  const double theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry);
  double delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * kPi;
  if (sweep && delta < 0) delta += 2 * kPi;
  const int pieces = std::max(1, static_cast<int>(std::ceil(std::fabs(delta) / (kPi / 2) - 1e-9)));
  const double step = delta / pieces;
  const double k = 4.0 / 3.0 * std::tan(step / 4);
  auto point = [&](double t) {
    const double ex = rx * std::cos(t), ey = ry * std::sin(t);
    return Point{cx + cs * ex - sn * ey, cy + sn * ex + cs * ey};
  };
  auto tangent = [&](double t) {
    const double ex = -rx * std::sin(t), ey = ry * std::cos(t);
    return Point{cs * ex - sn * ey, sn * ex + cs * ey};
  };
  for (int i = 0; i < pieces; ++i) {
    const double a = theta1 + step * i, b = a + step;
    const Point p0 = point(a), d0 = tangent(a), d1 = tangent(b);
    const Point p1 = i + 1 == pieces ? to : point(b);
    out.push_back({SegmentKind::kCubic,
                   {p0.x + k * d0.x, p0.y + k * d0.y},
                   {p1.x - k * d1.x, p1.y - k * d1.y},
                   p1});
  }
}

}  // namespace

PathResult parse_svg_path(std::string_view text) {
  PathResult result;
  Reader r(text);
  Point current, start, last_control;
  char previous = 0;
  char command = 0;
  auto fail = [&](const std::string& what) {
    result.segments.clear();
    result.error = what + " at character " + std::to_string(r.position() + 1);
    return result;
  };
  r.skip_space();
  if (r.at_end()) return fail("expected a moveto (M or m)");
  while (true) {
    r.skip_space();
    if (r.at_end()) break;
    if (is_command(r.peek())) {
      command = r.peek();
      r.advance();
      if (result.segments.empty() && command != 'M' && command != 'm') {
        return fail("a path starts with a moveto (M or m)");
      }
    } else if (command == 0 || command == 'Z' || command == 'z' || !r.number_ahead()) {
      return fail(std::string("unexpected '") + r.peek() + "'");
    }
    const bool relative = command >= 'a' && command <= 'z';
    const char upper = static_cast<char>(relative ? command - 'a' + 'A' : command);
    const Point base = relative ? current : Point{};
    double n[7] = {};
    bool flags[2] = {};
    auto numbers = [&](int count) {
      for (int i = 0; i < count; ++i) {
        r.skip_separators();
        if (!r.number(n[i])) return false;
      }
      return true;
    };
    switch (upper) {
      case 'Z':
        result.segments.push_back({SegmentKind::kClose, {}, {}, start});
        current = start;
        break;
      case 'M':
        if (!numbers(2)) return fail("expected a coordinate pair");
        current = {base.x + n[0], base.y + n[1]};
        start = current;
        result.segments.push_back({SegmentKind::kMove, {}, {}, current});
        command = relative ? 'l' : 'L';  // more pairs after a moveto are lines
        break;
      case 'L':
        if (!numbers(2)) return fail("expected a coordinate pair");
        current = {base.x + n[0], base.y + n[1]};
        result.segments.push_back({SegmentKind::kLine, {}, {}, current});
        break;
      case 'H':
        if (!numbers(1)) return fail("expected a coordinate");
        current.x = base.x + n[0];
        result.segments.push_back({SegmentKind::kLine, {}, {}, current});
        break;
      case 'V':
        if (!numbers(1)) return fail("expected a coordinate");
        current.y = (relative ? current.y : 0) + n[0];
        result.segments.push_back({SegmentKind::kLine, {}, {}, current});
        break;
      case 'C': {
        if (!numbers(6)) return fail("expected three coordinate pairs");
        const Point c1{base.x + n[0], base.y + n[1]}, c2{base.x + n[2], base.y + n[3]};
        current = {base.x + n[4], base.y + n[5]};
        result.segments.push_back({SegmentKind::kCubic, c1, c2, current});
        last_control = c2;
        break;
      }
      case 'S': {
        if (!numbers(4)) return fail("expected two coordinate pairs");
        const bool follows = previous == 'C' || previous == 'S';
        const Point c1 = follows
                             ? Point{2 * current.x - last_control.x, 2 * current.y - last_control.y}
                             : current;
        const Point c2{base.x + n[0], base.y + n[1]};
        current = {base.x + n[2], base.y + n[3]};
        result.segments.push_back({SegmentKind::kCubic, c1, c2, current});
        last_control = c2;
        break;
      }
      case 'Q':
      case 'T': {
        Point q;
        if (upper == 'Q') {
          if (!numbers(4)) return fail("expected two coordinate pairs");
          q = {base.x + n[0], base.y + n[1]};
          n[0] = n[2];
          n[1] = n[3];
        } else {
          if (!numbers(2)) return fail("expected a coordinate pair");
          const bool follows = previous == 'Q' || previous == 'T';
          q = follows ? Point{2 * current.x - last_control.x, 2 * current.y - last_control.y}
                      : current;
        }
        const Point to{base.x + n[0], base.y + n[1]};
        result.segments.push_back(
            {SegmentKind::kCubic,
             {current.x + 2.0 / 3 * (q.x - current.x), current.y + 2.0 / 3 * (q.y - current.y)},
             {to.x + 2.0 / 3 * (q.x - to.x), to.y + 2.0 / 3 * (q.y - to.y)},
             to});
        current = to;
        last_control = q;
        break;
      }
      case 'A': {
        if (!numbers(3)) return fail("expected an arc's radii and rotation");
        const double rx = n[0], ry = n[1], rotation = n[2];
        for (bool& f : flags) {
          r.skip_separators();
          if (!r.flag(f)) return fail("expected an arc flag, 0 or 1");
        }
        if (!numbers(2)) return fail("expected a coordinate pair");
        const Point to{base.x + n[0], base.y + n[1]};
        arc_to(result.segments, current, rx, ry, rotation, flags[0], flags[1], to);
        current = to;
        break;
      }
      default:
        return fail("unknown command");
    }
    previous = upper;
    r.skip_separators();
  }
  return result;
}

}  // namespace jt::creature
