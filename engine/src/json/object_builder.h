// Building an object member by member as JSON.parse does: a repeated key keeps the position of
// its first appearance and takes the value of its last ({"a":1,"b":2,"a":3} is {"a":3,"b":2}).
#pragma once

#include <cstddef>
#include <string>
#include <unordered_set>
#include <vector>

#include "jt/json/value.h"

namespace jt::json::detail {

class ObjectBuilder {
 public:
  ObjectBuilder() = default;
  // The index refers to members_ by address, so a builder stays where it was made.
  ObjectBuilder(const ObjectBuilder&) = delete;
  ObjectBuilder& operator=(const ObjectBuilder&) = delete;

  // Whether `key` was there already (its value is then replaced).
  bool add(std::string key, Value value);
  Object take() { return std::move(object_); }

 private:
  // Small objects, the common case, find a repeated key by scanning; from this size on, a hash
  // index over member positions keeps an object with 100,000 keys linear.
  static constexpr std::size_t kIndexFrom = 16;

  // Hashes and compares member positions by their keys, so the index stores no copy of a key.
  struct KeyHash {
    const std::vector<Member>* members;
    std::size_t operator()(std::size_t index) const;
  };
  struct KeyEqual {
    const std::vector<Member>* members;
    bool operator()(std::size_t a, std::size_t b) const;
  };

  bool replace_by_scan(const std::string& key, Value& value);
  void build_index();

  Object object_;
  std::unordered_set<std::size_t, KeyHash, KeyEqual> index_{0, KeyHash{&object_.members()},
                                                            KeyEqual{&object_.members()}};
};

}  // namespace jt::json::detail
