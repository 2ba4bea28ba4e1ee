// Draws a posed tree back to front (docs/SHAPES.md §3.1 `z` and `over`, §2 a face's `z`, §3.5 a
// reaching limb's depth): each part's shape, its face and its children in their order. A limb
// chain (§4 "Seamless joints") has its outlines stroked behind all its fills.
#pragma once

#include <vector>

#include <cairo.h>

#include "face_draw.h"
#include "jt/render/canvas.h"
#include "jt/render/skeleton.h"
#include "style.h"

namespace jt::render {

class PartPainter {
 public:
  // `ink.character` is the character's frame; each part is drawn in it times its world frame.
  // `chained` is storage the caller keeps from frame to frame (its content is the painter's).
  PartPainter(cairo_t* cr, const Skeleton& skeleton, const Ink& ink, const FaceState& face,
              std::vector<bool>& chained, std::vector<DrawnBox>* boxes = nullptr);

  // Draws part `i` and everything under it.
  void draw(int i);

 private:
  const Part& part(int i) const;
  const PartPlace& place(int i) const;
  // Drawn in its sibling order: neither lifted above its siblings nor moved behind another part.
  bool in_order(int i) const;
  // Continues its parent's limb or chain (an arm's forearm, a tail's next segment), drawn in place.
  bool joined(int i) const;
  // Strokes the outlines of part `i` and the segments joined to it, behind all their fills.
  void outline_chain(int i);
  void enter(int i);
  void paint_shape(int i, const Part& p);
  void paint_fit(const Part& p, const Rgb& fill, const LimbLight* limb);
  // Soft's one gradient per limb: the reach along the light of the limb part `i` is in.
  LimbLight limb_light(int i) const;
  void reach_of_chain(int i, LimbLight& limb) const;
  // The debug record (DrawOptions::boxes): the current path's box in device pixels; the eyes.
  void record(DrawnBox::Kind kind, const Part& p);
  void record_eyes(const Part& p);

  cairo_t* cr_;
  const Skeleton& sk_;
  const Ink& ink_;
  const FaceState& face_;
  bool any_behind_ = false;     // some part is drawn just before another one (PartPlace::behind)
  std::vector<bool>& chained_;  // per part, in a chain of two or more: outlined by outline_chain
  std::vector<DrawnBox>* boxes_;
};

}  // namespace jt::render
