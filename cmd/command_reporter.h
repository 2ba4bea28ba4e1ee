// The command's Reporter: a job's words printed in the command's message format (log.h), its
// frames shown by the progress bar or JSON lines (progress.h), Ctrl-C asking it to stop
// (interrupt.h).
#pragma once

#include <optional>

#include "jt/produce/reporter.h"
#include "progress.h"

namespace jt::cmd {

class CommandReporter final : public produce::Reporter {
 public:
  CommandReporter(ProgressMode mode, BatchPosition batch) : mode_(mode), batch_(batch) {}

  void diagnostic(const Diagnostic& d) override;
  void error(std::string_view message) override;
  void warning(std::string_view message) override;
  void info(std::string_view message) override;
  void debug(std::string_view message) override;
  void frames_begin(const std::string& output, std::int64_t total) override;
  void frame_done(std::int64_t done) override;
  void frames_end(bool complete) override;
  bool stop_requested() override;

 private:
  ProgressMode mode_;
  BatchPosition batch_;
  std::optional<Progress> progress_;
};

// The exit code of a job's outcome: 0, 2 (a failure, reported), 130 (interrupted).
int exit_code_of(produce::Outcome outcome);

}  // namespace jt::cmd
