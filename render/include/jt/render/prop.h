// Props (docs/PROPS.md): a prop pack's drawing, in the backgrounds' shape vocabulary with the
// characters' outline, standing on the ground, on another prop, or in a hand.
#pragma once

#include <cairo.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/render/character.h"
#include "jt/render/stage.h"

namespace jt::render {

// A prop pack's content. The prop is drawn in a box `height` of the stage's height tall (at size
// 1) and `width` times as wide; its shapes' x and y are fractions of the box (y 0 its top), their
// sizes fractions of its height. It stands with the middle of the box's foot on its place; a hand
// holds it at `grip`; what is put on it stands at `top` (a fraction of the box from its top).
// Where a put's words are written (a sign's): a box with its middle at (x, y), fractions of the
// prop's box as a shape's, `w` and `h` fractions of its height; the words in `ink`.
struct PropLabel {
  double x = 0.5, y = 0.5, w = 1, h = 0.2;
  Rgb ink{0x3b / 255.0, 0x2a / 255.0, 0x1f / 255.0};  // #3b2a1f, a dark brown
};

// A put's words laid out once for a label (before drawing, never per frame): their glyphs'
// outlines in the layout's pixels, drawn `scale` label heights a pixel with the point (cx, cy) of
// the layout on the label's middle: the largest that fits, on one line or two.
struct LabelWords {
  std::shared_ptr<const cairo_path_t> glyphs;
  double cx = 0, cy = 0, scale = 0;
};

struct PropArt {
  double height = 0.1, width = 1;
  double grip_x = 0.5, grip_y = 0.5;
  bool grip_in_front = true;  // drawn over the hand that holds it (else behind it)
  double top = 0;
  std::vector<std::vector<StageShape>> states;  // [0] whole, then after each bite
  std::string fingerprint;                      // the pack's content hash: a segment's cache key
  std::optional<PropLabel> label;               // where a put's text is written; none: not drawn
  std::map<std::string, LabelWords, std::less<>> words;  // the texts put on it, laid out
};

// The prop packs a cartoon shows, by pack id.
using PropArts = std::map<std::string, PropArt, std::less<>>;

// Reads a prop pack's content; problems are reported with their JSON pointer.
std::optional<PropArt> read_prop(const json::Value& content, const std::string& file,
                                 std::vector<Diagnostic>& diagnostics);

// Lays `text` out for `art`'s label once (into art.words; nothing when it has no label or the
// text is laid out already).
void lay_out_label(PropArt& art, const std::string& text);

// Draws `art` after `bites` bites (its last state once they run out), `box_height` user units
// tall, with the point (px, py) of the box (fractions, as grip_x/grip_y) at (x, y); mirror -1 draws
// it flipped (its words still read left to right). `outline`: with the characters' outline (the
// outlined and bold styles). `text`: the words in its label, when it has one and they were laid
// out (lay_out_label).
void draw_prop(cairo_t* cr, const PropArt& art, int bites, std::string_view text, double x,
               double y, double box_height, double px, double py, double mirror, bool outline);

}  // namespace jt::render
