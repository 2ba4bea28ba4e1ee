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
#include "jt/json/value.h"
#include "jt/produce/behaviour_inputs.h"
#include "jt/produce/posed_subject.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::cmd {

struct SubjectOptions {
  CartoonOptions cartoon;  // fps, params and seed serve a behaviour too
  double dur = std::numeric_limits<double>::infinity();
  int legs = 2;
  std::map<std::string, double> params;  // a behaviour's, over --param's
  rt::Inputs inputs;                     // a behaviour's character's, from the start
};

using Subject = produce::PosedSubject;

// Starts `program` as the options say (a behaviour on "A", or a scene or cartoon with its
// voices); reports why not and sets `code` when it cannot start.
std::optional<Subject> start_subject(const std::string& file,
                                     std::shared_ptr<const Program> program,
                                     const SubjectOptions& options, int& code);

}  // namespace jt::cmd
