#include "log.h"

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <mutex>

#include "jt/printable.h"
#include "source_text.h"

namespace jt::cmd {
namespace {

// stderr, every control character of a message escaped but its line breaks (docs/CLI.md,
// "Messages"): whatever a message quotes from a file or a file name, the terminal shows it and
// obeys none of it. report() escapes the line breaks of what it quotes too.
// What one message may print: a message quoting a huge name (a 5 MB unknown name, issue 27) is
// cut there, its end said.
constexpr std::size_t kMaxMessageBytes = 4000;

// `text` cut to kMaxMessageBytes (at a character's first byte), with how much was left out.
std::string bounded(std::string text) {
  if (text.size() <= kMaxMessageBytes) return text;
  std::size_t cut = kMaxMessageBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
    --cut;
  const std::size_t left = text.size() - cut;
  const bool newline = text.ends_with('\n');
  text.resize(cut);
  text += "... (" + std::to_string(left) + " more bytes)";
  if (newline) text += '\n';
  return text;
}

class PrintableStderrSink final : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t formatted;
    formatter_->format(msg, formatted);
    const std::string text =
        bounded(printable(std::string_view(formatted.data(), formatted.size()), Newlines::kKeep));
    std::fwrite(text.data(), 1, text.size(), stderr);
  }
  void flush_() override { std::fflush(stderr); }
};

}  // namespace

void setup_logging() {
  auto logger =
      std::make_shared<spdlog::logger>("jabbertoon", std::make_shared<PrintableStderrSink>());
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

namespace {

// Prints a located diagnostic's text: "LOCATION: message [note]", its hint on the next line.
void print_diagnostic(const Diagnostic& d, std::string text) {
  text = printable(text);
  if (!d.hint.empty()) text += "\n  hint: " + printable(d.hint);
  if (d.severity == Severity::kError) {
    spdlog::error("{}", text);
  } else {
    spdlog::warn("{}", text);
  }
}

}  // namespace

void report(const Diagnostic& diagnostic) {
  Diagnostic d = diagnostic;
  add_position(d);
  std::string text = format_location(d);
  if (!text.empty()) text += ": ";
  print_diagnostic(d, text + d.message + " " + code_note(d));
}

void report_in_option(std::string_view option, const Diagnostic& d) {
  std::string note = "[";
  note += code_name(d.code);
  if (!d.path.empty()) note += " at " + d.path;
  print_diagnostic(d, std::string(option) + ": " + d.message + " " + note + "]");
}

std::string code_note(const Diagnostic& d) {
  std::string note = "[";  // appended: no -Wrestrict false alarm from GCC 12
  note += code_name(d.code);
  if (d.line > 0 && !d.path.empty()) note += " at " + d.path;
  return note + "]";
}

void report_error(std::string_view message) {
  spdlog::error("{}", printable(message));
}

void report_warning(std::string_view message) {
  spdlog::warn("{}", printable(message));
}

}  // namespace jt::cmd
