// Reading a creature for `pose` and `render`: a descriptor file, or a creature pack holding one.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jt/creature/model.h"
#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::cmd {

// Whether `path` (not stdin, which can be read once only) holds a creature: a descriptor or a
// creature pack. Files that are not JSON answer no: the program reader reports them.
bool is_creature_file(const std::string& path);

// The creature's compiled model; reports every problem and sets `exit_code` when it returns null.
std::shared_ptr<const creature::Model> load_creature(const std::string& path, int& exit_code);

// The creature in `value` (a descriptor or a creature pack, read from `path`): its model, or null
// with every problem in `problems`.
std::shared_ptr<const creature::Model> read_creature(const json::Value& value,
                                                     const std::string& path,
                                                     std::vector<Diagnostic>& problems);

// Whether a parsed document holds a creature: a descriptor or a creature pack.
bool holds_creature(const json::Value& value);

}  // namespace jt::cmd
