// A creature descriptor (schema v1, docs/CREATURES.md) as plain data, and the strict reading of one
// from JSON: every problem reported with its JSON pointer, the bound or rule it breaks and a hint.
// A descriptor with any error gives no Descriptor, so nothing can simulate or draw it.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::creature {

enum class SectionName { kHead, kTrunk, kTail };
inline constexpr std::array<const char*, 3> kSectionNames = {"head", "trunk", "tail"};

struct Grip {
  double forward = 0, backward = 0, lateral = 0;
};
struct Material {
  double velocity_retention = 0, joint_correction = 0, link_correction = 0;
  Grip grip;
};
struct Stroke {
  std::string colour;
  double width = 0;
};
struct Paint {
  std::optional<std::string> fill;
  std::optional<Stroke> stroke;
};
struct Shape {
  std::string path;  // SVG path data in chunk-local px: +x toward the head, +y outward
};

struct Wave {            // one gait channel
  double amplitude = 0;  // bend: radians; thrust: px/s²; gather, contact: fractions
  int harmonic = 1;
  double phase_offset = 0;  // bend's is always 0
  double duty_cycle = 1;    // thrust and contact only
};
struct Gait {
  double cycles_per_second = 0, phase_lag = 0;  // phase lag: radians per px
  Wave bend, thrust, gather, contact;
};

struct MotionScale {
  double bend = 0, thrust = 0, gather = 0, contact = 0;
};
struct Range {
  double start = 0, end = 0;
};
struct Section {
  int chunks = 0;
  double spacing = 0;
  std::string material;
  MotionScale motion;
  Range ribbon_width, plate_scale;
};

struct Anchor {
  std::optional<SectionName> section;  // none: the whole chain
  bool from_tail = false;
  int offset = 0;
};
struct Repeat {
  std::optional<int> count;  // none: through the rest of the scope
  int step = 1;
};
struct Plate {
  std::string id, shape, paint;
  Anchor at;
  Repeat repeat;
  double scale = 1;
};
enum class Side { kLeft, kRight, kBoth };
struct Ornament {
  std::string id, shape, paint;
  Anchor at;
  Repeat repeat;
  Side side = Side::kBoth;
  bool over = false;  // layer: over the ribbon, or under it
  double forward = 0, outward = 0, angle_degrees = 0, scale = 1;
  double source = 0, react = 0, recover = 0, wobble = 0;
};

struct Chain {
  double lift_amount = 0, lift_share = 0, lift_rate = 0;
  double steer_gain = 0, steer_limit = 0, steer_rate = 0;
  double breathing = 0;
  std::array<Section, 3> sections;  // head, trunk, tail
  double load_scale = 0;
  std::string ribbon_paint;
  std::vector<Plate> plates;
  std::vector<Ornament> ornaments;
};

struct Legs {
  SectionName section = SectionName::kTrunk;
  int pairs = 0;
  double reach = 1, spread = 0, lead = 0, fold = 0;
  double joint_bend = 0, joint_lean = 0, joint_lean_center = 0;
  double side_phase = 0, lift_threshold = 0, swing_cycles = 1, swing_arc = 0, jitter = 0;
  std::string limb_paint;
  double limb_width = 0;
  std::string foot_shape, foot_paint;
  double foot_scale = 1, foot_planted_scale = 1;
};

struct Descriptor {
  std::string name;
  std::map<std::string, Material> materials;  // sorted by id, as the contract reads records
  std::map<std::string, Shape> shapes;
  std::map<std::string, Paint> paints;
  Gait gait;
  Chain chain;
  Legs legs;

  int chunk_count() const {
    return chain.sections[0].chunks + chain.sections[1].chunks + chain.sections[2].chunks;
  }
};

struct ReadResult {
  std::optional<Descriptor> descriptor;  // set exactly when there is no error
  json::Value canonical;                 // the value read, fields in schema order (null on error)
  std::vector<Diagnostic> errors;        // every problem, structural first, then cross-field
};

// Reads a parsed descriptor. `file` names it in the diagnostics; `pointer` is where it sits in its
// document ("" for a descriptor file, "/content" in a pack).
ReadResult read_descriptor(const json::Value& value, const std::string& file = {},
                           const std::string& pointer = {});

// The descriptor resized by `factor` (> 0, finite): px fields ×factor, per-px fields ÷factor, then
// read again, so a product out of bounds is an error at its pointer. The errors of the input come
// first; nothing is returned with any error.
ReadResult scale_descriptor(const json::Value& value, double factor, const std::string& file = {});

// Whether a document looks like a descriptor (an object with "schemaVersion").
bool looks_like_descriptor(const json::Value& value);

}  // namespace jt::creature
