#include "jt/json/value.h"

#include <algorithm>

namespace jt::json {

const Value* Object::find(std::string_view key) const {
  for (const Member& member : members_) {
    if (member.key == key) return &member.value;
  }
  return nullptr;
}

Value* Object::find(std::string_view key) {
  return const_cast<Value*>(std::as_const(*this).find(key));
}

Value& Object::set(std::string key, Value value) {
  if (Value* existing = find(key)) {
    *existing = std::move(value);
    return *existing;
  }
  return append_unchecked(std::move(key), std::move(value));
}

Value& Object::append_unchecked(std::string key, Value value) {
  members_.push_back(Member{std::move(key), std::move(value)});
  return members_.back().value;
}

bool Object::erase(std::string_view key) {
  auto it = std::find_if(members_.begin(), members_.end(),
                         [key](const Member& member) { return member.key == key; });
  if (it == members_.end()) return false;
  members_.erase(it);
  return true;
}

std::string_view type_name(Type type) {
  switch (type) {
    case Type::kNull:
      return "null";
    case Type::kBool:
      return "a boolean";
    case Type::kNumber:
      return "a number";
    case Type::kString:
      return "a string";
    case Type::kArray:
      return "an array";
    case Type::kObject:
      return "an object";
  }
  return "an unknown type";  // unreachable: the switch covers every Type
}

const Value* Value::find(std::string_view key) const {
  return is_object() ? as_object().find(key) : nullptr;
}

}  // namespace jt::json
