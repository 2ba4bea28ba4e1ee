// How a long render shows how far it is: a bar on a terminal (frames, fps, ETA), JSON lines for
// programs (`--progress json`), or nothing (the default when stderr is not a terminal).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace jt::cmd {

enum class ProgressMode { kAuto, kBar, kJson, kNone };

// "auto", "bar", "json", "none"; nullopt for anything else.
bool parse_progress_mode(const std::string& text, ProgressMode& mode);

class Progress {
 public:
  // `label`: the output's name, shown on the bar and in the JSON lines.
  Progress(ProgressMode mode, std::string label, std::int64_t total);
  // After each frame; prints at most a few times a second (and always the last frame).
  void frame_done(std::int64_t done);
  // Clears the bar's line (the final message is the caller's).
  void finish();
  // Seconds since the progress began.
  double elapsed() const;

 private:
  using Clock = std::chrono::steady_clock;
  void print(std::int64_t done, double seconds);

  ProgressMode mode_;
  std::string label_;
  std::int64_t total_;
  Clock::time_point start_ = Clock::now(), last_print_{};
  bool printed_ = false;
};

}  // namespace jt::cmd
