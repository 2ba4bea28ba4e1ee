// How a long render shows how far it is: a bar on a terminal (frames, fps, ETA), JSON lines for
// programs (`--progress json`), or nothing (the default when stderr is not a terminal; with -q).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace jt::cmd {

enum class ProgressMode { kAuto, kBar, kJson, kNone };

// "auto", "bar", "json", "none"; false for anything else.
bool parse_progress_mode(const std::string& text, ProgressMode& mode);

// Which input of a batch a render is: the `index`th (from 1) of `count`; count 0: not a batch.
struct BatchPosition {
  int index = 0, count = 0;
};

class Progress {
 public:
  // `output`: the output's path, shown on the bar (its name) and in the JSON lines (whole).
  Progress(ProgressMode mode, std::string output, std::int64_t total, BatchPosition batch = {});
  // After each frame; prints at most a few times a second (and always the last frame).
  void frame_done(std::int64_t done);
  // Clears the bar's line (the final message is the caller's); the JSON lines end with one
  // {"output", "done": true, "complete", "frame", "frames", "seconds", "fps"}.
  void finish(bool complete = true);
  // Seconds since the progress began.
  double elapsed() const;

  // The bar's line for a terminal `columns` wide: never wider than columns - 1, the bar dropped
  // and then the name shortened when it does not fit. `eta` < 0: not known yet.
  static std::string bar_line(const std::string& name, BatchPosition batch, std::int64_t done,
                              std::int64_t total, double fps, double eta, int columns);

 private:
  using Clock = std::chrono::steady_clock;
  void print(std::int64_t done, double seconds);

  ProgressMode mode_;
  std::string output_, name_;
  std::int64_t total_;
  BatchPosition batch_;
  Clock::time_point start_ = Clock::now(), last_print_{};
  bool printed_ = false;
  // The rate, smoothed (an exponential moving average over a few seconds), for a steady ETA.
  double rate_ = 0, last_seconds_ = 0;
  std::int64_t last_done_ = 0, done_ = 0;
};

}  // namespace jt::cmd
