// A character pack's content, by the pack format's "The rules" (ui/character_pack.js
// validateCharacter): every error has a path, says what is wrong and how to fix it.
#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/packs/looks.h"
#include "jt/program/views.h"
#include "jt/validate/validate.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

constexpr std::size_t kMaxValues = 200000;
constexpr std::size_t kMaxParts = 200;
constexpr std::size_t kMaxChildren = 32;
constexpr int kMaxDepth = 24;
constexpr double kMaxNumber = 10000;
constexpr int kMaxIndex = 15;

constexpr std::array<std::string_view, 9> kContentFields = {
    "tree", "legs", "kind", "height", "footprint", "look", "views", "spots", "silly"};
constexpr std::array<std::string_view, 24> kPartFields = {
    "id",   "role", "side", "index",   "shape", "pos",      "rot",    "sx",
    "sy",   "z",    "fill", "outline", "face",  "children", "limits", "flex",
    "over", "sign", "fold", "bend",    "curl",  "tip",      "fit",    "tuck"};
constexpr std::array<std::string_view, 5> kShapeCommon = {"type", "w", "h", "ox", "oy"};
constexpr std::array<std::string_view, 6> kFaceRequired = {"eyeX",   "eyeY",   "eyeR",
                                                           "mouthW", "mouthH", "mouthY"};
constexpr std::array<std::string_view, 14> kFaceOptional = {
    "eyeCX",  "eyes",       "oneEye", "slit", "pupil",  "brows", "browColor",
    "mouthX", "mouthColor", "fangs",  "beak", "cheeks", "z",     "profile"};
constexpr std::array<std::string_view, 7> kCharacterKinds = {"person", "kid",     "dog",   "cat",
                                                             "bird",   "monster", "custom"};
constexpr std::array<std::string_view, 3> kForbiddenKeys = {"__proto__", "constructor",
                                                            "prototype"};
// The roles a part may have (spec §2), and "root", the node a tree hangs from.
constexpr std::array<std::string_view, 22> kPartRoles = {
    "root", "head", "neck", "torso", "hips", "arm",   "forearm", "hand", "leg", "shin", "foot",
    "tail", "ear",  "wing", "fin",   "claw", "snout", "nose",    "hair", "hat", "eye",  "brow"};

// A shape type and the fields it reads beyond {type, w, h, ox, oy} (ui/shapes.js SHAPE_TYPES).
struct ShapeType {
  std::string_view type;
  std::array<std::string_view, 2> fields;
  bool needs_size;  // w and h required
};
constexpr std::array<ShapeType, 12> kShapeTypes = {{
    {"ellipse", {}, true},
    {"capsule", {}, true},
    {"hcapsule", {}, true},
    {"teardrop", {}, true},
    {"drop", {}, true},
    {"tri", {}, true},
    {"rrect", {"r"}, true},
    {"egg", {"top"}, true},
    {"spike", {"lean"}, true},
    {"taper", {"w2"}, true},
    {"strokes", {"lw", "lines"}, false},
    {"poly", {"subs", "smooth"}, false},
}};

// Counts every JSON value (objects, lists, strings, numbers, booleans, null) up to `limit`.
std::size_t count_values(const json::Value& v, std::size_t limit) {
  std::size_t n = 1;
  if (v.is_array()) {
    for (const json::Value& item : v.as_array()) {
      if (n > limit) break;
      n += count_values(item, limit - n);
    }
  } else if (v.is_object()) {
    for (const json::Member& m : v.as_object()) {
      if (n > limit) break;
      n += count_values(m.value, limit - n);
    }
  }
  return n;
}

class CharacterCheck {
 public:
  explicit CharacterCheck(Reporter& report) : report_(report) {}
  void check(const json::Value& content);

 private:
  void check_everywhere(const json::Value& v, const std::string& path);
  // A tree: its parts, their count, the legs that stand on it; ids collected for spots.
  struct TreeFacts {
    std::size_t parts = 0;
    int legs = 0;
    std::set<std::string> ids;
  };
  TreeFacts check_tree(const json::Value& tree, const std::string& path);
  void check_part(const json::Value& part, const std::string& path, int depth, bool under_leg,
                  TreeFacts& facts);
  void check_shape(const json::Value& shape, const std::string& path);
  void check_face(const json::Value& face, const std::string& path);
  void check_point(const json::Object& object, std::string_view key, const std::string& path);
  void check_number_field(const json::Object& object, std::string_view key,
                          const std::string& path);
  void check_views_and_spots(const json::Object& content, const TreeFacts& own);

  Reporter& report_;
};

// Rules that hold anywhere in the content: finite numbers within ±10000, no prototype keys.
void CharacterCheck::check_everywhere(const json::Value& v, const std::string& path) {
  if (v.is_number()) {
    const double x = v.as_number();
    if (!std::isfinite(x) || std::abs(x) > kMaxNumber) {
      report_.error(Code::kLimitExceeded, path,
                    "the number " + json::format_number(x) + " is outside ±10000",
                    "every number of a character is finite and within ±10000");
    }
  } else if (v.is_array()) {
    for (std::size_t i = 0; i < v.as_array().size(); ++i) {
      check_everywhere(v.as_array()[i], pointer_append(path, i));
    }
  } else if (v.is_object()) {
    for (const json::Member& m : v.as_object()) {
      if (is_one_of(m.key, kForbiddenKeys)) {
        report_.error(Code::kForbiddenKey, member(path, m.key),
                      "the key " + quote(m.key) + " is not allowed",
                      "__proto__, constructor and prototype are never keys of a character");
      }
      check_everywhere(m.value, member(path, m.key));
    }
  }
}

void CharacterCheck::check_number_field(const json::Object& object, std::string_view key,
                                        const std::string& path) {
  const json::Value* v = object.find(key);
  if (v != nullptr && !v->is_number()) {
    report_.error(Code::kWrongType, member(path, key), "expected a number, got " + describe(*v));
  }
}

void CharacterCheck::check_point(const json::Object& object, std::string_view key,
                                 const std::string& path) {
  const json::Value* v = object.find(key);
  if (v == nullptr) return;
  const std::string p = member(path, key);
  const json::Value* x = v->find("x");
  const json::Value* y = v->find("y");
  if (!v->is_object() || v->as_object().size() != 2 || x == nullptr || y == nullptr ||
      !x->is_number() || !y->is_number()) {
    report_.error(Code::kWrongType, p,
                  "expected a point {\"x\": number, \"y\": number}, got " + describe(*v));
  }
}

void CharacterCheck::check_shape(const json::Value& shape, const std::string& path) {
  if (!shape.is_object()) {
    report_.error(Code::kWrongType, path,
                  "expected a shape {type, w, h, ...}, got " + describe(shape));
    return;
  }
  const json::Object& s = shape.as_object();
  const json::Value* type = s.find("type");
  std::vector<std::string_view> types;
  for (const ShapeType& t : kShapeTypes)
    types.push_back(t.type);
  if (type == nullptr || !type->is_string()) {
    report_.error(type == nullptr ? Code::kMissingField : Code::kWrongType,
                  type == nullptr ? path : member(path, "type"),
                  type == nullptr ? "a shape needs a \"type\"" : "expected a shape type",
                  "one of " + list_of(types));
    return;
  }
  auto found =
      std::ranges::find(kShapeTypes, std::string_view(type->as_string()), &ShapeType::type);
  if (found == kShapeTypes.end()) {
    report_.error(Code::kUnknownValue, member(path, "type"),
                  unknown("shape type", type->as_string(), types), "one of " + list_of(types));
    return;
  }
  std::vector<std::string_view> known(kShapeCommon.begin(), kShapeCommon.end());
  for (std::string_view f : found->fields) {
    if (!f.empty()) known.push_back(f);
  }
  for (const json::Member& m : s) {
    if (!is_one_of(m.key, known) && !is_one_of(m.key, kForbiddenKeys)) {
      report_.error(Code::kUnknownField, member(path, m.key),
                    unknown("field of a " + type->as_string() + " shape", m.key, known),
                    "a " + type->as_string() + " shape has " + list_of(known));
    }
  }
  for (std::string_view key : {"w", "h", "ox", "oy", "r", "top", "lean", "w2", "lw"}) {
    check_number_field(s, key, path);
  }
  for (std::string_view key : {"w", "h", "r", "w2", "lw"}) {
    const json::Value* v = s.find(key);
    if (v != nullptr && v->is_number() && v->as_number() < 0) {
      report_.error(Code::kOutOfRange, member(path, key),
                    "a size is never negative, got " + describe(*v));
    }
  }
  if (found->needs_size) {
    for (std::string_view key : {"w", "h"}) {
      if (!s.contains(key)) {
        report_.error(Code::kMissingField, path,
                      "a " + type->as_string() + " shape needs " + quote(key));
      }
    }
  }
  if (type->as_string() == "poly" && !s.contains("subs")) {
    report_.error(Code::kMissingField, path, "a poly shape needs \"subs\"",
                  "a list of outlines [[x, y], ...]");
  }
  for (std::string_view key : {"lines", "subs"}) {
    const json::Value* v = s.find(key);
    if (v != nullptr && !v->is_array()) {
      report_.error(Code::kWrongType, member(path, key), "expected a list, got " + describe(*v));
    }
  }
  if (const json::Value* smooth = s.find("smooth"); smooth && !smooth->is_bool()) {
    report_.error(Code::kWrongType, member(path, "smooth"),
                  "expected true or false, got " + describe(*smooth));
  }
}

void CharacterCheck::check_face(const json::Value& face, const std::string& path) {
  if (face.is_null()) return;  // no face: a head seen from behind
  if (!face.is_object()) {
    report_.error(Code::kWrongType, path,
                  "expected a face {eyeX, eyeY, eyeR, mouthW, mouthH, mouthY} or null, got " +
                      describe(face));
    return;
  }
  const json::Object& f = face.as_object();
  std::vector<std::string_view> known(kFaceRequired.begin(), kFaceRequired.end());
  known.insert(known.end(), kFaceOptional.begin(), kFaceOptional.end());
  for (std::string_view key : kFaceRequired) {
    if (!f.contains(key)) report_.error(Code::kMissingField, path, "a face needs " + quote(key));
    check_number_field(f, key, path);
  }
  for (const json::Member& m : f) {
    if (!is_one_of(m.key, known) && !is_one_of(m.key, kForbiddenKeys)) {
      report_.error(Code::kUnknownField, member(path, m.key), unknown("face field", m.key, known),
                    "a face has " + list_of(known));
    }
  }
  for (std::string_view key : {"browColor", "mouthColor"}) {
    const json::Value* v = f.find(key);
    if (v != nullptr && !is_colour(*v)) {
      report_.error(Code::kBadColour, member(path, key),
                    "expected a colour \"#rgb\" or \"#rrggbb\", got " + describe(*v));
    }
  }
  if (const json::Value* eyes = f.find("eyes");
      eyes && !(eyes->is_number() && (eyes->as_number() == 1 || eyes->as_number() == 2))) {
    report_.error(Code::kOutOfRange, member(path, "eyes"),
                  "eyes is 1 or 2, got " + describe(*eyes));
  }
  if (const json::Value* beak = f.find("beak"); beak && !beak->is_object()) {
    report_.error(Code::kWrongType, member(path, "beak"),
                  "expected a beak {w, h, color}, got " + describe(*beak));
  }
}

void CharacterCheck::check_part(const json::Value& part, const std::string& path, int depth,
                                bool under_leg, TreeFacts& facts) {
  if (!part.is_object()) {
    report_.error(Code::kWrongType, path,
                  "expected a part {id, role, shape, children, ...}, got " + describe(part));
    return;
  }
  ++facts.parts;
  if (depth > kMaxDepth) {
    report_.error(Code::kLimitExceeded, path, "parts nest more than 24 levels deep",
                  "hang the part from one nearer the root");
    return;
  }
  const json::Object& p = part.as_object();
  for (const json::Member& m : p) {
    if (!is_one_of(m.key, kPartFields) && !is_one_of(m.key, kForbiddenKeys)) {
      report_.error(Code::kUnknownField, member(path, m.key),
                    unknown("part field", m.key, kPartFields),
                    "a part holds only " + list_of(kPartFields));
    }
  }
  if (const json::Value* id = p.find("id")) {
    if (!id->is_string()) {
      report_.error(Code::kWrongType, member(path, "id"),
                    "expected an id, a string, got " + describe(*id));
    } else if (!facts.ids.insert(id->as_string()).second) {
      report_.error(Code::kDuplicateId, member(path, "id"),
                    "the id " + quote(id->as_string()) + " is used twice in this tree",
                    "ids are unique in a tree: spots name parts by them");
    }
  }
  bool is_leg = false;
  if (const json::Value* role = p.find("role"); role && !role->is_null()) {
    if (!role->is_string() || !is_one_of(role->as_string(), kPartRoles)) {
      report_.error(role->is_string() ? Code::kUnknownValue : Code::kWrongType,
                    member(path, "role"),
                    role->is_string() ? unknown("role", role->as_string(), kPartRoles)
                                      : "expected a role, got " + describe(*role),
                    "a role of the block language's part vocabulary, or null for a decoration");
    } else {
      is_leg = role->as_string() == "leg";
    }
  }
  if (is_leg && !under_leg) ++facts.legs;
  if (const json::Value* side = p.find("side");
      side && !(side->is_number() &&
                (side->as_number() == -1 || side->as_number() == 0 || side->as_number() == 1))) {
    report_.error(Code::kOutOfRange, member(path, "side"),
                  "side is -1 (left), 1 (right) or 0, got " + describe(*side));
  }
  if (const json::Value* index = p.find("index");
      index && !(index->is_number() && index->as_number() >= 0 && index->as_number() <= kMaxIndex &&
                 index->as_number() == std::floor(index->as_number()))) {
    report_.error(Code::kOutOfRange, member(path, "index"),
                  "index is a whole number from 0 to 15, got " + describe(*index));
  }
  for (std::string_view key : {"rot", "sx", "sy", "z", "fold", "bend", "curl", "tuck"}) {
    check_number_field(p, key, path);
  }
  check_point(p, "pos", path);
  check_point(p, "tip", path);
  if (const json::Value* shape = p.find("shape")) check_shape(*shape, member(path, "shape"));
  if (const json::Value* fit = p.find("fit")) check_shape(*fit, member(path, "fit"));
  if (const json::Value* face = p.find("face")) check_face(*face, member(path, "face"));
  if (const json::Value* fill = p.find("fill"); fill && !is_colour(*fill)) {
    report_.error(Code::kBadColour, member(path, "fill"),
                  "expected a colour \"#rgb\" or \"#rrggbb\", got " + describe(*fill));
  }
  if (const json::Value* outline = p.find("outline");
      outline && !(outline->is_bool() && !outline->as_bool()) && !is_colour(*outline)) {
    report_.error(Code::kBadColour, member(path, "outline"),
                  "expected false (none) or a colour, got " + describe(*outline));
  }
  if (const json::Value* limits = p.find("limits")) {
    const json::Value* min = limits->find("min");
    const json::Value* max = limits->find("max");
    if (!limits->is_object() || min == nullptr || max == nullptr || !min->is_number() ||
        !max->is_number() || limits->as_object().size() != 2) {
      report_.error(Code::kWrongType, member(path, "limits"),
                    "expected {\"min\": degrees, \"max\": degrees}, got " + describe(*limits));
    } else if (min->as_number() > max->as_number()) {
      report_.error(Code::kOutOfRange, member(path, "limits"),
                    "limits.min " + json::format_number(min->as_number()) +
                        " is more than limits.max " + json::format_number(max->as_number()),
                    "min is at most max (degrees counter-clockwise from rest)");
    }
  }
  if (const json::Value* flex = p.find("flex");
      flex && !(flex->is_number() && (flex->as_number() == 1 || flex->as_number() == -1))) {
    report_.error(Code::kOutOfRange, member(path, "flex"),
                  "flex is 1 or -1, got " + describe(*flex));
  }
  if (const json::Value* sign = p.find("sign");
      sign && !(sign->is_number() && sign->as_number() == -1)) {
    report_.error(Code::kOutOfRange, member(path, "sign"),
                  "sign is -1 when given, got " + describe(*sign));
  }
  if (const json::Value* over = p.find("over");
      over && !(over->is_array() && over->as_array().size() == 2 &&
                over->as_array()[0].is_number() && over->as_array()[1].is_number())) {
    report_.error(Code::kWrongType, member(path, "over"),
                  "expected [a, b], two numbers, got " + describe(*over));
  }
  const json::Value* children = p.find("children");
  if (children == nullptr) return;
  if (!children->is_array()) {
    report_.error(Code::kWrongType, member(path, "children"),
                  "expected a list of parts, got " + describe(*children));
    return;
  }
  if (children->as_array().size() > kMaxChildren) {
    report_.error(
        Code::kLimitExceeded, member(path, "children"),
        std::to_string(children->as_array().size()) + " parts hang from one part, more than 32",
        "group some of them under a part of their own");
  }
  for (std::size_t i = 0; i < children->as_array().size() && facts.parts <= kMaxParts; ++i) {
    check_part(children->as_array()[i], pointer_append(member(path, "children"), i), depth + 1,
               under_leg || is_leg, facts);
  }
}

CharacterCheck::TreeFacts CharacterCheck::check_tree(const json::Value& tree,
                                                     const std::string& path) {
  TreeFacts facts;
  check_part(tree, path, 1, false, facts);
  if (facts.parts > kMaxParts) {
    report_.error(Code::kLimitExceeded, path, "the tree has more than 200 parts",
                  "a character is at most 200 parts in a tree");
  }
  return facts;
}

void CharacterCheck::check_views_and_spots(const json::Object& content, const TreeFacts& own) {
  std::vector<std::pair<std::string, const TreeFacts*>> views;  // view name -> its tree's facts
  std::vector<TreeFacts> view_facts;
  const json::Value* legs = content.find("legs");
  const json::Value* list = content.find("views");
  std::string own_view = "front";
  if (list != nullptr && list->is_array()) {
    view_facts.reserve(list->as_array().size());
    for (std::size_t i = 0; i < list->as_array().size(); ++i) {
      const std::string path = pointer_append("/views", i);
      const json::Value& view = list->as_array()[i];
      const json::Value* name = view.find("view");
      if (!view.is_object() || name == nullptr || !name->is_string() ||
          !is_one_of(name->as_string(), kViewNames)) {
        report_.error(Code::kWrongType, view.is_object() ? member(path, "view") : path,
                      "expected a view {\"view\": front, three-quarter, side or back, \"tree\"?, "
                      "\"footprint\"?}");
        continue;
      }
      for (const json::Member& m : view.as_object()) {
        if (m.key != "view" && m.key != "tree" && m.key != "footprint") {
          report_.error(Code::kUnknownField, member(path, m.key),
                        unknown("view field", m.key,
                                std::array<std::string_view, 3>{"view", "tree", "footprint"}));
        }
      }
      check_number_field(view.as_object(), "footprint", path);
      for (const auto& [seen, facts] : views) {
        if (seen == name->as_string()) {
          report_.error(Code::kDuplicateId, member(path, "view"),
                        "the view " + quote(seen) + " is listed twice", "each view once");
        }
      }
      const json::Value* tree = view.find("tree");
      if (i == 0) {
        own_view = name->as_string();
        if (tree != nullptr) {
          report_.error(Code::kConflictingFields, member(path, "tree"),
                        "the first view is the character's own: its tree "
                        "is the content's \"tree\"");
        }
        views.emplace_back(own_view, &own);
      } else if (tree == nullptr) {
        report_.error(Code::kMissingField, path, "a view other than the first needs a \"tree\"");
      } else {
        view_facts.push_back(check_tree(*tree, member(path, "tree")));
        views.emplace_back(name->as_string(), &view_facts.back());
      }
    }
  } else {
    if (list != nullptr)
      report_.error(Code::kWrongType, "/views", "expected a list of views, got " + describe(*list));
    views.emplace_back(own_view, &own);
  }
  if (legs != nullptr && legs->is_number()) {
    for (const auto& [name, facts] : views) {
      if (facts->legs != legs->as_number()) {
        report_.error(Code::kLegsMismatch, "/legs",
                      "legs is " + json::format_number(legs->as_number()) + ", but the " + name +
                          " view stands on " + std::to_string(facts->legs),
                      "legs counts the parts of role leg that hang from a part that is no leg, "
                      "in every view");
      }
    }
  }
  const json::Value* spots = content.find("spots");
  if (spots == nullptr) return;
  if (!spots->is_object()) {
    report_.error(Code::kWrongType, "/spots",
                  "expected {view: {spot: {node, at, ...}}}, got " + describe(*spots));
    return;
  }
  for (const json::Member& view : spots->as_object()) {
    const std::string path = member("/spots", view.key);
    auto found =
        std::ranges::find(views, view.key, &std::pair<std::string, const TreeFacts*>::first);
    if (found == views.end()) {
      report_.error(Code::kDanglingReference, path,
                    "spots for the view " + quote(view.key) +
                        ", which the character does "
                        "not have");
      continue;
    }
    if (!view.value.is_object()) {
      report_.error(Code::kWrongType, path,
                    "expected {spot: {node, at, ...}}, got " + describe(view.value));
      continue;
    }
    for (const json::Member& spot : view.value.as_object()) {
      const std::string spot_path = member(path, spot.key);
      const json::Value* node = spot.value.find("node");
      if (!spot.value.is_object() || node == nullptr || !node->is_string()) {
        report_.error(Code::kWrongType, spot_path,
                      "expected a spot {node, at, alt?, mirror?, hands?}");
      } else if (!found->second->ids.contains(node->as_string())) {
        report_.error(Code::kDanglingReference, member(spot_path, "node"),
                      "no part of the " + view.key + " view has the id " + quote(node->as_string()),
                      "a spot sits on a part of its own view");
      }
    }
  }
}

void CharacterCheck::check(const json::Value& content) {
  if (!content.is_object()) {
    report_.error(Code::kWrongType, "",
                  "expected a character {tree, legs, kind, height, footprint, ...}, got " +
                      describe(content));
    return;
  }
  if (count_values(content, kMaxValues) > kMaxValues) {
    report_.error(Code::kLimitExceeded, "", "the content holds more than 200,000 JSON values",
                  "a character is at most 200,000 values (about 66,000 outline points)");
    return;
  }
  check_everywhere(content, "");
  const json::Object& c = content.as_object();
  for (const json::Member& m : c) {
    if (!is_one_of(m.key, kContentFields) && !is_one_of(m.key, kForbiddenKeys)) {
      report_.error(Code::kUnknownField, member("", m.key),
                    unknown("character field", m.key, kContentFields),
                    "a character's content has " + list_of(kContentFields));
    }
  }
  for (std::string_view key : {"tree", "legs", "kind", "height", "footprint"}) {
    if (!c.contains(key)) report_.error(Code::kMissingField, "", "a character needs " + quote(key));
  }
  for (std::string_view key : {"height", "footprint"})
    check_number_field(c, key, "");
  // A renderer refuses a figure with no height (render/character_read.cpp): said here first.
  if (const json::Value* height = c.find("height");
      height && height->is_number() && !(height->as_number() > 0)) {
    report_.error(Code::kOutOfRange, "/height", "expected a height more than 0",
                  "the figure's height in its own units, as its tree is drawn (the kid's is "
                  "146.12)");
  }
  if (const json::Value* legs = c.find("legs");
      legs && !(legs->is_number() && legs->as_number() >= 0 &&
                legs->as_number() == std::floor(legs->as_number()))) {
    report_.error(Code::kOutOfRange, "/legs", "legs is a whole number, got " + describe(*legs));
  }
  if (const json::Value* kind = c.find("kind");
      kind && !(kind->is_string() && is_one_of(kind->as_string(), kCharacterKinds))) {
    report_.error(kind->is_string() ? Code::kUnknownValue : Code::kWrongType, "/kind",
                  kind->is_string() ? unknown("kind", kind->as_string(), kCharacterKinds)
                                    : "expected a template's name, got " + describe(*kind),
                  "the template it is, or \"custom\"");
  }
  std::vector<std::string_view> styles;
  for (const packs::LookOption& style : packs::kArtStyles)
    styles.push_back(style.name);
  if (const json::Value* look = c.find("look");
      look && !(look->is_string() && is_one_of(look->as_string(), styles))) {
    report_.error(look->is_string() ? Code::kUnknownValue : Code::kWrongType, "/look",
                  look->is_string() ? unknown("look", look->as_string(), styles)
                                    : "expected an art style, got " + describe(*look),
                  "one of " + list_of(styles));
  }
  if (const json::Value* silly = c.find("silly"); silly && !silly->is_bool()) {
    report_.error(Code::kWrongType, "/silly", "silly is true or false, got " + describe(*silly));
  }
  TreeFacts own;
  if (const json::Value* tree = c.find("tree")) own = check_tree(*tree, "/tree");
  check_views_and_spots(c, own);
}

}  // namespace

std::vector<Diagnostic> check_character(const json::Value& content, const std::string& file,
                                        const std::string& pointer) {
  std::vector<Diagnostic> out;
  Reporter report(file, out, pointer);
  CharacterCheck(report).check(content);
  return out;
}

}  // namespace jt::validate
