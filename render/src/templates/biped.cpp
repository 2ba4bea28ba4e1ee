// The two-legged templates: the person, the kid (big head, pigtails) and the monster (round
// body, two big eyes, fangs, antennae, short clawed arms, a spiky tail), seen from the front,
// the side and the back (the back drawn as the front mirrored: docs/SHAPES.md §3.6). The
// monster's own parts: biped_monster.cpp.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <tuple>
#include <vector>

#include "biped_builder.h"
#include "outline.h"

namespace jt::render::tpl {
namespace biped {

Biped person() {
  return {"person", 36, 36, 15, 24, 10,  40,  22,  46, 60, 29,
          25,       12, 15, 46, 52, 9.5, -24, 5.6, 14, 5,  -10};
}
Biped kid() {
  return {"kid", 21, 20, 13, 19, 9,  32,  17,  38, 42, 24,
          21,    11, 13, 64, 60, 13, -24, 8.2, 16, 6,  -9};
}

Colors BipedBuilder::colors(int s) const {
  // In profile (and three quarters) the far side is a shade darker (ART.md "Overlap and depth").
  const bool far = far_side(s);
  const std::string body = far ? p.far_body : p.body, skin = far ? p.far_skin : p.skin;
  if (monster()) return {body, body, skin, p.acc, far ? p.far_acc : p.acc};
  return {body, shade(body, 0.38), skin, p.acc, p.dark};
}

double BipedBuilder::limb_z(int s) const {
  if (side() || quarter()) return far_side(s) ? -3 : 3;
  return 3;  // head on, arms over the head's sides: a raised short arm stays in sight
}

Node BipedBuilder::leg(int s) const {
  const Colors c = colors(s);
  // Three quarters, the hips turned: the near leg out to the side, the far one closer in.
  const double x = side()      ? -s * 3.0
                   : quarter() ? s * b.hip_w * (far_side(s) ? 0.14 : 0.24)
                               : s * b.hip_w * 0.27;
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
      .z(side()        ? limb_z(s)
         : far_side(s) ? -2
                       : -1)
      .shape(limb(thigh(), b.leg_w, knee_w))
      .fill(monster() ? c.shirt : c.pants)
      .set("flex", side() ? -1 : -s)
      .limits(-110, 110)
      .child(shin_node);  // a crouch bends the knees forward, head on outward
}

json::Value BipedBuilder::foot_shape(int s) const {
  const double fw = b.foot_w, fh = b.foot_h;
  if (monster()) {
    return monster_paw(s);
  }
  if (side() || quarter()) {
    // Three quarters the toes point the way it faces, foreshortened.
    const double toe = quarter() ? 0.8 : 1;
    return blob({{-fw * 0.08, fh * 0.2, fw * 0.25, fh * 0.62},
                 {fw * 0.38 * toe, fh * 0.38, fw * 0.36 * toe, fh * 0.47}},
                {fw * 0.12, fh * 0.35});
  }
  const double x0 = s * fw * 0.12;
  return blob(
      {{x0, fh * 0.42, fw * 0.44, fh * 0.44}, {x0 - s * fw * 0.06, fh * 0.02, fw * 0.26, fh * 0.4}},
      {x0, fh * 0.3});
}

json::Value BipedBuilder::mitten(int s) const {
  const double h = b.hand, t = side() ? 1 : -s;
  return blob(
      {{0, h * 0.45, h * 0.44, h * 0.54}, {t * h * 0.44, h * 0.32, h * 0.19, h * 0.3, -t * 30}},
      {0, h * 0.42});
}

Node BipedBuilder::finger(int s, const Colors& c) const {
  const double h = b.hand, t = side() ? 1 : -s;
  return Node("finger" + suffix(s), "")
      .at(t * h * 0.12, h * 0.48)
      .z(-1)
      .shape(shape("capsule", h * 0.36, h * 0.55))
      .fill(c.skin);
}

Point BipedBuilder::shoulder(int s) const {
  const double y =
      monster() ? torso_h() * 0.4 + b.eye_y * k.head + b.eye_r * k.head * 2.3 : b.arm_w * 0.4;
  if (side()) return {s * 2.0, y};
  const double x = s * (b.torso_w / 2 - b.arm_w * (b.kind == "kid" ? 0.05 : 0.3));
  // Three quarters the chest is narrower: the near shoulder at its edge, the far one tucked in.
  if (quarter()) return {x * (far_side(s) ? 0.62 : 0.86), y};
  return {x, y};
}

Node BipedBuilder::arm(int s) const {
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

Node BipedBuilder::head() const {
  const Colors c = colors(0);
  const double hw = head_w(), hh = head_h();
  Node h = Node("head", "head")
               .at(0, head_y())
               .shape(shape("ellipse",
                            side()      ? hw * 0.94
                            : quarter() ? hw * 0.97
                                        : hw,
                            hh, 0, -hh * 0.45))
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

json::Value BipedBuilder::face() const {
  const double k_eye = k.head;
  json::Object f;
  f.set("eyeX", side() ? 0.0 : b.eye_x * k_eye);
  f.set("eyeY", b.eye_y * k_eye);
  f.set("eyeR", b.eye_r * k_eye);
  f.set("mouthW", b.mouth_w * k_eye * (side() ? 0.6 : 1));
  f.set("mouthH", b.mouth_h * k_eye);
  f.set("mouthY", b.mouth_y * k_eye);
  if (quarter()) {
    // As a round head turns: the features slide toward the side it faces and close up, as a
    // face turned toward a partner is drawn (docs/CAMERA.md "Conversations"), held.
    const double eye_x = b.eye_x * k_eye;
    f.set("eyeX", eye_x * 0.88);
    f.set("eyeCX", eye_x * 0.45);
    f.set("mouthX", eye_x * 0.45);
    f.set("mouthW", b.mouth_w * k_eye * 0.9);
  }
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

BipedBuilder::Mop BipedBuilder::mop_shape() const {
  if (b.kind == "kid") return {0.3, 0.06, 0.12, -0.33, -0.21, 4};
  return {0.2, -0.1, 0.0, -0.36, -0.25, 3};
}

Node BipedBuilder::fringe(const Colors& c) const {
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
  // Three quarters the mop sits back on the turned head, more of it behind the face.
  const double mop_x = side() ? -hw * 0.04 : quarter() ? -hw * 0.07 : 0;
  return hair_part(Node(id, role).at(mop_x, -hh * 0.45).z(1).shape(mop).fill(c.hair));
}

Node BipedBuilder::pigtail(int s) const {
  const double hw = head_w(), hh = head_h();
  const std::string color = far_side(s) ? p.far_acc : p.acc;
  const double x = side() ? -hw * 0.38 : s * hw * (quarter() ? (far_side(s) ? 0.36 : 0.52) : 0.47);
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

Node BipedBuilder::tree() const {
  const Colors c = colors(0);
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
  json::Value torso_shape = with(shape("egg",
                                       b.torso_w * (side()      ? 0.78
                                                    : quarter() ? 0.88
                                                                : 1),
                                       th, 0, -th / 2 + b.hip_h * 0.35),
                                 "top", monster() ? 0.85 : 0.74);
  Node body = Node("body", "torso")
                  .index(0)
                  .at(0, -b.hip_h * 0.2)
                  .shape(torso_shape)
                  .fill(c.shirt)
                  .limits(-60, 60)
                  .child(chest);
  if (monster() && view != BipedView::kBack) {  // the light belly is on its front
    body.set("fit", shape("ellipse",
                          b.torso_w * (side()      ? 0.5
                                       : quarter() ? 0.56
                                                   : 0.62),
                          th * 0.6,
                          b.torso_w * (side()      ? 0.12
                                       : quarter() ? 0.08
                                                   : 0),
                          -th * 0.3 + b.hip_h * 0.4));
  }
  Node hips = Node("hips", "hips")
                  .at(0, hip_y())
                  .shape(with(shape("rrect",
                                    b.hip_w * (side()      ? 0.75
                                               : quarter() ? 0.88
                                                           : 1),
                                    b.hip_h),
                              "r", b.hip_h * 0.45))
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

double BipedBuilder::height() const {
  const double top = shoulder_y() + head_y() - head_h() * 0.95;
  return -top;
}

namespace {

json::Value spots_for(const BipedBuilder& b, BipedView v) {
  const bool side = v == BipedView::kSide;
  json::Object s;
  // The wrist at the waist (the hips' top edge), head on at its side, in profile over the hip's
  // middle: the hand hangs from it down onto the hip, and the elbow goes out (docs/SHAPES.md
  // §3.5). Lower, the hand lands on the crotch, and the monster's short arms cannot reach.
  s.set("hip", spot("hips", side ? 0 : b.b.hip_w * 0.5, -b.b.hip_h * 0.5, !side));
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
}  // namespace biped

json::Value biped_content(const Look& look) {
  using namespace biped;
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
  const BipedBuilder quarter{b, p, look, k, BipedView::kQuarter};
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
  for (const auto& [name, builder, shadow] :
       {std::tuple{"three-quarter", &quarter, 0.9}, std::tuple{"side", &profile, 0.8},
        std::tuple{"back", &back, 1.0}}) {
    json::Object v;
    v.set("view", name);
    v.set("tree", builder->tree().value());
    v.set("footprint", footprint * shadow);
    views.push_back(v);
  }
  content.set("views", views);
  json::Object spots;
  spots.set("front", spots_for(front, BipedView::kFront));
  spots.set("side", spots_for(profile, BipedView::kSide));
  spots.set("back", spots_for(back, BipedView::kBack));
  spots.set("three-quarter", spots_for(quarter, BipedView::kQuarter));
  content.set("spots", spots);
  return content;
}

}  // namespace jt::render::tpl
