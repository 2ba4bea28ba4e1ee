#include "document_input.h"

#include "jt/screenplay/screenplay.h"
#include "source_text.h"

namespace jt::cmd {
namespace {

InputFormat& stdin_format() {
  static InputFormat format = InputFormat::kJson;
  return format;
}

}  // namespace

void set_stdin_format(InputFormat format) {
  stdin_format() = format;
}

InputFormat format_of(const std::string& path) {
  if (path == "-") return stdin_format();
  return path.ends_with(".screenplay") ? InputFormat::kScreenplay : InputFormat::kJson;
}

Document read_document(const std::string& path) {
  Document document;
  if (format_of(path) == InputFormat::kScreenplay) {
    screenplay::ReadResult read = screenplay::read_file(path);
    document.failure = read.failure;
    document.errors = std::move(read.errors);
    if (document.ok()) {
      document.value = std::move(read.value);
      remember_screenplay(path, std::move(read.lines));
    }
    return document;
  }
  json::ParseResult parsed = json::parse_file(path);
  document.failure = parsed.failure;
  if (!parsed.ok()) {
    document.errors.push_back(std::move(*parsed.error));
    return document;
  }
  document.value = std::move(parsed.value);
  remember_source(path, std::move(parsed.text));
  return document;
}

}  // namespace jt::cmd
