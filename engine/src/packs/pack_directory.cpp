#include "jt/packs/pack_directory.h"

#include <algorithm>
#include <map>
#include <utility>

#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/packs/catalog_index.h"

namespace jt::packs {
namespace {

namespace fs = std::filesystem;

Diagnostic directory_error(const fs::path& dir, const std::error_code& error) {
  return {.code = Code::kFileUnreadable,
          .file = dir.string(),
          .message = "cannot read the directory: " + error.message()};
}

bool is_hidden(const fs::path& path) {
  return path.filename().string().starts_with('.');
}

void append(std::vector<Diagnostic>& to, std::vector<Diagnostic> from) {
  for (Diagnostic& d : from)
    to.push_back(std::move(d));
}

// The pack in dir/relative, its Pack::file `relative`; diagnostics name the whole path.
std::optional<Pack> read_pack_file(const fs::path& dir, const std::string& relative,
                                   std::vector<Diagnostic>& diagnostics) {
  const std::string path = (dir / relative).string();
  json::ParseResult parsed = json::parse_file(path);
  if (!parsed.ok()) {
    diagnostics.push_back(std::move(*parsed.error));
    return std::nullopt;
  }
  PackRead read = read_pack(std::move(parsed.value), path);
  append(diagnostics, std::move(read.diagnostics));
  if (read.pack) read.pack->file = relative;
  return std::move(read.pack);
}

void load_index_file(const fs::path& path, Catalog& catalog, std::vector<Diagnostic>& diagnostics) {
  json::ParseResult parsed = json::parse_file(path.string());
  if (!parsed.ok()) {
    diagnostics.push_back(std::move(*parsed.error));
    return;
  }
  IndexRead read = read_index(parsed.value, path.string());
  append(diagnostics, std::move(read.diagnostics));
  for (Pack& pack : read.packs)
    catalog.add(std::move(pack));
}

void load_directory(const fs::path& dir, Catalog& catalog, std::vector<Diagnostic>& diagnostics) {
  std::error_code error;
  if (fs::exists(dir / kIndexFile, error)) {
    load_index_file(dir / kIndexFile, catalog, diagnostics);
    if (fs::exists(dir / kCharacterIndexFile, error)) {
      load_index_file(dir / kCharacterIndexFile, catalog, diagnostics);
    }
    return;
  }
  PackFiles found = find_pack_files(dir);
  append(diagnostics, std::move(found.diagnostics));
  for (const std::string& file : found.files) {
    if (auto pack = read_pack_file(dir, file, diagnostics)) catalog.add(std::move(*pack));
  }
}

}  // namespace

PackFiles find_pack_files(const fs::path& dir) {
  PackFiles found;
  std::error_code error;
  fs::recursive_directory_iterator it(dir, error);
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    const fs::path& path = it->path();
    if (is_hidden(path)) {
      it.disable_recursion_pending();
      continue;
    }
    const std::string relative = path.lexically_relative(dir).generic_string();
    std::error_code type_error;
    if (path.extension() != ".json" || !it->is_regular_file(type_error) || relative == kIndexFile ||
        relative == kCharacterIndexFile) {
      continue;
    }
    found.files.push_back(relative);
  }
  if (error) found.diagnostics.push_back(directory_error(dir, error));
  std::sort(found.files.begin(), found.files.end());
  return found;
}

Diagnostic duplicate_pack(const std::string& file, const std::string& id,
                          const std::string& version, const std::string& first_file) {
  return {.code = Code::kDuplicateId,
          .file = file,
          .path = "/id",
          .message = id + " " + version + " is in " + first_file + " already",
          .hint = "a pack's id and version name one pack: give this one a new version or id"};
}

CatalogTexts build_catalogs(const fs::path& dir) {
  PackFiles found = find_pack_files(dir);
  CatalogTexts texts{.diagnostics = std::move(found.diagnostics)};
  std::map<std::pair<std::string, std::string>, std::string> seen;  // {id, version} -> its file
  std::vector<Pack> packs, characters;
  for (const std::string& file : found.files) {
    std::optional<Pack> pack = read_pack_file(dir, file, texts.diagnostics);
    if (!pack) continue;
    auto [twin, is_new] = seen.try_emplace({pack->id, pack->version}, file);
    if (!is_new) {
      texts.diagnostics.push_back(
          duplicate_pack((dir / file).string(), pack->id, pack->version, twin->second));
      continue;
    }
    (pack->type == "character" ? characters : packs).push_back(std::move(*pack));
  }
  texts.index = json::write_readable(make_index(packs)) + "\n";
  texts.character_index = json::write_readable(make_index(characters)) + "\n";
  return texts;
}

CatalogLoad load_catalog(std::span<const fs::path> dirs) {
  CatalogLoad load;
  for (const fs::path& dir : dirs)
    load_directory(dir, load.catalog, load.diagnostics);
  return load;
}

}  // namespace jt::packs
