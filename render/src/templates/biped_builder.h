// The two-legged templates' builder (biped.cpp: the person and the kid, and what the three
// share; biped_monster.cpp: the monster's own parts): one view of one biped's part tree.
#pragma once

#include <string>

#include "body_plan.h"
#include "jt/render/character.h"
#include "node.h"
#include "palette.h"

namespace jt::render::tpl::biped {

// kQuarter: three quarters, the body turned halfway from the front toward where the art faces
// (+x): the features slid that way, the far side (s > 0) narrower, darker and behind.
enum class BipedView { kFront, kSide, kBack, kQuarter };

struct Biped {
  std::string kind;
  double thigh, shin, leg_w, foot_w, foot_h;
  double hip_w, hip_h, torso_w, torso_h;
  double arm, forearm, arm_w, hand;
  double head_w, head_h;
  double eye_x, eye_y, eye_r, mouth_w, mouth_h, mouth_y;
};

// Each template's measures.
Biped person();
Biped kid();
Biped monster();

// What each part of a biped is painted: the look's three colours spread over clothes and body.
struct Colors {
  std::string shirt, pants, skin, hair, shoes;
};

struct BipedBuilder {
  const Biped& b;
  const Palette& p;
  const Look& look;
  Proportions k;
  BipedView view;

  bool side() const { return view == BipedView::kSide; }
  bool quarter() const { return view == BipedView::kQuarter; }
  // Seen in three quarters, the far side's limbs: the +x side, turned away.
  bool far_side(int s) const { return side() ? s < 0 : quarter() && s > 0; }
  bool monster() const { return b.kind == "monster"; }
  double thigh() const { return b.thigh * k.legs; }
  double shin() const { return b.shin * k.legs; }
  double torso_h() const { return b.torso_h * k.body; }
  double head_w() const { return b.head_w * k.head; }
  double head_h() const { return b.head_h * k.head; }
  double ankle_y() const { return -b.foot_h * 0.8; }
  double hip_y() const { return ankle_y() - shin() - thigh() - b.hip_h * 0.2; }
  double shoulder_y() const { return hip_y() - b.hip_h * 0.2 - torso_h() * 0.86; }
  // The head's joint under the chest's: the monster's face is on its body; the person's head
  // sits on a neck; the kid's big head sits right on her shoulders.
  double head_y() const { return monster() ? torso_h() * 0.4 : b.kind == "person" ? -7 : 2; }

  // s: the side (-1, 1) a limb is on; 0 for the body and the head, never on the far side.
  Colors colors(int s) const;
  double limb_z(int s) const;

  Node leg(int s) const;

  // A shoe hanging from the ankle: in profile a heel and a rounder toe cap ahead of it, head on
  // a toe cap under a narrower instep; the monster's is its paw.
  json::Value foot_shape(int s) const;

  // A mitten hanging from the wrist: a palm and a thumb, the thumb toward the body head on and
  // forward in profile.
  json::Value mitten(int s) const;

  // The index finger, folded inside the mitten (behind its palm, wholly within it) beside the
  // thumb: hidden until a pointing hand slides it out past the fingertips (docs/SHAPES.md §3.3).
  Node finger(int s, const Colors& c) const;

  // Where an arm hangs from the chest joint: the kid's at the chest's edge, so that with its long
  // forearm a raised hand waves beside its big head; the monster's below its eyes (its face is on
  // its body), so a raised arm never crosses them.
  Point shoulder(int s) const;

  Node arm(int s) const;
  Node head() const;

  json::Value face() const;

  // Hair as a mop a little fuller than the skull with a fringe of rounded locks across the
  // forehead (a cap has a straight edge, hair does not), drawn around the head's centre; from
  // behind it covers the back of the head. The kid's comes down the sides to her cheeks with
  // four bangs; the person's is short, over the ears, with three.
  struct Mop {
    double spread, side_y, nape_y, notch, tip;
    int locks;
  };
  Mop mop_shape() const;

  Node fringe(const Colors& c) const;
  Node pigtail(int s) const;

  Node tree() const;
  double height() const;

  // --- the monster's own parts (biped_monster.cpp) ---
  // Its foot: a paw with three toes along its front.
  json::Value monster_paw(int s) const;

  // The monster's claw: a round paw with three spikes, the part a hand's reach moves. Its colour
  // is the look's skin, as a person's hands are.
  Node claw(int s, const Colors& c) const;

  // Bendy antennae: three segments (the engine bends two; the third stays straight, spec §8.2)
  // and a round tip. They splay outward from the root and curl further out, like a cartoon
  // bug's: at rest (and drooping in a sad idle) the tips stay apart, never an "A". In profile the
  // near one leans forward and the far one back.
  Node antenna(int s) const;

  // The monster's spiky tail: four tapering segments behind the body, a spike along each, and
  // a round three-lobed tuft at the end (a point there read as an arrow).
  Node tail() const;

  std::string suffix(int s) const { return s < 0 ? "_l" : "_r"; }
};

}  // namespace jt::render::tpl::biped
