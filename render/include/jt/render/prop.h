// Props (docs/PROPS.md): a prop pack's drawing, in the backgrounds' shape vocabulary with the
// characters' outline, standing on the ground, on another prop, or in a hand.
#pragma once

#include <cairo.h>

#include <map>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/render/stage.h"

namespace jt::render {

// A prop pack's content. The prop is drawn in a box `height` of the stage's height tall (at size
// 1) and `width` times as wide; its shapes' x and y are fractions of the box (y 0 its top), their
// sizes fractions of its height. It stands with the middle of the box's foot on its place; a hand
// holds it at `grip`; what is put on it stands at `top` (a fraction of the box from its top).
struct PropArt {
  double height = 0.1, width = 1;
  double grip_x = 0.5, grip_y = 0.5;
  bool grip_in_front = true;  // drawn over the hand that holds it (else behind it)
  double top = 0;
  std::vector<std::vector<StageShape>> states;  // [0] whole, then after each bite
  std::string fingerprint;                      // the pack's content hash: a segment's cache key
};

// The prop packs a cartoon shows, by pack id.
using PropArts = std::map<std::string, PropArt, std::less<>>;

// Reads a prop pack's content; problems are reported with their JSON pointer.
std::optional<PropArt> read_prop(const json::Value& content, const std::string& file,
                                 std::vector<Diagnostic>& diagnostics);

// Draws `art` after `bites` bites (its last state once they run out), `box_height` user units
// tall, with the point (px, py) of the box (fractions, as grip_x/grip_y) at (x, y); mirror -1 draws
// it flipped. `outline`: with the characters' outline (the outlined and bold styles).
void draw_prop(cairo_t* cr, const PropArt& art, int bites, double x, double y, double box_height,
               double px, double py, double mirror, bool outline);

}  // namespace jt::render
