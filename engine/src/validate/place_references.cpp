// The places a scene heading or a `cut` names, against the background packs a render would find:
// a place whose background no pack directory holds is drawn as a plain backdrop (render/
// cast_art.cpp), so validation warns first, with the nearest background as the hint.
#include <string_view>
#include <vector>

#include "jt/diagnostic_codes.h"
#include "jt/nearest_name.h"
#include "jt/program/program_of.h"
#include "jt/validate/validate.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

constexpr std::string_view kBackgroundPrefix = "c4c:background:";

class PlaceCheck {
 public:
  PlaceCheck(const json::Value& program, const packs::Catalog& catalog, Reporter& report)
      : places_(program.find("places")), catalog_(catalog), report_(report) {}

  // Every scene hat's and `cut`'s place below `value`.
  void walk(const json::Value& value, const std::string& path) {
    if (value.is_array()) {
      for (std::size_t i = 0; i < value.as_array().size(); ++i) {
        walk(value.as_array()[i], pointer_append(path, i));
      }
      return;
    }
    if (!value.is_object()) return;
    const json::Value* op = value.find("op");
    const json::Value* on = value.find("on");
    const bool names_place = (op != nullptr && op->is_string() && op->as_string() == "cut") ||
                             (on != nullptr && on->is_string() && on->as_string() == "scene");
    if (const json::Value* place = value.find("place");
        names_place && place != nullptr && place->is_string()) {
      check(place->as_string(), pointer_append(path, "place"));
    }
    for (const json::Member& m : value.as_object()) {
      if (m.key != "behaviour") walk(m.value, pointer_append(path, m.key));
    }
  }

 private:
  // The background a place stands on: its entry's, else its own name (runtime/director.cpp).
  std::string background_of(const std::string& place) const {
    const json::Value* entry = places_ != nullptr ? places_->find(place) : nullptr;
    if (entry != nullptr && entry->is_string()) return entry->as_string();
    if (const json::Value* bg = entry != nullptr ? entry->find("background") : nullptr;
        bg != nullptr && bg->is_string()) {
      return bg->as_string();
    }
    return place;
  }

  void check(const std::string& place, const std::string& path) {
    const std::string background = background_of(place);
    const packs::Pack* pack = catalog_.find(std::string(kBackgroundPrefix) + background);
    if (pack != nullptr && pack->type == "background") return;
    std::vector<std::string_view> names;
    std::string listing;
    for (const packs::Pack& p : catalog_.packs()) {
      if (p.type != "background" || !p.id.starts_with(kBackgroundPrefix)) continue;
      names.push_back(std::string_view(p.id).substr(kBackgroundPrefix.size()));
      listing += (listing.empty() ? "" : ", ") + std::string(names.back());
    }
    const std::optional<std::string_view> near = nearest_name(background, names);
    report_.warning(Code::kMissingPack, path,
                    "no background pack for \"" + background + "\"" +
                        (background != place ? " (the place \"" + place + "\")" : "") +
                        ": a plain backdrop instead",
                    near ? "did you mean \"" + std::string(*near) + "\"?"
                         : "the backgrounds here: " + listing +
                               " (or a place entry: \"places\": {\"" + place +
                               "\": {\"background\": \"park\"}})");
  }

  const json::Value* places_;
  const packs::Catalog& catalog_;
  Reporter& report_;
};

}  // namespace

std::vector<Diagnostic> check_place_references(const json::Value& document,
                                               const packs::Catalog& catalog,
                                               const std::string& file) {
  std::vector<Diagnostic> diagnostics;
  Reporter report(file, diagnostics);
  const ProgramInFile in_file = program_of(document);
  if (const json::Value* scripts = in_file.program.find("scripts")) {
    PlaceCheck(in_file.program, catalog, report)
        .walk(*scripts, pointer_append(in_file.pointer, "scripts"));
  }
  return diagnostics;
}

}  // namespace jt::validate
