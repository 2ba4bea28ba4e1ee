// Schema v1, field by field in canonical order (docs/CREATURES.md, "The descriptor").
#include "jt/creature/schema.h"

#include <deque>
#include <numbers>

#include "creature/angles.h"

namespace jt::creature {
namespace {

// The nodes live in one arena built on first use; a deque never moves what it holds.
class Builder {
 public:
  const Node* real(double min, double max, int length_exponent = 0) {
    Node n;
    n.kind = NodeKind::kNumber;
    n.min = min;
    n.max = max;
    n.length_exponent = length_exponent;
    return add(std::move(n));
  }
  const Node* integer(double min, double max) {
    Node n;
    n.kind = NodeKind::kNumber;
    n.min = min;
    n.max = max;
    n.integer = true;
    return add(std::move(n));
  }
  const Node* string(int min_length, int max_length, Pattern pattern, bool blank_allowed = true) {
    Node n;
    n.kind = NodeKind::kString;
    n.min_length = min_length;
    n.max_length = max_length;
    n.pattern = pattern;
    n.blank_allowed = blank_allowed;
    return add(std::move(n));
  }
  const Node* id() { return string(1, 64, Pattern::kId); }
  const Node* literal(double value) {
    Node n;
    n.kind = NodeKind::kLiteral;
    n.literal = value;
    return add(std::move(n));
  }
  const Node* choice(std::vector<std::string_view> values) {
    Node n;
    n.kind = NodeKind::kChoice;
    n.values = std::move(values);
    return add(std::move(n));
  }
  const Node* object(std::vector<Field> fields) {
    Node n;
    n.kind = NodeKind::kObject;
    n.fields = std::move(fields);
    return add(std::move(n));
  }
  const Node* record(int min_entries, const Node* item) {
    Node n;
    n.kind = NodeKind::kRecord;
    n.item = item;
    n.min_entries = min_entries;
    n.max_entries = kMaxRecordEntries;
    return add(std::move(n));
  }
  const Node* array(int max_entries, const Node* item) {
    Node n;
    n.kind = NodeKind::kArray;
    n.item = item;
    n.max_entries = max_entries;
    return add(std::move(n));
  }
  const Node* nullable(const Node* inner) {
    Node n = *inner;
    n.nullable = true;
    return add(std::move(n));
  }

 private:
  const Node* add(Node n) { return &nodes_.emplace_back(std::move(n)); }
  std::deque<Node> nodes_;
};

const Node* build_definitions(Builder& b) {
  const Node* grip =
      b.object({{"forward", b.real(0, 1)}, {"backward", b.real(0, 1)}, {"lateral", b.real(0, 1)}});
  const Node* material = b.object({{"velocityRetention", b.real(0, 1)},
                                   {"jointCorrection", b.real(0, 1)},
                                   {"linkCorrection", b.real(0.001, 1)},
                                   {"grip", grip}});
  const Node* shape = b.object({{"path", b.string(1, 65536, Pattern::kNone, false)}});
  const Node* stroke =
      b.object({{"colour", b.string(1, 256, Pattern::kNone)}, {"width", b.real(0, 1000, +1)}});
  const Node* paint = b.object({{"fill", b.nullable(b.string(1, 256, Pattern::kNone, false))},
                                {"stroke", b.nullable(stroke)}});
  return b.object({{"materials", b.record(1, material)},
                   {"shapes", b.record(1, shape)},
                   {"paints", b.record(1, paint)}});
}

const Node* build_gait(Builder& b) {
  const Node* bend = b.object({{"amplitude", b.real(0, 10)}, {"harmonic", b.integer(1, 8)}});
  const Node* thrust = b.object({{"acceleration", b.real(0, 1e6, +1)},
                                 {"harmonic", b.integer(1, 8)},
                                 {"phaseOffset", b.real(-kPi, kPi)},
                                 {"dutyCycle", b.real(0.01, 1)}});
  const Node* gather = b.object({{"amplitude", b.real(0, 0.95)},
                                 {"harmonic", b.integer(1, 8)},
                                 {"phaseOffset", b.real(-kPi, kPi)}});
  const Node* contact = b.object({{"amplitude", b.real(0, 1)},
                                  {"harmonic", b.integer(1, 8)},
                                  {"phaseOffset", b.real(-kPi, kPi)},
                                  {"dutyCycle", b.real(0.01, 1)}});
  return b.object({{"cyclesPerSecond", b.real(0, 100)},
                   {"phaseLagRadiansPerPixel", b.real(-1000, 1000, -1)},
                   {"bend", bend},
                   {"thrust", thrust},
                   {"gather", gather},
                   {"contact", contact}});
}

const Node* build_section(Builder& b, double min_chunks) {
  const Node* motion = b.object({{"bend", b.real(0, 4)},
                                 {"thrust", b.real(0, 4)},
                                 {"gather", b.real(0, 4)},
                                 {"contact", b.real(0, 4)}});
  const Node* ribbon = b.object({{"start", b.real(0, 1000, +1)}, {"end", b.real(0, 1000, +1)}});
  const Node* plate = b.object({{"start", b.real(0, 100)}, {"end", b.real(0, 100)}});
  return b.object({{"chunks", b.integer(min_chunks, 256)},
                   {"spacing", b.real(1e-6, 1000, +1)},
                   {"material", b.id()},
                   {"motionScale", motion},
                   {"profile", b.object({{"ribbonWidth", ribbon}, {"plateScale", plate}})}});
}

// A placement's anchor and repeat, then what the kind adds.
std::vector<Field> placement_fields(Builder& b) {
  const Node* at = b.object({{"section", b.nullable(b.choice({"head", "trunk", "tail"}))},
                             {"from", b.choice({"head", "tail"})},
                             {"offset", b.integer(0, 255)}});
  const Node* repeat =
      b.object({{"count", b.nullable(b.integer(1, 256))}, {"step", b.integer(1, 256)}});
  return {{"id", b.id()}, {"shape", b.id()}, {"paint", b.id()}, {"at", at}, {"repeat", repeat}};
}

const Node* build_chain(Builder& b) {
  const Node* auto_lift =
      b.object({{"amount", b.real(0, 1)}, {"share", b.real(0, 1)}, {"rate", b.real(0, 1000)}});
  const Node* steering =
      b.object({{"gain", b.real(0, 100)}, {"limit", b.real(0, kPi)}, {"rate", b.real(0, 1000)}});
  const Node* sections = b.object({{"head", build_section(b, 1)},
                                   {"trunk", build_section(b, 1)},
                                   {"tail", build_section(b, 0)}});
  std::vector<Field> plate = placement_fields(b);
  plate.push_back({"scale", b.real(0.001, 1000, +1)});
  std::vector<Field> ornament = placement_fields(b);
  ornament.push_back({"side", b.choice({"left", "right", "both"})});
  ornament.push_back({"layer", b.choice({"under", "over"})});
  ornament.push_back({"offset", b.object({{"forward", b.real(-10000, 10000, +1)},
                                          {"outward", b.real(-10000, 10000, +1)}})});
  ornament.push_back({"angleDegrees", b.real(-180, 180)});
  ornament.push_back({"scale", b.real(0.001, 1000, +1)});
  ornament.push_back({"source", b.real(0, 1)});
  ornament.push_back({"react", b.real(-4, 4)});
  ornament.push_back({"recover", b.real(0, 1000)});
  ornament.push_back({"wobble", b.real(0, 1)});
  const Node* skin = b.object({{"loadScale", b.real(-1, 10)},
                               {"ribbon", b.object({{"paint", b.id()}})},
                               {"plates", b.array(256, b.object(std::move(plate)))},
                               {"ornaments", b.array(512, b.object(std::move(ornament)))}});
  return b.object({{"physics", b.object({{"autoLift", auto_lift}, {"steering", steering}})},
                   {"breathing", b.real(0, 1)},
                   {"sections", sections},
                   {"skin", skin}});
}

const Node* build_legs(Builder& b) {
  const Node* foot = b.object({{"shape", b.id()},
                               {"paint", b.id()},
                               {"scale", b.real(0.001, 1000, +1)},
                               {"plantedScale", b.real(0.001, 100)}});
  const Node* skin =
      b.object({{"limbPaint", b.id()}, {"limbWidth", b.real(0, 1000, +1)}, {"foot", foot}});
  return b.object({{"section", b.choice({"head", "trunk", "tail"})},
                   {"pairs", b.integer(0, 128)},
                   {"reach", b.real(1e-6, 10000, +1)},
                   {"spread", b.real(0, 4)},
                   {"lead", b.real(0, 1)},
                   {"fold", b.real(0, 1)},
                   {"jointBend", b.real(-1, 1)},
                   {"jointLean", b.real(-1, 1)},
                   {"jointLeanCenter", b.real(-1, 1)},
                   {"sidePhase", b.real(0, 1)},
                   {"liftThreshold", b.real(0, 1)},
                   {"swingCycles", b.real(0.001, 60)},
                   {"swingArc", b.real(0, 4)},
                   {"jitter", b.real(0, 1)},
                   {"skin", skin}});
}

struct Schema {
  Builder builder;
  const Node* root = nullptr;
  Schema() {
    Builder& b = builder;
    root = b.object({{"schemaVersion", b.literal(1)},
                     {"name", b.string(1, 64, Pattern::kName)},
                     {"definitions", build_definitions(b)},
                     {"gait", build_gait(b)},
                     {"chain", build_chain(b)},
                     {"legs", build_legs(b)}});
  }
};

bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

const Node& descriptor_schema() {
  static const Schema schema;
  return *schema.root;
}

std::string_view pattern_source(Pattern pattern) {
  switch (pattern) {
    case Pattern::kId:
      return "^[A-Za-z][A-Za-z0-9_-]{0,63}$";
    case Pattern::kName:
      return "^[a-z0-9][a-z0-9-]{0,63}$";
    case Pattern::kNone:
      break;
  }
  return {};
}

bool matches(Pattern pattern, std::string_view text) {
  if (pattern == Pattern::kNone) return true;
  if (text.empty() || text.size() > 64) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool ok = pattern == Pattern::kId
                        ? (is_letter(c) || (i > 0 && (is_digit(c) || c == '_' || c == '-')))
                        : ((c >= 'a' && c <= 'z') || is_digit(c) || (i > 0 && c == '-'));
    if (!ok) return false;
  }
  return true;
}

}  // namespace jt::creature
