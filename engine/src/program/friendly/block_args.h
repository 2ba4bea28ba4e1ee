// One friendly block's arguments as its expansion reads them. Reading an argument checks it and
// reports what is wrong as a Diagnostic at the argument's JSON pointer; the expansion goes on with
// a default, so one pass reports every problem of the block.
#pragma once

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/program/part_words.h"

namespace jt::program {

// Desugars a body (a list of blocks) found at a JSON pointer.
using BodyDesugarer = std::function<json::Array(const json::Value& body, const std::string& path)>;

class BlockArgs {
 public:
  BlockArgs(const json::Object& block, std::string path, std::vector<Diagnostic>& diagnostics,
            BodyDesugarer desugar_body);

  // The block as written.
  const json::Object& block() const { return block_; }
  std::string_view op() const;
  // True once an error was reported: the block then becomes nothing.
  bool failed() const { return failed_; }
  bool has(std::string_view key) const { return block_.contains(key); }

  // A number or "=formula": nullopt when absent, or when it is not one (an error).
  std::optional<json::Value> amount(std::string_view key);
  // The same with a default for an absent or wrong argument.
  json::Value amount_or(std::string_view key, json::Value fallback);
  // An amount the block cannot do without: missing is an error too.
  std::optional<json::Value> required_amount(std::string_view key);
  // A string: nullopt when absent, or when it is not a string (an error).
  std::optional<std::string> text(std::string_view key);

  // The part a friendly block moves, named by `key` (`fallback` when absent; without a fallback
  // the part is required). An unknown name is an error; an undrawn role (the neck) a warning.
  std::optional<Channel> part(std::string_view key,
                              std::optional<std::string_view> fallback = std::nullopt);
  // The same for a friendly chain block (swish flop bend letFollow): a raise (lift:) and a chain
  // role with an index (part:tail#2) are errors there too.
  std::optional<Channel> chain_part(std::string_view key,
                                    std::optional<std::string_view> fallback = std::nullopt);
  // The number of segments a chain block spreads over: the chain role's own count, or the block's
  // `segments` (a whole number 1-16); a part that is no chain has 1, and `segments` on it is
  // ignored (a warning).
  int segments(const Channel& part);

  // Copies the arguments present among `keys` into `to` as written, after checking each is an
  // amount.
  void copy_amounts(json::Object& to, std::initializer_list<std::string_view> keys);
  // The same for arguments that are words (ease, sync).
  void copy_texts(json::Object& to, std::initializer_list<std::string_view> keys);
  // Copies the speed of a motion (w, hz, every: those given), or sets `fallback_key` to
  // `fallback` when none is given.
  void copy_speed(json::Object& to, std::string_view fallback_key, double fallback);

  // The blocks of a body argument, desugared ([] when absent).
  json::Array body(std::string_view key);

  void error(Code code, std::string_view key, std::string message, std::string hint = {});
  void warning(Code code, std::string_view key, std::string message, std::string hint = {});

 private:
  void report(Severity severity, Code code, std::string_view key, std::string message,
              std::string hint);

  const json::Object& block_;
  std::string path_;
  std::vector<Diagnostic>& diagnostics_;
  BodyDesugarer desugar_body_;
  bool failed_ = false;
};

// What a value is, as an error message says it: "a string \"abc\"", "a boolean".
std::string describe(const json::Value& value);

}  // namespace jt::program
