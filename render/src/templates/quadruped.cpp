// The four-legged templates, drawn in profile first: the dog (floppy two-segment ears, a
// four-segment tail, a muzzle) and the cat (lean, pointed ears, whiskers, a long curling tail).
// Legs are numbered back to front (#0 back-left .. #3 front-right, spec §2); in profile the
// right side is toward the viewer and the left a shade darker behind the body.
#include <vector>

#include "body_plan.h"
#include "node.h"
#include "outline.h"
#include "palette.h"

namespace jt::render::tpl {
namespace {

enum class QuadrupedView { kSide, kFront, kBack };

struct Animal {
  std::string kind;
  double body_w, body_h, thigh, shin, leg_w, paw_w, paw_h;
  double head_w, head_h, snout_w, snout_h;
  double ear_w, ear_h, tail_len, tail_w, fold;
};

// The dog long and low (a long body on short legs, long ears hanging outside its head); the cat
// supple and round (a bean of a body with a round haunch and a deep chest, on short legs thick
// at the top and tapering to round paws, a big muzzle, a long tail).
Animal dog() {
  return {"dog", 106, 44, 20, 19, 15, 21, 10, 44, 40, 28, 19, 17, 34, 15, 8.5, 23};
}
Animal cat() {
  return {"cat", 88, 38, 17, 16, 15, 17, 8, 42, 36, 22, 14, 18, 20, 24, 11, 25.5};
}

struct QuadrupedBuilder {
  const Animal& a;
  const Palette& p;
  Proportions k;
  QuadrupedView view;

  bool side() const { return view == QuadrupedView::kSide; }
  bool is_cat() const { return a.kind == "cat"; }
  double thigh() const { return a.thigh * k.legs; }
  double shin() const { return a.shin * k.legs; }
  double body_w() const { return a.body_w * k.body; }
  double hw() const { return a.head_w * k.head; }
  double hh() const { return a.head_h * k.head; }
  double root_y() const { return -a.paw_h * 0.975 - shin() - thigh() - a.body_h * 0.12; }
  // How high the head sits above the body's joint in profile, in body heights: the dog's head
  // is held up on a neck, so its ears hang free behind it and the silhouette reads as a dog's.
  double head_up() const { return is_cat() ? 0.5 : 1.0; }
  std::string body_color(int s) const { return side() && s < 0 ? p.far_body : p.body; }

  Node leg(int number) const {
    const int s = number % 2 == 0 ? -1 : 1;
    const bool front = number >= 2;
    const bool far = side() && s < 0;
    const std::string color = far ? p.far_body : p.body;
    double x = 0, z = 0;
    if (side()) {
      x = front ? body_w() * 0.62 : -body_w() * 0.02;
      x += far ? 5 : 0;
      z = far ? -2 : 2;
    } else {
      x = s * (front ? a.body_w * 0.15 : a.body_w * 0.22);
      z = front ? 1 : -2;
    }
    const std::string n = std::to_string(number);
    Node paw = Node("paw" + n, "foot")
                   .side(s)
                   .index(number)
                   .at(0, shin())
                   .shape(paw_shape())
                   .fill(side() || front ? (far ? p.far_skin : p.skin) : p.far_skin)
                   .limits(-40, 40);
    // The cat's legs taper more: a thick haunch and shoulder down to a slim wrist over its paw.
    const double knee_w = a.leg_w * (is_cat() ? 0.66 : 0.86),
                 ankle_w = a.leg_w * (is_cat() ? 0.52 : 0.74);
    Node shin_node = Node("shin" + n, "shin")
                         .side(s)
                         .index(number)
                         .at(0, thigh())
                         .shape(limb(shin(), knee_w, ankle_w))
                         .fill(color)
                         .child(paw);
    if (side()) {
      shin_node.limits(front ? -15 : -120, front ? 120 : 15);
    } else {
      shin_node.limits(-110, 110);
    }
    Node leg_node = Node("leg" + n, "leg")
                        .side(s)
                        .index(number)
                        .at(x, a.body_h * 0.14)
                        .z(z)
                        .shape(limb(thigh(), a.leg_w, knee_w))
                        .fill(color)
                        .limits(-80, 80)
                        .set("flex", front ? 1 : -1)
                        .child(shin_node);
    // In profile a body has no outward side: the left front leg's borrowed arm angle is negated,
    // so "lift arms" raises both front legs forward (spec §2).
    if (side() && front && s < 0) leg_node.set("sign", -1);
    return leg_node;
  }

  // A paw under the ankle: a pad with toes along its front in profile, three toes across its
  // bottom head on.
  json::Value paw_shape() const {
    const double w = a.paw_w, h = a.paw_h;
    if (side()) {
      return blob({{w * 0.12, h * 0.3, w * 0.42, h * 0.55},
                   {w * 0.42, h * 0.52, w * 0.18, h * 0.33},
                   {w * 0.22, h * 0.6, w * 0.18, h * 0.3}},
                  {w * 0.15, h * 0.3});
    }
    std::vector<Oval> toes{{0, h * 0.25, w * 0.46, h * 0.5}};
    for (int i = -1; i <= 1; ++i)
      toes.push_back({i * w * 0.28, h * 0.55, w * 0.18, h * 0.3});
    return blob(toes, {0, h * 0.3});
  }

  Node ear(int s) const {
    const bool far = side() && s < 0;
    const std::string color = is_cat() ? body_color(s) : (far ? p.far_acc : p.acc);
    const double x = side() ? -hw() * 0.12 + (far ? 6 : 0) : s * hw() * 0.34;
    const double z = side() ? (far ? -1 : 1) : -1;
    if (is_cat()) {
      // One piece: an ear standing on its wide base and narrowing to a rounded tip (an egg),
      // a pink inside; head on each leans outward, so the two never cross over the head (a bow
      // tie). It shows the whole chain's bend.
      return Node(std::string("ear") + (s < 0 ? "_l" : "_r"), "ear")
          .side(s)
          .at(side() ? x : s * hw() * 0.3, -hh() * 0.62)
          .rot(side() ? 8.0 : s * 18)
          .z(z)
          .shape(with(shape("egg", a.ear_w, a.ear_h * 1.3, 0, -a.ear_h * 0.5), "top", 0.12))
          .set("fit",
               with(shape("egg", a.ear_w * 0.5, a.ear_h * 0.75, 0, -a.ear_h * 0.5), "top", 0.12))
          .fill(color)
          .limits(-50, 50);
    }
    // The dog's: long and floppy, narrow at the root and widening to a round flap that hangs
    // outside the head's outline: in profile from the back of the skull down behind it, beside
    // the neck and below the jaw; head on outside the cheeks (the silhouette's dog).
    const double root = a.ear_h * (side() ? 0.62 : 0.5);
    Node flap =
        Node(std::string("ear_tip") + (s < 0 ? "_l" : "_r"), "ear")
            .side(s)
            .index(1)
            .at(0, root)
            .rot(side() ? 4 : -s * 6)
            .shape(with(shape("egg", a.ear_w, a.ear_h * 0.62, 0, a.ear_h * 0.2), "top", 0.7))
            .fill(color)
            .z(-1)
            .limits(-70, 70);
    return Node(std::string("ear") + (s < 0 ? "_l" : "_r"), "ear")
        .side(s)
        .index(0)
        .at(side() ? x - hw() * 0.18 : s * hw() * 0.4, -hh() * 0.5)
        .rot(side() ? 30 : s * -24)
        .z(side() ? (far ? -1 : 3) : 1)
        .shape(limb(root, a.ear_w * 0.62, a.ear_w * 0.9))
        .fill(color)
        .limits(-70, 70)
        .child(flap);
  }

  Node head() const {
    json::Object f;
    f.set("eyeR", hh() * (is_cat() ? 0.14 : 0.13));
    f.set("eyeY", -hh() * 0.18);
    if (side()) {
      f.set("eyes", 1);
      f.set("profile", true);
      f.set("eyeX", 0);
      f.set("eyeCX", hw() * 0.18);
      f.set("mouthW", a.snout_w * (is_cat() ? 0.6 : 0.45));
    } else {
      f.set("eyeX", hw() * 0.22);
      f.set("mouthW", a.snout_w * 0.55);
    }
    // The cat's mouth deeper: its jaw drops plainly below the muzzle when it talks.
    f.set("mouthH", hh() * (is_cat() ? 0.14 : 0.1));
    f.set("browColor", shade(p.body, 0.55));
    if (is_cat()) f.set("slit", true);
    // Head on the cat's muzzle sits inside its head's outline, a little flatter and higher, so
    // it is a patch on the face with no line round it (the muzzle's outline is the head's:
    // part_painter.cpp), not a ring.
    const bool inset = is_cat() && !side();
    const double snout_h = a.snout_h * (inset ? 0.74 : 1);
    const double snout_x = side() ? hw() * 0.42 : 0, snout_y = hh() * (inset    ? 0.05
                                                                       : side() ? 0.1
                                                                                : 0.14);
    // The mouth sits along the muzzle's lower edge and opens below it, drawn over the muzzle
    // (the face's z above the snout's), so a talking dog or cat shows it plainly.
    if (side()) f.set("mouthX", snout_x + a.snout_w * 0.12);
    f.set("mouthY", snout_y + snout_h * 0.4);
    f.set("z", 2);
    Node nose = Node("nose", "nose")
                    .at(side() ? a.snout_w * 0.42 : 0, -snout_h * 0.25)
                    .shape(shape("ellipse", a.snout_w * 0.34, snout_h * 0.36))
                    .fill(is_cat() ? p.acc : p.dark);
    Node snout = Node("snout", "snout")
                     .at(snout_x, snout_y)
                     .z(1)
                     .shape(shape("ellipse", a.snout_w, snout_h))
                     .fill(p.skin)
                     .child(nose);
    if (is_cat()) {
      json::Array lines;
      // Both sides of the muzzle: head on fanning left and right; in profile the near ones
      // forward and the far ones back over the cheek, shorter.
      for (double dy : {-2.5, 1.5}) {
        for (double s : {-1.0, 1.0}) {
          const double reach = side() && s < 0 ? 0.8 : 1.25, from = side() ? 0.1 : 0.25;
          lines.push_back(json::Array{s * a.snout_w * from, dy, s * a.snout_w * reach, dy * 2.2});
        }
      }
      json::Value whiskers = with(with(shape("strokes", 0, 0), "lines", lines), "lw", 1.2);
      whiskers.as_object().erase("w");
      whiskers.as_object().erase("h");
      snout.child(Node("whiskers", "").z(2).shape(whiskers).fill(shade(p.body, 0.6)));
    }
    Node h =
        Node("head", "head")
            .at(side() ? body_w() * 0.78 : 0, side() ? -a.body_h * head_up() : -a.body_h * 0.66)
            .z(side() ? 1 : 2)
            .shape(shape("ellipse", hw(), hh(), 0, -hh() * 0.25))
            .fill(p.body)
            .limits(-40, 40);
    if (view != QuadrupedView::kBack) {
      h.set("face", f);
      h.child(snout);
    }
    for (int s : {-1, 1})
      h.child(ear(s));
    return h;
  }

  // Tails in one flowing line: thick at the root, each segment starting as wide as the last one
  // ends, tapering to a round tip, the turns between segments gentle. The dog's curves up like
  // a sickle, its tip light; the cat's is longer and rests in an S: out and back, then a curl at
  // the tip (ART.md "a long curling tail").
  Node tail() const {
    const double len = a.tail_len * k.body * 0.9;
    // The dog's turns at its joints; the cat's segments are arcs, each bending this far, and each
    // joint turns by the bend of the segment before it, so the S never has a corner.
    constexpr double kCatBend[] = {-30, 8, 30, 48}, kDogTurn[] = {0, 14, 16, 18};
    // Head on the cat's S rises behind its head and curls over; from behind it rises beside the
    // head (not over it) and curls outward, away from it.
    const bool back = view == QuadrupedView::kBack;
    const double curl = side() || back ? 1 : -1,
                 root = side() ? (is_cat() ? 150 : 122) : (back && is_cat() ? 196 : 160);
    const double taper = is_cat() ? 0.16 : 0.15, tip = is_cat() ? 0.36 : 0.42;
    Node next("tail_end", "");
    for (int i = 3; i >= 0; --i) {
      const double w = a.tail_w * (1 - taper * i);
      const double w2 = i == 3 ? a.tail_w * tip : a.tail_w * (1 - taper * (i + 1));
      const double bend = is_cat() ? curl * kCatBend[i] : 0;
      const double before = is_cat() && i > 0 ? curl * kCatBend[i - 1] : 0;
      const double turn = is_cat() ? before : kDogTurn[i];
      // Where it hangs: the end of the segment before it (the root at the body's joint).
      const Point joint = i == 0 ? Point{0, 0} : arc_end(len, before);
      Node seg = Node("tail" + std::to_string(i), "tail")
                     .index(i)
                     .at(joint.x, joint.y)
                     .rot(i == 0 ? root : turn)
                     .shape(is_cat() ? bent_limb(len, w, w2, bend) : limb(len, w, w2))
                     .fill(i == 3 && !is_cat() ? p.skin : p.body)
                     .limits(-70, 70);
      if (i >= 1 && is_cat()) seg.set("curl", 0.15);
      if (i < 3) seg.child(next);
      next = seg;
    }
    if (side()) return next.at(-body_w() * 0.16, -a.body_h * 0.22).z(-3);
    return next.at(a.body_w * (back && is_cat() ? 0.2 : 0.1), -a.body_h * 0.2).z(back ? 3 : -3);
  }

  Node tree() const {
    const double bw = body_w(), bh = a.body_h;
    json::Value body_shape = side() ? shape("ellipse", bw, bh, bw * 0.3, -bh * 0.08)
                                    : shape("ellipse", a.body_w * 0.55, bh * 1.05, 0, -bh * 0.2);
    if (is_cat()) {
      // A bean, not a plank: a round haunch behind, a deep chest in front carried a little
      // higher, the back dipping gently between them and the belly tucked up under the middle;
      // head on a pear, broad at the bottom (its weight sits low).
      body_shape = side()
                       ? centred(blob({{bw * 0.1, -bh * 0.02, bw * 0.27, bh * 0.5},
                                       {bw * 0.55, -bh * 0.1, bw * 0.25, bh * 0.48},
                                       {bw * 0.32, -bh * 0.12, bw * 0.3, bh * 0.36}},
                                      {bw * 0.32, -bh * 0.08}, 32))
                       : with(shape("egg", a.body_w * 0.6, bh * 1.2, 0, -bh * 0.22), "top", 0.62);
    }
    // In profile the ground point is under the middle of the body, so the animal stands centred.
    Node body = Node("body", "torso")
                    .at(side() ? -body_w() * 0.36 : 0, root_y())
                    .shape(body_shape)
                    .fill(p.body)
                    .set("fold", a.fold)
                    .limits(-45, 45);
    // The light belly, a patch of its own over the body: in profile the band where a low oval
    // meets the body (traced once here, just inside the body's line, so nothing is clipped per
    // frame); head on an oval well inside the chest.
    if (view != QuadrupedView::kBack) {
      const double inset = 1.2;
      // The cat's belly: under the bean's tucked middle, where the low oval meets it.
      const Oval hull = is_cat() ? Oval{bw * 0.32, -bh * 0.12, bw * 0.3 - inset, bh * 0.36 - inset}
                                 : Oval{bw * 0.3, -bh * 0.08, bw / 2 - inset, bh / 2 - inset};
      body.child(Node("belly", "")
                     .no_outline()
                     .fill(p.light)
                     .shape(side() ? lens({hull, {bw * 0.34, bh * 0.22, bw * 0.35, bh * 0.25}},
                                          {bw * 0.34, bh * (is_cat() ? 0.1 : 0.2)}, 32)
                                   : shape("ellipse", a.body_w * 0.32, bh * 0.6, 0, 0)));
    }
    for (int n = 0; n < 4; ++n)
      body.child(leg(n));
    if (side() && !is_cat()) {
      // The neck, behind the body and the head (each covers one end of it), leaning forward.
      const double up = a.body_h * head_up();
      body.child(Node("neck", "")
                     .at(body_w() * 0.72, -up * 0.55)
                     .rot(-24)
                     .z(-1)
                     .shape(shape("capsule", hw() * 0.6, up * 0.95))
                     .fill(p.body));
    }
    body.child(head());
    body.child(tail());
    return body;
  }

  double height() const { return -(root_y() - a.body_h * 0.42 - hh() * 0.75 - a.ear_h * 0.3); }
};

json::Value spots_for(const QuadrupedBuilder& b, QuadrupedView v) {
  const bool side = v == QuadrupedView::kSide;
  json::Object s;
  s.set("hip",
        spot("body", side ? 0 : b.a.body_w * 0.2, side ? 0 : b.a.body_h * 0.2, !side, false));
  // A paw raised to the head (a wave) goes in front of the muzzle, under the eyes, in profile;
  // beside the head's outline head on.
  s.set("head", side ? spot("head", b.hw() * 0.62, b.hh() * 0.5)
                     : spot("head", b.hw() * 0.6, -b.hh() * 0.1, true));
  s.set("chest", side ? spot("body", b.body_w() * 0.72, b.a.body_h * 0.05)
                      : spot("body", 0, -b.a.body_h * 0.2));
  s.set("mouth", spot("head", side ? b.hw() * 0.5 : 0, b.hh() * 0.22));
  return s;
}

}  // namespace

json::Value quadruped_content(const Look& look) {
  const Animal a = look.template_name == "cat" ? cat() : dog();
  const Palette p = a.kind == "cat" ? palette_for(look, "#8c93a8", "#f3e6d8", "#f19aa6")
                                    : palette_for(look, "#c98a4b", "#f3dcc0", "#6b4226");
  const Proportions k = proportions_of(look);
  const QuadrupedBuilder side{a, p, k, QuadrupedView::kSide}, front{a, p, k, QuadrupedView::kFront},
      back{a, p, k, QuadrupedView::kBack};
  json::Object content;
  content.set("tree", side.tree().value());
  content.set("legs", 4);
  content.set("kind", a.kind);
  content.set("height", side.height());
  content.set("footprint", a.body_w * 0.62);
  content.set("look", look.style);
  json::Array views;
  json::Object own;
  own.set("view", "side");
  views.push_back(own);
  for (const auto& [name, builder] : {std::pair{"front", &front}, std::pair{"back", &back}}) {
    json::Object v;
    v.set("view", name);
    v.set("tree", builder->tree().value());
    v.set("footprint", a.body_w * 0.36);
    views.push_back(v);
  }
  content.set("views", views);
  json::Object spots;
  spots.set("side", spots_for(side, QuadrupedView::kSide));
  spots.set("front", spots_for(front, QuadrupedView::kFront));
  spots.set("back", spots_for(back, QuadrupedView::kBack));
  content.set("spots", spots);
  return content;
}

}  // namespace jt::render::tpl
