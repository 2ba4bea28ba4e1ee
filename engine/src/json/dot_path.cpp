#include "jt/json/dot_path.h"

#include <charconv>

namespace jt::json {
namespace {

std::vector<std::string_view> split(std::string_view path) {
  std::vector<std::string_view> steps;
  while (!path.empty()) {
    const std::size_t dot = path.find('.');
    steps.push_back(path.substr(0, dot));
    if (dot == std::string_view::npos) break;
    path.remove_prefix(dot + 1);
  }
  return steps;
}

const Value* step(const Value& v, std::string_view key) {
  if (v.is_object()) return v.find(key);
  if (v.is_array()) {
    std::size_t index = 0;
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), index);
    if (error != std::errc() || end != key.data() + key.size() || index >= v.as_array().size()) {
      return nullptr;
    }
    return &v.as_array()[index];
  }
  return nullptr;
}

}  // namespace

const Value* at_dot_path(const Value& root, std::string_view path) {
  const Value* v = &root;
  for (std::string_view key : split(path)) {
    v = step(*v, key);
    if (v == nullptr) return nullptr;
  }
  return v;
}

Value select_paths(const Value& root, const std::vector<std::string>& paths,
                   std::vector<std::string>* missing) {
  Value out = Object();
  for (const std::string& path : paths) {
    const Value* found = at_dot_path(root, path);
    if (found == nullptr) {
      if (missing != nullptr) missing->push_back(path);
      continue;
    }
    // Objects on the way are made as needed; an array index becomes an object key.
    Value* into = &out;
    const std::vector<std::string_view> steps = split(path);
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
      Value* next = into->as_object().find(steps[i]);
      if (next == nullptr || !next->is_object()) {
        into->as_object().set(std::string(steps[i]), Object());
        next = into->as_object().find(steps[i]);
      }
      into = next;
    }
    if (steps.empty()) return *found;
    into->as_object().set(std::string(steps.back()), *found);
  }
  return out;
}

}  // namespace jt::json
