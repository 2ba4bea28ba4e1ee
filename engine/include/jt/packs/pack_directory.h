// Packs on disk: a packs directory holds pack files in folders (behaviours/bounce.json,
// characters/dog.json, ...) and, once `jabbertoon pack index` has run, its two catalogs.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/packs/catalog.h"

namespace jt::packs {

struct PackFiles {
  std::vector<std::string> files;  // relative to the directory, '/'-separated, sorted byte-wise
  std::vector<Diagnostic> diagnostics;
};

// The pack files under `dir`: every *.json file in it or below but its two catalogs, skipping
// names that start with '.' (editors' and atomic writes' temporary files).
PackFiles find_pack_files(const std::filesystem::path& dir);

struct CatalogTexts {
  std::string index;                    // index.json: every pack but the characters
  std::string character_index;          // characters/index.json: the character packs
  std::vector<Diagnostic> diagnostics;  // a pack file that cannot be read or is not a valid pack
};

// The error for a pack file whose id and version an earlier file (`first_file`) holds already.
Diagnostic duplicate_pack(const std::string& file, const std::string& id,
                          const std::string& version, const std::string& first_file);

// The catalogs of the pack files under `dir`, as JSON.stringify(index, null, 2) + "\n", packs in
// the order of their files. A pack with an error is left out and reported.
CatalogTexts build_catalogs(const std::filesystem::path& dir);

struct CatalogLoad {
  Catalog catalog;
  std::vector<Diagnostic> diagnostics;
};

// The packs of `dirs`, the first directory's first (Catalog::add keeps the first of an id and
// version). A directory with an index.json is read through its catalogs; one without is read
// file by file (a directory of a person's own packs).
CatalogLoad load_catalog(std::span<const std::filesystem::path> dirs);

}  // namespace jt::packs
