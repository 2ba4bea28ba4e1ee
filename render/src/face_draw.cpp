#include "face_draw.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <span>

#include "angles.h"
#include "color.h"
#include "solid_fill.h"

namespace jt::render {
namespace {

constexpr Rgb kEyeWhite{1, 1, 1};
constexpr Rgb kPupil{0.11, 0.09, 0.12};
constexpr Rgb kMouthInside{0.36, 0.09, 0.12};
constexpr Rgb kTongue{0.93, 0.45, 0.5};
constexpr double kLaughOpen = 0.8;  // how far a laugh holds a mouth or a beak open, at least

void fill_color(cairo_t* cr, const Rgb& c, double alpha = 1) {
  cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha);
}

void ellipse_path(cairo_t* cr, double cx, double cy, double rx, double ry) {
  cairo_save(cr);
  cairo_translate(cr, cx, cy);
  cairo_scale(cr, std::max(rx, 1e-3), std::max(ry, 1e-3));
  cairo_new_sub_path(cr);
  cairo_arc(cr, 0, 0, 1, 0, 2 * kPi);
  cairo_restore(cr);
}

// Brows are the boldest line of a face (1.3 × the outline, a bold style's at most 0.5 of an eye
// radius), so a mood reads from them at a small size too.
constexpr double kBrowWeight = 1.3;

// Brow ends' heights by mood, in eye radii (negative is up): inner, outer, arch, and how far the
// whole brow rises. The slants are strong enough to tell at 320x180.
struct BrowShape {
  double inner, outer, arch, raise;
};
BrowShape brow_for(const std::string& mood) {
  if (mood == "happy") return {-0.05, -0.05, -0.45, 0};
  if (mood == "laugh") return {-0.15, -0.15, -0.5, -0.15};
  if (mood == "sad") return {-0.75, 0.3, 0, 0};
  if (mood == "angry") return {0.65, -0.45, 0, 0.1};
  if (mood == "surprised") return {-0.1, -0.1, -0.4, -0.75};
  if (mood == "scared") return {-0.7, 0.15, 0, -0.4};
  return {0, 0, -0.1, 0};
}

struct Eye {
  double x, y;
  double inward;  // +1 when the inner end of its brow is toward +x
};

void draw_eye(cairo_t* cr, const Ink& ink, const Face& f, const Eye& e, const FaceState& s,
              const Rgb& skin) {
  const double r = f.eye_r;
  const Rgb line = detail_color(ink, skin);
  if (s.mood == "laugh") {  // squeezed shut with laughing: an arch (^), the curve's other way up
    cairo_move_to(cr, e.x - r, e.y + r * 0.2);
    cairo_curve_to(cr, e.x - r * 0.5, e.y - r * 0.6, e.x + r * 0.5, e.y - r * 0.6, e.x + r,
                   e.y + r * 0.2);
    stroke_detail(cr, ink, line, 0.7, r * 0.3);
    return;
  }
  if (s.blink >= 0.5) {
    cairo_move_to(cr, e.x - r, e.y);
    cairo_curve_to(cr, e.x - r * 0.5, e.y + r * 0.55, e.x + r * 0.5, e.y + r * 0.55, e.x + r, e.y);
    stroke_detail(cr, ink, line, 0.7, r * 0.3);
    return;
  }
  const double ry = r * 1.12 * (1 - 1.4 * std::clamp(s.blink, 0.0, 0.5));
  ellipse_path(cr, e.x, e.y, r, ry);
  fill_color(cr, kEyeWhite);
  fill_solid_preserve(cr);
  if (ink.style == Style::kFlat || ink.style == Style::kSoft) {
    cairo_new_path(cr);
  } else {
    stroke_detail(cr, ink, line, 0.55, r * 0.25);
  }
  const bool wide = s.mood == "surprised" || s.mood == "scared";
  const double pr = r * f.pupil * (wide ? 0.72 : 1.0);
  // Pupils look where the character faces: +x is the art's front, which the placement mirrors
  // to the way it faces on screen. Head on they also look a little down, at the viewer.
  // A listener's pupils turn toward the speaker instead (FaceState::look, in the art's x).
  const double ahead = f.profile ? r * 0.32 : r * 0.16, turn = std::clamp(s.look, -1.0, 1.0);
  const double look_x = ahead * (1 - std::abs(turn)) + turn * r * 0.4;
  const double look_y = f.profile ? 0 : r * 0.1;
  cairo_save(cr);
  ellipse_path(cr, e.x, e.y, r, ry);
  cairo_clip(cr);
  ellipse_path(cr, e.x + look_x, e.y + look_y, f.slit ? pr * 0.38 : pr, pr * (f.slit ? 1.35 : 1));
  fill_color(cr, kPupil);
  fill_solid(cr);
  ellipse_path(cr, e.x + look_x - pr * 0.35, e.y + look_y - pr * 0.4, pr * 0.32, pr * 0.32);
  fill_color(cr, kEyeWhite);
  fill_solid(cr);
  cairo_restore(cr);
}

// How far down from the top of `on` a point at x may go up: the box read as an ellipse (an egg
// or a rounded box holds it), so anything below this line is inside the part.
double inside_top(const Shape& on, double x) {
  const double u = std::clamp((x - on.ox) / std::max(on.w / 2, 1e-3), -1.0, 1.0);
  return on.oy - on.h / 2 * std::sqrt(1 - u * u);
}

void draw_brow(cairo_t* cr, const Ink& ink, const Face& f, const Eye& e, const FaceState& s,
               const Rgb& skin, const Shape* on) {
  const double r = f.eye_r;
  const BrowShape b = brow_for(s.mood);
  const double in_x = e.x + e.inward * r * 0.85, out_x = e.x - e.inward * r * 0.85;
  // The brow sits a little above the eye: half an eye radius, but on a big eye high on its head
  // (a one-eyed monster) at most 0.3 of the way up to the head's outline, so it reads as the
  // eye's brow and not as a line along the top of the head.
  const double eye_top = e.y - r * 1.12;
  const double edge = on ? std::max(inside_top(*on, out_x), inside_top(*on, in_x)) : 0;
  const double gap = on ? std::min(r * 0.48, std::max(eye_top - edge, 0.0) * 0.3) : r * 0.48;
  // The brow's four heights (outer end, its control points, inner end), mood offsets in eye radii.
  double ys[4] = {b.outer, b.outer + b.arch, b.inner + b.arch, b.inner};
  const double base = eye_top - gap + r * b.raise;
  for (double& y : ys)
    y = base + r * y;
  // A raised brow must not cross the outline: keep the whole brow inside the part, between its
  // outline and the eye, squeezing the mood's slant if the room is short.
  if (on) {
    const double weight = detail_weight(ink, kBrowWeight);
    const double ceiling = edge + ink.line * (outline_weight(ink) / 2 + weight / 2 + 0.4);
    const double floor = eye_top - ink.line * weight;
    const double high = *std::min_element(ys, ys + 4), low = *std::max_element(ys, ys + 4);
    if (high < ceiling) {
      const double room = std::max(floor - ceiling, 0.0);
      const double squeeze = low - high > room ? room / (low - high) : 1;
      for (double& y : ys)
        y = ceiling + (y - high) * squeeze;
    }
  }
  cairo_move_to(cr, out_x, ys[0]);
  cairo_curve_to(cr, e.x - e.inward * r * 0.3, ys[1], e.x + e.inward * r * 0.3, ys[2], in_x, ys[3]);
  stroke_detail(cr, ink, f.brow_color.value_or(detail_color(ink, skin)), kBrowWeight, r * 0.5);
}

// The closed mouth's curve depth by mood (positive: a smile), in mouth heights.
double smile_for(const std::string& mood) {
  if (mood == "happy" || mood == "laugh") return 0.9;
  if (mood == "sad") return -0.75;
  if (mood == "angry") return -0.3;
  if (mood == "scared") return -0.15;
  return 0.12;
}

// An angry face at rest grimaces: a wide, flat band of clenched teeth, its corners pulled down,
// the line between the teeth across it.
void draw_grimace(cairo_t* cr, const Ink& ink, const Face& f, double hw, const Rgb& line,
                  double mouth_line) {
  const double cx = f.mouth_x, cy = f.mouth_y, h = f.mouth_h, half = h * 0.6;
  const double w = hw * 0.95, droop = h * 0.2;
  cairo_move_to(cr, cx - w, cy - half + droop);
  cairo_curve_to(cr, cx - w * 0.4, cy - half, cx + w * 0.4, cy - half, cx + w, cy - half + droop);
  cairo_line_to(cr, cx + w, cy + half + droop);
  cairo_curve_to(cr, cx + w * 0.4, cy + half, cx - w * 0.4, cy + half, cx - w, cy + half + droop);
  cairo_close_path(cr);
  fill_color(cr, kEyeWhite);
  fill_solid_preserve(cr);
  stroke_detail(cr, ink, line, 0.55, mouth_line);
  cairo_move_to(cr, cx - w, cy + droop);
  cairo_curve_to(cr, cx - w * 0.4, cy, cx + w * 0.4, cy, cx + w, cy + droop);
  stroke_detail(cr, ink, line, 0.3, mouth_line * 0.5);
}

void draw_fangs(cairo_t* cr, const Face& f, double top_y) {
  const double w = f.mouth_w, size = std::max(f.mouth_h * 0.55, w * 0.12);
  for (double side : {-1.0, 1.0}) {
    const double x = f.mouth_x + side * w * 0.28;
    cairo_move_to(cr, x - size * 0.45, top_y);
    cairo_line_to(cr, x + size * 0.45, top_y);
    cairo_line_to(cr, x, top_y + size);
    cairo_close_path(cr);
  }
  fill_color(cr, kEyeWhite);
  fill_solid(cr);
}

// A point of a mouth's outline, to blend a smile-shaped opening into an oval one.
struct Pt {
  double x, y;
};
Pt lerp(Pt a, Pt b, double k) {
  return {a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k};
}

// The open mouth's outline: a start and three curves (the upper lip, the right half of the
// bottom, the left half), as a smile-topped opening (round 0) or an oval (round 1).
struct MouthOutline {
  std::array<Pt, 10> p;
  double top, bottom;  // its extent in y
};

MouthOutline open_outline(double cx, double cy, double w, double smile, double drop, double round) {
  const std::array<Pt, 10> smiling{{{cx - w, cy - smile},
                                    {cx - w * 0.4, cy + smile * 0.3},
                                    {cx + w * 0.4, cy + smile * 0.3},
                                    {cx + w, cy - smile},
                                    {cx + w, cy + drop * 0.7},
                                    {cx + w * 0.5, cy + drop},
                                    {cx, cy + drop},
                                    {cx - w * 0.5, cy + drop},
                                    {cx - w, cy + drop * 0.7},
                                    {cx - w, cy - smile}}};
  // An oval around the same opening: its top half one curve, its bottom two quarters.
  const double ry = drop * 0.6, ecy = cy + drop * 0.45, k = 0.5523;
  const std::array<Pt, 10> oval{{{cx - w, ecy},
                                 {cx - w, ecy - ry * 4 / 3},
                                 {cx + w, ecy - ry * 4 / 3},
                                 {cx + w, ecy},
                                 {cx + w, ecy + ry * k},
                                 {cx + w * k, ecy + ry},
                                 {cx, ecy + ry},
                                 {cx - w * k, ecy + ry},
                                 {cx - w, ecy + ry * k},
                                 {cx - w, ecy}}};
  MouthOutline o;
  for (std::size_t i = 0; i < o.p.size(); ++i)
    o.p[i] = lerp(smiling[i], oval[i], round);
  o.top = (cy - smile) + ((ecy - ry) - (cy - smile)) * round;
  o.bottom = (cy + drop) + ((ecy + ry) - (cy + drop)) * round;
  return o;
}

void outline_path(cairo_t* cr, const MouthOutline& o) {
  const auto& p = o.p;
  cairo_move_to(cr, p[0].x, p[0].y);
  for (std::size_t i = 1; i + 2 < p.size(); i += 3) {
    cairo_curve_to(cr, p[i].x, p[i].y, p[i + 1].x, p[i + 1].y, p[i + 2].x, p[i + 2].y);
  }
  cairo_close_path(cr);
}

// Inside an open mouth (clipped to it): the tongue, the teeth, the lower lip tucked under them.
void mouth_inside(cairo_t* cr, const Face& f, const MouthParams& m, const MouthOutline& o, double w,
                  const Rgb& skin) {
  const double cx = f.mouth_x, depth = o.bottom - o.top;
  const double up = std::clamp(m.tongue_up, 0.0, 1.0);
  ellipse_path(cr, cx, o.bottom + (o.top + depth * 0.35 - o.bottom) * up, w * (0.6 - 0.2 * up),
               depth * (0.45 - 0.15 * up));
  fill_color(cr, kTongue);
  fill_solid(cr);
  if (m.teeth > 0.02) {
    cairo_rectangle(cr, cx - w * 1.2, o.top - depth, w * 2.4, depth * (1 + 0.5 * m.teeth));
    const double lower = std::max(0.0, m.teeth - 0.6) / 0.4 * 0.4 * depth;
    if (lower > 0) cairo_rectangle(cr, cx - w * 1.2, o.bottom - lower, w * 2.4, lower + depth);
    fill_color(cr, kEyeWhite);
    fill_solid(cr);
  }
  if (m.lip_tuck > 0.02) {
    ellipse_path(cr, cx, o.bottom + depth * 0.15, w * 1.1, depth * 0.6 * m.lip_tuck);
    fill_color(cr, skin);
    fill_solid(cr);
  }
  if (f.fangs) draw_fangs(cr, f, o.top);
}

void draw_mouth(cairo_t* cr, const Ink& ink, const Face& f, const FaceState& s, const Rgb& skin) {
  const double cx = f.mouth_x, cy = f.mouth_y, h = f.mouth_h;
  MouthParams m = s.mouth;
  if (s.mood == "laugh") {
    // A laugh: open wide whatever the voice says, the upper teeth showing ("ha").
    m.open = std::max(m.open, kLaughOpen);
    m.wide = std::max(m.wide, 1.2);
    m.round = 0;
    m.teeth = std::max(m.teeth, 0.3);
    m.press = 0;
  }
  if (s.mood == "surprised" && m.open < 0.45) {
    // A small "o": rounded and narrow, whatever else the mouth does.
    const double k = 1 - m.open / 0.45;
    m.round = std::max(m.round, 0.85 * k);
    m.wide = std::min(m.wide, 1 - 0.5 * k);
    m.open = std::max(m.open, 0.4);
  }
  const double hw = f.mouth_w / 2 * m.wide;
  const Rgb line = detail_color(ink, skin);
  const double mouth_line = std::max(h, f.mouth_w * 0.2) * 0.5;  // bold's most, a small mouth
  if (m.open > 0.02) {
    const double smile = std::max(0.0, smile_for(s.mood)) * h * 0.3 * (1 - m.round);
    // A mouth just opening is a thin slit, growing to the full drop: no pop from the closed line.
    const double start = std::clamp(m.open / 0.2, 0.0, 1.0);
    const double drop = h * (0.35 * start * start * (3 - 2 * start) + 1.1 * m.open);
    const MouthOutline o = open_outline(cx, cy, hw, smile, drop, std::clamp(m.round, 0.0, 1.0));
    outline_path(cr, o);
    fill_color(cr, f.mouth_color.value_or(kMouthInside));
    fill_solid_preserve(cr);
    cairo_save(cr);
    cairo_clip_preserve(cr);
    cairo_path_t* outline = cairo_copy_path(cr);
    cairo_new_path(cr);
    mouth_inside(cr, f, m, o, hw, skin);
    cairo_restore(cr);
    cairo_append_path(cr, outline);
    cairo_path_destroy(outline);
    stroke_detail(cr, ink, line, 0.6, mouth_line);
    return;
  }
  // Closed: an angry face grimaces; another mood's is a curve. Lips pressed together (M, B, P)
  // flatten the curve, and close a grimace to its tight frown.
  if (s.mood == "angry" && m.press < 0.5) {
    draw_grimace(cr, ink, f, hw, line, mouth_line);
    return;
  }
  const double curve = smile_for(s.mood) * h * (1 - 0.75 * std::clamp(m.press, 0.0, 1.0));
  if (f.fangs) draw_fangs(cr, f, cy + curve * 0.35);
  if (s.mood == "scared") {
    cairo_move_to(cr, cx - hw, cy);
    for (int i = 1; i <= 4; ++i) {
      cairo_line_to(cr, cx - hw + hw * 0.5 * i, cy + ((i % 2) ? -h * 0.26 : h * 0.26));
    }
  } else {
    cairo_move_to(cr, cx - hw, cy);
    cairo_curve_to(cr, cx - hw * 0.45, cy + curve, cx + hw * 0.45, cy + curve, cx + hw, cy);
  }
  stroke_detail(cr, ink, line, 0.7 + 0.3 * m.press, mouth_line);
}

void draw_beak(cairo_t* cr, const Ink& ink, const Face& f, const FaceState& s) {
  const Face::Beak& b = *f.beak;
  const Rgb fill = style_fill(ink, b.color);
  // A laugh holds the beak open wide, as it holds a mouth open (§2 "laugh"), whatever the voice.
  const double said = s.mood == "laugh" ? std::max(s.mouth.open, kLaughOpen) : s.mouth.open;
  const double open = std::clamp(said, 0.0, 1.0);
  const double x = f.mouth_x, y = f.mouth_y;
  Part flat_part;
  const Shape box{.w = b.w, .h = b.h, .ox = x, .oy = y};
  // The lower half drops (and swings down at its tip) as the beak opens, showing a wide dark
  // inside between the halves with a tongue in it; the upper half over both. Open, the gape is
  // most of the beak's height: a talking or laughing bird reads at a small size.
  const double drop = b.h * 0.95 * open;
  if (open > 0.02) {
    cairo_move_to(cr, x - b.w * 0.46, y - b.h * 0.06);
    cairo_line_to(cr, x + b.w * 0.46, y - b.h * 0.06);
    cairo_curve_to(cr, x + b.w * 0.4, y + drop * 0.8, x + b.w * 0.1, y + b.h * 0.3 + drop, x,
                   y + b.h * 0.3 + drop);
    cairo_curve_to(cr, x - b.w * 0.1, y + b.h * 0.3 + drop, x - b.w * 0.4, y + drop * 0.8,
                   x - b.w * 0.46, y - b.h * 0.06);
    cairo_close_path(cr);
    fill_color(cr, f.mouth_color.value_or(kMouthInside));
    fill_solid(cr);
    ellipse_path(cr, x, y + drop * 0.75, b.w * 0.16, drop * 0.2);
    fill_color(cr, kTongue);
    fill_solid(cr);
  }
  cairo_move_to(cr, x - b.w * 0.38, y + drop);
  cairo_line_to(cr, x + b.w * 0.38, y + drop);
  cairo_line_to(cr, x, y + b.h * 0.45 + drop);
  cairo_close_path(cr);
  paint_path(cr, ink, flat_part, darker(fill, 0.12), box, 11);
  cairo_move_to(cr, x - b.w / 2, y - b.h * 0.12);
  cairo_curve_to(cr, x - b.w * 0.2, y - b.h * 0.35, x + b.w * 0.2, y - b.h * 0.35, x + b.w / 2,
                 y - b.h * 0.12);
  cairo_line_to(cr, x, y + b.h * 0.35);
  cairo_close_path(cr);
  paint_path(cr, ink, flat_part, fill, box, 12);
}

}  // namespace

void draw_face(cairo_t* cr, const Ink& ink, const Face& face, const Rgb& skin,
               const FaceState& state, const Shape* on) {
  // A head on face turned toward a partner shows three quarters: the features slide toward that
  // side and close up a little, as a round head's would (docs/CAMERA.md "Conversations").
  Face f = face;
  if (!f.profile && state.turn != 0) {
    const double t = std::clamp(state.turn, -1.0, 1.0);
    f.eye_cx += t * f.eye_x * 0.45;
    f.mouth_x += t * f.eye_x * 0.45;
    f.eye_x *= 1 - 0.12 * std::abs(t);
  }
  // One eye or two, on the stack.
  const std::array<Eye, 2> pair{
      {{f.eye_cx - f.eye_x, f.eye_y, 1}, {f.eye_cx + f.eye_x, f.eye_y, -1}}};
  const Eye one{f.eye_cx, f.eye_y, 1};
  const std::span<const Eye> eyes = f.eyes >= 2 ? std::span<const Eye>(pair) : std::span(&one, 1);
  if (f.cheeks) {
    for (double side : {-1.0, 1.0}) {
      if (f.profile && side < 0) continue;
      const double cheek_x =
          f.profile ? f.eye_cx - f.eye_r * 0.4 : f.eye_cx + side * (f.eye_x + f.eye_r * 0.35);
      ellipse_path(cr, cheek_x, f.eye_y + f.eye_r * 1.7, f.eye_r * 0.75, f.eye_r * 0.45);
      fill_color(cr, *f.cheeks, 0.45);
      fill_solid(cr);
    }
  }
  for (const Eye& e : eyes)
    draw_eye(cr, ink, f, e, state, skin);
  if (f.brows) {
    for (const Eye& e : eyes)
      draw_brow(cr, ink, f, e, state, skin, on);
  }
  if (f.beak) {
    draw_beak(cr, ink, f, state);
  } else if (f.mouth_w > 0) {
    draw_mouth(cr, ink, f, state, skin);
  }
}

}  // namespace jt::render
