#include "log.h"

#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace jt::cmd {

void setup_logging() {
  auto logger = spdlog::stderr_logger_st("jabbertoon");
  logger->set_pattern("%n: %l: %v");
  spdlog::set_default_logger(logger);
  set_verbosity(0);
}

void set_verbosity(int verbosity) {
  if (verbosity < 0) {
    spdlog::set_level(spdlog::level::err);
  } else if (verbosity > 0) {
    spdlog::set_level(spdlog::level::debug);
  } else {
    spdlog::set_level(spdlog::level::info);
  }
}

void report(const Diagnostic& d) {
  std::string text = format_location(d);
  if (!text.empty()) text += ": ";
  text += d.message;
  if (!d.hint.empty()) text += "\n  hint: " + d.hint;
  if (d.severity == Severity::kError) {
    spdlog::error("{}", text);
  } else {
    spdlog::warn("{}", text);
  }
}

void report_error(std::string_view message) { spdlog::error("{}", message); }

void report_warning(std::string_view message) { spdlog::warn("{}", message); }

}  // namespace jt::cmd
