// What `pose`, `sample` and `session` step through time (produce/posed_subject.h), started from
// their options.
#pragma once

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cartoon_run.h"
#include "cli_fwd.h"
#include "jt/json/value.h"
#include "jt/produce/behaviour_inputs.h"
#include "jt/produce/posed_subject.h"
#include "jt/produce/sample_script.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::cmd {

struct SubjectOptions {
  CartoonOptions cartoon;  // fps, params and seed serve a behaviour too (a creature: the seed)
  double dur = std::numeric_limits<double>::infinity();
  int legs = 2;
  std::map<std::string, double> params;  // a behaviour's, over --param's
  produce::SubjectInputs inputs;         // a behaviour's character's, a creature's, from the start
  // A creature's start (the original's `position` and `phase`) and its steering at times.
  std::optional<creature::Vec> position;
  double phase = 0;
  std::vector<produce::TimedSteering> steering_at;
};

using Subject = produce::PosedSubject;

using produce::SubjectSource;

// FILE read as a creature (a descriptor or a creature pack) or a program; reports every problem
// and sets `code` when it holds neither.
SubjectSource load_subject(const std::string& file, int& code);

// Adds `pose`'s creature options to `sub` (--position, --phase, --throttle, --heading): what a
// lone creature starts with.
void add_creature_options(CLI::App& sub, SubjectOptions& options);

// Starts `source` as the options say (a behaviour on "A", a scene or cartoon with its voices, or
// a creature); reports why not and sets `code` when it cannot start.
std::optional<Subject> start_subject(const std::string& file, const SubjectSource& source,
                                     const SubjectOptions& options, int& code);

// How a script (`sample`, `bench --script`) starts its subject: `options` with the script's
// params, inputs and seed over them; reports why not and sets `code` when it cannot start.
produce::StartSubject script_starter(const std::string& file, const SubjectSource& source,
                                     const SubjectOptions& options, int& code);

}  // namespace jt::cmd
