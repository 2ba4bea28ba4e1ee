// The two-legged templates: the person, the kid (big head, pigtails) and the monster (round
// body, two big eyes, fangs, antennae, short clawed arms, a spiky tail), seen from the front,
// the side and the back (the back drawn as the front mirrored: docs/SHAPES.md §3.6).
#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "body_plan.h"
#include "jt/render/character.h"
#include "node.h"
#include "outline.h"
#include "palette.h"

namespace jt::render::tpl {
namespace {

enum class BipedView { kFront, kSide, kBack };

struct Biped {
  std::string kind;
  double thigh, shin, leg_w, foot_w, foot_h;
  double hip_w, hip_h, torso_w, torso_h;
  double arm, forearm, arm_w, hand;
  double head_w, head_h;
  double eye_x, eye_y, eye_r, mouth_w, mouth_h, mouth_y;
};

Biped person() {
  return {"person", 36, 36, 15, 24, 10,  40,  22,  46, 60, 29,
          25,       12, 15, 46, 52, 9.5, -24, 5.6, 14, 5,  -10};
}
Biped kid() {
  return {"kid", 21, 20, 13, 19, 9,  32,  17,  38, 42, 24,
          21,    11, 13, 64, 60, 13, -24, 8.2, 16, 6,  -9};
}
Biped monster() {
  return {"monster", 15, 15, 21, 32, 14, 52,  22,   82, 80, 16,
          14,        15, 15, 80, 58, 16, -24, 12.5, 36, 9,  -4};
}

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

  Colors colors(int s) const {
    // In profile the far side (side -1) is a shade darker (ART.md "Overlap and depth").
    const bool far = side() && s < 0;
    const std::string body = far ? p.far_body : p.body, skin = far ? p.far_skin : p.skin;
    if (monster()) return {body, body, skin, p.acc, far ? p.far_acc : p.acc};
    return {body, shade(body, 0.38), skin, p.acc, p.dark};
  }

  double limb_z(int s) const {
    if (side()) return s < 0 ? -3 : 3;
    return 3;  // head on, arms over the head's sides: a raised short arm stays in sight
  }

  Node leg(int s) const {
    const Colors c = colors(s);
    const double x = side() ? -s * 3.0 : s * b.hip_w * 0.27;
    const double knee_w = b.leg_w * 0.88, ankle_w = b.leg_w * 0.76;
    Node foot = Node("foot" + suffix(s), "foot")
                    .side(s)
                    .at(0, shin())
                    .shape(foot_shape(s))
                    .fill(c.shoes)
                    .limits(-30, 30);
    Node shin_node = Node("shin" + suffix(s), "shin")
                         .side(s)
                         .at(0, thigh())
                         .shape(limb(shin(), knee_w, ankle_w))
                         .fill(monster() ? c.shirt : c.pants)
                         .child(foot);
    shin_node.limits(side() ? -150 : -120, side() ? 5 : 120);
    return Node("leg" + suffix(s), "leg")
        .side(s)
        .at(x, b.hip_h * 0.2)
        .z(side() ? limb_z(s) : -1)
        .shape(limb(thigh(), b.leg_w, knee_w))
        .fill(monster() ? c.shirt : c.pants)
        .set("flex", side() ? -1 : -s)
        .limits(-110, 110)
        .child(shin_node);  // a crouch bends the knees forward, head on outward
  }

  // A shoe hanging from the ankle: in profile a heel and a rounder toe cap ahead of it, head on
  // a toe cap under a narrower instep; the monster's is a paw with three toes along its front.
  json::Value foot_shape(int s) const {
    const double fw = b.foot_w, fh = b.foot_h;
    if (monster()) {
      const double x0 = side() ? fw * 0.22 : s * fw * 0.1;
      std::vector<Oval> paw{{x0, fh * 0.3, fw * 0.44, fh * 0.52}};
      for (int i = -1; i <= 1; ++i) {
        paw.push_back(
            side() ? Oval{x0 + fw * (0.3 + 0.08 * i), fh * (0.5 + 0.1 * i), fw * 0.14, fh * 0.34}
                   : Oval{x0 + i * fw * 0.3, fh * 0.55, fw * 0.17, fh * 0.32});
      }
      return blob(paw, {x0, fh * 0.3});
    }
    if (side()) {
      return blob({{-fw * 0.08, fh * 0.2, fw * 0.25, fh * 0.62},
                   {fw * 0.38, fh * 0.38, fw * 0.36, fh * 0.47}},
                  {fw * 0.12, fh * 0.35});
    }
    const double x0 = s * fw * 0.12;
    return blob({{x0, fh * 0.42, fw * 0.44, fh * 0.44},
                 {x0 - s * fw * 0.06, fh * 0.02, fw * 0.26, fh * 0.4}},
                {x0, fh * 0.3});
  }

  // A mitten hanging from the wrist: a palm and a thumb, the thumb toward the body head on and
  // forward in profile.
  json::Value mitten(int s) const {
    const double h = b.hand, t = side() ? 1 : -s;
    return blob(
        {{0, h * 0.45, h * 0.44, h * 0.54}, {t * h * 0.44, h * 0.32, h * 0.19, h * 0.3, -t * 30}},
        {0, h * 0.42});
  }

  // The index finger, folded inside the mitten (behind its palm, wholly within it) beside the
  // thumb: hidden until a pointing hand slides it out past the fingertips (docs/SHAPES.md §3.3).
  Node finger(int s, const Colors& c) const {
    const double h = b.hand, t = side() ? 1 : -s;
    return Node("finger" + suffix(s), "")
        .at(t * h * 0.12, h * 0.48)
        .z(-1)
        .shape(shape("capsule", h * 0.36, h * 0.55))
        .fill(c.skin);
  }

  // Where an arm hangs from the chest joint: the kid's at the chest's edge, so that with its long
  // forearm a raised hand waves beside its big head; the monster's below its eyes (its face is on
  // its body), so a raised arm never crosses them.
  Point shoulder(int s) const {
    const double y =
        monster() ? torso_h() * 0.4 + b.eye_y * k.head + b.eye_r * k.head * 2.3 : b.arm_w * 0.4;
    if (side()) return {s * 2.0, y};
    return {s * (b.torso_w / 2 - b.arm_w * (b.kind == "kid" ? 0.05 : 0.3)), y};
  }

  Node arm(int s) const {
    const Colors c = colors(s);
    const Point at = shoulder(s);
    const double elbow_w = b.arm_w * 0.86, wrist_w = b.arm_w * 0.72;
    Node end = monster() ? claw(s, c)
                         : Node("hand" + suffix(s), "hand")
                               .side(s)
                               .at(0, b.forearm)
                               .shape(mitten(s))
                               .fill(c.skin)
                               .child(finger(s, c));
    Node forearm = Node("forearm" + suffix(s), "forearm")
                       .side(s)
                       .at(0, b.arm)
                       .shape(limb(b.forearm, elbow_w, wrist_w))
                       .fill(monster() ? c.shirt : c.skin)
                       .child(end);
    forearm.limits(side() ? -8 : -160, side() ? 155 : 160);
    // Head on an arm turned in (flex, point, ascend) tucks its hand up instead of crossing the
    // body; in profile those gestures and a cower reach forward (docs/SHAPES.md §3.3); the
    // monster's stubby arms hang as they are.
    if (!monster()) forearm.set("tuck", 14);
    return Node("arm" + suffix(s), "arm")
        .side(s)
        .at(at.x, at.y)
        .z(limb_z(s))
        .rot(side() ? 0 : -s * 9)
        .shape(limb(b.arm, b.arm_w, elbow_w))
        .fill(c.shirt)
        .set("flex", side() ? 1 : -s)
        .child(forearm);
  }

  // The monster's claw: a round paw with three spikes, the part a hand's reach moves. Its colour
  // is the look's skin, as a person's hands are.
  Node claw(int s, const Colors& c) const {
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

  Node head() const {
    const Colors c = colors(1);
    const double hw = head_w(), hh = head_h();
    Node h = Node("head", "head")
                 .at(0, head_y())
                 .shape(shape("ellipse", side() ? hw * 0.94 : hw, hh, 0, -hh * 0.45))
                 .fill(monster() ? c.shirt : c.skin)
                 .limits(-50, 50)
                 .z(2);
    if (view != BipedView::kBack) h.set("face", face());
    if (monster()) {
      for (int s : {-1, 1})
        h.child(antenna(s));
    } else if (b.kind == "kid" && look.pigtails) {
      h.child(fringe(c));
      for (int s : {-1, 1})
        h.child(pigtail(s));
    } else {
      h.child(fringe(c));  // the person's short hair, as the kid's without pigtails
    }
    return h;
  }

  json::Value face() const {
    const double k_eye = k.head;
    json::Object f;
    f.set("eyeX", side() ? 0.0 : b.eye_x * k_eye);
    f.set("eyeY", b.eye_y * k_eye);
    f.set("eyeR", b.eye_r * k_eye);
    f.set("mouthW", b.mouth_w * k_eye * (side() ? 0.6 : 1));
    f.set("mouthH", b.mouth_h * k_eye);
    f.set("mouthY", b.mouth_y * k_eye);
    if (side()) {
      f.set("eyeCX", head_w() * 0.22);
      f.set("mouthX", head_w() * 0.3);
      f.set("eyes", 1);
      f.set("profile", true);
    } else if (monster() && look.monster_eyes == 1) {
      f.set("eyes", 1);
      f.set("eyeR", b.eye_r * k_eye * 1.35);
    }
    if (monster()) f.set("fangs", true);
    if (b.kind == "kid" || b.kind == "person") f.set("cheeks", "#f29a8c");
    // Brows over the bangs: a surprised or scared brow rises into them and must show.
    if (b.kind != "monster") f.set("z", 2);
    // Dark enough to show over the hair's fringe or the monster's skin.
    f.set("browColor", shade(b.kind == "monster" ? p.body : p.acc, 0.55));
    return f;
  }

  // Hair as a mop a little fuller than the skull with a fringe of rounded locks across the
  // forehead (a cap has a straight edge, hair does not), drawn around the head's centre; from
  // behind it covers the back of the head. The kid's comes down the sides to her cheeks with
  // four bangs; the person's is short, over the ears, with three.
  struct Mop {
    double spread, side_y, nape_y, notch, tip;
    int locks;
  };
  Mop mop_shape() const {
    if (b.kind == "kid") return {0.3, 0.06, 0.12, -0.33, -0.21, 4};
    return {0.2, -0.1, 0.0, -0.36, -0.25, 3};
  }

  Node fringe(const Colors& c) const {
    const double hw = head_w(), hh = head_h();
    const bool kid = b.kind == "kid";
    const std::string id = kid ? "fringe" : "hair", role = kid ? "" : "hair";
    auto hair_part = [&](Node n) { return kid ? n : n.index(0).limits(-40, 40); };
    if (view == BipedView::kBack) {
      return hair_part(Node(id, role)
                           .at(0, -hh * 0.82)
                           .z(1)
                           .shape(shape("ellipse", hw * 1.04, hh * (kid ? 0.86 : 0.74), 0,
                                        hh * (kid ? 0.24 : 0.18)))
                           .fill(c.hair));
    }
    const Mop m = mop_shape();
    const double rx = hw * (side() ? 0.5 : 0.55), ry = hh * (kid ? 0.56 : 0.54);
    json::Array outline;
    auto add = [&outline](double x, double y) { outline.push_back(json::Array{x, y}); };
    // The outer edge, an arc over the top: head on from one cheek to the other; in profile from
    // the brow over the crown down to the nape.
    const double from = side() ? 0.6 : -m.spread,
                 to = side() ? std::numbers::pi + 0.7 : std::numbers::pi + m.spread;
    for (int i = 0; i <= 24; ++i) {
      const double t = from + (to - from) * i / 24.0;
      add(rx * std::cos(t), -ry * std::sin(t));
    }
    // Bangs: rounded locks hanging between notches, from x0 to x1.
    auto bangs = [&](double x0, double x1, int n, double notch, double tip) {
      for (int i = 0; i <= n * 6; ++i) {
        const double u = static_cast<double>(i) / (n * 6), lock = u * n - std::floor(u * n);
        add(x0 + (x1 - x0) * u,
            notch + (tip - notch) * std::pow(std::sin(std::numbers::pi * lock), 0.6));
      }
    };
    if (side()) {
      add(-hw * 0.3, hh * m.nape_y);  // the nape, then up behind the ear to the crown's front
      add(-hw * 0.12, -hh * 0.05);
      bangs(-hw * 0.04, rx * std::cos(from), 2, hh * (m.notch + 0.03), hh * m.tip);
    } else {
      add(-hw * 0.4,
          hh * m.side_y);  // inside the left lock up to the bangs, across, down the right
      add(-hw * 0.38, -hh * 0.2);
      bangs(-hw * 0.38, hw * 0.38, m.locks, hh * m.notch, hh * m.tip);
      add(hw * 0.4, hh * m.side_y);
    }
    json::Value mop = with(shape("poly", rx * 2, ry * 2), "subs", json::Array{outline});
    return hair_part(
        Node(id, role).at(side() ? -hw * 0.04 : 0, -hh * 0.45).z(1).shape(mop).fill(c.hair));
  }

  Node pigtail(int s) const {
    const double hw = head_w(), hh = head_h();
    const std::string color = side() && s < 0 ? p.far_acc : p.acc;
    const double x = side() ? -hw * 0.38 : s * hw * 0.47;
    Node tail = Node("pigtail" + suffix(s), "hair")
                    .side(s)
                    .index(1)
                    .at(0, hh * 0.04)
                    .rot(side() ? 40 : -s * 38)
                    .shape(shape("teardrop", hw * 0.3, hh * 0.55, 0, hh * 0.25))
                    .fill(color)
                    .limits(-70, 70);
    return Node("tie" + suffix(s), "hair")
        .side(s)
        .index(0)
        .at(x, -hh * 0.62)
        .z(side() ? (s < 0 ? -2 : 4) : -1)
        .shape(shape("ellipse", hw * 0.15, hw * 0.15))
        .fill(shade(p.body, 0.1))
        .limits(-50, 50)
        .child(tail);
  }

  // Bendy antennae: three segments (the engine bends two; the third stays straight, spec §8.2)
  // and a round tip. They splay outward from the root and curl further out, like a cartoon
  // bug's: at rest (and drooping in a sad idle) the tips stay apart, never an "A". In profile the
  // near one leans forward and the far one back.
  Node antenna(int s) const {
    const double hh = head_h(), len = hh * 0.26;
    const double x = side() ? s * 4.0 : s * head_w() * 0.24;
    const std::string color = side() && s < 0 ? p.far_body : p.body;
    Node tip = Node("antenna_tip" + suffix(s), "")
                   .at(0, len)
                   .shape(shape("ellipse", len * 0.62, len * 0.62))
                   .fill(p.acc);
    Node seg2 = Node("antenna" + suffix(s) + "2", "ear")
                    .side(s)
                    .index(2)
                    .at(0, len)
                    .shape(shape("capsule", len * 0.26, len * 1.2, 0, len / 2))
                    .fill(color)
                    .rot(s * 16)
                    .child(tip);
    Node seg1 = Node("antenna" + suffix(s) + "1", "ear")
                    .side(s)
                    .index(1)
                    .at(0, len)
                    .shape(shape("capsule", len * 0.28, len * 1.2, 0, len / 2))
                    .fill(color)
                    .rot(s * 10)
                    .limits(-70, 70)
                    .child(seg2);
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
  Node tail() const {
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

  Node tree() const {
    const Colors c = colors(1);
    const double th = torso_h();
    Node chest = Node("chest", "torso").index(1).at(0, -th * 0.86).limits(-50, 50);
    for (int s : {-1, 1})
      chest.child(arm(s));
    if (b.kind == "person") {
      chest.child(Node("neck", "")
                      .at(0, 0)
                      .z(1)
                      .fill(c.skin)
                      .shape(shape("capsule", head_w() * 0.3, 14, 0, -4)));
    }
    chest.child(head());
    json::Value torso_shape =
        with(shape("egg", side() ? b.torso_w * 0.78 : b.torso_w, th, 0, -th / 2 + b.hip_h * 0.35),
             "top", monster() ? 0.85 : 0.74);
    Node body = Node("body", "torso")
                    .index(0)
                    .at(0, -b.hip_h * 0.2)
                    .shape(torso_shape)
                    .fill(c.shirt)
                    .limits(-60, 60)
                    .child(chest);
    if (monster() && view != BipedView::kBack) {  // the light belly is on its front
      body.set("fit", shape("ellipse", b.torso_w * (side() ? 0.5 : 0.62), th * 0.6,
                            side() ? b.torso_w * 0.12 : 0, -th * 0.3 + b.hip_h * 0.4));
    }
    Node hips = Node("hips", "hips")
                    .at(0, hip_y())
                    .shape(with(shape("rrect", side() ? b.hip_w * 0.75 : b.hip_w, b.hip_h), "r",
                                b.hip_h * 0.45))
                    .fill(monster() ? c.shirt : c.pants)
                    .limits(-30, 30);
    if (!(monster() && look.monster_legs == 0)) {
      for (int s : {-1, 1})
        hips.child(leg(s));
    }
    hips.child(body);
    if (monster()) hips.child(tail());
    return hips;
  }

  double height() const {
    const double top = shoulder_y() + head_y() - head_h() * 0.95;
    return -top;
  }

  std::string suffix(int s) const { return s < 0 ? "_l" : "_r"; }
};

json::Value spots_for(const BipedBuilder& b, BipedView v) {
  const bool side = v == BipedView::kSide;
  json::Object s;
  s.set("hip", spot("hips", side ? b.b.hip_w * 0.2 : b.b.hip_w * 0.48, 0, !side));
  // A hand raised to the head goes beside it head on, and in profile ahead of the brow (a
  // salute, a hand shading the eyes), never over an eye.
  s.set("head", side ? spot("head", b.head_w() * 0.66, -b.head_h() * 0.72)
                     : spot("head", b.head_w() * 0.5, -b.head_h() * 0.45, true));
  s.set("chest",
        spot("chest", side ? b.b.torso_w * 0.3 : b.b.torso_w * 0.12, b.torso_h() * 0.22, !side));
  s.set("mouth", spot("head", side ? b.head_w() * 0.34 : 0, b.b.mouth_y * b.k.head));
  return s;
}

}  // namespace

json::Value biped_content(const Look& look) {
  const Biped b = look.template_name == "kid"       ? kid()
                  : look.template_name == "monster" ? monster()
                                                    : person();
  const Palette p = b.kind == "person" ? palette_for(look, "#3f88c5", "#f1c27d", "#5b3a29")
                    : b.kind == "kid"  ? palette_for(look, "#ef6f6c", "#ffd5b0", "#f2b134")
                                       : palette_for(look, "#6cc26a", "#d5f5c4", "#9b5fc0");
  const Proportions k = proportions_of(look);
  const BipedBuilder front{b, p, look, k, BipedView::kFront};
  const BipedBuilder profile{b, p, look, k, BipedView::kSide};
  const BipedBuilder back{b, p, look, k, BipedView::kBack};
  const double footprint = b.hip_w * 0.5 + b.foot_w * 0.6;
  json::Object content;
  content.set("tree", front.tree().value());
  content.set("legs", b.kind == "monster" && look.monster_legs == 0 ? 0 : 2);
  content.set("kind", b.kind);
  content.set("height", front.height());
  content.set("footprint", footprint);
  content.set("look", look.style);
  json::Array views;
  json::Object own;
  own.set("view", "front");
  views.push_back(own);
  for (const auto& [name, builder] : {std::pair{"side", &profile}, std::pair{"back", &back}}) {
    json::Object v;
    v.set("view", name);
    v.set("tree", builder->tree().value());
    v.set("footprint", std::string(name) == "side" ? footprint * 0.8 : footprint);
    views.push_back(v);
  }
  content.set("views", views);
  json::Object spots;
  spots.set("front", spots_for(front, BipedView::kFront));
  spots.set("side", spots_for(profile, BipedView::kSide));
  spots.set("back", spots_for(back, BipedView::kBack));
  content.set("spots", spots);
  return content;
}

}  // namespace jt::render::tpl
