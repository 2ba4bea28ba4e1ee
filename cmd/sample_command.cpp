// `jabbertoon sample FILE --script S`: a scripted, deterministic check of a move or a cartoon
// without pixels, one command a line (docs/CLI.md, "sample"). Exit 0 when every expect holds, 1
// when one fails (each failure at its line, /script/<line>), 2 for a bad script.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "behaviour_inputs.h"
#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/dot_path.h"
#include "jt/json/number.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "log.h"
#include "posed_subject.h"
#include "program_input.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

struct SampleOptions {
  std::string file, script;
  SubjectOptions subject;
};

// A script's limits: a script is written by people; a huge one is a mistake.
constexpr std::size_t kMaxLines = 100'000;
constexpr std::size_t kMaxLineBytes = 4096;

struct Line {
  std::size_t index = 0;  // 0-based: the pointer /script/<index>
  std::vector<std::string> words;
};

class Script {
 public:
  Script(std::string file) : file_(std::move(file)) {}

  Diagnostic problem(Code code, const Line& line, std::string message, std::string hint = {}) {
    return {.severity = Severity::kError,
            .code = code,
            .file = file_,
            .path = "/script/" + std::to_string(line.index),
            .line = static_cast<int>(line.index) + 1,
            .column = 1,
            .message = std::move(message),
            .hint = std::move(hint)};
  }

  const std::string& file() const { return file_; }

 private:
  std::string file_;
};

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

std::optional<double> number(const std::string& word) {
  json::ParseResult parsed = json::parse(word);
  if (!parsed.ok() || !parsed.value.is_number()) return std::nullopt;
  return parsed.value.as_number();
}

// What each command takes, checked before anything runs: a bad script runs nothing.
std::optional<std::string> check_line(const Line& line) {
  const std::vector<std::string>& w = line.words;
  const std::string& c = w[0];
  auto count = [&](std::size_t n) { return w.size() == n; };
  if (c == "at" || c == "advance") {
    if (!count(2) || !number(w[1]) || *number(w[1]) < 0)
      return c + " takes a number of seconds, 0 or more";
  } else if (c == "set") {
    rt::Inputs probe;
    if (!count(3) || !number(w[2]) || !set_input(probe, w[1], *number(w[2]))) {
      return "set takes an input and a value: set loud 0.8, set talking 1 (0 to 1)";
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

class Run {
 public:
  Run(const SampleOptions& o, Script& script, std::shared_ptr<const Program> program)
      : o_(o), script_(script), program_(std::move(program)), options_(o.subject) {}

  // Exit code of running every line.
  int all(const std::vector<Line>& lines) {
    for (const Line& line : lines) {
      const int code = one(line);
      if (code != kExitOk) return code;
    }
    if (armed_) {
      report(script_.problem(Code::kScriptExpectError, *armed_line_,
                             "expect-error " + std::string(code_name(*armed_)) +
                                 " is the last line: no command follows it"));
      failed_ = true;
    }
    if (subject_) {
      // Run errors nothing expected: reported as pose reports them.
      for (std::size_t i = consumed_errors_; i < subject_->runtime().errors().size(); ++i) {
        const rt::RunError& e = subject_->runtime().errors()[i];
        report({.code = e.code, .file = o_.file, .path = e.path, .message = e.message});
        failed_ = true;
      }
    }
    return failed_ ? kExitInputErrors : kExitOk;
  }

 private:
  bool ensure_started() {
    if (subject_) return true;
    int code = kExitOk;
    subject_ = start_subject(o_.file, program_, options_, code);
    return subject_.has_value();
  }

  int one(const Line& line) {
    const std::vector<std::string>& w = line.words;
    if (w[0] == "expect-error") {
      armed_ = code_named(w[1]);
      armed_line_ = &line;
      return kExitOk;
    }
    const std::optional<Code> expected = armed_;
    armed_.reset();
    std::vector<Diagnostic> met;  // what this command met, for expect-error
    if (w[0] == "param") {
      if (subject_) {
        report(script_.problem(Code::kScriptUsage, line,
                               "param goes before the first command that "
                               "runs the move"));
        return kExitUsage;
      }
      options_.params[w[1]] = *number(w[2]);
      return kExitOk;
    }
    if (w[0] == "set" && !subject_) {
      set_input(options_.inputs, w[1], *number(w[2]));
      return kExitOk;
    }
    if (!ensure_started()) return kExitInputErrors;
    const std::size_t errors_before = consumed_errors_;  // those met starting it count too
    if (w[0] == "at" || w[0] == "advance") {
      const double t = w[0] == "at" ? *number(w[1]) : subject_->time() + *number(w[1]);
      if (t < subject_->time()) {
        report(script_.problem(Code::kScriptUsage, line,
                               "at " + w[1] + " is before now (" +
                                   json::format_number(subject_->time()) +
                                   " s): time only moves on"));
        return kExitUsage;
      }
      subject_->advance_to(t);
    } else if (w[0] == "set") {
      set_input(inputs_, w[1], *number(w[2]));
      subject_->set_inputs(inputs_);
    } else if (w[0] == "emit") {
      subject_->runtime().emit(*parse_event(w[1] == "key" ? "key:" + w[2] : w[1]));
    } else if (w[0] == "expect") {
      const json::Value sample = subject_->sample();
      const json::Value* actual = json::at_dot_path(sample, w[1]);
      const json::Value wanted = json::parse(w[3]).value;
      if (!holds(actual, w[2], wanted)) {
        met.push_back(script_.problem(
            Code::kScriptExpect, line,
            "expect " + w[1] + " " + w[2] + " " + w[3] + " at " +
                json::format_number(subject_->time()) + " s: got " + describe(actual),
            actual == nullptr ? "no such field; `snapshot` prints them all" : ""));
      }
    } else if (w[0] == "snapshot") {
      json::Value sample = subject_->sample();
      std::vector<std::string> paths(w.begin() + 1, w.end());
      std::vector<std::string> missing;
      if (!paths.empty()) sample = json::select_paths(sample, paths, &missing);
      if (!missing.empty()) {
        met.push_back(script_.problem(Code::kScriptExpect, line,
                                      "snapshot " + missing.front() + ": no such field"));
      }
      json::Object out;
      out.set("t", subject_->time());
      out.set(subject_->what(), std::move(sample));
      std::cout << json::write_compact(json::Value(std::move(out))) << "\n";
    }
    const auto& errors = subject_->runtime().errors();
    for (std::size_t i = errors_before; i < errors.size(); ++i) {
      met.push_back({.code = errors[i].code,
                     .file = o_.file,
                     .path = errors[i].path,
                     .message = errors[i].message});
    }
    consumed_errors_ = errors.size();
    if (expected) {
      const bool found = std::any_of(met.begin(), met.end(),
                                     [&](const Diagnostic& d) { return d.code == *expected; });
      if (found) return kExitOk;  // what was expected, consumed
      report(script_.problem(
          Code::kScriptExpectError, *armed_line_,
          "expect-error " + std::string(code_name(*expected)) + ": " +
              (met.empty() ? std::string("the next command met no problem")
                           : "the next command met " + std::string(code_name(met.front().code)))));
      failed_ = true;
    }
    for (const Diagnostic& d : met)
      report(d);
    failed_ = failed_ || !met.empty();
    return kExitOk;
  }

  const SampleOptions& o_;
  Script& script_;
  std::shared_ptr<const Program> program_;
  SubjectOptions options_;
  rt::Inputs inputs_;
  std::optional<Subject> subject_;
  std::optional<Code> armed_;
  const Line* armed_line_ = nullptr;
  std::size_t consumed_errors_ = 0;
  bool failed_ = false;
};

// The script's lines (blank and comment lines left out), each checked; nullopt (reported) when
// the script cannot be read or a line is wrong.
std::optional<std::vector<Line>> read_script(Script& script) {
  std::ifstream in(script.file(), std::ios::binary);
  if (!in) {
    report({.code = Code::kFileUnreadable,
            .file = script.file(),
            .message = "cannot read the script"});
    return std::nullopt;
  }
  std::vector<Line> lines;
  std::string text;
  bool ok = true;
  for (std::size_t index = 0; std::getline(in, text); ++index) {
    Line line{index, {}};
    if (index >= kMaxLines || text.size() > kMaxLineBytes) {
      report(script.problem(Code::kLimitExceeded, line,
                            "a script is at most 100,000 lines of 4096 bytes"));
      return std::nullopt;
    }
    std::optional<std::vector<std::string>> words = split_words(text);
    if (!words) {
      report(script.problem(Code::kScriptUsage, line, "a string without its closing quote"));
      ok = false;
      continue;
    }
    if (words->empty()) continue;
    line.words = std::move(*words);
    if (std::optional<std::string> bad = check_line(line)) {
      report(script.problem(Code::kScriptUsage, line, *bad,
                            "the commands: at, advance, set, emit, param, expect, expect-error, "
                            "snapshot (docs/CLI.md, \"sample\")"));
      ok = false;
      continue;
    }
    lines.push_back(std::move(line));
  }
  if (!ok) return std::nullopt;
  return lines;
}

int run_sample(const SampleOptions& o) {
  Script script(o.script);
  std::optional<std::vector<Line>> lines = read_script(script);
  if (!lines) return kExitUsage;
  int code = kExitOk;
  auto program = load_program(o.file, code);
  if (!program) return code;
  Run run(o, script, program);
  return std::max(code, run.all(*lines));
}

}  // namespace

void add_sample_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SampleOptions>();
  CLI::App* sub = app.add_subcommand(
      "sample", "check a move's or a cartoon's numbers with a script, without rendering");
  sub->add_option("FILE", o->file, "a program or a pack: a behaviour, a scene or a cartoon")
      ->required();
  sub->add_option("--script", o->script,
                  "the script: one command a line (at, advance, set, emit, param, expect, "
                  "expect-error, snapshot)")
      ->required();
  add_cartoon_options(*sub, o->subject.cartoon);
  sub->add_option("--dur", o->subject.dur, "a behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->subject.legs, "a behaviour's character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  sub->callback([o, &exit_code] { exit_code = run_sample(*o); });
}

}  // namespace jt::cmd
