#include "jt/render/cartoon_frame.h"
#include "jt/runtime/camera.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>

namespace jt::render {
namespace {

constexpr std::size_t kMostHeads = 16;  // heads a caption keeps clear of (on the stack)

// Where a character's head is at a placement (x, y, h: not its pose, which moves all the time):
// the top half of its height, a little wider.
HeadArea head_at(double x, double feet, double h, double width, double height) {
  h *= height;
  x *= width;
  feet *= height;
  return {x - 0.34 * h, feet - 1.05 * h, x + 0.34 * h, feet - 0.5 * h};
}

HeadArea head_of(const rt::CharacterFrame& who, double width, double height) {
  return head_at(who.x, who.y, who.h, width, height);
}

// What a caption keeps clear of: the head and the whole figure, feet to antennae (which stand
// above its height), as wide as a dog is long, where it stood when the caption began (the box
// stays put for the whole of a line while the character glides).
CharacterArea caption_area(const rt::CharacterFrame& who, double width, double height) {
  const double h = who.caption_h * height, x = who.caption_x * width;
  const double feet = who.caption_y * height;
  return {head_at(who.caption_x, who.caption_y, who.caption_h, width, height),
          {x - 0.6 * h, feet - 1.3 * h, x + 0.6 * h, feet + 0.02 * h}};
}

// A creature lies on the floor where its body is (its world px at stage px zoom·(x, tilt·y) of
// a 1080-line picture): its figure the ribbon's extent (its thickness drawn whole, not
// foreshortened: render/src/creature_draw.cpp), its head around its head's point.
CharacterArea creature_area(const rt::CharacterFrame& who, double height) {
  const double scale = height / 1080 * who.zoom, tilt = rt::kFloorTilt;
  const creature::CreaturePose& body = who.body;
  HeadArea figure{1e300, 1e300, -1e300, -1e300};
  double widest = 0;
  for (std::size_t i = 0; i < body.points.size() && i < body.half_widths.size(); ++i) {
    const double r = body.half_widths[i];
    widest = std::max(widest, r);
    figure.x0 = std::min(figure.x0, scale * (body.points[i].x - r));
    figure.x1 = std::max(figure.x1, scale * (body.points[i].x + r));
    figure.y0 = std::min(figure.y0, scale * (tilt * body.points[i].y - r));
    figure.y1 = std::max(figure.y1, scale * (tilt * body.points[i].y + r));
  }
  if (figure.x0 > figure.x1) return {};
  const double hx = scale * body.head.x, hy = scale * tilt * body.head.y, hr = scale * 1.5 * widest;
  return {{hx - hr, hy - hr, hx + hr, hy + hr}, figure};
}

// A box of the wide picture as the camera shows it (rolled, the box around its turned corners).
HeadArea seen(const HeadArea& box, const StageView& view) {
  HeadArea out{1e300, 1e300, -1e300, -1e300};
  for (const double x : {box.x0, box.x1}) {
    for (const double y : {box.y0, box.y1}) {
      double px = x, py = y;
      view.map(px, py);
      out = {std::min(out.x0, px), std::min(out.y0, py), std::max(out.x1, px),
             std::max(out.y1, py)};
    }
  }
  return out;
}

// Whether a character placed at `who` may show in the picture through `view`: its figure with
// room for its gestures, feet to antennae, arms out.
bool in_picture(const rt::CharacterFrame& who, const StageView& view, StageSize stage, double width,
                double height, double pose_scale) {
  if (who.creature != nullptr) return true;  // a creature's body lies where its pose says
  const double h = who.h * stage.height, x = who.x * stage.width, feet = who.y * stage.height;
  const double reach = h + (std::abs(who.pose.dx) + std::abs(who.pose.dy)) * pose_scale;
  const HeadArea box = seen({x - reach, feet - 1.3 * h - reach, x + reach, feet + reach}, view);
  return box.x1 > 0 && box.x0 < width && box.y1 > 0 && box.y0 < height;
}

// Bubbles (docs/CAMERA.md "Bubbles"): one over each visible speaker, its own line's words, above
// its head as the pose lifts it. Returns whether `caption` is one of their lines (a caption block
// showing beside them is still drawn as a caption).
bool draw_bubbles(Canvas& canvas, const rt::Frame& frame, const StageView& view,
                  const std::string& caption) {
  const auto [width, height] = stage_size(canvas.width(), canvas.height());
  thread_local std::string words;  // the bubble's text, kept so a frame allocates nothing
  bool said = false;
  for (const rt::CharacterFrame& speaker : frame.characters) {
    if (!speaker.visible || speaker.line.empty() || speaker.creature) continue;
    said |= speaker.line == caption;
    const double lift = std::min(0.0, speaker.pose.dy) * canvas.pose_scale();
    HeadArea head = head_of(speaker, width, height);
    head.y0 += lift;
    head.y1 += lift;
    const double h = speaker.h * height;
    words.assign(speaker.line);
    canvas.bubble(words, seen(head, view),
                  view.x0 + view.scale * (speaker.x * width + 0.08 * h * speaker.facing),
                  view.y0 + view.scale * (speaker.y * height - 0.72 * h + lift));
  }
  return said;
}

void draw_captions(Canvas& canvas, const rt::Frame& frame, CaptionStyle style,
                   const StageView& view) {
  if (!frame.caption || style == CaptionStyle::kNone) return;
  if (style == CaptionStyle::kBubble && draw_bubbles(canvas, frame, view, *frame.caption)) return;
  const auto [width, height] = stage_size(canvas.width(), canvas.height());
  std::array<CharacterArea, kMostHeads> areas;
  std::size_t count = 0;
  for (const rt::CharacterFrame& who : frame.characters) {
    if (!who.visible || count >= kMostHeads) continue;
    const CharacterArea area =
        who.creature ? creature_area(who, height) : caption_area(who, width, height);
    areas[count++] = {seen(area.head, view), seen(area.figure, view)};
  }
  canvas.caption(*frame.caption, std::span<const CharacterArea>(areas.data(), count));
}

// The most props a character holds (one a hand) and a frame shows, on the stack.
constexpr std::size_t kMostHeld = 2;
constexpr std::size_t kMostProps = 64;

// A prop standing on the stage, where it is drawn: its foot's middle in the wide picture's
// pixels, its box's height, and the feet line it stands on (for the order with characters).
struct StandingProp {
  const rt::PropFrame* frame = nullptr;
  const PropArt* art = nullptr;
  double x = 0, y = 0, box = 0, depth = 0;
};

const PropArt* art_of(const PropArts* props, const rt::PropFrame& p) {
  if (props == nullptr) return nullptr;
  const auto it = props->find(p.pack);
  return it == props->end() ? nullptr : &it->second;
}

// Whether the prop falls from the hand of a character the frame shows (docs/PROPS.md): that
// character draws it, from its hand down.
bool falls_from_a_hand(const rt::Frame& frame, const rt::PropFrame& p) {
  return p.fall >= 0 && std::ranges::any_of(frame.characters, [&](const rt::CharacterFrame& c) {
           return c.visible && c.creature == nullptr && c.id == p.dropper;
         });
}

// How far in front of its feet line a dropped prop that has landed is ordered (a stage
// fraction): past kFeetSlack, so it stays in front of the one who dropped it, as it fell.
constexpr double kFeetSlack = 0.005, kDroppedInFront = 2 * kFeetSlack;

// The props nobody holds, where they stand: on the ground at their place, or on the top of the
// prop they were put on (drawn after it). One on a prop that is held, or on a chain of them
// longer than the props, is not drawn.
std::size_t standing_props(const rt::Frame& frame, const PropArts* props, double width,
                           double height, std::array<StandingProp, kMostProps>& out) {
  std::size_t n = 0;
  for (const rt::PropFrame& p : frame.props) {
    if (!p.holder.empty() || !p.on.empty() || n == kMostProps || falls_from_a_hand(frame, p))
      continue;
    if (const PropArt* art = art_of(props, p)) {
      const double depth = p.dropper.empty() ? p.y : p.ground_y + kDroppedInFront;
      out[n++] = {&p, art, p.x * width, p.y * height, art->height * p.size * height, depth};
    }
  }
  // Props on props, as many rounds as it takes to stand each on one already placed.
  for (std::size_t round = 0; round < frame.props.size() && n < kMostProps; ++round) {
    bool placed = false;
    for (const rt::PropFrame& p : frame.props) {
      if (!p.holder.empty() || p.on.empty() || n == kMostProps) continue;
      const auto done = [&](const StandingProp& s) { return s.frame == &p; };
      if (std::find_if(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n), done) !=
          out.begin() + static_cast<std::ptrdiff_t>(n)) {
        continue;
      }
      const auto base = std::find_if(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n),
                                     [&](const StandingProp& s) { return s.frame->name == p.on; });
      const PropArt* art = art_of(props, p);
      if (base == out.begin() + static_cast<std::ptrdiff_t>(n) || art == nullptr) continue;
      const double top = base->y - base->box * (1 - base->art->top);
      out[n++] = {&p, art, p.x * width, top, art->height * p.size * height, base->depth};
      placed = true;
    }
    if (!placed) break;
  }
  // Drawn back to front: by the feet line they stand on, props on props after their base.
  std::stable_sort(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n),
                   [](const StandingProp& a, const StandingProp& b) { return a.depth < b.depth; });
  return n;
}

// The props `who` holds, for its drawing.
std::size_t held_props(const rt::Frame& frame, const PropArts* props, const std::string& who,
                       double width, double height, std::array<HeldProp, kMostHeld>& out) {
  std::size_t n = 0;
  for (const rt::PropFrame& p : frame.props) {
    const bool falling = p.holder.empty() && p.dropper == who && falls_from_a_hand(frame, p);
    if ((p.holder != who && !falling) || n == kMostHeld) continue;
    if (const PropArt* art = art_of(props, p)) {
      out[n++] = {.art = art,
                  .hand = p.hand,
                  .bites = p.bites,
                  .box_height = art->height * p.size * height,
                  .text = p.text,
                  .fall = falling ? p.fall : -1,
                  .land_x = p.x * width,
                  .land_y = p.ground_y * height};
    }
  }
  return n;
}

}  // namespace

namespace {

constexpr double kStageAspect = 16.0 / 9.0;  // spec §7.2's default: the runtime's stage
// A character's half width framed in a picture narrower than the stage, a share of its height:
// its head (head_at's ±0.34), so a close-up never cuts it.
constexpr double kFramedHalfWidth = 0.35;
constexpr double kFramedMargin = 0.05;  // room left and right of them, a share of the width
constexpr double kFaceHeight = 0.78;    // where a face is, a share of the height above the feet

// A box of the stage, its centre and size in the stage's pixels.
struct Box {
  double cx = 0, cy = 0, w = 0, h = 0;
};

// The picture's part of the stage for `fit` kFrame (docs/RENDER.md "Framing"): `shown` is the
// camera's part (the stage's shape), `aspect` the picture's width over its height.
Box framed(const rt::Frame& frame, const Box& shown, StageSize stage, double aspect) {
  Box p = shown;
  if (aspect < kStageAspect) {
    // Narrower: as tall as the camera's part, wider where the characters it shows need it (their
    // faces in it), on them; taller then below, so the camera's headroom stays, and above when
    // they would hop out of it (a close-up made as wide as a head shows the body too).
    double x0 = 1e300, x1 = -1e300, top = shown.cy - shown.h / 2;
    for (const rt::CharacterFrame& who : frame.characters) {
      if (!who.visible || !std::isfinite(who.x) || !std::isfinite(who.y) || !std::isfinite(who.h) ||
          !(who.h > 0)) {
        continue;
      }
      const double x = who.x * stage.width, h = who.h * stage.height;
      const double face = (who.y - kFaceHeight * who.h) * stage.height;
      if (std::abs(x - shown.cx) > shown.w / 2 || std::abs(face - shown.cy) > shown.h / 2) continue;
      x0 = std::min(x0, x - kFramedHalfWidth * h);
      x1 = std::max(x1, x + kFramedHalfWidth * h);
      top =
          std::min(top, (who.y - rt::shot_span(rt::ShotSize::kMedium).top * who.h) * stage.height);
    }
    p.w = shown.h * aspect;
    if (x0 <= x1) {
      p.w = std::max(p.w, (x1 - x0) / (1 - 2 * kFramedMargin));
      const double mid = (x0 + x1) / 2, slack = (shown.w - p.w) / 2;
      p.cx = slack > 0 ? std::clamp(mid, shown.cx - slack, shown.cx + slack) : mid;
    }
    p.h = p.w / aspect;
    p.cy = (p.h > shown.h ? top : shown.cy - shown.h / 2) + p.h / 2;
  } else {
    // Wider: as wide as the camera's part, a third of what is cut from the top.
    p.h = p.w / aspect;
    p.cy = shown.cy - shown.h / 2 + (shown.h - p.h) / 3 + p.h / 2;
  }
  // Kept to the stage where it fits; a picture taller than the stage shows a third of the extra
  // above it, two thirds below (the ground extended under the characters' feet).
  p.cx = p.w <= stage.width ? std::clamp(p.cx, p.w / 2, stage.width - p.w / 2) : stage.width / 2;
  p.cy = p.h <= stage.height ? std::clamp(p.cy, p.h / 2, stage.height - p.h / 2)
                             : p.h / 2 - (p.h - stage.height) / 3;
  return p;
}

}  // namespace

std::optional<Fit> fit_from_name(std::string_view name) {
  if (name == "frame") return Fit::kFrame;
  if (name == "contain") return Fit::kContain;
  if (name == "cover") return Fit::kCover;
  return std::nullopt;
}

std::string_view fit_name(Fit fit) {
  switch (fit) {
    case Fit::kFrame:
      return "frame";
    case Fit::kContain:
      return "contain";
    case Fit::kCover:
      return "cover";
  }
  return "frame";
}

StageSize stage_size(double width, double height) {
  if (!(width > 0) || !(height > 0) || std::abs(width / height / kStageAspect - 1) <= 0.01) {
    return {width, height};
  }
  const double h = std::min(width, height);
  return {h * kStageAspect, h};
}

StageView frame_view(const rt::Frame& frame, double width, double height, Fit fit) {
  const StageSize stage = stage_size(width, height);
  if (stage.width == width && stage.height == height)
    return camera_view(frame.camera, width, height);
  const rt::Camera c = rt::keep_in_stage(frame.camera, kStageAspect);
  const Box shown{c.x * stage.width, c.y * stage.height, c.w * stage.width, c.w * stage.height};
  double scale = 0;
  Box p = shown;
  switch (fit) {
    case Fit::kContain:
      scale = std::min(width / shown.w, height / shown.h);
      break;
    case Fit::kCover:
      scale = std::max(width / shown.w, height / shown.h);
      break;
    case Fit::kFrame:
      p = framed(frame, shown, stage, width / height);
      scale = width / p.w;
      break;
  }
  return {width / 2 - p.cx * scale,
          height / 2 - p.cy * scale,
          scale,
          stage.width,
          stage.height,
          c.roll,
          width / 2,
          height / 2};
}

StageView camera_view(const rt::Camera& camera, double width, double height) {
  if (camera == rt::Camera{}) return {};
  const rt::Camera c = rt::keep_in_stage(camera, width / height);
  const double scale = 1 / c.w;
  return {.x0 = width / 2 - c.x * width * scale,
          .y0 = height / 2 - c.y * height * scale,
          .scale = scale,
          .roll = c.roll,
          .turn_x = width / 2,
          .turn_y = height / 2};
}

void draw_cartoon_frame(Canvas& canvas, const rt::Frame& frame, const Background* background,
                        const CastDrawings& cast, CaptionStyle captions, Fit fit,
                        const PropArts* props) {
  const double width = canvas.width(), height = canvas.height();
  const Grade grade = grade_from_name(frame.grade).value_or(Grade::kNormal);
  const StageView view = frame_view(frame, width, height, fit);
  const StageSize stage = stage_size(width, height);
  if (background != nullptr) {
    canvas.background(*background, grade, view);
  } else {
    canvas.clear();
  }
  canvas.look_through(view);
  // The props on the stage are drawn before the characters standing in front of them (their feet
  // lower in the picture), after those behind.
  std::array<StandingProp, kMostProps> standing;
  const std::size_t standing_count =
      standing_props(frame, props, stage.width, stage.height, standing);
  std::size_t next_prop = 0;
  const auto props_behind = [&](double feet) {
    for (; next_prop < standing_count && standing[next_prop].depth <= feet; ++next_prop) {
      const StandingProp& p = standing[next_prop];
      canvas.draw_prop(*p.art, p.frame->bites, p.frame->text, p.x, p.y, p.box);
    }
  };
  for (const rt::CharacterFrame& who : frame.characters) {
    if (!who.visible) continue;
    props_behind(who.creature != nullptr ? 0 : who.y + kFeetSlack);
    // What the camera does not see is not drawn.
    if (!view.whole() && !in_picture(who, view, stage, width, height, canvas.pose_scale())) {
      continue;
    }
    const auto drawing = cast.find(who.id);
    if (drawing == cast.end()) continue;
    if (drawing->second.creature != nullptr && who.creature != nullptr) {
      // Its world lies on the floor: stage px zoom·(x, kFloorTilt·y) of a 1080-line picture.
      canvas.draw_creature(*drawing->second.creature, who.body,
                           {.scale = stage.height / 1080 * who.zoom, .tilt = rt::kFloorTilt});
      continue;
    }
    // Spec §7.2's units: x of the width at the root, y the feet line and h the height, both of
    // the picture's height.
    std::array<HeldProp, kMostHeld> held;
    canvas.draw_character(
        drawing->second.character, who.pose,
        {.x = who.x * stage.width,
         .feet_y = who.y * stage.height,
         .height = who.h * stage.height,
         .facing = who.facing},
        {.style = drawing->second.style,
         .art_facing = drawing->second.art_facing,
         .acting = who.acting.acted ? &who.acting : nullptr,
         .held = std::span<const HeldProp>(
             held.data(), held_props(frame, props, who.id, stage.width, stage.height, held)),
         .track = &who.track,
         .squash = &who.track_squash,
         .across = &who.track_dx,
         .arms = &who.track_arms});
  }
  props_behind(std::numeric_limits<double>::infinity());
  canvas.look_through({});
  canvas.grade(grade);
  draw_captions(canvas, frame, captions, view);
}

}  // namespace jt::render
