#include "command_reporter.h"

#include <spdlog/spdlog.h>

#include "exit_code.h"
#include "interrupt.h"
#include "log.h"
#include "source_text.h"

namespace jt::cmd {

void CommandReporter::diagnostic(const Diagnostic& d) {
  Diagnostic located = d;  // its line and column, from the file
  add_position(located);
  report(located);
}
void CommandReporter::error(std::string_view message) {
  report_error(message);
}
void CommandReporter::warning(std::string_view message) {
  report_warning(message);
}
void CommandReporter::info(std::string_view message) {
  spdlog::info("{}", message);
}
void CommandReporter::debug(std::string_view message) {
  spdlog::debug("{}", message);
}

void CommandReporter::frames_begin(const std::string& output, std::int64_t total) {
  progress_.emplace(mode_, output, total, batch_);
}

void CommandReporter::frame_done(std::int64_t done) {
  if (progress_) progress_->frame_done(done);
}

void CommandReporter::frames_end(bool complete) {
  if (progress_) progress_->finish(complete);
  progress_.reset();
}

bool CommandReporter::stop_requested() {
  return interrupted();
}

int exit_code_of(produce::Outcome outcome) {
  switch (outcome) {
    case produce::Outcome::kDone:
      return kExitOk;
    case produce::Outcome::kInterrupted:
      return kExitInterrupted;
    case produce::Outcome::kInputErrors:
      return kExitInputErrors;
    case produce::Outcome::kFailed:
      break;
  }
  return kExitUsage;
}

}  // namespace jt::cmd
