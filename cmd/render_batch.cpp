// Several inputs rendered one after another, each in a child process of its own; a crash or a
// failure of one is reported with its input and the others go on (docs/CLI.md "render").
#include "render_batch.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>

#include <spdlog/spdlog.h>

#include "exit_code.h"
#include "interrupt.h"
#include "jt/encode/segment_cache.h"
#include "jt/encode/temp_file.h"
#include "jt/json/value.h"
#include "jt/json/write.h"
#include "log.h"
#include "outputs.h"
#include "scale_options.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

// A crashed child cannot remove its temporary file (".NAME.PID-N.part" beside its output) nor its
// segments' working directory (beside its output, or in the cache).
void remove_temp_files_of(pid_t child, const std::string& output, const std::string& cache) {
  const fs::path path(output);
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  encode::WorkDir::remove_left_by(child, dir, path.filename().string());
  if (!cache.empty()) encode::WorkDir::remove_left_by(child, cache, path.filename().string());
  encode::remove_temp_files_left_by(child, path);
}

// How one input of a batch ended: its exit code, and the signal that ended its process (0: none).
struct Ended {
  int code = kExitOk;
  int signal = 0;
};

// Each input of a batch renders in a child process: espeak-ng keeps state between lines within a
// process, so a cartoon's voices (and plan) would otherwise depend on the cartoons before it. A
// child that dies of a signal (a crash) is reported with its input; Ctrl-C's signal is the
// batch's interruption.
Ended render_apart(const RenderOptions& o, const std::string& file, const RenderInput& render_one,
                   const OutputOf& output_for) {
  std::fflush(nullptr);
  const pid_t child = fork();
  if (child < 0) return {render_one(o, file)};
  if (child == 0) {
    const int code = render_one(o, file);
    std::fflush(nullptr);
    _exit(code);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status)) return {WEXITSTATUS(status)};
  const int signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  if (signal == SIGINT || signal == SIGTERM || interrupted()) return {kExitInterrupted, signal};
  remove_temp_files_of(child, output_for(o, file), cache_directory(o));
  report_error(file + ": the render stopped with signal " + std::to_string(signal) + " (" +
               strsignal(signal) + "); going on with the other inputs");
  return {kExitInputErrors, signal};
}

// "3 rendered, 1 failed: crash.json (signal 11), bad.json (exit 1)", after a batch.
void report_batch(std::size_t rendered, std::size_t skipped,
                  const std::vector<std::string>& failed) {
  std::string text = std::to_string(rendered) + " rendered, ";
  if (skipped > 0) text += std::to_string(skipped) + " skipped, ";
  text += std::to_string(failed.size()) + " failed";
  for (std::size_t i = 0; i < failed.size(); ++i)
    text += (i == 0 ? ": " : ", ") + failed[i];
  if (failed.empty()) {
    spdlog::info("{}", text);
  } else {
    report_error(text);
  }
}

// Two inputs of a batch with one name (a/x.json, b/x.json) would write one output: said before
// anything is rendered.
bool check_batch_names(const RenderOptions& o, const OutputOf& output_for) {
  std::map<fs::path, std::string> first_input;
  bool ok = true;
  for (const std::string& file : o.files) {
    if (file == "-") continue;
    const fs::path output = fs::path(output_for(o, file)).lexically_normal();
    const auto [it, added] = first_input.emplace(output, file);
    if (added) continue;
    report_error(it->second + " and " + file + " would both be rendered to " + output.string() +
                 ": rename one, or render them into different directories");
    ok = false;
  }
  return ok;
}

// With --progress json, the batch's last line: how many inputs were written and failed, in how
// long.
void json_batch_summary(const RenderOptions& o, std::size_t written, std::size_t skipped,
                        std::size_t failed, double seconds) {
  if (o.progress_mode != ProgressMode::kJson) return;
  json::Object line;
  line.set("done", true);
  line.set("inputs", static_cast<double>(o.files.size()));
  line.set("written", static_cast<double>(written));
  line.set("skipped", static_cast<double>(skipped));
  line.set("failed", static_cast<double>(failed));
  line.set("seconds", std::round(seconds * 100) / 100);
  std::printf("%s\n", json::write_compact(json::Value(std::move(line))).c_str());
  std::fflush(stdout);
}

}  // namespace

bool skipped_as_existing(const std::string& input, const std::string& output) {
  std::error_code error;
  if (!fs::exists(output, error)) return false;
  spdlog::info("{}: skipped, {} exists (--skip-existing)", input, output);
  return true;
}

int render_batch(const RenderOptions& o, const RenderInput& render_one,
                 const OutputOf& output_for) {
  if (!check_batch_names(o, output_for)) return kExitUsage;
  // Every question asked (or refusal said) before the first render; each input then renders with
  // the answer.
  std::vector<bool> allowed, skip;
  for (const std::string& file : o.files) {
    const std::string output = file == "-" ? "" : output_for(o, file);
    skip.push_back(o.skip_existing && !output.empty() && skipped_as_existing(file, output));
    allowed.push_back(file == "-" || skip.back() ||
                      may_write({{output, output}}, o.overwrite, false));
  }
  RenderOptions answered = o;
  answered.overwrite = Overwrite::kYes;
  int worst = kExitOk;
  std::size_t rendered = 0, skipped = 0;
  std::vector<std::string> failed;
  const auto started = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < o.files.size(); ++i) {
    const std::string& file = o.files[i];
    if (file == "-") {
      report_error("- (stdin) cannot be part of a batch: give files");
      worst = std::max(worst, static_cast<int>(kExitUsage));
      failed.push_back("- (stdin)");
      continue;
    }
    if (skip[i]) {
      ++skipped;
      continue;
    }
    if (!allowed[i]) {
      worst = std::max(worst, static_cast<int>(kExitInputErrors));
      failed.push_back(file + " (kept)");
      continue;
    }
    answered.batch = {.index = static_cast<int>(i) + 1, .count = static_cast<int>(o.files.size())};
    const Ended ended = render_apart(answered, file, render_one, output_for);
    if (ended.code == kExitInterrupted || interrupted()) return kExitInterrupted;
    worst = std::max(worst, ended.code);
    if (ended.code == kExitOk) {
      ++rendered;
    } else {
      failed.push_back(file +
                       (ended.signal != 0 ? " (signal " + std::to_string(ended.signal)
                                          : " (exit " + std::to_string(ended.code)) +
                       ")");
    }
  }
  report_batch(rendered, skipped, failed);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  json_batch_summary(o, rendered, skipped, failed.size(), seconds);
  return worst;
}

}  // namespace jt::cmd
