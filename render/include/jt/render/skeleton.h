// The skeleton's renderer half (spec §2 renderer conventions, §8.1, §8.2): where every part of a
// character's view is for a pose, in tree units (y down, the origin the ground point under the
// character), before the placement on stage. Plain data, so tests can check the geometry.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "jt/render/character.h"
#include "jt/runtime/pose.h"

namespace jt::render {

// A 2-D affine map: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0 (cairo_matrix_t's fields).
struct Affine {
  double xx = 1, yx = 0, xy = 0, yy = 1, x0 = 0, y0 = 0;

  Point apply(Point p) const { return {xx * p.x + xy * p.y + x0, yx * p.x + yy * p.y + y0}; }
  // This map after `inner`: (this ∘ inner)(p) = this(inner(p)).
  Affine then(const Affine& inner) const;
  static Affine translate(double x, double y) { return {1, 0, 0, 1, x, y}; }
  static Affine scale(double x, double y) { return {x, 0, 0, y, 0, 0}; }
  static Affine rotate_cw(double degrees);  // clockwise on screen (y down)
};

struct PartPlace {
  Affine world;         // the part's frame in the view's tree units
  double angle = 0;     // the pose's angle it turns by, degrees counter-clockwise, after limits
  bool lifted = false;  // drawn above its siblings (its `over` range, or a reaching limb)
  int behind = -1;      // drawn just before this part instead (a limb reaching behind the body)
  double local = 0;     // its rotation in its parent's frame after IK, degrees clockwise
  double lift = 0;      // how far its lift channels raise it, tree units
  Point planted;        // a leg under a bending body (fold): where its paw stays
  // Head on, a leg swung toward the viewer (docs/SHAPES.md §3.10): its direction out of the
  // screen's plane (degrees forward from straight down), how far its joint is toward the viewer
  // (tree units), its length's share on screen (its y scale), a foot's scale for its nearness
  // and a shin's width for its knee's.
  double toward = 0, depth = 0, shorten = 1, near = 1, wide = 1;
};

// The floor in a view's tree units for one placement (docs/SHAPES.md §3.9): a tree point p lies
// `sink + a·p.x + b·p.y` units under the floor (negative: above it). `sink` is how far the pose
// lowers the drawing (its dy down, in tree units; never negative: a hop lifts the whole drawing
// off the floor it stands on, after the contact is made).
struct Ground {
  double sink = 0, a = 0, b = 1;
  // A squash (the pose's sy below 1) the skeleton takes instead of the placement: the body is
  // squashed about the floor while the legs keep their length and bend (docs/SHAPES.md §3.9).
  double squash = 1;
};

struct Skeleton {
  const CharacterView* view = nullptr;
  double settle = 0;                 // with a Ground: tree units the drawing moves down to meet it
  bool mirrored = false;             // the back view: drawn as the front mirrored
  std::vector<PartPlace> places;     // one per view part
  std::vector<std::string> reached;  // the limbs IK moved ("hand:1"), for tests
};

// Lays `character` out for `pose`. `units_per_px` is the tree units per 1080p pixel at the
// character's placed height (reach points and lift channels are in 1080p pixels).
Skeleton pose_skeleton(const Character& character, const rt::Pose& pose, double units_per_px);
// The same into `out`, reusing its storage: a caller drawing frame after frame keeps one Skeleton
// and lays out without allocating.
// With `ground`, the feet that would sink under the floor are lifted onto it by bending their
// legs, and `settle` puts the drawing's lowest point on the floor (docs/SHAPES.md §3.9).
void pose_skeleton(const Character& character, const rt::Pose& pose, double units_per_px,
                   Skeleton& out, const Ground* ground = nullptr);

// How a part turns for a pose: `angle` on screen, degrees counter-clockwise, and `swing`, the
// degrees a leg (forward) or a shin (its knee bending, the foot going back) seen head on turns
// toward the viewer, out of the screen's plane (docs/SHAPES.md §3.10; 0 for every other part).
struct PartTurn {
  double angle = 0, swing = 0;
};
PartTurn part_turn(const Character& character, const CharacterView& view, int part,
                   const rt::Pose& pose);
// The angle a part turns by on screen (PartTurn::angle): the sum of the channels it reads (spec §2,
// the part synonyms), held to its limits unless the character is silly, eased into its fold.
// Exposed for tests.
double part_angle(const Character& character, const CharacterView& view, int part,
                  const rt::Pose& pose);

// How far a forearm with `tuck` bends its elbow for its arm turned in across the body (degrees;
// 0 for any other part; at most kElbowTuckMost). Exposed for tests.
inline constexpr double kElbowTuckMost = 140;  // the hand up beside the shoulder, outside it
double elbow_tuck(const CharacterView& view, int part, const rt::Pose& pose);

// Where the spot `name` (a view's spots: "mouth", "chest") is as `skeleton` lays the view out, in
// its tree units; nullopt when the view has no such spot.
std::optional<Point> spot_point(const Skeleton& skeleton, const std::string& name);

// The world position of a limb's end for a reach key ("hand:1"), or nullopt when the view has no
// such limb. Exposed for the IK tests.
std::optional<Point> limb_end(const Skeleton& skeleton, const Character& character,
                              const std::string& limb);

}  // namespace jt::render
