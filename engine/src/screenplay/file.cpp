// A screenplay read from a file, refused over the size limit before it is read, as JSON files are.
#include "../json/file_reader.h"
#include "jt/diagnostic_codes.h"
#include "jt/screenplay/screenplay.h"

namespace jt::screenplay {

ReadResult read_file(const std::string& path) {
  json::detail::FileContents contents =
      json::detail::read_file(path, json::kDefaultMaxDocumentBytes);
  if (contents.status == json::detail::FileContents::Status::kRead) {
    ReadResult result = read(contents.text, path);
    result.text = std::move(contents.text);
    return result;
  }
  ReadResult result;
  const bool unreadable = contents.status == json::detail::FileContents::Status::kUnreadable;
  result.failure = unreadable ? json::ParseFailure::kUnreadable : json::ParseFailure::kTooLarge;
  result.errors.push_back(Diagnostic{
      .severity = Severity::kError,
      .code = unreadable ? Code::kFileUnreadable : Code::kLimitExceeded,
      .file = path,
      .message = unreadable
                     ? (path == "-" ? "cannot read standard input: " : "cannot read the file: ") +
                           contents.reason
                     : "the screenplay is too large: " + contents.reason + ", over the limit of " +
                           std::to_string(json::kDefaultMaxDocumentBytes) + " bytes",
      .hint = unreadable ? "" : "is this the right file?"});
  return result;
}

}  // namespace jt::screenplay
