// A picture being drawn: a plain stage, characters placed on it for their poses, labels; then
// its pixels or a PNG. Cairo stays behind this interface.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jt/creature/pose.h"
#include "jt/lipsync/face_acting.h"
#include "jt/render/character.h"
#include "jt/render/creature_art.h"
#include "jt/render/stage.h"
#include "jt/runtime/frame.h"
#include "jt/runtime/pose.h"

namespace jt::render {

// Where a character stands, in pixels of this canvas (spec §7.2 turned into pixels).
struct Placement {
  double x = 0;       // the feet centre
  double feet_y = 0;  // the ground line under it
  double height = 0;  // its drawn height standing at rest
  double facing = 1;  // the way it faces on screen, +1 right, -1 left (between: turning round);
                      // the art's own facing is DrawOptions::art_facing
};

// A camera as a canvas draws it (docs/CAMERA.md): a point of the wide picture at pixel s is drawn
// at scale · s + (x0, y0). The default shows the whole stage, as it always was.
// `stage_w` x `stage_h`: the wide picture's size in its own pixels when it is not the canvas's (a
// picture of another shape than the stage's: docs/RENDER.md "Framing"); 0: the canvas's. What of
// the canvas lies beyond the stage shows the stage's sky and ground extended.
// `roll`: then the whole is turned that many degrees counter-clockwise about the canvas's pixel
// (turn_x, turn_y), its centre (the camera's roll).
struct StageView {
  double x0 = 0, y0 = 0, scale = 1;
  double stage_w = 0, stage_h = 0;
  double roll = 0, turn_x = 0, turn_y = 0;
  bool operator==(const StageView&) const = default;
  bool whole() const { return *this == StageView{}; }

  // Where the wide picture's pixel (x, y) is drawn on the canvas, and back.
  void map(double& x, double& y) const {
    x = x0 + scale * x;
    y = y0 + scale * y;
    if (roll == 0) return;
    const double a = roll * kRadiansPerDegree, c = std::cos(a), s = std::sin(a);
    const double dx = x - turn_x, dy = y - turn_y;
    x = turn_x + dx * c + dy * s;
    y = turn_y - dx * s + dy * c;
  }
  void unmap(double& x, double& y) const {
    if (roll != 0) {
      const double a = roll * kRadiansPerDegree, c = std::cos(a), s = std::sin(a);
      const double dx = x - turn_x, dy = y - turn_y;
      x = turn_x + dx * c - dy * s;
      y = turn_y + dx * s + dy * c;
    }
    x = (x - x0) / scale;
    y = (y - y0) / scale;
  }
  static constexpr double kRadiansPerDegree = 3.14159265358979323846 / 180;
};

// A debug record of what draw_character painted, in painting order: each part's shape and each
// eye of a face, as the box it covers in canvas pixels (docs/SHAPES.md §3.9). Tests use it to
// check a drawing rule over many poses (a hand never over an eye) without reading pixels.
struct DrawnBox {
  enum class Kind { kPart, kEye };
  Kind kind = Kind::kPart;
  std::string id;    // the part's id (an eye: its head's)
  std::string role;  // the part's role ("" for a decoration)
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// A box of pixels: x0 <= x < x1, y0 <= y < y1 (empty when either range is).
struct PixelBox {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x0 >= x1 || y0 >= y1; }
};

struct PropArt;  // jt/render/prop.h

// A prop in a character's hand (docs/PROPS.md): drawn with its grip on the hand as the pose puts
// it, over the hand or behind it as its grip says, mirrored with the character.
struct HeldProp {
  const PropArt* art = nullptr;
  int hand = 1;  // 1 the right, -1 the left
  int bites = 0;
  double box_height = 0;  // in the picture's pixels of the wide shot
  std::string_view text;  // the words in its label (the frame's, which outlives the drawing)
  // A prop falling from this hand (a drop): the share of the fall gone (0..1; −1 when held) and
  // where it lands, its foot's middle (the picture's pixels of the wide shot): it falls from the
  // hand's grip to there, faster and faster, drawn in front of the character.
  double fall = -1, land_x = 0, land_y = 0;
};

struct DrawOptions {
  std::optional<std::string> style;        // overrides the character's own style
  int art_facing = 1;                      // the art's designed facing A (the look's `facing`)
  std::vector<DrawnBox>* boxes = nullptr;  // debug: appends what is drawn (slower: tests only)
  // The face beyond the pose (the voice's mouth, blinks, gaze); null: the pose's face alone.
  const lipsync::FaceActing* acting = nullptr;
  std::span<const HeldProp> held;  // the props in its hands
  // Its track (rt::CharacterFrame::track): it crouches before a rise and settles after a landing
  // (docs/SHAPES.md §3.3); null: drawn as posed. `squash` its own squash then (track_squash: less
  // crouch where its moves squash it already), `across` its track across (track_dx: it leans
  // back before it sets off and sways when it stops); null: none.
  const std::array<double, rt::kTrackSamples>* track = nullptr;
  const std::array<double, rt::kTrackSamples>* squash = nullptr;
  const std::array<double, rt::kTrackSamples>* across = nullptr;
  // Its upper arms' tracks (track_arms, left and right): a raised arm overshoots where it stops.
  const std::array<std::array<double, rt::kTrackSamples>, 2>* arms = nullptr;
};

class Canvas {
 public:
  Canvas(int width, int height);
  ~Canvas();
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  int width() const;
  int height() const;
  // The scale of pose offsets: min(W, H) / 1080 (spec §7.2).
  double pose_scale() const;

  // Each of these three starts a frame on its stage: a stage is drawn once and kept, and a
  // frame copies it back only where the last frame drew (docs/PERFORMANCE.md "Drawing").
  // `grade`: the grade the frame will have (grade() it after drawing): the stage is kept graded.
  // A plain light stage: a soft wall, a floor from `ground_y` down.
  void plain_stage(double ground_y, Grade grade = Grade::kNormal);
  // Every pixel transparent (a picture without a stage, for --transparent).
  void clear();
  // A place's background over the whole picture (docs/STAGE.md), seen through `view`: drawn at
  // its scale as vectors, never a picture enlarged.
  void background(const Background& background, Grade grade = Grade::kNormal,
                  const StageView& view = {});
  // What is drawn next (characters, creatures) is seen through `view`, until the next call: a
  // character's placement stays in the wide picture's pixels. Captions and labels are drawn
  // after look_through({}).
  void look_through(const StageView& view);
  // Draws the character for its pose: the ground shadow, then its parts back to front, mirrored
  // by facing × art_facing with the pose's dx and rot (spec §7.2).
  void draw_character(const Character& character, const rt::Pose& pose, const Placement& where,
                      const DrawOptions& options = {});
  // A prop standing with the middle of its foot at (x, y), `box_height` tall, `text` in its label
  // (docs/PROPS.md).
  void draw_prop(const PropArt& art, int bites, std::string_view text, double x, double y,
                 double box_height);
  // A creature's pose lying on the floor plane, its world mapped to the canvas by `view`, with its
  // soft shadow (docs/CREATURES.md, "Drawing").
  void draw_creature(const CreatureArt& art, const creature::CreaturePose& pose,
                     const CreatureView& view);
  // The grade over everything drawn so far (call it before the caption, which stays readable);
  // cheap when the frame's stage was started with the same grade, once a frame.
  void grade(Grade grade);
  // The caption box near the bottom, or the top when it would cover one of `heads`
  // (docs/STAGE.md "Captions").
  void caption(const std::string& text, std::span<const CharacterArea> characters = {});
  // A speech bubble over the speaker's head, its tail toward the mouth (docs/STAGE.md).
  void bubble(const std::string& text, const HeadArea& speaker, double mouth_x, double mouth_y);
  // Drawing limited to a rectangle until unclip() (a contact sheet's cell).
  void clip(double x, double y, double w, double h);
  void unclip();
  // One line of text, its top-left at (x, y), `size` pixels high.
  void label(const std::string& text, double x, double y, double size);

  // The pixels: Cairo's ARGB32 (premultiplied, native-endian 32-bit words), `width() * 4` bytes a
  // row.
  std::span<const std::uint8_t> pixels();
  // The picture as PNG bytes.
  std::string png();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace jt::render
