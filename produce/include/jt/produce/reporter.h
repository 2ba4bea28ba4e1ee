// Where a job's words go. The studio's jobs never print: they tell a Reporter what happened
// (the command prints it in its message format, a test collects it), how far a long job is, and
// they ask it whether to stop (the command answers from its Ctrl-C handler). A job with threads
// calls stop_requested() from any of them; every other call comes from one thread at a time, not
// always the one that started the job.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "jt/diagnostic.h"

namespace jt::produce {

class Reporter {
 public:
  virtual ~Reporter() = default;

  // A problem in the user's input, with its place (file, JSON pointer, line, column) and hint.
  virtual void diagnostic(const Diagnostic& d) = 0;
  // Something went wrong: the job fails (or has failed) because of it.
  virtual void error(std::string_view message) = 0;
  // Something the user should know; the job goes on.
  virtual void warning(std::string_view message) = 0;
  // What was written ("wrote out.mp4: ...").
  virtual void info(std::string_view message) = 0;
  // Details for -v: settings, timings.
  virtual void debug(std::string_view message) = 0;

  // A long job's frames: `total` of them begin for `output`, `done` so far, then the end.
  virtual void frames_begin(const std::string& output, std::int64_t total) = 0;
  virtual void frame_done(std::int64_t done) = 0;
  virtual void frames_end(bool complete) = 0;

  // Polled between frames and lines: true stops the job cleanly (its temporary files removed,
  // an existing output kept).
  virtual bool stop_requested() = 0;
};

// A Reporter that keeps nothing and never stops a job: a base for one that keeps a little.
class QuietReporter : public Reporter {
 public:
  void diagnostic(const Diagnostic&) override {}
  void error(std::string_view) override {}
  void warning(std::string_view) override {}
  void info(std::string_view) override {}
  void debug(std::string_view) override {}
  void frames_begin(const std::string&, std::int64_t) override {}
  void frame_done(std::int64_t) override {}
  void frames_end(bool) override {}
  bool stop_requested() override { return false; }
};

// A job's end.
enum class Outcome {
  kDone,
  kInputErrors,  // the input's own errors, reported (the command's exit code 1)
  kFailed,       // reported through Reporter::error
  kInterrupted,  // stop_requested() said so; reported through Reporter::error
};

}  // namespace jt::produce
