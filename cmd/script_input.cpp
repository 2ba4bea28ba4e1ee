#include "script_input.h"

#include <algorithm>
#include <fstream>

#include "jt/diagnostic_codes.h"
#include "jt/produce/sample_script.h"
#include "log.h"

namespace jt::cmd {

std::optional<std::string> read_script(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    report({.code = Code::kFileUnreadable, .file = path, .message = "cannot read the script"});
    return std::nullopt;
  }
  // Read as far as the limit and one byte past it, never further; a script is small, so no
  // buffer the limit's size is made up front.
  std::string text;
  char chunk[1 << 16];
  while (text.size() <= produce::kMaxScriptBytes &&
         in.read(chunk, static_cast<std::streamsize>(
                            std::min(sizeof chunk, produce::kMaxScriptBytes + 1 - text.size())))
                 .gcount() > 0) {
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (text.size() > produce::kMaxScriptBytes) {
    report({.code = Code::kLimitExceeded,
            .file = path,
            .message = "a script is at most 8 MiB (100,000 lines of 4096 bytes)"});
    return std::nullopt;
  }
  return text;
}

std::optional<produce::SampleScript> load_script(const std::string& path) {
  const std::optional<std::string> text = read_script(path);
  if (!text) return std::nullopt;
  produce::SampleScript script = produce::parse_sample_script(*text, path);
  for (const Diagnostic& d : script.problems)
    report(d);
  if (!script.ok()) return std::nullopt;
  return script;
}

}  // namespace jt::cmd
