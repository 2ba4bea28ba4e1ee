// A character pack's content read once into a render-side model (the pack format's "Character
// packs"; docs/SHAPES.md): trees of parts per view, each part's shape, face and skeleton fields.
// Plain data, immutable once read; the drawing (draw.h) reads it for every frame.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::render {

struct Rgb {
  double r = 0, g = 0, b = 0;  // 0..1
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

struct Point {
  double x = 0, y = 0;
};

enum class ShapeType {
  kEllipse,
  kCapsule,
  kHcapsule,
  kTeardrop,
  kDrop,
  kTri,
  kRrect,
  kEgg,
  kSpike,
  kTaper,
  kStrokes,
  kPoly
};

// {type, w, h, ox, oy} and what the type reads (docs/SHAPES.md §1). Tree units, y down.
struct Shape {
  ShapeType type = ShapeType::kEllipse;
  double w = 0, h = 0, ox = 0, oy = 0;
  double r = 0;                              // rrect: corner radius
  double top = 0.5;                          // egg: the top's width as a fraction of w
  double lean = 0;                           // spike: the tip's sideways shift as a fraction of w
  double w2 = 0;                             // taper: the far end's width
  double lw = 2;                             // strokes: line width
  std::vector<std::array<double, 4>> lines;  // strokes
  std::vector<std::vector<Point>> subs;      // poly: outlines
  bool smooth = false;  // poly: each outline a smooth closed curve through its points
};

// Where a face puts its features, in its part's frame (docs/SHAPES.md §2).
struct Face {
  double eye_x = 0, eye_y = 0, eye_r = 0, mouth_w = 0, mouth_h = 0, mouth_y = 0;
  double eye_cx = 0, mouth_x = 0;
  int eyes = 2;
  bool slit = false;    // cat's eyes: a slit pupil
  double pupil = 0.55;  // pupil radius as a fraction of eye_r
  bool brows = true;
  std::optional<Rgb> brow_color, mouth_color;
  bool fangs = false;
  struct Beak {
    double w = 0, h = 0;
    Rgb color;
  };
  std::optional<Beak> beak;
  std::optional<Rgb> cheeks;
  bool profile = false;  // seen from the side: eyes look toward +x, the mouth at the front
  double z = 0;          // its order among its part's children (>= 0: drawn after the part's shape)
};

// A role's general channels on one side: "R" and "R:S" (spec §2 "Renderer conventions").
struct RoleKeys {
  std::string plain;  // "R"
  std::string sided;  // "R:S"; empty for side 0 (a side-less part reads no sided channel)
};

// The pose channel keys a part reads (part_angle.cpp, the lift in skeleton.cpp), built once when
// the character is read: drawing a frame compares them with the pose's keys and builds none.
// Empty for a decoration (no role).
struct PartKeys {
  static constexpr int kMaxIndex = 15;  // a chain's segments are numbered 0..15
  RoleKeys general;                     // R, R:S
  std::vector<RoleKeys> indexed;        // R#I, R:S#I for I = 0 .. max(kMaxIndex, its index)
  // The channels of other roles the part synonyms borrow, on the part's side.
  RoleKeys arm, forearm, hand, claw;

  // The keys of index i, or null for a negative one (no pose channel has one).
  const RoleKeys* at(int i) const {
    return i >= 0 && static_cast<std::size_t>(i) < indexed.size()
               ? &indexed[static_cast<std::size_t>(i)]
               : nullptr;
  }
};

struct Part {
  std::string id, role;  // role empty: a decoration nothing moves
  int side = 0;
  std::optional<int> index;
  std::optional<Shape> shape;
  Point pos;
  double rot = 0;  // rest angle, degrees clockwise on screen
  double sx = 1, sy = 1;
  double z = 0;
  Rgb fill;
  bool has_fill = false;
  std::optional<Rgb> outline;  // the outline's colour when it is not the fill's shade
  bool no_outline = false;
  std::optional<Face> face;
  std::optional<std::pair<double, double>> limits;  // degrees counter-clockwise
  double flex = 1;  // IK: the middle joint bends counter-clockwise (1) or clockwise (-1)
  std::optional<std::pair<double, double>> over;  // in this angle range, drawn above its siblings
  double sign = 1;            // the factor on the channels it borrows from other roles
  double fold = 0;            // a body on planted legs turns at most about this far (0: no limit)
  double bend = 1;            // the factor on the chain channels beyond the last drawn segment
  double curl = 0;            // a chain follower's share of the chain's general channel
  double tuck = 0;            // a forearm: degrees its elbow bends per degree its arm turns inward
  std::optional<Point> tip;   // the end of this limb segment (IK end point)
  std::optional<Shape> fit;   // a patch drawn inside the shape (a belly, a muzzle)
  std::vector<int> children;  // indexes into CharacterView::parts, in z order
  int parent = -1;
  PartKeys keys;  // from role, side and index
};

struct Spot {
  std::string node;
  Point at;
  std::optional<Point> alt;
  bool mirror = false;
  bool hands = true;
};

struct CharacterView {
  std::string name;         // front, side, back
  std::vector<Part> parts;  // parts[0] is the root
  double footprint = 0;
  std::vector<std::pair<std::string, Spot>> spots;
};

struct Character {
  std::vector<CharacterView> views;  // views[0] is its own view
  int legs = 2;
  std::string kind;
  double height = 1;
  std::string style = "outlined";
  bool silly = false;

  // The view to draw for a pose's view (nullopt: its own); a view it lacks draws its own.
  const CharacterView& view(const std::optional<std::string>& name) const;
};

struct CharacterRead {
  std::optional<Character> character;
  std::vector<Diagnostic> diagnostics;
};

// Reads a character pack's content (a pack that passed `validate`; what does not fit the model is
// an error with its JSON pointer, never a crash).
CharacterRead read_character(const json::Value& content);

}  // namespace jt::render
