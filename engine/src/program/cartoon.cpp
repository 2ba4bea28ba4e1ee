#include "jt/program/cartoon.h"

namespace jt {
namespace {

// `inner` with every entry of `outer` merged in: an entry both give as objects takes the outer
// one's fields over the inner one's; otherwise the outer entry replaces it.
json::Value merge_entries(const json::Value* inner, const json::Value& outer) {
  if (!outer.is_object()) return inner != nullptr ? *inner : outer;
  json::Object merged = inner != nullptr && inner->is_object() ? inner->as_object() : json::Object{};
  for (const json::Member& m : outer.as_object()) {
    const json::Value* have = merged.find(m.key);
    if (have != nullptr && have->is_object() && m.value.is_object()) {
      json::Object fields = have->as_object();
      for (const json::Member& f : m.value.as_object()) fields.set(f.key, f.value);
      merged.set(m.key, std::move(fields));
    } else {
      merged.set(m.key, m.value);
    }
  }
  return merged;
}

}  // namespace

json::Value cartoon_program(const json::Value& content) {
  const json::Value* program = content.find("program");
  if (!content.is_object() || program == nullptr || !program->is_object()) return content;
  json::Object out = program->as_object();
  for (const char* key : {"cast", "places"}) {
    if (const json::Value* outer = content.find(key)) {
      out.set(key, merge_entries(out.find(key), *outer));
    }
  }
  return out;
}

}  // namespace jt
