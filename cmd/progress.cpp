#include "progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include <spdlog/spdlog.h>

#include "jt/json/value.h"
#include "jt/json/write.h"

namespace jt::cmd {
namespace {

// The rate's smoothing time: the ETA follows a change of speed within about this many seconds.
constexpr double kSmoothingSeconds = 5;
// The ETA is shown once the rate has been measured for this long.
constexpr double kEtaAfterSeconds = 1;
constexpr int kBarWidth = 30, kMinBarWidth = 10;

int terminal_columns() {
  winsize size{};
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  if (const char* columns = std::getenv("COLUMNS")) {
    const int n = std::atoi(columns);
    if (n > 0) return n;
  }
  return 80;
}

// A file name as a terminal may print it: control characters as '?'.
std::string printable(std::string text) {
  for (char& c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';
  }
  return text;
}

std::string eta_text(double eta) {
  if (eta < 0) return "ETA --";
  const auto s = static_cast<long long>(std::llround(eta));
  char text[32];
  if (s < 60)
    std::snprintf(text, sizeof text, "ETA %llds", s);
  else
    std::snprintf(text, sizeof text, "ETA %lld:%02lld", s / 60, s % 60);
  return text;
}

}  // namespace

bool parse_progress_mode(const std::string& text, ProgressMode& mode) {
  if (text == "auto")
    mode = ProgressMode::kAuto;
  else if (text == "bar")
    mode = ProgressMode::kBar;
  else if (text == "json")
    mode = ProgressMode::kJson;
  else if (text == "none")
    mode = ProgressMode::kNone;
  else
    return false;
  return true;
}

Progress::Progress(ProgressMode mode, std::string output, std::int64_t total, BatchPosition batch)
    : mode_(mode),
      output_(std::move(output)),
      name_(printable(std::filesystem::path(output_).filename().string())),
      total_(total),
      batch_(batch) {
  if (mode_ == ProgressMode::kAuto) {
    mode_ = isatty(STDERR_FILENO) ? ProgressMode::kBar : ProgressMode::kNone;
  }
  // -q: errors only, and no bar (the JSON lines are data a program asked for: they stay).
  if (mode_ == ProgressMode::kBar && spdlog::get_level() > spdlog::level::warn) {
    mode_ = ProgressMode::kNone;
  }
}

void Progress::frame_done(std::int64_t done) {
  done_ = done;
  if (mode_ == ProgressMode::kNone) return;
  const Clock::time_point now = Clock::now();
  const bool last = done >= total_;
  if (!last && printed_ && now - last_print_ < std::chrono::milliseconds(250)) return;
  last_print_ = now;
  printed_ = true;
  print(done, std::chrono::duration<double>(now - start_).count());
}

void Progress::print(std::int64_t done, double seconds) {
  const double step = seconds - last_seconds_;
  if (step > 0) {
    const double rate = static_cast<double>(done - last_done_) / step;
    rate_ = rate_ == 0 ? rate : rate_ + (1 - std::exp(-step / kSmoothingSeconds)) * (rate - rate_);
    last_seconds_ = seconds;
    last_done_ = done;
  }
  const double eta = seconds >= kEtaAfterSeconds && rate_ > 0
                         ? static_cast<double>(total_ - done) / rate_
                         : (done >= total_ ? 0 : -1);
  if (mode_ == ProgressMode::kJson) {
    json::Object line;
    line.set("output", output_);
    if (batch_.count > 0) {
      line.set("input", static_cast<double>(batch_.index));
      line.set("inputs", static_cast<double>(batch_.count));
    }
    line.set("frame", static_cast<double>(done));
    line.set("frames", static_cast<double>(total_));
    line.set("fps", std::round(rate_ * 10) / 10);
    line.set("eta", eta < 0 ? json::Value() : json::Value(std::round(eta * 10) / 10));
    std::printf("%s\n", json::write_compact(json::Value(std::move(line))).c_str());
    std::fflush(stdout);
    return;
  }
  std::fprintf(stderr, "\r%s\x1b[K",
               bar_line(name_, batch_, done, total_, rate_, eta, terminal_columns()).c_str());
  std::fflush(stderr);
}

std::string Progress::bar_line(const std::string& name, BatchPosition batch, std::int64_t done,
                               std::int64_t total, double fps, double eta, int columns) {
  const std::string prefix =
      batch.count > 0 ? std::to_string(batch.index) + "/" + std::to_string(batch.count) + " " : "";
  char counts[96];
  std::snprintf(counts, sizeof counts, " %lld/%lld %.1f fps %s", static_cast<long long>(done),
                static_cast<long long>(total), fps, eta_text(eta).c_str());
  const std::string tail = counts;
  const auto width = [](const std::string& s) { return static_cast<int>(s.size()); };
  const int room = columns - 1;
  std::string label = name, bar;
  const int bar_room = room - width(prefix) - width(label) - width(tail) - 3;  // " [" and "]"
  if (bar_room >= kMinBarWidth) {
    const int cells = std::min(bar_room, kBarWidth);
    const double share = total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 1;
    bar.assign(static_cast<std::size_t>(share * cells), '#');
    bar.resize(static_cast<std::size_t>(cells), '-');
    bar = " [" + bar + "]";
  }
  // Too narrow even without the bar: the name loses its start ("...ow.mp4"), then goes.
  const int keep = room - width(prefix) - width(tail);
  if (width(label) > keep) {
    label = keep > 3 ? "..." + label.substr(label.size() - static_cast<std::size_t>(keep - 3)) : "";
  }
  std::string line = prefix + label + bar + tail;
  if (width(line) > room) line.resize(static_cast<std::size_t>(std::max(room, 0)));
  return line;
}

double Progress::elapsed() const {
  return std::chrono::duration<double>(Clock::now() - start_).count();
}

void Progress::finish(bool complete) {
  if (mode_ == ProgressMode::kBar && printed_) std::fprintf(stderr, "\r\x1b[K");
  if (mode_ != ProgressMode::kJson) return;
  const double seconds = elapsed();
  json::Object line;
  line.set("output", output_);
  if (batch_.count > 0) {
    line.set("input", static_cast<double>(batch_.index));
    line.set("inputs", static_cast<double>(batch_.count));
  }
  line.set("done", true);
  line.set("complete", complete);
  line.set("frame", static_cast<double>(done_));
  line.set("frames", static_cast<double>(total_));
  line.set("seconds", std::round(seconds * 100) / 100);
  line.set("fps", seconds > 0 ? std::round(static_cast<double>(done_) / seconds * 10) / 10 : 0.0);
  std::printf("%s\n", json::write_compact(json::Value(std::move(line))).c_str());
  std::fflush(stdout);
}

}  // namespace jt::cmd
