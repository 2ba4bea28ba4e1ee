#include "jt/json/schema_lookup.h"

#include <algorithm>
#include <cctype>

#include "jt/nearest_name.h"

namespace jt::json {
namespace {

constexpr int kMostRefs = 32;  // a $ref chain longer than this is a loop

// `node` with its "$ref" ("#/$defs/NAME") followed, as far as the definitions go.
const Value* followed(const Value& root, const Value* node) {
  for (int i = 0; i < kMostRefs && node != nullptr && node->is_object(); ++i) {
    const Value* ref = node->find("$ref");
    if (ref == nullptr || !ref->is_string()) return node;
    const std::string& target = ref->as_string();
    constexpr std::string_view kDefs = "#/$defs/";
    const Value* defs = root.find("$defs");
    if (!target.starts_with(kDefs) || defs == nullptr) return node;
    node = defs->find(std::string_view(target).substr(kDefs.size()));
  }
  return node;
}

// The property `name` of `node`: among its properties, its items', and its if/then cases'.
const Value* property(const Value& root, const Value& node, std::string_view name,
                      std::vector<std::string>& names) {
  std::vector<const Value*> holders{&node};
  if (const Value* items = node.find("items")) holders.push_back(followed(root, items));
  if (const Value* all = node.find("allOf"); all != nullptr && all->is_array()) {
    for (const Value& branch : all->as_array()) {
      if (const Value* then = branch.find("then")) holders.push_back(then);
    }
  }
  const Value* found = nullptr;
  for (const Value* holder : holders) {
    const Value* properties = holder != nullptr ? holder->find("properties") : nullptr;
    if (properties == nullptr || !properties->is_object()) continue;
    for (const Member& m : properties->as_object()) {
      if (std::ranges::find(names, m.key) == names.end()) names.push_back(m.key);
      if (found == nullptr && m.key == name) found = &m.value;
    }
  }
  return found;
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string description_of(const Value& node) {
  const Value* d = node.find("description");
  return d != nullptr && d->is_string() ? d->as_string() : std::string();
}

void search_properties(const Value& node, const std::string& prefix, const std::string& word,
                       std::vector<SchemaMatch>& out, int depth) {
  const Value* properties = node.find("properties");
  if (depth > 8 || properties == nullptr || !properties->is_object()) return;
  for (const Member& m : properties->as_object()) {
    const std::string path = prefix.empty() ? m.key : prefix + "." + m.key;
    const std::string description = m.value.is_object() ? description_of(m.value) : "";
    if (lower(m.key).find(word) != std::string::npos ||
        lower(description).find(word) != std::string::npos) {
      out.push_back({path, description});
    }
    if (m.value.is_object()) search_properties(m.value, path, word, out, depth + 1);
  }
}

}  // namespace

SchemaLookup look_up_field(const Value& root, std::string_view path) {
  const Value* node = &root;
  std::string walked;
  while (!path.empty()) {
    const std::size_t dot = path.find('.');
    const std::string_view step = path.substr(0, dot);
    path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
    std::vector<std::string> names;
    const Value* next = property(root, *followed(root, node), step, names);
    const Value* defs = root.find("$defs");
    if (next == nullptr && defs != nullptr && defs->is_object()) {
      for (const Member& m : defs->as_object()) {
        names.push_back(m.key);
        if (next == nullptr && m.key == step) next = &m.value;
      }
    }
    if (next == nullptr) {
      std::vector<std::string_view> known(names.begin(), names.end());
      const auto near = nearest_name(step, known);
      SchemaLookup miss{.error = "no field \"" + std::string(step) + "\"" +
                                 (walked.empty() ? "" : " in " + walked)};
      miss.hint = near ? "did you mean \"" + std::string(*near) + "\"?" : "";
      return miss;
    }
    if (!walked.empty()) walked += '.';
    walked += step;
    node = next;
  }
  return {.found = followed(root, node)};
}

std::vector<SchemaMatch> search_fields(const Value& root, std::string_view word) {
  const std::string wanted = lower(word);
  std::vector<SchemaMatch> out;
  search_properties(root, "", wanted, out, 0);
  const Value* defs = root.find("$defs");
  if (defs == nullptr || !defs->is_object()) return out;
  for (const Member& m : defs->as_object()) {
    const std::string description = m.value.is_object() ? description_of(m.value) : "";
    if (lower(m.key).find(wanted) != std::string::npos ||
        lower(description).find(wanted) != std::string::npos) {
      out.push_back({m.key, description});
    }
    if (m.value.is_object()) search_properties(m.value, m.key, wanted, out, 1);
  }
  return out;
}

}  // namespace jt::json
