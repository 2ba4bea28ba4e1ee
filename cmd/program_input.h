// Reading a program (or a pack holding one) from a file, prepared and checked, with every
// diagnostic reported.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "jt/program/program.h"

namespace jt::cmd {

// A behaviour program, or the program inside a behaviour pack. Reports what is wrong and sets
// `exit_code` (1 for an invalid program, 2 for an unreadable file or a program of a kind this
// subcommand does not take yet) when it returns null.
std::shared_ptr<const Program> load_behaviour(const std::string& path, int& exit_code);

// NAME=VALUE pairs (VALUE a number) into `out`; reports a usage error and returns false for one
// that is not of that form.
bool parse_params(const std::vector<std::string>& pairs, std::map<std::string, double>& out);

}  // namespace jt::cmd
