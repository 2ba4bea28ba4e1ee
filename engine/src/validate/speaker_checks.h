// A scene's or a cartoon's speakers on the stage (docs/VALIDATION.md "Speakers"): a line whose
// speaker nothing ever puts on the stage is heard from nobody the viewer sees.
#pragma once

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

// Each `say` of `program`'s scripts whose `who` no `at` of the cast in `cast_holder` (the program
// itself, or a cartoon pack's content), `place` or `enter` ever shows: an `off-stage` warning at
// the line (once a speaker). Without a cast nothing is checked.
void check_speakers_on_stage(const json::Object& cast_holder, const json::Object& program,
                             Reporter& report);

}  // namespace jt::validate
