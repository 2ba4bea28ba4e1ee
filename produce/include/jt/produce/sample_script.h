// The `sample` script language (docs/CLI.md "sample"): a scripted, deterministic check of a move,
// a scene or a cartoon without pixels, one command a line: at, advance, set, emit, param, seed,
// expect, expect-error, snapshot, group and end. A script is read and checked whole before anything
// runs, then run against a posed subject started at its first command that needs one.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/produce/posed_subject.h"
#include "jt/produce/reporter.h"
#include "jt/runtime/runtime.h"

namespace jt::produce {

// A script's limits: scripts are written by people; a huge one is a mistake.
inline constexpr std::size_t kMaxScriptLines = 100'000;
inline constexpr std::size_t kMaxScriptLineBytes = 4096;
inline constexpr std::size_t kMaxScriptBytes = 8 << 20;

// One command: its 0-based line (its pointer is /script/<index>) and its words.
struct ScriptLine {
  std::size_t index = 0;
  std::vector<std::string> words;
};

// A script read and checked: its commands, or the problems found, each at its line (`file`'s).
struct SampleScript {
  std::string file;
  std::vector<ScriptLine> lines;
  std::vector<Diagnostic> problems;
  bool ok() const { return problems.empty(); }
};

// Words split at spaces and tabs; a word starting with '"' runs to its closing quote (a JSON
// string); '#' outside a string starts a comment. Blank and comment lines are left out.
SampleScript parse_sample_script(std::string_view text, const std::string& file);

// What the `param`, `seed` and `set` lines before the first command that runs the subject asked
// for.
struct SubjectStart {
  std::map<std::string, double> params;
  SubjectInputs inputs;
  std::optional<double> seed;
};
// Starts the subject (reporting why not, and returning nullopt, when it cannot start).
using StartSubject = std::function<std::optional<PosedSubject>(const SubjectStart&)>;

enum class SampleOutcome {
  kHeld,        // every expect held
  kFailed,      // an expect failed or the run met an error (each reported at its line)
  kBadScript,   // a command cannot run where it is (reported): the command's usage error
  kNotStarted,  // the subject did not start (start reported why)
};

// Runs a checked script, its `set` lines changing `inputs` (the subject's from the start).
// Snapshots go to `print`, one JSON line each; failures, and errors of the run no `expect-error`
// expected, go to `reporter` (the run's as `subject_file`'s).
SampleOutcome run_sample_script(const SampleScript& script, const std::string& subject_file,
                                const StartSubject& start,
                                const std::function<void(const std::string&)>& print,
                                Reporter& reporter, const SubjectInputs& inputs = {});

// The reply to one script line that `session` runs on its subject (docs/CLI.md "session"): the
// same commands as a sample script's that run a subject (at, advance, advance S in N, set, emit,
// expect, snapshot), run now.
struct ScriptLineReply {
  bool ok = true;
  json::Value result;  // at, advance: {"t"}; snapshot: {"t", "pose"|"frame"}; the others: null
  std::string error;   // why not ok: a line that is no such command, a failed expect
  std::vector<Diagnostic> diagnostics;  // what the line met (its problems, the run's errors)
};
// `at` before now starts the subject again first (`restart` gives the new one, its inputs set
// again; null when it cannot start), as a session's "pose" request does.
ScriptLineReply run_script_line(std::string_view line, PosedSubject& subject, SubjectInputs& inputs,
                                const std::string& subject_file,
                                const std::function<PosedSubject*()>& restart);

}  // namespace jt::produce
