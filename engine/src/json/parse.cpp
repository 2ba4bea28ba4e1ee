#include "jt/json/parse.h"

#include <utility>

#include "json/file_reader.h"
#include "json/simdjson_reader.h"
#include "json/string_scan.h"
#include "json/syntax_error.h"
#include "json/syntax_scan.h"
#include "json/utf8.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/locate.h"
#include "jt/json/write.h"

namespace jt::json {
namespace {

// Editors on Windows start UTF-8 files with it; JSON.parse never sees it because decoding the
// file drops it, so it is skipped here too.
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

ParseResult failed(ParseFailure failure, Code code, std::string message, std::string hint) {
  return {Value(), Diagnostic{.code = code, .message = std::move(message), .hint = std::move(hint)},
          failure};
}

ParseResult too_large(const std::string& reason, std::size_t limit) {
  return failed(ParseFailure::kTooLarge, Code::kLimitExceeded,
                "the document is too large: " + reason + ", over the limit of " +
                    std::to_string(limit) + " bytes",
                "is this the right file?");
}

// A key written twice: JSON.parse would keep the last value, and the first would be lost unseen.
ParseResult duplicate_key(std::string_view text, std::size_t key_offset) {
  std::string key;
  detail::scan_string(text, key_offset, key);
  ParseResult result =
      failed(ParseFailure::kInvalid, Code::kDuplicateKey,
             "the key " + write_compact(Value(key)) + " is given twice in this object",
             "keep one of them: only the last would be read");
  result.error->path = pointer_of_key(text, key_offset);
  const detail::LineColumn position = detail::line_column(text, key_offset);
  result.error->line = position.line;
  result.error->column = position.column;
  return result;
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
  std::optional<std::size_t> duplicate;
  if (std::optional<Value> value = detail::read_with_simdjson(text, limits.max_depth, &duplicate)) {
    if (duplicate && !limits.allow_duplicate_keys) return duplicate_key(text, *duplicate);
    return {std::move(*value), std::nullopt, ParseFailure::kNone};
  }
  detail::SyntaxError error = diagnose(text, limits.max_depth);
  ParseResult result =
      failed(ParseFailure::kInvalid, error.code, std::move(error.message), std::move(error.hint));
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
      result = failed(ParseFailure::kUnreadable, Code::kFileUnreadable,
                      (path == "-" ? "cannot read standard input: " : "cannot read the file: ") +
                          contents.reason,
                      {});
      break;
    case detail::FileContents::Status::kTooLarge:
      result = too_large(contents.reason, limits.max_document_bytes);
      break;
    case detail::FileContents::Status::kRead:
      result = parse(contents.text, limits);
      result.text = std::move(contents.text);
      break;
  }
  if (result.error) result.error->file = path;
  return result;
}

}  // namespace jt::json
