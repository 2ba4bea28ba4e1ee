// Reading descriptors strictly (docs/CREATURES.md): every shipped creature reads; each mutation
// the contract rejects is rejected at its pointer, and all of a descriptor's problems are said.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "creature_fixtures.h"
#include "jt/creature/descriptor.h"
#include "support/json_text.h"

namespace jt::creature {
namespace {

using test_support::at_pointer;
using test_support::error_pointers;
using test_support::shipped_creatures;

bool has(const std::vector<std::string>& pointers, const std::string& pointer) {
  return std::find(pointers.begin(), pointers.end(), pointer) != pointers.end();
}

TEST(CreatureDescriptor, EveryShippedCreatureReads) {
  const auto creatures = shipped_creatures();
  ASSERT_GE(creatures.size(), 6u);
  for (const auto& c : creatures) {
    const ReadResult read = read_descriptor(c.descriptor);
    EXPECT_TRUE(read.descriptor.has_value()) << c.file;
    for (const Diagnostic& d : read.errors)
      ADD_FAILURE() << c.file << ": " << d.path << ": " << d.message;
  }
}

// One field set to a value, and the pointer the error must be at.
struct Mutation {
  const char* pointer;
  json::Value value;
  const char* expected_at;  // nullptr: at `pointer`
  const char* message;      // a part of the message
};

void expect_rejected(const std::string& file, json::Value descriptor, const Mutation& m) {
  json::Value* field = at_pointer(descriptor, m.pointer);
  ASSERT_NE(field, nullptr) << file << " " << m.pointer;
  *field = m.value;
  const ReadResult read = read_descriptor(descriptor);
  EXPECT_FALSE(read.descriptor.has_value()) << file << " " << m.pointer;
  const std::string at = m.expected_at ? m.expected_at : m.pointer;
  bool found = false;
  for (const Diagnostic& d : read.errors) {
    if (d.path == at && d.message.find(m.message) != std::string::npos) found = true;
  }
  EXPECT_TRUE(found) << file << ": no error \"" << m.message << "\" at " << at;
}

TEST(CreatureDescriptor, BoundsCrossedByOneStepAreRejectedAtTheirPointer) {
  // The bounds are the model note's field table, written here independently of the schema.
  const double above_one = std::nextafter(1.0, 2.0);
  const Mutation mutations[] = {
      {"/legs/pairs", 129, nullptr, "must be between 0 and 128"},
      {"/legs/pairs", -1, nullptr, "must be between 0 and 128"},
      {"/legs/pairs", 1.5, nullptr, "must be an integer"},
      {"/gait/bend/harmonic", 9, nullptr, "must be between 1 and 8"},
      {"/gait/bend/harmonic", 0, nullptr, "must be between 1 and 8"},
      {"/gait/cyclesPerSecond", std::nextafter(100.0, 200.0), nullptr, "must be between 0 and 100"},
      {"/gait/gather/amplitude", std::nextafter(0.95, 1.0), nullptr, "must be between 0 and 0.95"},
      {"/gait/thrust/phaseOffset", std::nextafter(M_PI, 4.0), nullptr,
       "must be between -3.141592653589793 and 3.141592653589793"},
      {"/gait/thrust/dutyCycle", std::nextafter(0.01, 0.0), nullptr, "must be between 0.01 and 1"},
      {"/chain/breathing", above_one, nullptr, "must be between 0 and 1"},
      {"/chain/sections/head/chunks", 0, nullptr, "must be between 1 and 256"},
      {"/chain/sections/tail/chunks", 257, nullptr, "must be between 0 and 256"},
      {"/chain/sections/trunk/spacing", std::nextafter(1e-6, 0.0), nullptr,
       "must be between 0.000001 and 1000"},
      {"/chain/skin/loadScale", std::nextafter(-1.0, -2.0), nullptr, "must be between -1 and 10"},
      {"/legs/reach", 10000.5, nullptr, "must be between 0.000001 and 10000"},
      {"/legs/swingCycles", 0.0009, nullptr, "must be between 0.001 and 60"},
      {"/legs/skin/foot/plantedScale", 100.01, nullptr, "must be between 0.001 and 100"},
      {"/schemaVersion", 2, nullptr, "must equal 1"},
      {"/name", "Grass", nullptr, "contains characters that are not allowed"},
      {"/name", "", nullptr, "must contain 1 to 64 characters"},
      {"/name", std::string(65, 'a'), nullptr, "must contain 1 to 64 characters"},
      {"/legs/section", "middle", nullptr, "must be one of head, trunk, tail"},
      {"/chain/skin/ribbon/paint", "9lives", nullptr, "contains characters that are not allowed"},
      {"/gait/bend/amplitude", "1", nullptr, "must be a finite number"},
      {"/gait/bend", json::Array{}, nullptr, "must be an object"},
      {"/chain/skin/plates", json::Array(257, json::Value()), nullptr,
       "must contain at most 256 entries"},
  };
  for (const auto& c : shipped_creatures()) {
    for (const Mutation& m : mutations)
      expect_rejected(c.file, c.descriptor, m);
  }
}

TEST(CreatureDescriptor, UnknownAndMissingKeysAreRejectedAtTheirPointer) {
  for (const auto& c : shipped_creatures()) {
    json::Value d = c.descriptor;
    d.as_object().set("colour", "red");
    at_pointer(d, "/legs/skin/foot")->as_object().set("size", 2);
    at_pointer(d, "/gait/bend")->as_object().erase("harmonic");
    at_pointer(d, "/chain")->as_object().erase("breathing");
    const auto errors = error_pointers(d);
    EXPECT_TRUE(has(errors, "/colour")) << c.file;
    EXPECT_TRUE(has(errors, "/legs/skin/foot/size")) << c.file;
    EXPECT_TRUE(has(errors, "/gait/bend/harmonic")) << c.file;
    EXPECT_TRUE(has(errors, "/chain/breathing")) << c.file;
    EXPECT_EQ(errors.size(), 4u) << c.file;  // every problem, each once
  }
}

TEST(CreatureDescriptor, CrossFieldRulesAreRejectedAtTheirPointer) {
  for (const auto& c : shipped_creatures()) {
    const json::Value& base = c.descriptor;
    expect_rejected(
        c.file, base,
        {"/chain/skin/ribbon/paint", "nowhere", nullptr, "references missing \"nowhere\""});
    expect_rejected(
        c.file, base,
        {"/legs/skin/foot/shape", "nowhere", nullptr, "references missing \"nowhere\""});
    expect_rejected(
        c.file, base,
        {"/chain/sections/trunk/material", "nowhere", nullptr, "references missing \"nowhere\""});
    expect_rejected(
        c.file, base,
        {"/chain/sections/trunk/chunks", 256, "/chain/sections", "must contain 2 to 256 chunks"});
    // cps × harmonic over 15: 2 cycles a second at harmonic 8 is 16.
    json::Value fast = base;
    *at_pointer(fast, "/gait/cyclesPerSecond") = 2;
    expect_rejected(c.file, fast, {"/gait/contact/harmonic", 8, nullptr, "over 15"});
    // Gather and contact that would drive a link or a footfall negative.
    json::Value gather = base;
    *at_pointer(gather, "/gait/gather/amplitude") = 0.5;
    expect_rejected(c.file, gather,
                    {"/chain/sections/tail/motionScale/gather", 2, nullptr,
                     "makes the gathered link length zero or negative"});
    json::Value contact = base;
    *at_pointer(contact, "/gait/contact/amplitude") = 0.5;
    expect_rejected(c.file, contact,
                    {"/chain/sections/head/motionScale/contact", 2.5, nullptr,
                     "makes ground contact negative"});
  }
}

// A plate placed on the head tip, twice: the second overlaps the first at chunk 0.
json::Value with_plates(json::Value d, int copies, const char* section) {
  json::Array& plates = at_pointer(d, "/chain/skin/plates")->as_array();
  const std::string shape = at_pointer(d, "/legs/skin/foot/shape")->as_string();
  const std::string paint = at_pointer(d, "/legs/skin/foot/paint")->as_string();
  plates.clear();
  for (int i = 0; i < copies; ++i) {
    plates.push_back(test_support::parse_json(
        R"({"id": "p)" + std::to_string(i) + R"(", "shape": ")" + shape + R"(", "paint": ")" +
        paint + R"(", "at": {"section": )" + section +
        R"(, "from": "head", "offset": 0}, "repeat": {"count": 1, "step": 1}, "scale": 1})"));
  }
  return d;
}

TEST(CreatureDescriptor, OverlappingPlatesAndPlacementsOutsideTheirScope) {
  for (const auto& c : shipped_creatures()) {
    const json::Value two = with_plates(c.descriptor, 2, "null");
    EXPECT_TRUE(has(error_pointers(two), "/chain/skin/plates/1/at")) << c.file;
    bool said = false;
    for (const Diagnostic& d : read_descriptor(two).errors)
      said = said || d.message == "overlaps plate \"p0\" at chunk 0";
    EXPECT_TRUE(said) << c.file;
    // An offset at the scope's length, and a count one more than there is room for.
    json::Value outside = with_plates(c.descriptor, 1, "\"head\"");
    const double head = at_pointer(outside, "/chain/sections/head/chunks")->as_number();
    *at_pointer(outside, "/chain/skin/plates/0/at/offset") = head;
    EXPECT_TRUE(has(error_pointers(outside), "/chain/skin/plates/0/at/offset")) << c.file;
    json::Value counted = with_plates(c.descriptor, 1, "\"head\"");
    *at_pointer(counted, "/chain/skin/plates/0/repeat/count") = head + 1;
    EXPECT_TRUE(has(error_pointers(counted), "/chain/skin/plates/0/repeat/count")) << c.file;
    // Plate ids share a namespace with the ornaments' ids.
    json::Value same = with_plates(c.descriptor, 1, "null");
    if (!at_pointer(same, "/chain/skin/ornaments")->as_array().empty()) {
      *at_pointer(same, "/chain/skin/plates/0/id") =
          *at_pointer(same, "/chain/skin/ornaments/0/id");
      EXPECT_TRUE(has(error_pointers(same), "/chain/skin/ornaments/0/id")) << c.file;
    }
  }
}

TEST(CreatureDescriptor, PaintsShapesAndColours) {
  for (const auto& c : shipped_creatures()) {
    json::Value d = c.descriptor;
    json::Object& paints = at_pointer(d, "/definitions/paints")->as_object();
    paints.set("ghost", test_support::parse_json(
                            R"({"fill": null, "stroke": {"colour": "#000", "width": 0}})"));
    paints.set("blank", test_support::parse_json(R"({"fill": " \u00a0", "stroke": null})"));
    paints.set("nocolour", test_support::parse_json(R"({"fill": "reddish", "stroke": null})"));
    json::Object& shapes = at_pointer(d, "/definitions/shapes")->as_object();
    shapes.set("broken", test_support::parse_json(R"({"path": "M 0 0 L 1"})"));
    shapes.set("empty", test_support::parse_json(R"({"path": "  "})"));
    const auto errors = error_pointers(d);
    EXPECT_TRUE(has(errors, "/definitions/paints/blank/fill")) << c.file;
    EXPECT_TRUE(has(errors, "/definitions/shapes/empty/path")) << c.file;
    // The cross-field rules run once every field reads (blanks are caught by the structural
    // read), then each is said; a colour and a path that do not parse are our additions.
    paints.erase("blank");
    shapes.erase("empty");
    const auto more = error_pointers(d);
    EXPECT_TRUE(has(more, "/definitions/paints/nocolour/fill")) << c.file;
    EXPECT_TRUE(has(more, "/definitions/shapes/broken/path")) << c.file;
    EXPECT_TRUE(has(more, "/definitions/paints/ghost")) << c.file;
  }
}

// Ours (issue 27): a shape draws at most 256 segments (a move, a line, a close or a curve each,
// an arc up to four curves), and the plates, ornaments and feet at most 32,768 together a frame.
TEST(CreatureDescriptor, PathsAreBoundedAsTheyAreDrawn) {
  auto path_of = [](int lines) {
    std::string path = "M 0 0";
    for (int i = 0; i < lines; ++i)
      path += " L " + std::to_string(i % 7) + " 1";
    return json::Value(path);
  };
  for (const auto& c : shipped_creatures()) {
    json::Value d = c.descriptor;
    json::Object& shapes = at_pointer(d, "/definitions/shapes")->as_object();
    const std::string plate_shape = at_pointer(d, "/chain/skin/plates/0/shape")->as_string();
    shapes.set("most", json::Object());
    at_pointer(d, "/definitions/shapes/most")->as_object().set("path", path_of(255));
    EXPECT_TRUE(error_pointers(d).empty()) << c.file;
    at_pointer(d, "/definitions/shapes/most")->as_object().set("path", path_of(256));
    EXPECT_EQ(error_pointers(d), std::vector<std::string>{"/definitions/shapes/most/path"})
        << c.file;
    // Two half circles as arcs: four curves, a move and a close are six segments; 43 such
    // circles are 258.
    std::string circles;
    for (int i = 0; i < 43; ++i)
      circles += "M -1 0 A 1 1 0 0 0 1 0 A 1 1 0 0 0 -1 0 Z ";
    at_pointer(d, "/definitions/shapes/most")->as_object().set("path", circles);
    EXPECT_EQ(error_pointers(d), std::vector<std::string>{"/definitions/shapes/most/path"})
        << c.file;
    shapes.erase("most");
    // Every chunk of a long trunk under one plate of 256 segments: over 32,768 a frame.
    *at_pointer(d, "/definitions/shapes/" + plate_shape + "/path") = path_of(255);
    *at_pointer(d, "/chain/sections/trunk/chunks") = json::Value(200);
    json::Value& plate = *at_pointer(d, "/chain/skin/plates/0");
    *at_pointer(plate, "/at") =
        test_support::parse_json(R"({"section": null, "from": "head", "offset": 0})");
    *at_pointer(plate, "/repeat") = test_support::parse_json(R"({"count": null, "step": 1})");
    at_pointer(d, "/chain/skin/plates")->as_array().resize(1);
    EXPECT_TRUE(has(error_pointers(d), "/chain/skin")) << c.file;
    *at_pointer(plate, "/repeat") = test_support::parse_json(R"({"count": 100, "step": 1})");
    EXPECT_FALSE(has(error_pointers(d), "/chain/skin")) << c.file;
  }
}

TEST(CreatureDescriptor, RecordsCheckTheirIdsAndSizes) {
  for (const auto& c : shipped_creatures()) {
    json::Value d = c.descriptor;
    at_pointer(d, "/definitions/materials")->as_object().set("1st", json::Value());
    EXPECT_TRUE(has(error_pointers(d), "/definitions/materials/1st")) << c.file;
    json::Value empty = c.descriptor;
    *at_pointer(empty, "/definitions/shapes") = json::Object();
    EXPECT_TRUE(has(error_pointers(empty), "/definitions/shapes")) << c.file;
  }
}

TEST(CreatureDescriptor, TheReadValueIsCanonical) {
  for (const auto& c : shipped_creatures()) {
    const ReadResult read = read_descriptor(c.descriptor);
    ASSERT_TRUE(read.descriptor) << c.file;
    std::vector<std::string> keys;
    for (const json::Member& m : read.canonical.as_object())
      keys.push_back(m.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"schemaVersion", "name", "definitions", "gait",
                                              "chain", "legs"}));
  }
}

// Every field replaced by every kind of JSON value: never a crash, and never accepted unless the
// value is one the field takes.
void replace_everywhere(const json::Value& root, json::Value& node, const std::string& pointer,
                        int& checked) {
  const json::Value kinds[] = {
      json::Value(),          true, 0, -1e308, "", "x", json::Array{}, json::Object{},
      std::string(70000, 'M')};
  const json::Value saved = node;
  for (const json::Value& kind : kinds) {
    node = kind;
    const ReadResult read = read_descriptor(root);
    if (read.descriptor) {
      EXPECT_TRUE(read.errors.empty());
    } else {
      EXPECT_FALSE(read.errors.empty()) << pointer;
    }
    ++checked;
  }
  node = saved;
  if (node.is_object()) {
    for (json::Member& m : node.as_object().members())
      replace_everywhere(root, m.value, pointer + "/" + m.key, checked);
  } else if (node.is_array()) {
    for (std::size_t i = 0; i < node.as_array().size() && i < 2; ++i)
      replace_everywhere(root, node.as_array()[i], pointer + "/" + std::to_string(i), checked);
  }
}

TEST(CreatureDescriptor, EveryFieldSwappedForEveryKindOfValue) {
  const auto creatures = shipped_creatures();
  ASSERT_FALSE(creatures.empty());
  json::Value d = creatures.front().descriptor;
  int checked = 0;
  replace_everywhere(d, d, "", checked);
  EXPECT_GT(checked, 1000);
}

TEST(CreatureDescriptor, ScaleMultipliesLengthsAndDividesPerLengthFields) {
  for (const auto& c : shipped_creatures()) {
    const ReadResult scaled = scale_descriptor(c.descriptor, 2);
    ASSERT_TRUE(scaled.descriptor) << c.file;
    const ReadResult original = read_descriptor(c.descriptor);  // kept: `a` refers into it
    ASSERT_TRUE(original.descriptor) << c.file;
    const Descriptor& a = *original.descriptor;
    const Descriptor& b = *scaled.descriptor;
    EXPECT_EQ(b.chain.sections[1].spacing, a.chain.sections[1].spacing * 2);
    EXPECT_EQ(b.gait.phase_lag, a.gait.phase_lag * 0.5);
    EXPECT_EQ(b.legs.reach, a.legs.reach * 2);
    EXPECT_EQ(b.gait.thrust.amplitude, a.gait.thrust.amplitude * 2);
    EXPECT_EQ(b.legs.foot_planted_scale, a.legs.foot_planted_scale);  // a ratio
    EXPECT_EQ(b.gait.bend.amplitude, a.gait.bend.amplitude);          // radians
    // Out of bounds after resizing is an error at the field, never a clamp.
    json::Value big = c.descriptor;
    *at_pointer(big, "/legs/reach") = 9000;
    const ReadResult too_big = scale_descriptor(big, 2);
    EXPECT_FALSE(too_big.descriptor);
    EXPECT_TRUE(has(error_pointers(json::Value()), ""));
    bool at_reach = false;
    for (const Diagnostic& d : too_big.errors)
      at_reach = at_reach || d.path == "/legs/reach";
    EXPECT_TRUE(at_reach) << c.file;
  }
  EXPECT_FALSE(scale_descriptor(json::Object{}, 0).descriptor);
  EXPECT_FALSE(
      scale_descriptor(json::Object{}, std::numeric_limits<double>::infinity()).descriptor);
}

}  // namespace
}  // namespace jt::creature
