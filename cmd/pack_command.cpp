// `jabbertoon pack`: the tools of pack authors, `pack hash` and `pack index`.
#include "commands.h"

namespace jt::cmd {

void add_pack_command(CLI::App& app, int& exit_code) {
  CLI::App* pack = app.add_subcommand("pack", "pack authors' tools: content hashes and catalogs");
  pack->require_subcommand(1);
  add_pack_hash_command(*pack, exit_code);
  add_pack_index_command(*pack, exit_code);
}

}  // namespace jt::cmd
