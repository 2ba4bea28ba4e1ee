// A scene's or a cartoon's plan as JSON (spec §7.7): its duration, its timeline (or, with
// `summary`, the count of records by kind) and its warnings. `plan` prints it; `session` replies
// it.
#pragma once

#include "jt/json/value.h"
#include "jt/runtime/runtime.h"

namespace jt::rt {

json::Value plan_json(const Runtime& rt, bool summary);

}  // namespace jt::rt
