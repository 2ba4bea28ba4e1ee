#include "creature_input.h"

#include <algorithm>

#include "exit_code.h"
#include "input.h"
#include "jt/creature/descriptor.h"
#include "jt/json/parse.h"
#include "log.h"

namespace jt::cmd {
namespace {

bool is_creature_pack(const json::Value& value) {
  const json::Value* type = value.find("type");
  return value.find("pack") != nullptr && type != nullptr && type->is_string() &&
         type->as_string() == "creature";
}

}  // namespace

bool holds_creature(const json::Value& value) {
  return creature::looks_like_descriptor(value) || is_creature_pack(value);
}

bool is_creature_file(const std::string& path) {
  if (path == "-") return false;
  const json::ParseResult parsed = json::parse_file(path);
  return parsed.ok() && holds_creature(parsed.value);
}

std::shared_ptr<const creature::Model> read_creature(const json::Value& value,
                                                     const std::string& path,
                                                     std::vector<Diagnostic>& problems) {
  const bool pack = is_creature_pack(value);
  const json::Value* descriptor = pack ? value.find("content") : &value;
  static const json::Value kMissing;
  creature::ReadResult read =
      creature::read_descriptor(descriptor ? *descriptor : kMissing, path, pack ? "/content" : "");
  if (!read.descriptor) {
    problems.insert(problems.end(), read.errors.begin(), read.errors.end());
    return nullptr;
  }
  return creature::compile_model(*read.descriptor);
}

std::shared_ptr<const creature::Model> load_creature(const std::string& path, int& exit_code) {
  std::optional<LoadedFile> loaded = load_json(path, exit_code);
  if (!loaded) return nullptr;
  std::vector<Diagnostic> problems;
  std::shared_ptr<const creature::Model> model = read_creature(loaded->value, path, problems);
  if (!model) {
    for (const Diagnostic& d : problems)
      report(d);
    exit_code = std::max(exit_code, static_cast<int>(kExitInputErrors));
  }
  return model;
}

}  // namespace jt::cmd
