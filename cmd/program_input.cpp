#include "program_input.h"

#include <algorithm>
#include <charconv>

#include "exit_code.h"
#include "input.h"
#include "log.h"

namespace jt::cmd {
namespace {

// A pack's content (spec: "The Jabbertoon pack format"), or the value itself for a bare program.
const json::Value& program_json(const json::Value& file) {
  if (file.is_object() && file.find("pack") != nullptr) {
    if (const json::Value* content = file.find("content")) return *content;
  }
  return file;
}

}  // namespace

std::shared_ptr<const Program> load_behaviour(const std::string& path, int& exit_code) {
  auto loaded = load_json(path, exit_code);
  if (!loaded) return nullptr;
  const json::Value& json = program_json(loaded->value);
  if (const json::Value* kind = json.find("kind");
      kind != nullptr && kind->is_string() && kind->as_string() != "behaviour") {
    report_error(path + ": this is a " + kind->as_string() +
                 "; poses of scenes and cartoons come with the director, not built yet");
    exit_code = std::max(exit_code, static_cast<int>(kExitUsage));
    return nullptr;
  }
  PrepareResult prepared = prepare_program(json, path);
  for (const Diagnostic& d : prepared.diagnostics) report(d);
  if (!prepared.ok()) {
    exit_code = std::max(exit_code, static_cast<int>(kExitInputErrors));
    return nullptr;
  }
  return prepared.program;
}

bool parse_params(const std::vector<std::string>& pairs, std::map<std::string, double>& out) {
  for (const std::string& pair : pairs) {
    const auto eq = pair.find('=');
    double value = 0;
    const char* first = pair.data() + (eq == std::string::npos ? 0 : eq + 1);
    const char* last = pair.data() + pair.size();
    auto [end, err] = std::from_chars(first, last, value);
    if (eq == std::string::npos || eq == 0 || err != std::errc{} || end != last) {
      report_error("--param \"" + pair + "\": expected NAME=VALUE with VALUE a number, as in "
                   "--param t_in=2");
      return false;
    }
    out[pair.substr(0, eq)] = value;
  }
  return true;
}

}  // namespace jt::cmd
