#include "json/simdjson_reader.h"

#include <simdjson.h>

#include <algorithm>
#include <string>

#include "json/number_token.h"
#include "json/object_builder.h"
#include "json/string_scan.h"

namespace jt::json::detail {
namespace {

namespace ondemand = simdjson::ondemand;

// Recursion is bounded by max_depth: a container is checked before it is entered.
class Reader {
 public:
  Reader(std::string_view padded_text, int max_depth) : text_(padded_text), max_depth_(max_depth) {}

  bool read(ondemand::value& node, int depth, Value& out) {
    ondemand::json_type type;
    if (node.type().get(type) != simdjson::SUCCESS) return false;
    switch (type) {
      case ondemand::json_type::array: {
        ondemand::array array;
        return depth < max_depth_ && node.get_array().get(array) == simdjson::SUCCESS &&
               read_array(array, depth + 1, out);
      }
      case ondemand::json_type::object: {
        ondemand::object object;
        return depth < max_depth_ && node.get_object().get(object) == simdjson::SUCCESS &&
               read_object(object, depth + 1, out);
      }
      case ondemand::json_type::number:
        return read_number(node, out);
      case ondemand::json_type::string: {
        ondemand::raw_json_string raw;
        std::string string;
        if (node.get_raw_json_string().get(raw) != simdjson::SUCCESS || !read_string(raw, string)) {
          return false;
        }
        out = std::move(string);
        return true;
      }
      case ondemand::json_type::boolean: {
        bool boolean = false;
        if (node.get_bool().get(boolean) != simdjson::SUCCESS) return false;
        out = boolean;
        return true;
      }
      case ondemand::json_type::null: {
        bool is_null = false;
        return node.is_null().get(is_null) == simdjson::SUCCESS && is_null;
      }
    }
    return false;
  }

  bool read_array(ondemand::array& array, int depth, Value& out) {
    Array items;
    for (auto element : array) {
      ondemand::value value;
      if (element.get(value) != simdjson::SUCCESS) return false;
      if (!read(value, depth, items.emplace_back())) return false;
    }
    out = std::move(items);
    return true;
  }

  // The opening quote of the first key repeated in its object, in the text as given.
  std::optional<std::size_t> first_duplicate() const { return first_duplicate_; }

 private:
  bool read_object(ondemand::object& object, int depth, Value& out) {
    ObjectBuilder builder;
    for (auto member : object) {
      ondemand::field field;
      std::string key;
      Value value;
      if (std::move(member).get(field) != simdjson::SUCCESS || !read_string(field.key(), key) ||
          !read(field.value(), depth, value)) {
        return false;
      }
      const std::size_t key_quote = static_cast<std::size_t>(field.key().raw() - text_.data()) - 1;
      if (builder.add(std::move(key), std::move(value)) && !first_duplicate_) {
        first_duplicate_ = key_quote - 1;  // in the text as given, without the added '['
      }
    }
    out = builder.take();
    return true;
  }

  // simdjson 3.0.1 refuses an exponent too long for 64 bits even where JSON.parse just
  // underflows to 0 ("1e-99999999999999999999"); such a number is read from its token instead,
  // and the iterator skips the value it was not given to consume.
  static bool read_number(ondemand::value& node, Value& out) {
    double number = 0;
    if (node.get_double().get(number) != simdjson::SUCCESS) {
      // The raw token runs to the next token: `5"x"` is one token, and not a number.
      const std::string_view raw = node.raw_json_token();
      const NumberToken token = scan_number(raw, 0);
      if (token.status != NumberStatus::kOk ||
          raw.find_first_not_of(" \t\n\r", token.end) != std::string_view::npos) {
        return false;
      }
      number = token.value;
    }
    out = number;
    return true;
  }

  // simdjson has checked that the string is closed and its bytes are UTF-8; the escapes and
  // control characters are checked here, as JSON.parse checks them.
  bool read_string(ondemand::raw_json_string raw, std::string& out) const {
    const auto quote = static_cast<std::size_t>(raw.raw() - text_.data()) - 1;
    return !scan_string(text_, quote, out).error;
  }

  std::string_view text_;
  int max_depth_;
  std::optional<std::size_t> first_duplicate_;
};

// The text in brackets, padded for simdjson. On Demand reads a scalar at the root of a document
// with methods of its own, so that "1" and "[1]" would need two code paths; as the only element
// of an array, every value is read by the same code.
simdjson::padded_string in_brackets(std::string_view text) {
  simdjson::padded_string padded(text.size() + 2);
  if (padded.data() == nullptr) return padded;  // out of memory: simdjson allocates nothrow
  padded.data()[0] = '[';
  std::copy(text.begin(), text.end(), padded.data() + 1);
  padded.data()[text.size() + 1] = ']';
  return padded;
}

}  // namespace

std::optional<Value> read_with_simdjson(std::string_view text, int max_depth,
                                        std::optional<std::size_t>* first_duplicate) {
  const simdjson::padded_string padded = in_brackets(text);
  ondemand::parser parser;
  ondemand::document document;
  ondemand::array brackets;
  Value items;
  Reader reader(std::string_view(padded.data(), padded.size()), max_depth);
  if (padded.data() == nullptr || parser.iterate(padded).get(document) != simdjson::SUCCESS ||
      document.get_array().get(brackets) != simdjson::SUCCESS ||
      !reader.read_array(brackets, 0, items) || items.as_array().size() != 1) {
    return std::nullopt;
  }
  if (first_duplicate != nullptr) *first_duplicate = reader.first_duplicate();
  // simdjson 3.0.1 has no document::at_end(); current_location() is out of bounds exactly when
  // nothing but whitespace follows the value, so "1] [2" (read as "[1] [2]") is refused here.
  if (document.current_location().error() != simdjson::OUT_OF_BOUNDS) return std::nullopt;
  return std::move(items.as_array().front());
}

}  // namespace jt::json::detail
