// `jabbertoon pack hash FILE... [--fix]`: each pack's content hash, checked against its
// content_hash and, with --fix, written into the file (docs/PACKS.md, "Content hashes").
#include <spdlog/spdlog.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/packs/content_hash.h"
#include "jt/packs/hash_fix.h"
#include "jt/printable.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {
namespace {

struct HashOptions {
  std::vector<std::string> files;
  bool fix = false;
};

// Writes `hash` into the file `loaded` came from; a kExitCode.
int fix_file(const LoadedFile& loaded, const std::string& hash) {
  int code = kExitOk;
  std::optional<std::string> text = read_bytes(loaded.path, code);
  if (!text) return code;
  packs::HashFix fix = packs::with_content_hash(*text, loaded.value, hash);
  if (!write_output(loaded.path, fix.text)) return kExitUsage;
  spdlog::info("{}: content_hash set to {}{}", loaded.path, hash,
               fix.bytes_kept ? "" : " (the file was rewritten as JSON.stringify(pack, null, 2))");
  return kExitOk;
}

// Prints the file's content hash, and reports (or fixes) a content_hash that is not it.
int hash_file(const std::string& file, bool fix) {
  int code = kExitOk;
  std::optional<LoadedFile> loaded = load_json(file, code);
  if (!loaded) return code;
  packs::HashCheck check = packs::check_content_hash(loaded->value, file);
  if (check.computed.empty()) {  // not a pack, or content with no canonical JSON
    report(*check.problem);
    return kExitInputErrors;
  }
  std::cout << check.computed << "  " << printable(file) << "\n";
  if (!check.problem) return kExitOk;
  if (fix) return fix_file(*loaded, check.computed);
  report(*check.problem);
  return kExitInputErrors;
}

int run_hash(const HashOptions& o) {
  if (o.fix && std::find(o.files.begin(), o.files.end(), "-") != o.files.end()) {
    report_error("--fix rewrites files: it cannot rewrite standard input");
    return kExitUsage;
  }
  int code = kExitOk;
  for (const std::string& file : o.files)
    code = std::max(code, hash_file(file, o.fix));
  return code;
}

}  // namespace

void add_pack_hash_command(CLI::App& pack, int& exit_code) {
  auto o = std::make_shared<HashOptions>();
  CLI::App* sub = pack.add_subcommand(
      "hash", "print each pack's content hash and check its content_hash (exit 1 if one is wrong)");
  sub->add_option("FILE", o->files, "pack files (- for stdin)")->required();
  sub->add_flag("--fix", o->fix,
                "write the right content_hash into the files whose hash is wrong (only the "
                "hash's bytes change)");
  sub->callback([o, &exit_code] { exit_code = run_hash(*o); });
}

}  // namespace jt::cmd
