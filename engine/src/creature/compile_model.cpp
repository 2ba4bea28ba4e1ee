// Compilation (the model note §2): chunks, links, placements and legs from a descriptor.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "creature/angles.h"
#include "jt/creature/model.h"
#include "jt/creature/placement.h"

namespace jt::creature {
namespace {

double interpolate(double a, double b, double u) {
  return a + (b - a) * u;
}

double profile(const Range& range, int j, int count) {
  if (count == 1) return (range.start + range.end) / 2;
  return interpolate(range.start, range.end, static_cast<double>(j) / (count - 1));
}

void compile_chain(const Descriptor& d, Model& m) {
  const double h = kSubstep;
  for (int s = 0; s < 3; ++s) {
    const Section& section = d.chain.sections[s];
    const Material& material = d.materials.at(section.material);
    for (int j = 0; j < section.chunks; ++j) {
      ChunkConstants c;
      c.section = s;
      c.half_width = profile(section.ribbon_width, j, section.chunks);
      c.plate_profile = profile(section.plate_scale, j, section.chunks);
      c.retention = std::pow(material.velocity_retention, h);
      c.joint = material.joint_correction / 2;
      c.grip = material.grip;
      c.motion = section.motion;
      m.chunks.push_back(c);
    }
  }
  m.count = static_cast<int>(m.chunks.size());
  m.trunk_begin = d.chain.sections[0].chunks;
  m.trunk_end = m.trunk_begin + d.chain.sections[1].chunks;
  m.breathing_strain = d.chain.breathing * 0.1;
  m.breathing_rate = std::clamp(0.15 * std::sqrt(16.0 / d.chain.sections[1].chunks), 0.1, 0.4);
  for (int k = 0; k + 1 < m.count; ++k) {
    const ChunkConstants& a = m.chunks[k];
    const ChunkConstants& b = m.chunks[k + 1];
    const Section& sa = d.chain.sections[a.section];
    const Section& sb = d.chain.sections[b.section];
    LinkConstants link;
    link.rest = a.section == b.section ? sa.spacing : (sa.spacing + sb.spacing) / 2;
    link.correction = (d.materials.at(sa.material).link_correction +
                       d.materials.at(sb.material).link_correction) /
                      2 / 2;
    link.gather_scale = (a.motion.gather + b.motion.gather) / 2;
    link.breathes = a.section == 1 && b.section == 1 && m.breathing_strain > 0;
    m.links.push_back(link);
  }
  double s = 0;
  for (int k = 0; k < m.count; ++k) {
    m.chunks[k].rest = s;
    if (k + 1 < m.count) {
      const double next = s + m.links[k].rest;
      m.links[k].phase_distance = (s + next) / 2;
      s = next;
    }
  }
  m.rest_length = m.chunks.back().rest;
  const double trunk_spacing = d.chain.sections[1].spacing;
  for (int i = 1; i + 1 < m.count; ++i) {
    m.chunks[i].bend_scale = ((m.links[i - 1].rest + m.links[i].rest) / 2) / trunk_spacing;
  }
}

// The exact one-substep map of x'' = -Ω²x - 2ζΩx'.
void spring(double omega, double zeta, OrnamentInstance& o) {
  const double h = kSubstep;
  const double oh = omega * h;
  if (oh < 1e-9) {
    o.pp = 1, o.pv = h, o.vp = 0, o.vv = 1;
  } else if (zeta >= 1 - 1e-8) {
    const double e = std::exp(-oh);
    o.pp = e * (1 + oh);
    o.pv = e * h;
    o.vp = -e * omega * oh;
    o.vv = e * (1 - oh);
  } else {
    const double wd = omega * std::sqrt(1 - zeta * zeta);
    const double e = std::exp(-zeta * omega * h);
    const double c = std::cos(wd * h), s = std::sin(wd * h);
    const double k = zeta * omega / wd;
    o.pp = e * (c + k * s);
    o.pv = e * s / wd;
    o.vp = -e * omega * omega * s / wd;
    o.vv = e * (c - k * s);
  }
}

void compile_placements(const Descriptor& d, Model& m) {
  for (std::size_t i = 0; i < d.chain.plates.size(); ++i) {
    const Plate& plate = d.chain.plates[i];
    for (int chunk : resolve_placement(plate.at, plate.repeat, d.chain.sections).chunks) {
      m.plates.push_back({static_cast<int>(i), chunk});
    }
  }
  m.plates_tail_first = m.plates;
  std::stable_sort(
      m.plates_tail_first.begin(), m.plates_tail_first.end(),
      [](const PlateInstance& a, const PlateInstance& b) { return a.chunk > b.chunk; });
  for (std::size_t i = 0; i < d.chain.ornaments.size(); ++i) {
    const Ornament& ornament = d.chain.ornaments[i];
    std::vector<double> sides;
    if (ornament.side != Side::kRight) sides.push_back(-1);
    if (ornament.side != Side::kLeft) sides.push_back(1);
    for (int chunk : resolve_placement(ornament.at, ornament.repeat, d.chain.sections).chunks) {
      for (double side : sides) {
        OrnamentInstance o;
        o.ornament = static_cast<int>(i);
        o.chunk = chunk;
        o.side = side;
        o.angle = ornament.angle_degrees * kPi * side / 180;
        o.wave_gain = ornament.react * (1 - ornament.source);
        o.phys_gain = ornament.react * ornament.source;
        spring(ornament.recover, 1 - 0.98 * ornament.wobble, o);
        m.ornaments.push_back(o);
      }
    }
  }
  m.lateral_reference = 14 * d.chain.sections[1].spacing;
}

void compile_legs(const Descriptor& d, Model& m) {
  const Legs& legs = d.legs;
  m.spread_px = legs.spread * legs.reach;
  m.arc_px = legs.swing_arc * legs.reach;
  m.swing_seconds = legs.swing_cycles / std::max(d.gait.cycles_per_second, 0.01);
  const int s = static_cast<int>(legs.section);
  m.leg_begin = 0;
  for (int i = 0; i < s; ++i)
    m.leg_begin += d.chain.sections[i].chunks;
  m.leg_end = m.leg_begin + d.chain.sections[s].chunks;
  if (legs.pairs == 0 || m.leg_end == m.leg_begin) return;
  m.leg_r0 = m.chunks[m.leg_begin].rest;
  m.leg_r1 = m.chunks[m.leg_end - 1].rest;
  const double span = m.leg_r1 - m.leg_r0;
  for (int p = 0; p < legs.pairs; ++p) {
    const double target = legs.pairs == 1 ? interpolate(m.leg_r0, m.leg_r1, 0.5)
                                          : interpolate(m.leg_r0, m.leg_r1,
                                                        static_cast<double>(p) / (legs.pairs - 1));
    int best = m.leg_begin;
    for (int i = m.leg_begin; i < m.leg_end; ++i) {
      if (std::fabs(m.chunks[i].rest - target) < std::fabs(m.chunks[best].rest - target)) best = i;
    }
    const double x = span == 0 ? 0 : 2 * (m.chunks[best].rest - m.leg_r0) / span - 1;
    m.pairs.push_back({best, x - legs.joint_lean_center});
  }
}

}  // namespace

std::shared_ptr<const Model> compile_model(const Descriptor& descriptor) {
  auto m = std::make_shared<Model>();
  m->descriptor = descriptor;
  compile_chain(descriptor, *m);
  compile_placements(descriptor, *m);
  compile_legs(descriptor, *m);
  return m;
}

}  // namespace jt::creature
