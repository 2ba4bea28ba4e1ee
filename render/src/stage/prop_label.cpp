// A put's words in a prop's label: laid out once per text before drawing (Pango's layout and the
// glyphs' outlines), then filled each frame from the kept outline, scaled to the label.
#include "prop_label.h"

#include <algorithm>

#include "laid_text.h"

namespace jt::render {
namespace {

// The size the words are laid out at (pixels); they are drawn scaled from it.
constexpr double kLabelLayoutPx = 100;
// The share of the label's width and height the words may fill: a margin inside the board.
constexpr double kLabelFillW = 0.92, kLabelFillH = 0.9;
// Wrap widths tried for two lines, shares of the one-line width: the first that breaks the words
// into exactly two lines.
constexpr double kTwoLineWraps[] = {0.55, 0.65, 0.75};

// Label heights a layout pixel for `laid` to fit a label `aspect` times as wide as tall.
double fitting_scale(const TextOutline& laid, double aspect) {
  if (!(laid.width > 0) || !(laid.height > 0)) return 0;
  return std::min(kLabelFillW * aspect / laid.width, kLabelFillH / laid.height);
}

std::shared_ptr<const cairo_path_t> owned(cairo_path_t* path) {
  return {path, [](const cairo_path_t* p) { cairo_path_destroy(const_cast<cairo_path_t*>(p)); }};
}

}  // namespace

void lay_out_label(PropArt& art, const std::string& text) {
  if (!art.label || text.empty() || art.words.contains(text)) return;
  const double aspect = art.label->w / art.label->h;
  // One line, shrunk to fit; two lines when they fit larger (a long text of a few words).
  TextOutline best = text_outline(text, kLabelLayoutPx, 0);
  double scale = fitting_scale(best, aspect);
  if (text.find(' ') != std::string::npos) {
    for (const double share : kTwoLineWraps) {
      TextOutline two = text_outline(text, kLabelLayoutPx, share * best.width);
      const double two_scale = two.lines == 2 ? fitting_scale(two, aspect) : 0;
      if (two.lines == 2 && two_scale > scale) {
        cairo_path_destroy(best.glyphs);
        best = two;
        scale = two_scale;
        break;
      }
      cairo_path_destroy(two.glyphs);
      if (two.lines == 2) break;
    }
  }
  art.words.emplace(text, LabelWords{.glyphs = owned(best.glyphs),
                                     .cx = best.box_width / 2,
                                     .cy = best.height / 2,
                                     .scale = scale});
}

void draw_label_words(cairo_t* cr, const PropLabel& label, const LabelWords& words, double w,
                      double h, double mirror) {
  const double k = label.h * h * words.scale;  // user units a layout pixel
  if (!(k > 0)) return;
  cairo_save(cr);
  cairo_translate(cr, label.x * w, label.y * h);
  cairo_scale(cr, (mirror < 0 ? -1 : 1) * k, k);
  cairo_translate(cr, -words.cx, -words.cy);
  cairo_new_path(cr);
  cairo_append_path(cr, words.glyphs.get());
  cairo_set_source_rgb(cr, label.ink.r, label.ink.g, label.ink.b);
  cairo_fill(cr);
  cairo_restore(cr);
}

}  // namespace jt::render
