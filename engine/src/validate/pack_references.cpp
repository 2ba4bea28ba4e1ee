// What validation can know before a cartoon runs about the packs it names (the pack format,
// "Resolution order"): a `does` or a cast entry naming a pack none of the pack directories holds,
// or a version no pack of that id has. The run falls back (idle, spec §7.5), so these are warnings.
#include <string_view>
#include <vector>

#include "jt/diagnostic_codes.h"
#include "jt/nearest_name.h"
#include "jt/validate/validate.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

class ReferenceCheck {
 public:
  ReferenceCheck(const packs::Catalog& catalog, Reporter& report)
      : catalog_(catalog), report_(report) {}

  // Every object below `value`: a `does` block's behaviour, a cast's pack references.
  void walk(const json::Value& value, const std::string& path) {
    if (value.is_array()) {
      for (std::size_t i = 0; i < value.as_array().size(); ++i) {
        walk(value.as_array()[i], pointer_append(path, i));
      }
      return;
    }
    if (!value.is_object()) return;
    const json::Value* op = value.find("op");
    if (op != nullptr && op->is_string() && op->as_string() == "does") {
      const json::Value* b = value.find("behaviour");
      if (b != nullptr && b->find("kind") == nullptr) {  // an id or {id, version}, not inline
        check(*b, pointer_append(path, "behaviour"), "behaviour");
      }
    }
    if (const json::Value* cast = value.find("cast"); cast != nullptr && cast->is_object()) {
      for (const json::Member& m : cast->as_object()) {
        const std::string entry = pointer_append(pointer_append(path, "cast"), m.key);
        if (const json::Value* creature = m.value.find("creature");
            creature && creature->is_string()) {
          check(*creature, pointer_append(entry, "creature"), "creature");
        } else if (const json::Value* pack = m.value.find("pack")) {
          check(*pack, pointer_append(entry, "pack"), "character");
        }
      }
    }
    for (const json::Member& m : value.as_object())
      walk(m.value, pointer_append(path, m.key));
  }

 private:
  // A reference: an id, or {id, version}. Its form is the program checks' to report.
  void check(const json::Value& ref, const std::string& path, std::string_view type) {
    const json::Value* id = ref.is_object() ? ref.find("id") : &ref;
    const json::Value* version = ref.is_object() ? ref.find("version") : nullptr;
    if (id == nullptr || !id->is_string()) return;
    const std::string what = std::string(type) + " pack " + quote(id->as_string());
    const packs::Pack* any = catalog_.find(id->as_string());
    if (any == nullptr) {
      std::vector<std::string_view> ids;
      for (const packs::Pack& p : catalog_.packs()) {
        if (p.type == type) ids.push_back(p.id);
      }
      const std::optional<std::string_view> near = nearest_name(id->as_string(), ids);
      report_.warning(Code::kMissingPack, path,
                      "no " + what + " in the pack directories: " +
                          (type == "behaviour"  ? "idle plays instead"
                           : type == "creature" ? "it cannot be rendered"
                                                : "it cannot be drawn"),
                      near ? "did you mean " + quote(*near) + "?"
                           : "add the pack to a directory given with --packs, or name a pack "
                             "`jabbertoon list` shows");
      return;
    }
    if (any->type != type) {
      report_.warning(Code::kWrongType, path,
                      quote(id->as_string()) + " is a " + any->type + " pack, not a " +
                          std::string(type) + " pack");
      return;
    }
    if (version == nullptr || !version->is_string() ||
        catalog_.find(id->as_string(), version->as_string()) != nullptr) {
      return;
    }
    std::string versions;
    for (const packs::Pack& p : catalog_.packs()) {
      if (p.id == id->as_string()) versions += (versions.empty() ? "" : ", ") + p.version;
    }
    report_.warning(
        Code::kUnknownVersion, version == nullptr ? path : pointer_append(path, "version"),
        "the pack directories have no version " + quote(version->as_string()) + " of " + what,
        "the versions here: " + versions);
  }

  const packs::Catalog& catalog_;
  Reporter& report_;
};

}  // namespace

std::vector<Diagnostic> check_pack_references(const json::Value& document,
                                              const packs::Catalog& catalog,
                                              const std::string& file) {
  std::vector<Diagnostic> diagnostics;
  Reporter report(file, diagnostics);
  ReferenceCheck(catalog, report).walk(document, "");
  for (Diagnostic& d : check_place_references(document, catalog, file))
    diagnostics.push_back(std::move(d));
  for (Diagnostic& d : check_prop_references(document, catalog, file))
    diagnostics.push_back(std::move(d));
  return diagnostics;
}

}  // namespace jt::validate
