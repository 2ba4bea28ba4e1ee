#include "jt/produce/sample_script.h"

#include <algorithm>
#include <cmath>

#include "jt/diagnostic_codes.h"
#include "jt/json/dot_path.h"
#include "jt/json/number.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/produce/behaviour_inputs.h"

namespace jt::produce {
namespace {

Diagnostic script_problem(const std::string& file, std::size_t index, Code code,
                          std::string message, std::string hint = {}) {
  return {.severity = Severity::kError,
          .code = code,
          .file = file,
          .path = "/script/" + std::to_string(index),
          .line = static_cast<int>(index) + 1,
          .column = 1,
          .message = std::move(message),
          .hint = std::move(hint)};
}

// Words split at spaces; a word starting with '"' runs to its closing quote (a JSON string).
// '#' outside a string starts a comment.
std::optional<std::vector<std::string>> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
      ++i;
    } else if (text[i] == '#') {
      break;
    } else if (text[i] == '"') {
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != '"')
        j += text[j] == '\\' ? 2 : 1;
      if (j >= text.size()) return std::nullopt;
      words.push_back(text.substr(i, j + 1 - i));
      i = j + 1;
    } else {
      std::size_t j = i;
      while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != '\r')
        ++j;
      words.push_back(text.substr(i, j - i));
      i = j;
    }
  }
  return words;
}

// A word as it means: a quoted one is a JSON string.
std::string unquoted(const std::string& word) {
  if (word.empty() || word.front() != '"') return word;
  json::ParseResult parsed = json::parse(word);
  return parsed.ok() && parsed.value.is_string() ? parsed.value.as_string() : word;
}

// The most equal steps one `advance S in N` takes.
constexpr double kMaxAdvanceSteps = 10000;

std::optional<double> number(const std::string& word) {
  json::ParseResult parsed = json::parse(word);
  if (!parsed.ok() || !parsed.value.is_number()) return std::nullopt;
  return parsed.value.as_number();
}

// What each command takes, checked before anything runs: a bad script runs nothing.
std::optional<std::string> check_line(const ScriptLine& line) {
  const std::vector<std::string>& w = line.words;
  const std::string& c = w[0];
  auto count = [&](std::size_t n) { return w.size() == n; };
  if (c == "at" || (c == "advance" && !count(4))) {
    if (!count(2) || !number(w[1]) || *number(w[1]) < 0)
      return c + " takes a number of seconds, 0 or more";
  } else if (c == "advance") {  // advance S in N
    const std::optional<double> steps = number(w[3]);
    if (!number(w[1]) || *number(w[1]) < 0 || w[2] != "in" || !steps || *steps < 1 ||
        *steps > kMaxAdvanceSteps || *steps != std::floor(*steps)) {
      return "advance S in N takes the seconds (0 or more) and a whole number of equal steps, "
             "1 to 10000: advance 1 in 4";
    }
  } else if (c == "seed") {
    if (!count(2) || !number(w[1])) return "seed takes a number: seed 7";
  } else if (c == "group") {
    if (!count(2)) return "group takes a name (one word, or in quotes): group jump";
  } else if (c == "end") {
    if (!count(1)) return "end takes nothing: it ends the group above it";
  } else if (c == "set") {
    SubjectInputs probe;
    if (!count(3) || !number(w[2]) || !set_subject_input(probe, w[1], *number(w[2]))) {
      return "set takes an input and a value: set loud 0.8, set talking 1 (0 to 1); a "
             "creature's set throttle 0.5 (0 to 1), set heading 90 (degrees)";
    }
  } else if (c == "emit") {
    const bool ok = (count(2) && w[1] != "key" && parse_event(w[1])) ||
                    (count(3) && w[1] == "key" && parse_event("key:" + w[2]));
    if (!ok) return "emit takes talk-start, talk-end, click or key K";
  } else if (c == "param") {
    if (!count(3) || !number(w[2])) return "param takes a name and a number: param amp 10";
  } else if (c == "expect") {
    static const std::vector<std::string> kOps = {"==", "!=", "<", ">", "~"};
    if (!count(4) || std::find(kOps.begin(), kOps.end(), w[2]) == kOps.end()) {
      return "expect takes a path, an operator (==, !=, <, >, ~) and a value: expect dx ~ 4.5";
    }
    if (!json::parse(w[3]).ok())
      return "expect's value is JSON: a number, \"text\", true, false or null";
    if ((w[2] == "<" || w[2] == ">" || w[2] == "~") && !number(w[3])) {
      return w[2] + " compares numbers";
    }
  } else if (c == "expect-error") {
    if (!count(2) || !code_named(w[1])) {
      return "expect-error takes a diagnostic code (docs/VALIDATION.md, \"Codes\"): "
             "expect-error formula-failed";
    }
  } else if (c != "snapshot") {
    return "unknown command \"" + c + "\"";
  }
  return std::nullopt;
}

// Why `set NAME` or `emit` cannot run on `subject`, if it cannot: a creature is steered and
// hears nothing; a behaviour or a cartoon is not steered.
std::optional<std::string> not_for(const PosedSubject& subject, const std::vector<std::string>& w) {
  const bool steering = w[0] == "set" && (w[1] == "throttle" || w[1] == "heading");
  if (subject.is_creature() && w[0] == "emit") return "a creature hears no events";
  if (subject.is_creature() && w[0] == "set" && !steering) {
    return "set " + w[1] + ": a creature is steered with set throttle and set heading";
  }
  if (!subject.is_creature() && steering) {
    return "set " + w[1] +
           " steers a creature; a move's or a cartoon's inputs are loud and "
           "talking";
  }
  return std::nullopt;
}

std::string describe(const json::Value* v) {
  return v == nullptr ? "nothing" : json::write_compact(*v);
}

// Whether `actual OP expected` holds.
bool holds(const json::Value* actual, const std::string& op, const json::Value& expected) {
  if (op == "==") return actual != nullptr && *actual == expected;
  if (op == "!=") return actual == nullptr || !(*actual == expected);
  if (actual == nullptr || !actual->is_number()) return false;
  const double a = actual->as_number(), b = expected.as_number();
  if (op == "<") return a < b;
  if (op == ">") return a > b;
  return std::abs(a - b) <= 1e-9;  // ~
}

// What one command that runs the subject met: its problems (expects that failed, the run's own
// errors), and what it prints (a snapshot's line).
struct CommandRun {
  std::vector<Diagnostic> met;
  std::optional<json::Value> printed;
};

// Runs `line` (at, advance, set, emit, expect or snapshot; checked by check_line) on a started
// subject. `inputs` are the character's inputs, kept from command to command.
CommandRun run_command(PosedSubject& subject, SubjectInputs& inputs, const ScriptLine& line,
                       const std::string& script_file, const std::string& subject_file,
                       const std::string& group) {
  const std::vector<std::string>& w = line.words;
  CommandRun out;
  const std::size_t errors_before = subject.errors().size();
  const auto problem = [&](std::string message, std::string hint = {}) {
    return script_problem(script_file, line.index, Code::kScriptExpect, std::move(message),
                          std::move(hint));
  };
  if (w[0] == "at" || w[0] == "advance") {
    const double t = w[0] == "at" ? *number(w[1]) : subject.time() + *number(w[1]);
    if (w.size() == 4) {  // advance S in N: N equal steps, each landing exactly
      const double from = subject.time(), steps = *number(w[3]);
      for (double k = 1; k < steps; ++k)
        subject.advance_to(from + *number(w[1]) * k / steps);
    }
    subject.advance_to(t);
  } else if (w[0] == "set") {
    set_subject_input(inputs, w[1], *number(w[2]));
    subject.set_inputs(inputs);
  } else if (w[0] == "emit") {
    subject.emit(*parse_event(w[1] == "key" ? "key:" + w[2] : w[1]));
  } else if (w[0] == "expect") {
    const json::Value sample = subject.sample();
    const json::Value* actual = json::at_dot_path(sample, w[1]);
    const json::Value wanted = json::parse(w[3]).value;
    if (!holds(actual, w[2], wanted)) {
      out.met.push_back(
          problem("expect " + w[1] + " " + w[2] + " " + w[3] + " at " +
                      json::format_number(subject.time()) + " s: got " + describe(actual),
                  actual == nullptr ? "no such field; `snapshot` prints them all" : ""));
    }
  } else if (w[0] == "snapshot") {
    json::Value sample = subject.sample();
    std::vector<std::string> paths(w.begin() + 1, w.end());
    std::vector<std::string> missing;
    if (!paths.empty()) sample = json::select_paths(sample, paths, &missing);
    if (!missing.empty())
      out.met.push_back(problem("snapshot " + missing.front() + ": no such field"));
    json::Object printed;
    printed.set("t", subject.time());
    if (!group.empty()) printed.set("group", group);
    printed.set(subject.what(), std::move(sample));
    out.printed = json::Value(std::move(printed));
  }
  const auto& errors = subject.errors();
  for (std::size_t i = errors_before; i < errors.size(); ++i) {
    out.met.push_back({.code = errors[i].code,
                       .file = subject_file,
                       .path = errors[i].path,
                       .message = errors[i].message});
  }
  return out;
}

class Run {
 public:
  Run(const SampleScript& script, const std::string& subject_file, const StartSubject& start,
      const std::function<void(const std::string&)>& print, Reporter& reporter,
      const SubjectInputs& inputs)
      : script_(script),
        file_(subject_file),
        start_(start),
        print_(print),
        reporter_(reporter),
        inputs_(inputs) {
    start_with_.inputs = inputs;
  }

  SampleOutcome all() {
    for (const ScriptLine& line : script_.lines) {
      const std::optional<SampleOutcome> stop = one(line);
      if (stop) return *stop;
    }
    if (armed_) {
      reporter_.diagnostic(problem(Code::kScriptExpectError, *armed_line_,
                                   "expect-error " + std::string(code_name(*armed_)) +
                                       " is the last line: no command follows it"));
      failed_ = true;
    }
    if (subject_) {
      // Run errors nothing expected: reported as pose reports them.
      for (std::size_t i = consumed_errors_; i < subject_->errors().size(); ++i) {
        const rt::RunError& e = subject_->errors()[i];
        reporter_.diagnostic({.code = e.code, .file = file_, .path = e.path, .message = e.message});
        failed_ = true;
      }
    }
    return failed_ ? SampleOutcome::kFailed : SampleOutcome::kHeld;
  }

 private:
  // Starts the subject if it is not running; false (reported) when it cannot start, or when a
  // `set` before it cannot be its (set_before_ that were waiting for it).
  std::optional<SampleOutcome> ensure_started() {
    if (subject_) return std::nullopt;
    subject_ = start_(start_with_);
    if (!subject_) return SampleOutcome::kNotStarted;
    for (const ScriptLine* line : set_before_) {
      if (std::optional<std::string> why = not_for(*subject_, line->words)) {
        reporter_.diagnostic(problem(Code::kScriptUsage, *line, *why));
        return SampleOutcome::kBadScript;
      }
    }
    return std::nullopt;
  }

  Diagnostic problem(Code code, const ScriptLine& line, std::string message,
                     std::string hint = {}) const {
    return script_problem(script_.file, line.index, code, std::move(message), std::move(hint));
  }

  // Runs one line; a value when the run stops there.
  std::optional<SampleOutcome> one(const ScriptLine& line) {
    const std::vector<std::string>& w = line.words;
    if (w[0] == "expect-error") {
      armed_ = code_named(w[1]);
      armed_line_ = &line;
      return std::nullopt;
    }
    const std::optional<Code> expected = armed_;
    armed_.reset();
    std::vector<Diagnostic> met;  // what this command met, for expect-error
    if (w[0] == "param") {
      if (subject_) {
        reporter_.diagnostic(problem(Code::kScriptUsage, line,
                                     "param goes before the first command that "
                                     "runs the move"));
        return SampleOutcome::kBadScript;
      }
      start_with_.params[w[1]] = *number(w[2]);
      return std::nullopt;
    }
    if (w[0] == "set" && !subject_) {
      set_subject_input(start_with_.inputs, w[1], *number(w[2]));
      set_subject_input(inputs_, w[1], *number(w[2]));
      set_before_.push_back(&line);
      return std::nullopt;
    }
    if (w[0] == "seed") {
      if (subject_) {
        reporter_.diagnostic(problem(Code::kScriptUsage, line,
                                     "seed goes before the first command that runs the move"));
        return SampleOutcome::kBadScript;
      }
      start_with_.seed = *number(w[1]);
      return std::nullopt;
    }
    if (w[0] == "group") {
      groups_.push_back(unquoted(w[1]));
      return std::nullopt;
    }
    if (w[0] == "end") {
      groups_.pop_back();  // parse_sample_script checked that a group is open
      return std::nullopt;
    }
    if (std::optional<SampleOutcome> stop = ensure_started()) return stop;
    if (std::optional<std::string> why = not_for(*subject_, w)) {
      reporter_.diagnostic(problem(Code::kScriptUsage, line, *why));
      return SampleOutcome::kBadScript;
    }
    // The run's errors met starting it count as this command's too.
    const auto& errors = subject_->errors();
    for (std::size_t i = consumed_errors_; i < errors.size(); ++i) {
      met.push_back({.code = errors[i].code,
                     .file = file_,
                     .path = errors[i].path,
                     .message = errors[i].message});
    }
    if (w[0] == "at" && *number(w[1]) < subject_->time()) {
      reporter_.diagnostic(problem(Code::kScriptUsage, line,
                                   "at " + w[1] + " is before now (" +
                                       json::format_number(subject_->time()) +
                                       " s): time only moves on"));
      return SampleOutcome::kBadScript;
    }
    CommandRun ran = run_command(*subject_, inputs_, line, script_.file, file_, group_name());
    for (Diagnostic& d : ran.met)
      met.push_back(std::move(d));
    if (ran.printed) print_(json::write_compact(*ran.printed));
    consumed_errors_ = errors.size();
    if (expected) {
      const bool found = std::any_of(met.begin(), met.end(),
                                     [&](const Diagnostic& d) { return d.code == *expected; });
      if (found) return std::nullopt;  // what was expected, consumed
      reporter_.diagnostic(problem(
          Code::kScriptExpectError, *armed_line_,
          "expect-error " + std::string(code_name(*expected)) + ": " +
              (met.empty() ? std::string("the next command met no problem")
                           : "the next command met " + std::string(code_name(met.front().code)))));
      failed_ = true;
    }
    for (Diagnostic& d : met) {
      if (!groups_.empty()) d.message = "in group " + group_name() + ": " + d.message;
      reporter_.diagnostic(d);
    }
    failed_ = failed_ || !met.empty();
    return std::nullopt;
  }

  // The open groups' names, outermost first, as "jump/landing".
  std::string group_name() const {
    std::string name;
    for (const std::string& g : groups_)
      name += (name.empty() ? "" : "/") + g;
    return name;
  }

  const SampleScript& script_;
  const std::string& file_;
  const StartSubject& start_;
  const std::function<void(const std::string&)>& print_;
  Reporter& reporter_;
  SubjectStart start_with_;
  std::vector<const ScriptLine*> set_before_;  // the `set` lines before the subject started
  SubjectInputs inputs_;
  std::optional<PosedSubject> subject_;
  std::optional<Code> armed_;
  const ScriptLine* armed_line_ = nullptr;
  std::size_t consumed_errors_ = 0;
  bool failed_ = false;
  std::vector<std::string> groups_;
};

}  // namespace

SampleScript parse_sample_script(std::string_view text, const std::string& file) {
  SampleScript script{.file = file};
  std::size_t index = 0;
  std::vector<std::size_t> open_groups;  // the lines of the groups not yet ended
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line_text = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (index >= kMaxScriptLines || line_text.size() > kMaxScriptLineBytes) {
      script.problems.push_back(script_problem(file, index, Code::kLimitExceeded,
                                               "a script is at most 100,000 lines of 4096 bytes"));
      return script;
    }
    ScriptLine line{index++, {}};
    std::optional<std::vector<std::string>> words = split_words(std::string(line_text));
    if (!words) {
      script.problems.push_back(script_problem(file, line.index, Code::kScriptUsage,
                                               "a string without its closing quote"));
      continue;
    }
    if (words->empty()) continue;
    line.words = std::move(*words);
    if (std::optional<std::string> bad = check_line(line)) {
      script.problems.push_back(
          script_problem(file, line.index, Code::kScriptUsage, *bad,
                         "the commands: at, advance, set, emit, param, seed, expect, "
                         "expect-error, snapshot, group, end (docs/CLI.md, \"sample\")"));
      continue;
    }
    if (line.words[0] == "group") open_groups.push_back(line.index);
    if (line.words[0] == "end") {
      if (open_groups.empty()) {
        script.problems.push_back(script_problem(file, line.index, Code::kScriptUsage,
                                                 "end without a group to end",
                                                 "a group starts with `group NAME`"));
        continue;
      }
      open_groups.pop_back();
    }
    script.lines.push_back(std::move(line));
  }
  for (const std::size_t open : open_groups) {
    script.problems.push_back(script_problem(file, open, Code::kScriptUsage,
                                             "a group without its end",
                                             "end the group with a line `end`"));
  }
  return script;
}

SampleOutcome run_sample_script(const SampleScript& script, const std::string& subject_file,
                                const StartSubject& start,
                                const std::function<void(const std::string&)>& print,
                                Reporter& reporter, const SubjectInputs& inputs) {
  Run run(script, subject_file, start, print, reporter, inputs);
  return run.all();
}

ScriptLineReply run_script_line(std::string_view text, PosedSubject& subject, SubjectInputs& inputs,
                                const std::string& subject_file,
                                const std::function<PosedSubject*()>& restart) {
  ScriptLineReply reply;
  const auto refuse = [&](std::string why) {
    reply.ok = false;
    reply.error = std::move(why);
    return reply;
  };
  if (text.size() > kMaxScriptLineBytes) return refuse("a script line is at most 4096 bytes");
  std::optional<std::vector<std::string>> words = split_words(std::string(text));
  if (!words) return refuse("a string without its closing quote");
  if (words->empty()) return refuse("an empty line: a script command, or a JSON request");
  const ScriptLine line{0, std::move(*words)};
  const std::string& c = line.words[0];
  if (c == "param" || c == "seed" || c == "group" || c == "end" || c == "expect-error") {
    return refuse(c +
                  " is a sample script's, not a session's: at, advance, set, emit, expect "
                  "and snapshot run here (a session's params and seed are its options)");
  }
  if (std::optional<std::string> bad = check_line(line)) {
    if (bad->starts_with("unknown command")) {
      *bad +=
          ": a line is a script command (at, advance, set, emit, expect, snapshot) or a JSON "
          "request ({\"cmd\": ...})";
    }
    return refuse(*bad);
  }
  if (std::optional<std::string> why = not_for(subject, line.words)) return refuse(*why);
  PosedSubject* now = &subject;
  if (c == "at" && *number(line.words[1]) < subject.time()) {
    now = restart();
    if (now == nullptr) return refuse("the program cannot start again");
    now->set_inputs(inputs);
  }
  CommandRun ran = run_command(*now, inputs, line, subject_file, subject_file, "");
  reply.diagnostics = std::move(ran.met);
  for (Diagnostic& d : reply.diagnostics) {
    if (d.code != Code::kScriptExpect) continue;  // a session's line has no script file or line
    d.file.clear();
    d.path.clear();
    d.line = d.column = 0;
  }
  if (ran.printed) {
    reply.result = std::move(*ran.printed);
  } else if (c == "at" || c == "advance") {
    json::Object t;
    t.set("t", now->time());
    reply.result = json::Value(std::move(t));
  }
  if (c == "expect" && !reply.diagnostics.empty() &&
      reply.diagnostics.front().code == Code::kScriptExpect) {
    reply.ok = false;
    reply.error = reply.diagnostics.front().message;
  }
  return reply;
}

}  // namespace jt::produce
