#include "jt/creature/pose.h"

namespace jt::creature {
namespace {

json::Value point(Vec v) {
  json::Object o;
  o.append_unchecked("x", v.x);
  o.append_unchecked("y", v.y);
  return o;
}

const char* side_name(double side) {
  return side < 0 ? "left" : "right";
}

// A plate or an ornament as drawn: its id, chunk, root, direction and scale.
json::Object placed(const std::string& id, int chunk, Vec at, Vec direction, double scale) {
  json::Object p;
  p.append_unchecked("id", id);
  p.append_unchecked("chunk", chunk);
  p.append_unchecked("at", point(at));
  p.append_unchecked("direction", point(direction));
  p.append_unchecked("scale", scale);
  return p;
}

}  // namespace

void pose_into(const Creature& creature, CreaturePose& pose) {
  const Model& m = creature.model();
  const std::vector<Vec>& p = creature.points();
  const std::vector<Vec>& t = creature.tangents();
  pose.head = creature.head();
  pose.center = creature.center();
  pose.direction = creature.direction();
  pose.phase = creature.phase();
  pose.points.assign(p.begin(), p.end());
  pose.normals.resize(p.size());
  pose.half_widths.resize(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) {
    pose.normals[i] = perp(t[i]);
    pose.half_widths[i] = m.chunks[i].half_width;
  }
  const Legs& legs = m.descriptor.legs;
  pose.legs.resize(creature.legs().size());
  for (std::size_t i = 0; i < pose.legs.size(); ++i) {
    const LegState& leg = creature.legs()[i];
    LegPose& out = pose.legs[i];
    out.hip = p[leg.anchor];
    out.knee = creature.knee(leg);
    out.foot = leg.foot;
    out.foot_direction = t[leg.anchor];
    out.planted = leg.planted();
    out.foot_scale = legs.foot_scale * (out.planted ? legs.foot_planted_scale : 1);
    out.side = leg.side;
  }
  pose.plates.resize(m.plates_tail_first.size());
  for (std::size_t i = 0; i < pose.plates.size(); ++i) {
    const PlateInstance& instance = m.plates_tail_first[i];
    PlatePose& out = pose.plates[i];
    out.plate = instance.plate;
    out.chunk = instance.chunk;
    out.position = p[instance.chunk];
    out.direction = t[instance.chunk];
    out.scale = m.descriptor.chain.plates[instance.plate].scale *
                m.chunks[instance.chunk].plate_profile *
                (1 + m.descriptor.chain.load_scale * creature.contact()[instance.chunk]);
  }
  pose.ornaments.resize(m.ornaments.size());
  for (std::size_t i = 0; i < pose.ornaments.size(); ++i) {
    const OrnamentInstance& instance = m.ornaments[i];
    const Ornament& ornament = m.descriptor.chain.ornaments[instance.ornament];
    OrnamentPose& out = pose.ornaments[i];
    out.ornament = instance.ornament;
    out.chunk = instance.chunk;
    out.side = instance.side;
    out.over = ornament.over;
    out.position = creature.ornaments()[i].root;
    out.direction = creature.ornaments()[i].direction;
    out.scale = ornament.scale;
  }
}

json::Value pose_to_json(const CreaturePose& pose, const Model& model) {
  const Descriptor& d = model.descriptor;
  json::Object o;
  o.append_unchecked("head", point(pose.head));
  o.append_unchecked("center", point(pose.center));
  o.append_unchecked("direction", point(pose.direction));
  o.append_unchecked("phase", pose.phase);
  o.append_unchecked("restLength", model.rest_length);
  json::Array chunks;
  for (const Vec& p : pose.points)
    chunks.push_back(point(p));
  o.append_unchecked("chunks", std::move(chunks));
  json::Array legs;
  for (std::size_t i = 0; i < pose.legs.size(); ++i) {
    const LegPose& leg = pose.legs[i];
    json::Object l;
    l.append_unchecked("pair", static_cast<double>(i / 2));
    l.append_unchecked("side", side_name(leg.side));
    l.append_unchecked("hip", point(leg.hip));
    l.append_unchecked("knee", point(leg.knee));
    l.append_unchecked("foot", point(leg.foot));
    l.append_unchecked("planted", leg.planted);
    legs.push_back(std::move(l));
  }
  o.append_unchecked("legs", std::move(legs));
  json::Array plates;
  for (const PlatePose& plate : pose.plates) {
    plates.push_back(placed(d.chain.plates[plate.plate].id, plate.chunk, plate.position,
                            plate.direction, plate.scale));
  }
  o.append_unchecked("plates", std::move(plates));
  json::Array ornaments;
  for (const OrnamentPose& ornament : pose.ornaments) {
    json::Object p = placed(d.chain.ornaments[ornament.ornament].id, ornament.chunk,
                            ornament.position, ornament.direction, ornament.scale);
    p.append_unchecked("side", side_name(ornament.side));
    ornaments.push_back(std::move(p));
  }
  o.append_unchecked("ornaments", std::move(ornaments));
  return o;
}

}  // namespace jt::creature
