#include "jt/program/program_of.h"

namespace jt {
namespace {

// Merges one outer table (cast or places) into the program's, the outer entries winning field by
// field.
void merge_table(json::Object& program, const json::Value* outer, const char* key) {
  if (outer == nullptr || !outer->is_object()) return;
  json::Value* inner = program.find(key);
  if (inner == nullptr || !inner->is_object()) inner = &program.set(key, json::Object{});
  json::Object& table = inner->as_object();
  for (const json::Member& entry : outer->as_object()) {
    json::Value* mine = table.find(entry.key);
    if (mine != nullptr && mine->is_object() && entry.value.is_object()) {
      for (const json::Member& field : entry.value.as_object()) {
        mine->as_object().set(field.key, field.value);
      }
    } else {
      table.set(entry.key, entry.value);
    }
  }
}

bool is_cartoon_content(const json::Value& v) {
  return v.is_object() && v.find("program") != nullptr && v.find("scripts") == nullptr;
}

}  // namespace

ProgramInFile program_of(const json::Value& file) {
  ProgramInFile out{file, ""};
  if (file.is_object() && file.find("pack") != nullptr) {
    const json::Value* content = file.find("content");
    out = {content != nullptr ? *content : json::Value(), "/content"};
  }
  if (!is_cartoon_content(out.program)) return out;

  const json::Value content = std::move(out.program);
  out.program = *content.find("program");
  out.pointer += "/program";
  if (out.program.is_object()) {
    merge_table(out.program.as_object(), content.find("cast"), "cast");
    merge_table(out.program.as_object(), content.find("places"), "places");
  }
  return out;
}

}  // namespace jt
