// A creature descriptor checked as strictly as its contract says (the creature module reads it).
#include "jt/creature/descriptor.h"
#include "jt/validate/validate.h"

namespace jt::validate {

std::vector<Diagnostic> check_creature(const json::Value& descriptor, const std::string& file,
                                       const std::string& pointer) {
  return creature::read_descriptor(descriptor, file, pointer).errors;
}

}  // namespace jt::validate
