// Reading a program (or a pack holding one) from a file, prepared and checked, with every
// diagnostic reported; and the catalog's behaviour packs as a cartoon's `does` resolves them.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "jt/packs/catalog.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::cmd {

// A program of any kind: a bare program, or the one a pack holds (a cartoon pack's cast and
// places merged into its program). Reports what is wrong and sets `exit_code` (1 for an invalid
// program, 2 for an unreadable file) when it returns null.
std::shared_ptr<const Program> load_program(const std::string& path, int& exit_code);

// NAME=VALUE pairs (VALUE a number) into `out`; reports a usage error and returns false for one
// that is not of that form.
bool parse_params(const std::vector<std::string>& pairs, std::map<std::string, double>& out);
// A warning for each --param the program does not declare (it is passed, and nothing reads it).
void warn_undeclared_params(const Program& program, const std::map<std::string, double>& params,
                            const std::string& file);

}  // namespace jt::cmd
