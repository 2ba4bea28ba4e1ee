// The props a program's blocks name (docs/PROPS.md): each put's prop pack against the packs a
// render would find (a warning, as for every pack: another --packs may hold it; a render refuses
// the cartoon without it), and each prop a hold, give, drop, eat, use, remove or put-on names
// against the props some put brings on (an error: the block fails when it runs). The nearest
// name is the hint. A put's text on a pack with no label is a warning: it is not drawn.
#include <string_view>
#include <vector>

#include "jt/diagnostic_codes.h"
#include "jt/nearest_name.h"
#include "jt/program/program_of.h"
#include "jt/validate/validate.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

constexpr std::string_view kPropPrefix = "c4c:prop:";
constexpr std::size_t kLongestQuotedProp = 100;

struct PropUse {
  std::string name, path;
};

class PropCheck {
 public:
  PropCheck(const packs::Catalog& catalog, Reporter& report) : catalog_(catalog), report_(report) {}

  void walk(const json::Value& value, const std::string& path) {
    if (value.is_array()) {
      for (std::size_t i = 0; i < value.as_array().size(); ++i)
        walk(value.as_array()[i], pointer_append(path, i));
      return;
    }
    if (!value.is_object()) return;
    const json::Value* op = value.find("op");
    const json::Value* prop = value.find("prop");
    // A name too long to quote is the block's own error (prepare_prop_blocks.cpp).
    if (op != nullptr && op->is_string() && prop != nullptr && prop->is_string() &&
        prop->as_string().size() <= kLongestQuotedProp) {
      const std::string& o = op->as_string();
      if (o == "put") {
        put_.push_back(prop->as_string());
        check_pack(value, prop->as_string(), path);
        if (const json::Value* on = value.find("on");
            on != nullptr && on->is_string() && on->as_string().size() <= kLongestQuotedProp)
          used_.push_back({on->as_string(), pointer_append(path, "on")});
      } else if (o == "hold" || o == "give" || o == "drop" || o == "eat" || o == "use" ||
                 o == "remove") {
        used_.push_back({prop->as_string(), pointer_append(path, "prop")});
      }
    }
    for (const json::Member& m : value.as_object()) {
      if (m.key != "behaviour") walk(m.value, pointer_append(path, m.key));
    }
  }

  // After the walk: every prop used is one some put brings on.
  void check_uses() {
    std::vector<std::string_view> names(put_.begin(), put_.end());
    for (const PropUse& use : used_) {
      if (std::ranges::find(put_, use.name) != put_.end()) continue;
      const std::optional<std::string_view> near = nearest_name(use.name, names);
      report_.error(Code::kUnknownProp, use.path,
                    "no put block brings a prop named \"" + use.name + "\" on the stage",
                    near ? "did you mean \"" + std::string(*near) + "\"?"
                         : "put it there first: {\"op\": \"put\", \"prop\": \"" + use.name +
                               "\", \"x\": 0.5}");
    }
  }

 private:
  void check_pack(const json::Value& block, const std::string& prop, const std::string& path) {
    const json::Value* pack = block.find("pack");
    // The block's own check says what is wrong with a pack that is no string or too long.
    if (pack != nullptr && (!pack->is_string() || pack->as_string().size() > kLongestQuotedProp))
      return;
    std::string id = pack != nullptr ? pack->as_string() : prop;
    if (id.find(':') == std::string::npos) id = std::string(kPropPrefix) + id;
    const packs::Pack* found = catalog_.find(id);
    if (found != nullptr && found->type == "prop") {
      check_label(block, *found, path);
      return;
    }
    std::vector<std::string_view> names;
    for (const packs::Pack& p : catalog_.packs()) {
      if (p.type == "prop" && p.id.starts_with(kPropPrefix))
        names.push_back(std::string_view(p.id).substr(kPropPrefix.size()));
    }
    const std::string_view slug =
        id.starts_with(kPropPrefix) ? std::string_view(id).substr(kPropPrefix.size()) : id;
    const std::optional<std::string_view> near = nearest_name(slug, names);
    report_.warning(Code::kMissingPack, pointer_append(path, pack != nullptr ? "pack" : "prop"),
                    "no prop pack \"" + id + "\": a render refuses the cartoon",
                    near ? "did you mean \"" + std::string(*near) + "\"?"
                         : "name a shipped prop (jabbertoon list props), or give \"pack\"");
  }

  // Words put on a prop whose pack has no label to write them in are not drawn (they stay in the
  // frame's data): a warning, as a render goes on without them.
  void check_label(const json::Value& block, const packs::Pack& pack, const std::string& path) {
    const json::Value* text = block.find("text");
    if (text == nullptr || !text->is_string() || text->as_string().empty()) return;
    const json::Value& content = pack.content();
    if (content.is_object() && content.find("label") != nullptr) return;
    report_.warning(Code::kNoEffect, pointer_append(path, "text"),
                    "the prop pack \"" + pack.id + "\" has no label: its text is not drawn",
                    "write on a sign (\"pack\": \"sign\"), or give the pack a \"label\" box "
                    "(docs/PROPS.md)");
  }

  const packs::Catalog& catalog_;
  Reporter& report_;
  std::vector<std::string> put_;
  std::vector<PropUse> used_;
};

}  // namespace

std::vector<Diagnostic> check_prop_references(const json::Value& document,
                                              const packs::Catalog& catalog,
                                              const std::string& file) {
  std::vector<Diagnostic> diagnostics;
  Reporter report(file, diagnostics);
  const ProgramInFile in_file = program_of(document);
  if (const json::Value* scripts = in_file.program.find("scripts")) {
    PropCheck check(catalog, report);
    check.walk(*scripts, pointer_append(in_file.pointer, "scripts"));
    check.check_uses();
  }
  return diagnostics;
}

}  // namespace jt::validate
