#include "jt/json/parse.h"

#include <utility>

#include "json/file_reader.h"
#include "json/simdjson_reader.h"
#include "json/syntax_error.h"
#include "json/syntax_scan.h"
#include "json/utf8.h"

namespace jt::json {
namespace {

// Editors on Windows start UTF-8 files with it; JSON.parse never sees it because decoding the
// file drops it, so it is skipped here too.
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

ParseResult failed(ParseFailure failure, std::string message, std::string hint) {
  Diagnostic diagnostic;
  diagnostic.message = std::move(message);
  diagnostic.hint = std::move(hint);
  return {Value(), std::move(diagnostic), failure};
}

ParseResult too_large(const std::string& reason, std::size_t limit) {
  return failed(ParseFailure::kTooLarge,
                "the document is too large: " + reason + ", over the limit of " +
                    std::to_string(limit) + " bytes",
                "is this the right file?");
}

// simdjson refused the text: find out why and where.
detail::SyntaxError diagnose(std::string_view text, int max_depth) {
  if (const std::optional<std::size_t> bad = detail::find_invalid_utf8(text)) {
    return {*bad, "expected UTF-8 text, got " + detail::describe_at(text, *bad),
            "save the file as UTF-8"};
  }
  if (std::optional<detail::SyntaxError> error = detail::find_syntax_error(text, max_depth)) {
    return std::move(*error);
  }
  // Only reached when simdjson fails for want of memory (or refuses a document the scanner finds
  // valid, which would be a bug).
  return {text.size(), "could not read the document, though no syntax error was found in it",
          "it may be too large for the memory available"};
}

}  // namespace

ParseResult parse(std::string_view text, const ParseLimits& limits) {
  if (text.size() > limits.max_document_bytes) {
    return too_large("it is " + std::to_string(text.size()) + " bytes", limits.max_document_bytes);
  }
  if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
  if (std::optional<Value> value = detail::read_with_simdjson(text, limits.max_depth)) {
    return {std::move(*value), std::nullopt, ParseFailure::kNone};
  }
  detail::SyntaxError error = diagnose(text, limits.max_depth);
  ParseResult result =
      failed(ParseFailure::kInvalid, std::move(error.message), std::move(error.hint));
  const detail::LineColumn position = detail::line_column(text, error.offset);
  result.error->line = position.line;
  result.error->column = position.column;
  return result;
}

ParseResult parse_file(const std::string& path, const ParseLimits& limits) {
  detail::FileContents contents = detail::read_file(path, limits.max_document_bytes);
  ParseResult result;
  switch (contents.status) {
    case detail::FileContents::Status::kUnreadable:
      result = failed(ParseFailure::kUnreadable,
                      (path == "-" ? "cannot read standard input: " : "cannot read the file: ") +
                          contents.reason,
                      {});
      break;
    case detail::FileContents::Status::kTooLarge:
      result = too_large(contents.reason, limits.max_document_bytes);
      break;
    case detail::FileContents::Status::kRead:
      result = parse(contents.text, limits);
      break;
  }
  if (result.error) result.error->file = path;
  return result;
}

}  // namespace jt::json
