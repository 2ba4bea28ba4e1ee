// The packs the subcommands that look packs up can use (`list`, `show`): the --packs option and
// the search path of docs/PACKS.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli_fwd.h"

#include "jt/packs/catalog.h"

namespace jt::cmd {

// --packs DIR (repeatable): directories searched before JABBERTOON_PACKS and the shipped packs.
void add_packs_option(CLI::App& sub, std::vector<std::string>& dirs);

// The catalog of the search path. Problems in it are reported; an error among them sets
// `exit_code` to 1, and the packs that are fine are still given. Nothing (exit code 2) when no
// directory is found at all.
std::optional<packs::Catalog> load_packs(const std::vector<std::string>& option_dirs,
                                         int& exit_code);

// The same catalog without a word: for a check that only looks packs up (`validate`), which
// reports a bad pack file when it checks that file. Nothing when no directory is found.
std::optional<packs::Catalog> load_packs_quietly(const std::vector<std::string>& option_dirs);

}  // namespace jt::cmd
