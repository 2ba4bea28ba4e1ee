// A Reporter for tests: keeps every message, counts the frames, and stops the job after
// `stop_after` frames when that is set.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "jt/produce/reporter.h"

namespace jt::produce {

class CollectingReporter final : public Reporter {
 public:
  void diagnostic(const Diagnostic& d) override {
    errors.push_back(d.message);
    diagnostics.push_back(d);
  }
  void error(std::string_view m) override { errors.emplace_back(m); }
  void warning(std::string_view m) override { warnings.emplace_back(m); }
  void info(std::string_view m) override { infos.emplace_back(m); }
  void debug(std::string_view) override {}
  void frames_begin(const std::string&, std::int64_t total) override { frames_total = total; }
  void frame_done(std::int64_t done) override { frames_done = done; }
  void frames_end(bool complete) override { ended_complete = complete; }
  bool stop_requested() override { return stop_after >= 0 && frames_done >= stop_after; }

  std::vector<std::string> errors, warnings, infos;
  std::vector<Diagnostic> diagnostics;
  std::int64_t frames_total = -1, stop_after = -1;
  // Written by the job's consumer thread while its other threads ask stop_requested().
  std::atomic<std::int64_t> frames_done = 0;
  bool ended_complete = false;
};

}  // namespace jt::produce
