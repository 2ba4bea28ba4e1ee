#include "progress.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>

#include "jt/json/value.h"
#include "jt/json/write.h"

namespace jt::cmd {

bool parse_progress_mode(const std::string& text, ProgressMode& mode) {
  if (text == "auto") mode = ProgressMode::kAuto;
  else if (text == "bar") mode = ProgressMode::kBar;
  else if (text == "json") mode = ProgressMode::kJson;
  else if (text == "none") mode = ProgressMode::kNone;
  else return false;
  return true;
}

Progress::Progress(ProgressMode mode, std::string label, std::int64_t total)
    : mode_(mode), label_(std::move(label)), total_(total) {
  if (mode_ == ProgressMode::kAuto) {
    mode_ = isatty(STDERR_FILENO) ? ProgressMode::kBar : ProgressMode::kNone;
  }
}

void Progress::frame_done(std::int64_t done) {
  if (mode_ == ProgressMode::kNone) return;
  const Clock::time_point now = Clock::now();
  const bool last = done >= total_;
  if (!last && printed_ && now - last_print_ < std::chrono::milliseconds(250)) return;
  last_print_ = now;
  printed_ = true;
  print(done, std::chrono::duration<double>(now - start_).count());
}

void Progress::print(std::int64_t done, double seconds) {
  const double fps = seconds > 0 ? done / seconds : 0;
  const double eta = fps > 0 ? (total_ - done) / fps : 0;
  if (mode_ == ProgressMode::kJson) {
    json::Object line;
    line.set("output", label_);
    line.set("frame", static_cast<double>(done));
    line.set("frames", static_cast<double>(total_));
    line.set("fps", std::round(fps * 10) / 10);
    line.set("eta", std::round(eta * 10) / 10);
    std::printf("%s\n", json::write_compact(json::Value(std::move(line))).c_str());
    std::fflush(stdout);
    return;
  }
  constexpr int kWidth = 30;
  const double share = total_ > 0 ? static_cast<double>(done) / total_ : 1;
  const int full = static_cast<int>(share * kWidth);
  std::string bar(static_cast<std::size_t>(full), '#');
  bar.resize(kWidth, '-');
  std::fprintf(stderr, "\r%s [%s] %lld/%lld frames  %.1f fps  ETA %.0f s \x1b[K", label_.c_str(),
               bar.c_str(), static_cast<long long>(done), static_cast<long long>(total_), fps,
               eta);
  std::fflush(stderr);
}

double Progress::elapsed() const {
  return std::chrono::duration<double>(Clock::now() - start_).count();
}

void Progress::finish() {
  if (mode_ == ProgressMode::kBar && printed_) std::fprintf(stderr, "\r\x1b[K");
}

}  // namespace jt::cmd
