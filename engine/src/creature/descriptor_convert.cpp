#include "creature/descriptor_convert.h"

namespace jt::creature::detail {
namespace {

const json::Value& at(const json::Value& v, std::string_view key) {
  return *v.find(key);
}
double num(const json::Value& v, std::string_view key) {
  return at(v, key).as_number();
}
int integer(const json::Value& v, std::string_view key) {
  return static_cast<int>(at(v, key).as_number());
}
std::string text(const json::Value& v, std::string_view key) {
  return at(v, key).as_string();
}

SectionName section_named(const std::string& name) {
  return name == "head"   ? SectionName::kHead
         : name == "tail" ? SectionName::kTail
                          : SectionName::kTrunk;
}

Wave wave(const json::Value& v, bool has_offset, bool has_duty, std::string_view amplitude) {
  Wave w;
  w.amplitude = num(v, amplitude);
  w.harmonic = integer(v, "harmonic");
  if (has_offset) w.phase_offset = num(v, "phaseOffset");
  if (has_duty) w.duty_cycle = num(v, "dutyCycle");
  return w;
}

Section section(const json::Value& v) {
  Section s;
  s.chunks = integer(v, "chunks");
  s.spacing = num(v, "spacing");
  s.material = text(v, "material");
  const json::Value& m = at(v, "motionScale");
  s.motion = {num(m, "bend"), num(m, "thrust"), num(m, "gather"), num(m, "contact")};
  const json::Value& profile = at(v, "profile");
  s.ribbon_width = {num(at(profile, "ribbonWidth"), "start"),
                    num(at(profile, "ribbonWidth"), "end")};
  s.plate_scale = {num(at(profile, "plateScale"), "start"), num(at(profile, "plateScale"), "end")};
  return s;
}

void placement(const json::Value& v, std::string& id, std::string& shape, std::string& paint,
               Anchor& anchor, Repeat& repeat) {
  id = text(v, "id");
  shape = text(v, "shape");
  paint = text(v, "paint");
  const json::Value& a = at(v, "at");
  if (!at(a, "section").is_null()) anchor.section = section_named(text(a, "section"));
  anchor.from_tail = text(a, "from") == "tail";
  anchor.offset = integer(a, "offset");
  const json::Value& r = at(v, "repeat");
  if (!at(r, "count").is_null()) repeat.count = integer(r, "count");
  repeat.step = integer(r, "step");
}

void definitions(const json::Value& d, Descriptor& out) {
  for (const json::Member& m : at(d, "materials").as_object()) {
    const json::Value& grip = at(m.value, "grip");
    out.materials[m.key] = {num(m.value, "velocityRetention"),
                            num(m.value, "jointCorrection"),
                            num(m.value, "linkCorrection"),
                            {num(grip, "forward"), num(grip, "backward"), num(grip, "lateral")}};
  }
  for (const json::Member& m : at(d, "shapes").as_object()) {
    out.shapes[m.key] = {text(m.value, "path")};
  }
  for (const json::Member& m : at(d, "paints").as_object()) {
    Paint p;
    if (!at(m.value, "fill").is_null()) p.fill = text(m.value, "fill");
    const json::Value& stroke = at(m.value, "stroke");
    if (!stroke.is_null()) p.stroke = Stroke{text(stroke, "colour"), num(stroke, "width")};
    out.paints[m.key] = std::move(p);
  }
}

void chain(const json::Value& c, Chain& out) {
  const json::Value& lift = at(at(c, "physics"), "autoLift");
  const json::Value& steer = at(at(c, "physics"), "steering");
  out.lift_amount = num(lift, "amount");
  out.lift_share = num(lift, "share");
  out.lift_rate = num(lift, "rate");
  out.steer_gain = num(steer, "gain");
  out.steer_limit = num(steer, "limit");
  out.steer_rate = num(steer, "rate");
  out.breathing = num(c, "breathing");
  for (std::size_t i = 0; i < 3; ++i)
    out.sections[i] = section(at(at(c, "sections"), kSectionNames[i]));
  const json::Value& skin = at(c, "skin");
  out.load_scale = num(skin, "loadScale");
  out.ribbon_paint = text(at(skin, "ribbon"), "paint");
  for (const json::Value& p : at(skin, "plates").as_array()) {
    Plate plate;
    placement(p, plate.id, plate.shape, plate.paint, plate.at, plate.repeat);
    plate.scale = num(p, "scale");
    out.plates.push_back(std::move(plate));
  }
  for (const json::Value& o : at(skin, "ornaments").as_array()) {
    Ornament orn;
    placement(o, orn.id, orn.shape, orn.paint, orn.at, orn.repeat);
    const std::string side = text(o, "side");
    orn.side = side == "left" ? Side::kLeft : side == "right" ? Side::kRight : Side::kBoth;
    orn.over = text(o, "layer") == "over";
    orn.forward = num(at(o, "offset"), "forward");
    orn.outward = num(at(o, "offset"), "outward");
    orn.angle_degrees = num(o, "angleDegrees");
    orn.scale = num(o, "scale");
    orn.source = num(o, "source");
    orn.react = num(o, "react");
    orn.recover = num(o, "recover");
    orn.wobble = num(o, "wobble");
    out.ornaments.push_back(std::move(orn));
  }
}

void legs(const json::Value& l, Legs& out) {
  out.section = section_named(text(l, "section"));
  out.pairs = integer(l, "pairs");
  out.reach = num(l, "reach");
  out.spread = num(l, "spread");
  out.lead = num(l, "lead");
  out.fold = num(l, "fold");
  out.joint_bend = num(l, "jointBend");
  out.joint_lean = num(l, "jointLean");
  out.joint_lean_center = num(l, "jointLeanCenter");
  out.side_phase = num(l, "sidePhase");
  out.lift_threshold = num(l, "liftThreshold");
  out.swing_cycles = num(l, "swingCycles");
  out.swing_arc = num(l, "swingArc");
  out.jitter = num(l, "jitter");
  const json::Value& skin = at(l, "skin");
  out.limb_paint = text(skin, "limbPaint");
  out.limb_width = num(skin, "limbWidth");
  const json::Value& foot = at(skin, "foot");
  out.foot_shape = text(foot, "shape");
  out.foot_paint = text(foot, "paint");
  out.foot_scale = num(foot, "scale");
  out.foot_planted_scale = num(foot, "plantedScale");
}

}  // namespace

Descriptor convert_descriptor(const json::Value& canonical) {
  Descriptor d;
  d.name = text(canonical, "name");
  definitions(at(canonical, "definitions"), d);
  const json::Value& g = at(canonical, "gait");
  d.gait.cycles_per_second = num(g, "cyclesPerSecond");
  d.gait.phase_lag = num(g, "phaseLagRadiansPerPixel");
  d.gait.bend = wave(at(g, "bend"), false, false, "amplitude");
  d.gait.thrust = wave(at(g, "thrust"), true, true, "acceleration");
  d.gait.gather = wave(at(g, "gather"), true, false, "amplitude");
  d.gait.contact = wave(at(g, "contact"), true, true, "amplitude");
  chain(at(canonical, "chain"), d.chain);
  legs(at(canonical, "legs"), d.legs);
  return d;
}

}  // namespace jt::creature::detail
