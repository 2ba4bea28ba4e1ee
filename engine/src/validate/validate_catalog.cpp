// A catalog (the pack format, "Catalogs"): packs::read_index checks its form, its count and each
// entry's manifest and hash; here each entry's content is checked as a pack file's is, and the
// catalog is compared with the pack files of its packs directory, as `jabbertoon pack index`
// would write it.
#include <map>

#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/packs/catalog_index.h"
#include "jt/packs/pack_directory.h"
#include "jt/validate/validate.h"
#include "validate/pack_content.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

namespace fs = std::filesystem;

// The entries of a catalog by their "file".
std::map<std::string, std::pair<std::size_t, const json::Value*>> entries_by_file(
    const json::Value& catalog) {
  std::map<std::string, std::pair<std::size_t, const json::Value*>> entries;
  const json::Value* list = catalog.find("packs");
  if (list == nullptr || !list->is_array()) return entries;
  for (std::size_t i = 0; i < list->as_array().size(); ++i) {
    const json::Value* file = list->as_array()[i].find("file");
    if (file != nullptr && file->is_string()) {
      entries.emplace(file->as_string(), std::make_pair(i, &list->as_array()[i]));
    }
  }
  return entries;
}

// The catalog against the pack files of its directory: characters/index.json lists the character
// packs, index.json every other pack.
void check_complete(const json::Value& catalog, const fs::path& path, Reporter& report) {
  const fs::path dir = path.parent_path().empty() ? fs::path(".") : path.parent_path();
  const bool characters =
      dir.filename() == "characters" && fs::exists(dir.parent_path() / packs::kIndexFile);
  const fs::path root = characters ? dir.parent_path() : dir;
  packs::CatalogTexts texts = packs::build_catalogs(root);
  json::ParseResult expected = json::parse(characters ? texts.character_index : texts.index);
  if (!expected.ok()) return;
  const auto listed = entries_by_file(catalog);
  const auto on_disk = entries_by_file(expected.value);
  const std::string hint = "run `jabbertoon pack index " + root.string() + "` to write it again";
  for (const auto& [file, entry] : on_disk) {
    auto found = listed.find(file);
    if (found == listed.end()) {
      report.error(Code::kCatalogMismatch, "/packs",
                   "the catalog does not list the pack file " + quote(file), hint);
    } else if (!(*found->second.second == *entry.second)) {
      report.error(Code::kCatalogMismatch, pointer_append("/packs", found->second.first),
                   "the entry for " + quote(file) + " is not the pack its file holds", hint);
    }
  }
  for (const auto& [file, entry] : listed) {
    if (on_disk.contains(file)) continue;
    report.error(
        Code::kCatalogMismatch, pointer_append(pointer_append("/packs", entry.first), "file"),
        fs::exists(root / file) ? quote(file) + " is not a valid pack of this catalog"
                                : "the catalog lists " + quote(file) + ", which is not there",
        hint);
  }
}

}  // namespace

Report validate_catalog(const json::Value& catalog, const fs::path& path, const std::string& file) {
  std::vector<Diagnostic> diagnostics = packs::read_index(catalog, file).diagnostics;
  Reporter report(file, diagnostics);
  if (const json::Value* list = catalog.find("packs"); list != nullptr && list->is_array()) {
    for (std::size_t i = 0; i < list->as_array().size(); ++i) {
      Reporter entry = report.nested(pointer_append("/packs", i));
      check_pack_content(list->as_array()[i], entry);
    }
  }
  if (!path.empty()) check_complete(catalog, path, report);
  return make_report(std::move(diagnostics));
}

}  // namespace jt::validate
