#include "program_input.h"

#include <algorithm>
#include <charconv>
#include <filesystem>

#include "catalog_input.h"
#include "exit_code.h"
#include "input.h"
#include "jt/diagnostic_codes.h"
#include "jt/program/program_of.h"
#include "log.h"
#include "source_text.h"

namespace jt::cmd {

namespace {

// "c4c:cartoon:happy_now": a pack's id (namespace:type:slug), not a file's name.
bool looks_like_pack_id(const std::string& text) {
  return std::count(text.begin(), text.end(), ':') == 2 && text.find('/') == std::string::npos &&
         text.front() != ':' && text.back() != ':' && text.find("::") == std::string::npos;
}

// The pack `id` of the search path (the installed packs, JABBERTOON_PACKS), as its file holds it;
// reported when there is none.
std::optional<json::Value> pack_by_id(const std::string& id, int& exit_code) {
  std::optional<packs::Catalog> catalog = load_packs_quietly({});
  const packs::Pack* pack = catalog ? catalog->find(id) : nullptr;
  if (pack == nullptr) {
    report({.code = Code::kFileUnreadable,
            .file = id,
            .message = "no such file, and no pack of that id",
            .hint = "`jabbertoon list ids` lists the packs' ids"});
    exit_code = kExitUsage;
    return std::nullopt;
  }
  return pack->json;
}

}  // namespace

std::shared_ptr<const Program> load_program(const std::string& path, int& exit_code) {
  std::optional<json::Value> value;
  std::error_code missing;
  if (looks_like_pack_id(path) && !std::filesystem::exists(path, missing)) {
    value = pack_by_id(path, exit_code);
  } else if (auto loaded = load_json(path, exit_code)) {
    value = std::move(loaded->value);
  }
  if (!value) return nullptr;
  ProgramInFile in_file = program_of(*value);
  PrepareResult prepared = prepare_program(std::move(in_file.program), path);
  for (Diagnostic& d : prepared.diagnostics)
    d.path = in_file.pointer + d.path;  // into the file
  add_positions(prepared.diagnostics);
  for (const Diagnostic& d : prepared.diagnostics)
    report(d);
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
      report_error("--param \"" + pair +
                   "\": expected NAME=VALUE with VALUE a number, as in "
                   "--param t_in=2");
      return false;
    }
    out[pair.substr(0, eq)] = value;
  }
  return true;
}

void warn_undeclared_params(const Program& program, const std::map<std::string, double>& params,
                            const std::string& file) {
  std::string declared;
  for (const Param& p : program.params)
    declared += (declared.empty() ? "" : ", ") + p.name;
  for (const auto& [name, value] : params) {
    const bool known = std::any_of(program.params.begin(), program.params.end(),
                                   [&](const Param& p) { return p.name == name; });
    if (known) continue;
    report_warning(file + ": --param " + name + ": the program declares no param of that name (" +
                   (declared.empty() ? "it declares none" : "its params: " + declared) +
                   "): nothing reads it");
  }
}

}  // namespace jt::cmd
