// Errors as values for the encoding library: a Status (done, or why not) and a Result<T> (a value,
// or why not). The message names the operation that failed, e.g. "avcodec_open2 (libx264): Invalid
// argument", so a caller can print it as it is.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace jt::encode {

struct Error {
  std::string message;
};

class [[nodiscard]] Status {
 public:
  Status() = default;  // success
  Status(Error error) : error_(std::move(error.message)), failed_(true) {}

  bool ok() const { return !failed_; }
  const std::string& error() const { return error_; }

 private:
  std::string error_;
  bool failed_ = false;
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  Result(Error error) : error_(std::move(error.message)) {}

  bool ok() const { return value_.has_value(); }
  const std::string& error() const { return error_; }
  T& value() & { return *value_; }
  const T& value() const& { return *value_; }
  T value() && { return std::move(*value_); }

 private:
  std::optional<T> value_;
  std::string error_;
};

}  // namespace jt::encode
