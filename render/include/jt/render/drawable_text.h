// Text from a cartoon made safe to hand to Pango (issue "Hostile input"): the engine's
// drawable_text (jt/program/drawn_text.h), where it is plain text, checked and fuzzed without
// Cairo.
#pragma once

#include "jt/program/drawn_text.h"

namespace jt::render {

using jt::drawable_text;

}  // namespace jt::render
