// What planning a scene or a cartoon finds that reading it cannot (docs/VALIDATION.md "What the
// plan finds"): `validate` starts it as `plan --speech estimate` does, without voices, and says
// as diagnostics what the plan warns about, so that a file that validates renders without them.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/packs/catalog.h"
#include "jt/program/program.h"

namespace jt::produce {

// The plan's findings for `document` (a program, or a pack holding one; anything else: none),
// read from `file`, its `does` resolved through `catalog` and its clips in `clip_folders`:
// a line spoken while its speaker is off the stage (`off-stage`, a warning at the line), a move
// the plan skips (`plan-failed`, a warning at the `does`), and a cartoon that cannot start when
// planned (`plan-failed`, an error). A program whose own errors stop it before planning gives
// none: reading it reports those.
std::vector<Diagnostic> plan_diagnostics(const json::Value& document, const packs::Catalog& catalog,
                                         const std::string& file,
                                         const std::vector<std::filesystem::path>& clip_folders);

// The same for a program already prepared (validate::Report's), at `pointer` in `file`.
std::vector<Diagnostic> plan_diagnostics(std::shared_ptr<const Program> program,
                                         const std::string& pointer, const packs::Catalog& catalog,
                                         const std::string& file,
                                         const std::vector<std::filesystem::path>& clip_folders);

}  // namespace jt::produce
