// The monster's own parts (spec §8's monster template): a paw for a foot, a claw for a hand,
// bendy antennae on its head and a spiky tail; its body, face and limbs are the biped's
// (biped.cpp), coloured its way.
#include <string>
#include <vector>

#include "biped_builder.h"
#include "outline.h"

namespace jt::render::tpl::biped {

Biped monster() {
  return {"monster", 15, 15, 21, 32, 14, 52,  22,   82, 80, 16,
          14,        15, 15, 80, 58, 16, -24, 12.5, 36, 9,  -4};
}

json::Value BipedBuilder::monster_paw(int s) const {
  const double fw = b.foot_w, fh = b.foot_h;
  const double x0 = side() ? fw * 0.22 : s * fw * 0.1;
  std::vector<Oval> paw{{x0, fh * 0.3, fw * 0.44, fh * 0.52}};
  for (int i = -1; i <= 1; ++i) {
    paw.push_back(side()
                      ? Oval{x0 + fw * (0.3 + 0.08 * i), fh * (0.5 + 0.1 * i), fw * 0.14, fh * 0.34}
                      : Oval{x0 + i * fw * 0.3, fh * 0.55, fw * 0.17, fh * 0.32});
  }
  return blob(paw, {x0, fh * 0.3});
}

// The monster's claw: a round paw with three spikes, the part a hand's reach moves. Its colour
// is the look's skin, as a person's hands are.
Node BipedBuilder::claw(int s, const Colors& c) const {
  Node paw = Node("claw" + suffix(s), "claw")
                 .side(s)
                 .at(0, b.forearm)
                 .shape(shape("ellipse", b.hand, b.hand * 0.9, 0, b.hand * 0.3))
                 .fill(c.skin);
  for (int i = -1; i <= 1; ++i) {
    paw.child(Node("talon" + suffix(s) + std::to_string(i + 1), "")
                  .at(i * b.hand * 0.3, b.hand * 0.65)
                  .rot(-i * 22 + 180)
                  .shape(shape("spike", b.hand * 0.3, b.hand * 0.45, 0, -b.hand * 0.2))
                  .fill(c.shoes)
                  .z(-1));
  }
  return paw;
}

// Bendy antennae: three segments (the engine bends two; the third stays straight, spec §8.2)
// and a round tip. They splay outward from the root and curl further out, like a cartoon
// bug's: at rest (and drooping in a sad idle) the tips stay apart, never an "A". In profile the
// near one leans forward and the far one back.
Node BipedBuilder::antenna(int s) const {
  const double hh = head_h(), len = hh * 0.26;
  const double x = side() ? s * 4.0 : s * head_w() * 0.24;
  const std::string color = side() && s < 0 ? p.far_body : p.body;
  Node tip = Node("antenna_tip" + suffix(s), "")
                 .at(0, len)
                 .shape(shape("ellipse", len * 0.62, len * 0.62))
                 .fill(p.acc);
  // The two upper segments, each hanging from the one below its tip.
  auto segment = [&](int index, double width, double turn) {
    return Node("antenna" + suffix(s) + std::to_string(index), "ear")
        .side(s)
        .index(index)
        .at(0, len)
        .shape(shape("capsule", len * width, len * 1.2, 0, len / 2))
        .fill(color)
        .rot(s * turn);
  };
  Node seg2 = segment(2, 0.26, 16).child(tip);
  Node seg1 = segment(1, 0.28, 10).limits(-70, 70).child(seg2);
  return Node("antenna" + suffix(s), "ear")
      .side(s)
      .index(0)
      .at(x, -hh * 0.82)
      .z(side() && s < 0 ? -2 : -1)
      .rot(180 + s * 16)
      .shape(shape("capsule", len * 0.3, len * 1.2, 0, len / 2))
      .fill(color)
      .limits(-70, 70)
      .child(seg1);
}

// The monster's spiky tail: four tapering segments behind the body, a spike along each, and
// a round three-lobed tuft at the end (a point there read as an arrow).
Node BipedBuilder::tail() const {
  const double len = b.torso_w * 0.22, r = len * 0.3;
  // In profile it sweeps out behind; head on and from behind it hangs low behind a leg and
  // curls up beside it, so only its end and the tuft show, by the knee: at the body's side
  // it read as a third arm.
  // Without legs to hang behind, it comes out lower down the side and curls up at once, so
  // the body still rests on the floor, not on its tail. Head on and from behind a swish
  // curls it up and back, never straightens it out onto the floor (each joint uncurls 4° at
  // most).
  const bool legless = look.monster_legs == 0;
  const double root_turn = side() ? 115 : (legless ? 72 : 18), turn = side() ? -14 : 34;
  const double spike_side = side() ? -1 : 1;  // along the outside of its curve
  Node next("tail_tip", "");
  next.at(0, len)
      .shape(blob({{0, r * 0.9, r * 0.8, r * 1.2},
                   {-r * 0.7, r * 0.7, r * 0.55, r * 0.9, 35},
                   {r * 0.7, r * 0.7, r * 0.55, r * 0.9, -35}},
                  {0, r * 0.6}))
      .fill(p.acc);
  for (int i = 3; i >= 0; --i) {
    const double w = len * (0.62 - 0.09 * i);
    Node seg = Node("tail" + std::to_string(i), "tail")
                   .index(i)
                   .at(0, i == 0 ? 0 : len)
                   .rot(i == 0 ? root_turn : turn)
                   .shape(with(shape("taper", w + len * 0.09, len * 1.25, 0, len / 2), "w2", w))
                   .fill(p.body)
                   .limits(-80, side() ? 80 : 4);
    seg.child(Node("tail_spike" + std::to_string(i), "")
                  .at(spike_side * w * 0.45, len * 0.5)
                  .rot(-spike_side * 90)
                  .shape(shape("spike", len * 0.45, len * 0.55, 0, -len * 0.25))
                  .fill(p.acc)
                  .z(-1));
    seg.child(next);
    next = seg;
  }
  return next.z(view == BipedView::kBack ? 5 : -5);  // from behind over the rump, else behind
}

}  // namespace jt::render::tpl::biped
