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

bool is_creature_file(const std::string& path) {
  if (path == "-") return false;
  const json::ParseResult parsed = json::parse_file(path);
  return parsed.ok() &&
         (creature::looks_like_descriptor(parsed.value) || is_creature_pack(parsed.value));
}

std::shared_ptr<const creature::Model> load_creature(const std::string& path, int& exit_code) {
  std::optional<LoadedFile> loaded = load_json(path, exit_code);
  if (!loaded) return nullptr;
  const bool pack = is_creature_pack(loaded->value);
  const json::Value* descriptor = pack ? loaded->value.find("content") : &loaded->value;
  static const json::Value kMissing;
  const creature::ReadResult read =
      creature::read_descriptor(descriptor ? *descriptor : kMissing, path, pack ? "/content" : "");
  if (!read.descriptor) {
    for (const Diagnostic& d : read.errors)
      report(d);
    exit_code = std::max(exit_code, static_cast<int>(kExitInputErrors));
    return nullptr;
  }
  return creature::compile_model(*read.descriptor);
}

}  // namespace jt::cmd
