#include "json/object_builder.h"

#include <functional>
#include <string_view>

namespace jt::json::detail {

std::size_t ObjectBuilder::KeyHash::operator()(std::size_t index) const {
  return std::hash<std::string_view>{}((*members)[index].key);
}

bool ObjectBuilder::KeyEqual::operator()(std::size_t a, std::size_t b) const {
  return (*members)[a].key == (*members)[b].key;
}

bool ObjectBuilder::add(std::string key, Value value) {
  std::vector<Member>& members = object_.members();
  if (members.size() < kIndexFrom) {
    if (replace_by_scan(key, value)) return true;
    object_.append_unchecked(std::move(key), std::move(value));
    if (members.size() == kIndexFrom) build_index();
    return false;
  }
  // Append first, then let the index say whether the key was already there.
  object_.append_unchecked(std::move(key), std::move(value));
  const auto [existing, inserted] = index_.insert(members.size() - 1);
  if (!inserted) {
    members[*existing].value = std::move(members.back().value);
    members.pop_back();
  }
  return !inserted;
}

bool ObjectBuilder::replace_by_scan(const std::string& key, Value& value) {
  for (Member& member : object_.members()) {
    if (member.key == key) {
      member.value = std::move(value);
      return true;
    }
  }
  return false;
}

void ObjectBuilder::build_index() {
  for (std::size_t i = 0; i < object_.members().size(); ++i)
    index_.insert(i);
}

}  // namespace jt::json::detail
