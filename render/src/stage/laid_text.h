// A caption's or a bubble's text laid out once and kept while it is shown: Pango's layout (the
// wrapping, the shaping of any Unicode) and, most of all, filling the glyphs' outlines cost more
// than the rest of a caption, every frame of the line, for the same text.
#pragma once

#include <cairo.h>

#include <string>

namespace jt::render {

struct LaidText {
  double width = 0, height = 0;    // the logical extents, pixels
  double wrap = 0;                 // the width the lines are centred in, pixels
  cairo_path_t* glyphs = nullptr;  // the glyphs' outlines, the layout's box at (0, 0)
  int margin = 0;                  // room around the box for ink past it, pixels
  // The glyphs' coverage, rasterized once at a pixel offset (fx, fy) in [0, 1)² and shown
  // through it while a frame puts the text at that offset (a line's frames all do).
  cairo_surface_t* coverage = nullptr;
  double fx = -1, fy = -1;
};

// `text` (shown as drawable_text shows it) in bold sans `font_px` high, wrapped to `wrap_px` and
// centred. Kept per thread, the last few; valid until the next call on the same thread. The
// same path whether it was kept or made, so pictures never depend on what a thread drew before.
LaidText& laid_text(const std::string& text, double font_px, double wrap_px);

// Fills the text's glyphs in the current source with its box's top-left corner at (x, y): the
// same coverage as filling the glyphs' path there (each pixel within one level of 255), drawn
// from the kept coverage when the current matrix is a translation.
void fill_laid_text(cairo_t* cr, LaidText& laid, double x, double y);

// `text` (shown as drawable_text shows it) in bold sans `font_px` high, laid out once and not
// kept: on one line (`wrap_px` 0) or word-wrapped to `wrap_px` with its lines centred in it. Its
// glyphs' outlines have the layout's box (box_width wide, height tall) at (0, 0); the caller
// destroys them. `width`: its widest line. Markup is never read: the text is plain.
struct TextOutline {
  double width = 0, height = 0, box_width = 0;
  int lines = 0;
  cairo_path_t* glyphs = nullptr;
};
TextOutline text_outline(const std::string& text, double font_px, double wrap_px);

// The glyphs Pango had no font for in `text` (shown as a box each).
int missing_glyphs(const std::string& text);

}  // namespace jt::render
