// The bird: a round body and head, wings in two pieces (the wing reads the arms, its tip the
// hands: spec §2), thin legs, a beak that opens, a two-feather crest. Front and back only.
#include <numbers>
#include <vector>

#include "body_plan.h"
#include "node.h"
#include "outline.h"
#include "palette.h"

namespace jt::render::tpl {
namespace {

struct BirdBuilder {
  const Palette& p;
  Proportions k;
  bool back;

  double thigh() const { return 13 * k.legs; }
  double shin() const { return 12 * k.legs; }
  double hip_y() const { return -4 - shin() - thigh(); }
  double body_h() const { return 62 * k.body; }
  double head() const { return 50 * k.head; }

  Node leg(int s) const {
    Node foot = Node(s < 0 ? "foot_l" : "foot_r", "foot")
                    .side(s)
                    .at(0, shin())
                    .shape(shape("hcapsule", 15, 6, s * 3, 1))
                    .fill(p.acc)
                    .limits(-30, 30);
    Node shin_node = Node(s < 0 ? "shin_l" : "shin_r", "shin")
                         .side(s)
                         .at(0, thigh())
                         .shape(shape("capsule", 4.5, shin() + 3, 0, shin() / 2))
                         .fill(p.acc)
                         .limits(-120, 120)
                         .child(foot);
    return Node(s < 0 ? "leg_l" : "leg_r", "leg")
        .side(s)
        .at(s * 11, 0)
        .z(-1)
        .shape(shape("capsule", 5, thigh() + 3, 0, thigh() / 2))
        .fill(p.acc)
        .set("flex", -s)
        .limits(-80, 80)
        .child(shin_node);
  }

  // A wing, never an arm: a long feathered leaf hanging at the side of the ball, narrow where it
  // joins the body, broadest half way down (no bulge of a biceps at the shoulder), its tip the
  // primaries: three long feathers side by side, the outer one longest, their rounded ends a
  // scalloped edge tapering to the point of the wing (no round fist). One colour, a shade darker
  // than the body, so it reads as one wing over the body.
  Node wing(int s) const {
    const double len = 30 * k.body, f = len * 0.62;
    std::vector<Oval> primaries{{0, f * 0.2, 5.2, f * 0.3}};
    for (int j = -1; j <= 1; ++j) {
      const double deg = s * j * 5.0, a = deg * std::numbers::pi / 180, l = f * (0.82 + 0.16 * j);
      const double x = s * j * 2.6;
      primaries.push_back({x + std::sin(a) * l * 0.5, std::cos(a) * l * 0.5, 2.9, l * 0.5, -deg});
    }
    const std::string fill = shade(p.body, 0.1);
    Node tip = Node(s < 0 ? "wingtip_l" : "wingtip_r", "hand")
                   .side(s)
                   .at(0, len * 0.72)
                   .shape(centred(blob(primaries, {0, f * 0.2}, 36)))
                   .fill(fill)
                   .set("tip", point(s * 3, f))
                   .limits(s < 0 ? -10 : -120,
                           s < 0 ? 120 : 10);  // a raised tip never folds over the head
    return Node(s < 0 ? "wing_l" : "wing_r", "wing")
        .side(s)
        .at(s * 29 * k.body, -body_h() * 0.6)
        .rot(-s * 26)
        .z(2)
        .shape(
            centred(blob({{0, len * 0.42, 7.8, len * 0.46}, {s * 1.5, len * 0.62, 6.4, len * 0.3}},
                         {0, len * 0.45}, 24)))
        .fill(fill)
        .set("flex", -s)
        .child(tip);
  }

  Node head_node() const {
    const double h = head();
    Node crest = Node("crest", "hair")
                     .index(0)
                     .at(0, -h * 0.46)
                     .rot(180 - 8)
                     .z(-1)
                     .shape(shape("teardrop", 9, 18, 0, 7))
                     .fill(p.acc)
                     .limits(-50, 50)
                     .child(Node("crest1", "hair")
                                .index(1)
                                .at(2, 3)
                                .rot(-28)
                                .shape(shape("teardrop", 8, 15, 0, 6))
                                .fill(p.acc)
                                .limits(-50, 50));
    Node n = Node("head", "head")
                 .at(0, -body_h() * 0.78)
                 .z(1)
                 .shape(shape("ellipse", h * 1.05, h, 0, -h * 0.36))
                 .fill(p.body)
                 .limits(-40, 40)
                 .child(crest);
    if (!back) {
      json::Object beak;
      beak.set("w", h * 0.4);
      beak.set("h", h * 0.36);
      beak.set("color", p.acc);
      json::Object f;
      f.set("eyeX", h * 0.2);
      f.set("eyeY", -h * 0.46);
      f.set("eyeR", h * 0.13);
      f.set("mouthW", h * 0.3);
      f.set("mouthH", h * 0.1);
      f.set("mouthY", -h * 0.22);
      f.set("beak", beak);
      f.set("cheeks", "#f59c7a");
      f.set("browColor", shade(p.body, 0.55));
      n.set("face", f);
    }
    return n;
  }

  Node tree() const {
    Node tail = Node("tail", "tail")
                    .at(0, -8)
                    .rot(180 + 12)
                    .z(back ? 3 : -3)
                    .shape(shape("tri", 26, 22, 0, 8))
                    .fill(p.far_body)
                    .limits(-45, 45);
    Node body =
        Node("body", "torso")
            .at(0, 0)
            .z(0)
            .shape(with(shape("egg", 68 * k.body, body_h(), 0, -body_h() * 0.44), "top", 0.86))
            .fill(p.body)
            .limits(-45, 45);
    if (!back) {
      // The belly in the look's skin colour: a patch well inside the body, so it needs no clip.
      body.child(Node("belly", "")
                     .at(0, 0)
                     .no_outline()
                     .fill(p.skin)
                     .shape(shape("ellipse", 40 * k.body, body_h() * 0.6, 0, -body_h() * 0.3)));
    }
    for (int s : {-1, 1})
      body.child(wing(s));
    body.child(head_node());
    body.child(tail);
    Node hips = Node("hips", "hips").at(0, hip_y());
    for (int s : {-1, 1})
      hips.child(leg(s));
    hips.child(body);
    return hips;
  }

  double height() const { return -(hip_y() - body_h() * 0.78 - head() * 0.86 - 14); }
};

json::Value spots_for(const BirdBuilder& b) {
  json::Object s;
  s.set("hip", spot("body", 26 * b.k.body, -b.body_h() * 0.22, true));
  s.set("head", spot("head", b.head() * 0.68, -b.head() * 0.3, true));  // beside the eyes
  s.set("chest", spot("body", 0, -b.body_h() * 0.55));
  s.set("mouth", spot("head", 0, -b.head() * 0.22));
  return s;
}

}  // namespace

json::Value bird_content(const Look& look) {
  const Palette p = palette_for(look, "#f4c542", "#fff2c4", "#f28c28");
  const Proportions k = proportions_of(look);
  const BirdBuilder front{p, k, false}, back{p, k, true};
  json::Object content;
  content.set("tree", front.tree().value());
  content.set("legs", 2);
  content.set("kind", "bird");
  content.set("height", front.height());
  content.set("footprint", 34);
  content.set("look", look.style);
  json::Object own;
  own.set("view", "front");
  json::Object back_view;
  back_view.set("view", "back");
  back_view.set("tree", back.tree().value());
  back_view.set("footprint", 34);
  content.set("views", json::Array{own, back_view});
  json::Object spots;
  spots.set("front", spots_for(front));
  spots.set("back", spots_for(back));
  content.set("spots", spots);
  return content;
}

}  // namespace jt::render::tpl
