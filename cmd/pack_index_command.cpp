// `jabbertoon pack index DIR [--check]`: writes (or checks) a packs directory's two catalogs,
// DIR/index.json and DIR/characters/index.json, from the pack files under DIR.
#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/packs/catalog_index.h"
#include "jt/packs/pack_directory.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

struct IndexOptions {
  std::string dir;
  bool check = false;
};

struct CatalogFile {
  fs::path path;
  std::string_view text;
};

bool up_to_date(const CatalogFile& file) {
  std::ifstream in(file.path, std::ios::binary);
  return in && std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()) ==
                   file.text;
}

int check_catalogs(const std::vector<CatalogFile>& files, const std::string& dir) {
  int code = kExitOk;
  for (const CatalogFile& file : files) {
    if (up_to_date(file)) continue;
    report({.code = Code::kCatalogMismatch,
            .file = file.path.string(),
            .message = "the catalog is not up to date with the pack files",
            .hint = "run `jabbertoon pack index " + dir + "`"});
    code = kExitInputErrors;
  }
  return code;
}

int write_catalogs(const std::vector<CatalogFile>& files) {
  for (const CatalogFile& file : files) {
    std::error_code error;
    fs::create_directories(file.path.parent_path(), error);
    if (!write_output(file.path, file.text)) return kExitUsage;
    spdlog::info("wrote {}", file.path.string());
  }
  return kExitOk;
}

int run_index(const IndexOptions& o) {
  packs::CatalogTexts texts = packs::build_catalogs(o.dir);
  bool errors = false;
  for (const Diagnostic& d : texts.diagnostics) {
    report(d);
    errors = errors || d.severity == Severity::kError;
  }
  if (errors) return kExitInputErrors;  // a catalog without a pack would be wrong: none is written
  const std::vector<CatalogFile> files = {
      {fs::path(o.dir) / packs::kIndexFile, texts.index},
      {fs::path(o.dir) / packs::kCharacterIndexFile, texts.character_index}};
  return o.check ? check_catalogs(files, o.dir) : write_catalogs(files);
}

}  // namespace

void add_pack_index_command(CLI::App& pack, int& exit_code) {
  auto o = std::make_shared<IndexOptions>();
  CLI::App* sub = pack.add_subcommand(
      "index", "write DIR/index.json and DIR/characters/index.json from the pack files under DIR");
  sub->add_option("DIR", o->dir, "a packs directory")->required()->check(CLI::ExistingDirectory);
  sub->add_flag("--check", o->check,
                "write nothing; exit 1 if the catalogs are not what they would be written as");
  sub->callback([o, &exit_code] { exit_code = run_index(*o); });
}

}  // namespace jt::cmd
