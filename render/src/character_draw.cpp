#include "character_draw.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "angles.h"
#include "arm_gestures.h"
#include "body_acting.h"
#include "character_bounds.h"
#include "color.h"
#include "face_draw.h"
#include "ground_shadow.h"
#include "jt/render/prop.h"
#include "jt/render/skeleton.h"
#include "landing_acting.h"
#include "part_painter.h"
#include "style.h"
#include "two_bone.h"

namespace jt::render {
namespace {

constexpr double kOutlineShare = 0.015;  // the outline weight: 1.5 % of the height (ART.md)

// A character's layout and the painter's flags, kept per thread so that a frame reuses the
// storage of the thread's last frame instead of allocating it (frames are drawn on several
// threads at once, each with its own canvas, sharing the same const Character). Only read
// within one draw_character call: the skeleton's view pointer is stale between calls.
struct Scratch {
  Skeleton skeleton;
  std::vector<bool> chained;
};

bool finite_pose(const rt::Pose& p) {
  return std::isfinite(p.dx) && std::isfinite(p.dy) && std::isfinite(p.rot) &&
         std::isfinite(p.sx) && std::isfinite(p.sy);
}

// The figure heights, in device pixels, that are drawn: one taller than 16 of the largest
// pictures (8192 pixels) shows a sliver of one part, and one shorter than a twentieth of a pixel
// shows nothing, while either costs without bound (issue 27: h 1e18 grew a 160x90 still to 23 GB;
// h 1e-12 took 15 s). Outside them a figure is not drawn.
constexpr double kMaxFigurePixels = 16 * 8192;
constexpr double kMinFigurePixels = 0.05;

// Whether the figure, `height` tall and stretched by the pose, is within those heights as it is
// drawn through `cr`'s transformation (a camera's zoom included).
bool drawable_size(cairo_t* cr, double height, const rt::Pose& pose) {
  double x = 0, y = 1;
  cairo_user_to_device_distance(cr, &x, &y);
  const double drawn =
      height * std::hypot(x, y) * std::max({1.0, std::abs(pose.sx), std::abs(pose.sy)});
  return drawn >= kMinFigurePixels && drawn <= kMaxFigurePixels;
}

// How far below the hand (user units) a biped holds a prop with words (a sign) whose box would
// cover its face (docs/PROPS.md "How they are drawn"): its top below the chin by kChinGap of the
// prop's height, the hand sliding up its post at most to the middle of its box. `left` and `y`:
// where its box's left and its grip would be, under `cr`'s (user) matrix.
constexpr double kChinGap = 0.04;
double held_lower(cairo_t* cr, const PropArt& art, const Skeleton& skeleton,
                  const cairo_matrix_t& drawn, double left, double y, double h) {
  if (!art.label || art.grip_y <= 0.5 || skeleton.view == nullptr) return 0;
  const PixelBox head = role_bounds(skeleton, drawn, "head");
  const double top = y - art.grip_y * h;
  const PixelBox box = device_box(cr, left, top, left + art.width * h, y + (1 - art.grip_y) * h, 0);
  if (head.empty() || box.empty()) return 0;
  const bool covers = box.x0 < head.x1 && head.x0 < box.x1 && box.y0 < head.y1 && head.y0 < box.y0;
  if (!covers) return 0;  // clear of the face, or held up above the head
  double dx = 0, dy = 1;
  cairo_user_to_device_distance(cr, &dx, &dy);
  const double px = std::hypot(dx, dy);  // device pixels a user unit
  if (!(px > 0)) return 0;
  return std::min((head.y1 - box.y0) / px + kChinGap * h, (art.grip_y - 0.5) * h);
}

// The props in the character's hands drawn over it (`front`) or under it: each with its grip on
// the hand's end as the skeleton lays it out (a four-legged body's in its mouth: its "mouth"
// spot), in the user space `user` (the caller's, before the character's own transformation); its
// box is claimed in `area` first.
void draw_held_props(cairo_t* cr, const Character& character, const Skeleton& skeleton,
                     const cairo_matrix_t& drawn, const cairo_matrix_t& user, double mirror,
                     const DrawOptions& options, bool front, PaintArea* area) {
  const bool outline = style_named(options.style.value_or(character.style)) != Style::kFlat &&
                       style_named(options.style.value_or(character.style)) != Style::kSoft;
  for (const HeldProp& held : options.held) {
    const bool falling = held.fall >= 0;
    if (held.art == nullptr || (falling ? !front : held.art->grip_in_front != front)) continue;
    std::optional<Point> hand;
    if (character.legs >= 4 && skeleton.view != nullptr) hand = spot_point(skeleton, "mouth");
    if (!hand) hand = limb_end(skeleton, character, held.hand < 0 ? "hand:-1" : "hand:1");
    if (!hand) continue;
    double x = hand->x, y = hand->y;
    cairo_matrix_transform_point(&drawn, &x, &y);  // tree units to device pixels
    cairo_save(cr);
    cairo_set_matrix(cr, &user);
    cairo_device_to_user(cr, &x, &y);
    const double h = held.box_height, w = held.art->width * h;
    const double left = mirror < 0 ? x - (1 - held.art->grip_x) * w : x - held.art->grip_x * w;
    if (character.legs < 4) y += held_lower(cr, *held.art, skeleton, drawn, left, y, h);
    if (falling) {
      // From where the hand held it (its foot's middle, never below the ground it lands on) to
      // where it lands: across as the share of the fall, down as its square (faster and faster,
      // as the frame's y falls).
      const double u = std::clamp(held.fall, 0.0, 1.0);
      const double from_x = left + w / 2;
      const double from_y = std::min(y + (1 - held.art->grip_y) * h, held.land_y);
      x = from_x + (held.land_x - from_x) * u;
      y = from_y + (held.land_y - from_y) * u * u;
      if (area != nullptr) area->will_paint(device_box(cr, x - w / 2, y - h, x + w / 2, y, 4));
      draw_prop(cr, *held.art, held.bites, held.text, x, y, h, 0.5, 1, mirror, outline);
      cairo_restore(cr);
      continue;
    }
    if (area != nullptr) {
      area->will_paint(device_box(cr, left, y - held.art->grip_y * h, left + w,
                                  y + (1 - held.art->grip_y) * h, 4));
    }
    draw_prop(cr, *held.art, held.bites, held.text, x, y, h, held.art->grip_x, held.art->grip_y,
              mirror, outline);
    cairo_restore(cr);
  }
}

void draw_posed(cairo_t* cr, const Character& character, const rt::Pose& pose,
                const Placement& where, const DrawOptions& options, double pose_scale,
                PaintArea* area) {
  if (!finite_pose(pose) || where.height <= 0 || character.views.empty() ||
      !drawable_size(cr, where.height, pose)) {
    return;
  }
  const double k = where.height / character.height;  // pixels per tree unit
  // facing × A mirrors the whole performance (spec §7.2). A facing gliding through 0 flips it at
  // 0, never squashed to a cut-out sliver: the engine shows the front view half way through the
  // turn (docs/CAMERA.md "Views"), which a side view turns through.
  double turn = std::signbit(where.facing * options.art_facing) ? -1.0 : 1.0;
  // In profile or three quarters a character in a conversation faces its partner (docs/CAMERA.md
  // "Conversations"); three quarters its face is turned already, the way it faces.
  const lipsync::FaceActing* talks = options.acting;
  const std::string& shown = character.view(pose.view).name;
  const bool quarter = shown == "three-quarter";
  if (talks != nullptr && std::abs(talks->turn) >= 0.5 && (shown == "side" || quarter)) {
    turn = talks->turn > 0 ? 1.0 : -1.0;
  }
  const double mirror = turn < 0 ? -1 : 1;
  const double units_per_px = character.height / (where.height / pose_scale);
  thread_local Scratch scratch;
  const Skeleton& skeleton = scratch.skeleton;
  // The floor in tree units, as the placement below maps them (docs/SHAPES.md §3.9).
  const double tilt = -mirror * pose.rot * kDeg;
  const double across = turn * pose.sx * (shown == "back" ? -1 : 1);
  // A squash bends the knees in the skeleton (Ground::squash); a stretch scales the drawing.
  const bool crouch = pose.sy > 0 && pose.sy < 1;
  const double sy = crouch ? 1 : pose.sy;
  const Ground ground{.sink = std::max(0.0, pose.dy) * units_per_px,
                      .a = std::sin(tilt) * across,
                      .b = std::cos(tilt) * sy,
                      .squash = crouch ? pose.sy : 1};
  pose_skeleton(character, pose, units_per_px, scratch.skeleton, &ground);
  const double feet_x = where.x + mirror * pose.dx * pose_scale;

  // The shadow stays on the ground: squashed with sy, smaller and fainter as the body hops.
  const double hop = std::max(0.0, -pose.dy * pose_scale);
  const double shrink = std::clamp(1 - hop / (where.height * 0.8), 0.3, 1.0);
  const double rx = skeleton.view->footprint * k * std::abs(pose.sx) * shrink *
                    (1 + 0.4 * std::max(0.0, 1 - pose.sy));
  const double ry = std::max(rx * 0.16, where.height * 0.012), shadow_alpha = 0.28 * shrink;
  const bool body = std::abs(turn * pose.sx) >= 1e-4 && std::abs(pose.sy) >= 1e-4;  // else a line
  Ink ink{.style = style_named(options.style.value_or(character.style)),
          .line = kOutlineShare * character.height};
  if (body) {
    cairo_save(cr);
    // Moved by dy, then settled so its lowest point meets the floor (a hop's dy lifts it off).
    cairo_translate(cr, feet_x, where.feet_y + pose.dy * pose_scale + skeleton.settle * k);
    cairo_rotate(cr, -mirror * pose.rot * kDeg);
    cairo_scale(cr, turn * pose.sx * k, sy * k);
    if (skeleton.mirrored) cairo_scale(cr, -1, 1);
    cairo_get_matrix(cr, &ink.character);
    cairo_restore(cr);
  }
  if (area != nullptr) {
    const PixelBox shadow = device_box(cr, feet_x - rx * 1.05, where.feet_y - ry * 1.1,
                                       feet_x + rx * 1.05, where.feet_y + ry * 1.1, 2);
    area->will_paint(body ? united(shadow, character_bounds(skeleton, ink.character, ink.line))
                          : shadow);
  }
  paint_ground_shadow(cr, feet_x, where.feet_y, rx, ry, shadow_alpha);
  if (!body) return;
  cairo_matrix_t user;
  cairo_get_matrix(cr, &user);
  draw_held_props(cr, character, skeleton, ink.character, user, mirror, options, false, area);
  cairo_save(cr);
  cairo_set_matrix(cr, &ink.character);
  // The gaze is on screen; the art's x runs the other way when the drawing is mirrored.
  const lipsync::FaceActing still{};
  const lipsync::FaceActing& acting = options.acting ? *options.acting : still;
  const double art_x = mirror * (skeleton.mirrored ? -1 : 1);
  // Asleep, the eyes stay shut: the blink held closed (docs/SHAPES.md §2).
  const double shut = pose.mood == "asleep" ? 1.0 : 0.0;
  const FaceState face{.blink = std::max({pose.blink, acting.blink, shut}),
                       .mouth = mouth_params(acting, pose.mouth),
                       .look = (acting.look != 0 ? acting.look : acting.turn) * art_x,
                       .turn = quarter ? 0.0 : acting.turn * art_x,
                       .mood = pose.mood.value_or(cowering(pose) > 0.5 ? "scared" : "neutral")};
  PartPainter(cr, skeleton, ink, face, scratch.chained, options.boxes).draw(0);
  cairo_restore(cr);
  draw_held_props(cr, character, skeleton, ink.character, user, mirror, options, true, area);
}

// Whether the character has a drawing for the view named.
bool has_view(const Character& character, std::string_view name) {
  return std::ranges::any_of(character.views,
                             [name](const CharacterView& v) { return v.name == name; });
}

// How far a nod's degrees dip a head seen from the front, in 1080p px a degree.
constexpr double kNodDip = 1.4;

}  // namespace

void draw_character(cairo_t* cr, const Character& character, const rt::Pose& pose,
                    const Placement& where, const DrawOptions& options, double pose_scale,
                    PaintArea* area) {
  const lipsync::FaceActing* talks = options.acting;
  // One seen from the front that talks with someone (its head turned past half way) turns its
  // body three quarters toward them, when its template draws three quarters and no move or
  // scene chose its view (docs/CAMERA.md "Conversations").
  const bool turned = !pose.view && talks != nullptr && std::abs(talks->turn) >= 0.5 &&
                      !character.views.empty() && character.views.front().name == "front" &&
                      has_view(character, "three-quarter");
  // Talking gestures (docs/SHAPES.md §2.2): the face clock's nods and tilts move the head,
  // unless a move names the head itself.
  const bool gestures =
      talks != nullptr && (talks->nod != 0 || talks->tilt != 0) &&
      std::ranges::none_of(pose.parts, [](const rt::PartValue& p) { return p.key == "head"; });
  // The body's acting (a speaker's hand, a laugh's shoulders, a happy tail), where no move
  // drives the part (docs/SHAPES.md §3.3).
  // A hand that holds a prop keeps still: the hand's beat is dropped.
  thread_local lipsync::FaceActing free_hands;
  if (talks != nullptr && talks->hand != 0 && !options.held.empty()) {
    free_hands = *talks;
    free_hands.hand = 0;
    talks = &free_hands;
  }
  const bool body = talks != nullptr && body_acts(character, pose, *talks);
  // Anticipation and settle (docs/SHAPES.md §3.3): a crouch before a rise, a settle after a
  // landing, the knees bent as a squash bends them.
  // Its own squash makes the crouch less (a jump's own); a walk leans it as it starts and stops.
  const double crouch = options.track == nullptr ? 0.0
                        : options.squash == nullptr
                            ? landing_crouch(*options.track)
                            : landing_crouch(*options.track, *options.squash);
  const double lean = options.across != nullptr ? walk_lean(*options.across) : 0.0;
  // A raised arm goes on past where its move stops it and comes back (left, right).
  const std::array<double, 2> past = options.arms != nullptr
                                         ? std::array<double, 2>{arm_overshoot((*options.arms)[0]),
                                                                 arm_overshoot((*options.arms)[1])}
                                         : std::array<double, 2>{};
  if (!turned && !gestures && !body && crouch == 0 && lean == 0 && past[0] == 0 && past[1] == 0) {
    draw_posed(cr, character, pose, where, options, pose_scale, area);
    return;
  }
  // A copy of the pose in storage kept from frame to frame: nothing allocated once warm.
  thread_local rt::Pose acted;
  acted = pose;
  if (turned) acted.view = "three-quarter";
  if (past[0] != 0) rt::add_part_value(acted.parts, "arm:-1", past[0]);
  if (past[1] != 0) rt::add_part_value(acted.parts, "arm:1", past[1]);
  if (!character.views.empty()) {
    // The tilt is on screen: art drawn mirrored tilts back. Mirrored as draw_posed mirrors it:
    // by its facing, or toward its partner in profile or three quarters.
    const std::string& shown = character.view(acted.view).name;
    double mirror = std::signbit(where.facing * options.art_facing) ? -1.0 : 1.0;
    if (talks != nullptr && (shown == "side" || shown == "three-quarter") &&
        std::abs(talks->turn) >= 0.5)
      mirror = talks->turn > 0 ? 1.0 : -1.0;
    // The lean is on screen (counter-clockwise); the pose's rot turns with the mirror.
    acted.rot += mirror * lean;
    if (gestures && shown == "side") {
      rt::add_part_value(acted.parts, "head", -talks->nod);  // in profile a nod turns the face down
    } else if (gestures) {
      rt::add_part_value(acted.lift, "head", -kNodDip * talks->nod);
      rt::add_part_value(acted.parts, "head", mirror * talks->tilt);
    }
    if (body) act_body(character, *talks, shown, mirror, acted);
  }
  acted.sy *= 1 - crouch;
  acted.sx *= 1 + crouch / 2;
  draw_posed(cr, character, acted, where, options, pose_scale, area);
}

}  // namespace jt::render
