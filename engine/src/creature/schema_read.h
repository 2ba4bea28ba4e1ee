// The structural half of reading a descriptor: the value walked against the schema tree, every
// problem recorded (the contract stops at the first; we go on), a new value built with fields in
// schema order and record keys sorted.
#pragma once

#include <string>
#include <vector>

#include "jt/creature/schema.h"
#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::creature::detail {

// "must be between 0 and 10" style text for a node's bounds, numbers as JavaScript prints them.
std::string bound_text(const Node& node);

// Whether a string is empty once JavaScript's String.prototype.trim has taken its white space.
bool is_blank(const std::string& text);

// UTF-16 code units of a (WTF-8) string, as JavaScript's length counts them.
std::size_t utf16_length(const std::string& text);

class SchemaReader {
 public:
  SchemaReader(std::string file, std::vector<Diagnostic>& errors)
      : file_(std::move(file)), errors_(errors) {}

  // `pointer` is the JSON pointer of `value`; `field` its name in bounds notation ("gait.bend").
  json::Value read(const Node& node, const json::Value& value, const std::string& pointer,
                   const std::string& field);

  void error(Code code, const std::string& pointer, std::string message, std::string hint);

 private:
  json::Value read_object(const Node& node, const json::Value& value, const std::string& pointer,
                          const std::string& field);
  json::Value read_record(const Node& node, const json::Value& value, const std::string& pointer,
                          const std::string& field);
  json::Value read_array(const Node& node, const json::Value& value, const std::string& pointer,
                         const std::string& field);
  json::Value read_number(const Node& node, const json::Value& value, const std::string& pointer,
                          const std::string& field);
  json::Value read_string(const Node& node, const json::Value& value, const std::string& pointer,
                          const std::string& field);

  std::string file_;
  std::vector<Diagnostic>& errors_;
};

// The hint that sends a reader to the field's bounds: "`jabbertoon creature bounds gait.bend`".
std::string bounds_hint(const std::string& field);

}  // namespace jt::creature::detail
