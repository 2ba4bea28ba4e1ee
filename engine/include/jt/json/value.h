// A JSON value as JavaScript sees one: null, bool, number (always a double), string, array, and an
// object that keeps its keys in the order they were written.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace jt::json {

class Value;
struct Member;
using Array = std::vector<Value>;

// An object with its keys in document order. Setting a key that is already there keeps its
// position and replaces its value, as JSON.parse does for a duplicate key ("last one wins").
class Object {
 public:
  // Defined after Member below: a vector's special members need its element complete (clang
  // insists; GCC lets it pass).
  Object();
  ~Object();
  Object(const Object&);
  Object(Object&&) noexcept;
  Object& operator=(const Object&);
  Object& operator=(Object&&) noexcept;

  const Value* find(std::string_view key) const;
  Value* find(std::string_view key);
  bool contains(std::string_view key) const { return find(key) != nullptr; }

  // Inserts at the end, or replaces the value of an existing key in place.
  Value& set(std::string key, Value value);
  // Appends without looking for the key first: for callers that know it is new (the parser).
  Value& append_unchecked(std::string key, Value value);
  bool erase(std::string_view key);

  std::size_t size() const;
  bool empty() const;
  const std::vector<Member>& members() const { return members_; }
  std::vector<Member>& members() { return members_; }
  auto begin() const { return members_.begin(); }
  auto end() const { return members_.end(); }

  friend bool operator==(const Object& a, const Object& b);

 private:
  std::vector<Member> members_;
};

enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };

// The name of a type as an error message says it: "null", "a boolean", "a number", ...
std::string_view type_name(Type type);

class Value {
 public:
  Value() = default;  // null
  Value(std::nullptr_t) {}
  Value(bool b) : data_(b) {}
  Value(double d) : data_(d) {}
  Value(int i) : data_(static_cast<double>(i)) {}
  Value(const char* s) : data_(std::string(s)) {}
  Value(std::string s) : data_(std::move(s)) {}
  Value(std::string_view s) : data_(std::string(s)) {}
  Value(Array a) : data_(std::move(a)) {}
  Value(Object o) : data_(std::move(o)) {}

  Type type() const { return static_cast<Type>(data_.index()); }
  bool is_null() const { return type() == Type::kNull; }
  bool is_bool() const { return type() == Type::kBool; }
  bool is_number() const { return type() == Type::kNumber; }
  bool is_string() const { return type() == Type::kString; }
  bool is_array() const { return type() == Type::kArray; }
  bool is_object() const { return type() == Type::kObject; }

  // Accessors for a value already known to be of that type (check with is_*() first).
  bool as_bool() const { return std::get<bool>(data_); }
  double as_number() const { return std::get<double>(data_); }
  const std::string& as_string() const { return std::get<std::string>(data_); }
  const Array& as_array() const { return std::get<Array>(data_); }
  Array& as_array() { return std::get<Array>(data_); }
  const Object& as_object() const { return std::get<Object>(data_); }
  Object& as_object() { return std::get<Object>(data_); }

  // Member lookup that is safe on any value: nullptr unless this is an object holding `key`.
  const Value* find(std::string_view key) const;

  friend bool operator==(const Value& a, const Value& b) { return a.data_ == b.data_; }

 private:
  std::variant<std::monostate, bool, double, std::string, Array, Object> data_;
};

struct Member {
  std::string key;
  Value value;
  friend bool operator==(const Member& a, const Member& b) = default;
};

inline Object::Object() = default;
inline Object::~Object() = default;
inline Object::Object(const Object&) = default;
inline Object::Object(Object&&) noexcept = default;
inline Object& Object::operator=(const Object&) = default;
inline Object& Object::operator=(Object&&) noexcept = default;
inline std::size_t Object::size() const {
  return members_.size();
}
inline bool Object::empty() const {
  return members_.empty();
}

inline bool operator==(const Object& a, const Object& b) {
  return a.members_ == b.members_;
}

}  // namespace jt::json
