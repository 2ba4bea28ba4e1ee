#include "input.h"

#include <algorithm>

#include "document_input.h"
#include "exit_code.h"
#include "log.h"

namespace jt::cmd {

std::optional<LoadedFile> load_json(const std::string& path, int& exit_code) {
  Document document = read_document(path);
  for (const Diagnostic& d : document.warnings)
    report(d);
  if (!document.ok()) {
    for (const Diagnostic& d : document.errors)
      report(d);
    const int code =
        document.failure == json::ParseFailure::kUnreadable ? kExitUsage : kExitInputErrors;
    exit_code = std::max(exit_code, code);
    return std::nullopt;
  }
  return LoadedFile{path, std::move(document.value), std::move(document.text)};
}

}  // namespace jt::cmd
