// A descriptor value that read cleanly against the schema, as the plain Descriptor struct.
#pragma once

#include "jt/creature/descriptor.h"

namespace jt::creature::detail {

// `canonical` must have passed the structural read without an error.
Descriptor convert_descriptor(const json::Value& canonical);

}  // namespace jt::creature::detail
