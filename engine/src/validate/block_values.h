// The values spec §8.6 names as wrong or odd in the skeleton's blocks that prepare_program does not
// look at: a spring's hz and damping, a chain's lag and falloff, a chain down a leg or down a part
// nothing draws as a chain. Numbers as written; a formula is known only when it runs.
#pragma once

#include <string>
#include <string_view>

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

void check_block_values(std::string_view op, const json::Object& block, const std::string& path,
                        Reporter& report);

}  // namespace jt::validate
