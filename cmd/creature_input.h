// Reading a creature for `pose` and `render`: a descriptor file, or a creature pack holding one.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "jt/creature/model.h"

namespace jt::cmd {

// Whether `path` (not stdin, which can be read once only) holds a creature: a descriptor or a
// creature pack. Files that are not JSON answer no: the program reader reports them.
bool is_creature_file(const std::string& path);

// The creature's compiled model; reports every problem and sets `exit_code` when it returns null.
std::shared_ptr<const creature::Model> load_creature(const std::string& path, int& exit_code);

}  // namespace jt::cmd
