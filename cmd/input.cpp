#include "input.h"

#include <algorithm>

#include "exit_code.h"
#include "jt/json/parse.h"
#include "log.h"
#include "source_text.h"

namespace jt::cmd {

std::optional<LoadedFile> load_json(const std::string& path, int& exit_code) {
  json::ParseResult result = json::parse_file(path);
  if (!result.ok()) {
    report(*result.error);
    const int code =
        result.failure == json::ParseFailure::kUnreadable ? kExitUsage : kExitInputErrors;
    exit_code = std::max(exit_code, code);
    return std::nullopt;
  }
  remember_source(path, std::move(result.text));
  return LoadedFile{path, std::move(result.value)};
}

}  // namespace jt::cmd
