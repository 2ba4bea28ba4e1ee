#include "program/friendly/block_args.h"

#include <cmath>
#include <utility>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "program/friendly/amount.h"
#include "program/friendly/in_quotes.h"

namespace jt::program {
namespace {

constexpr int kMaxSegments = 16;  // spec §8.2: segments is a whole number 1-16

}  // namespace

std::string describe(const json::Value& value) {
  switch (value.type()) {
    case json::Type::kString:
      return in_quotes(value.as_string());
    case json::Type::kNumber:
      return json::format_number(value.as_number());
    default:
      return std::string(json::type_name(value.type()));
  }
}

BlockArgs::BlockArgs(const json::Object& block, std::string path,
                     std::vector<Diagnostic>& diagnostics, BodyDesugarer desugar_body)
    : block_(block),
      path_(std::move(path)),
      diagnostics_(diagnostics),
      desugar_body_(std::move(desugar_body)) {}

std::string_view BlockArgs::op() const {
  return block_.find("op")->as_string();
}

std::optional<json::Value> BlockArgs::amount(std::string_view key) {
  const json::Value* value = block_.find(key);
  if (value == nullptr) return std::nullopt;
  if (!is_amount(*value)) {
    error(
        Code::kWrongType, key,
        "expected a number or a \"=formula\" for " + in_quotes(key) + ", got " + describe(*value));
    return std::nullopt;
  }
  return *value;
}

json::Value BlockArgs::amount_or(std::string_view key, json::Value fallback) {
  std::optional<json::Value> value = amount(key);
  return value ? std::move(*value) : std::move(fallback);
}

std::optional<json::Value> BlockArgs::required_amount(std::string_view key) {
  if (!has(key)) {
    error(Code::kMissingField, {}, std::string(op()) + " needs " + in_quotes(key),
          "add " + in_quotes(key) + ": a number or a \"=formula\"");
    return std::nullopt;
  }
  return amount(key);
}

std::optional<std::string> BlockArgs::text(std::string_view key) {
  const json::Value* value = block_.find(key);
  if (value == nullptr) return std::nullopt;
  if (!value->is_string()) {
    error(Code::kWrongType, key,
          "expected a word for " + in_quotes(key) + ", got " + describe(*value));
    return std::nullopt;
  }
  return value->as_string();
}

std::optional<Channel> BlockArgs::part(std::string_view key,
                                       std::optional<std::string_view> fallback) {
  std::string name;
  if (const json::Value* value = block_.find(key)) {
    if (!value->is_string()) {
      error(Code::kWrongType, key,
            "expected a part name for " + in_quotes(key) + ", got " + describe(*value),
            "name a part with a word (\"left arm\"), a legacy name (\"arm_l\") or a channel "
            "(\"part:arm:-1\")");
      return std::nullopt;
    }
    name = value->as_string();
  } else if (fallback) {
    name = std::string(*fallback);
  } else {
    error(Code::kMissingField, {}, std::string(op()) + " needs " + in_quotes(key),
          "add " + in_quotes(key) + ": a part such as \"left arm\", \"ears\" or \"tail\"");
    return std::nullopt;
  }
  PartLookup lookup = resolve_part_name(name);
  if (!lookup.ok()) {
    error(Code::kUnknownPart, key, std::move(lookup.message), std::move(lookup.hint));
    return std::nullopt;
  }
  if (jt::is_undrawn_role(lookup.part->role)) {
    const std::string named =
        key == "part" ? in_quotes(name) : std::string(key) + " " + in_quotes(name);
    warning(Code::kNoEffect, key,
            "no character draws a " + lookup.part->role + ", so " + std::string(op()) + " " +
                named + " moves nothing");
  }
  return lookup.part;
}

std::optional<Channel> BlockArgs::chain_part(std::string_view key,
                                             std::optional<std::string_view> fallback) {
  std::optional<Channel> found = part(key, fallback);
  if (!found) return std::nullopt;
  if (found->kind == ChannelKind::kLift) {
    Channel angle = *found;
    angle.kind = ChannelKind::kPart;
    error(Code::kWrongPart, key,
          std::string(op()) + " turns a part, and " + in_quotes(found->name()) + " is a raise",
          "name the part itself, " + in_quotes(angle.name()));
    return std::nullopt;
  }
  if (found->index >= 0 && chain_segments(found->role) > 0) {
    error(Code::kWrongPart, key,
          std::string(op()) + " spreads over the segments of the whole " + found->role +
              ", so it cannot name the segment " + in_quotes(found->name()),
          "name the whole chain, " + in_quotes(with_index(*found, -1).name()));
    return std::nullopt;
  }
  return found;
}

int BlockArgs::segments(const Channel& part) {
  const int own = chain_segments(part.role);
  const json::Value* value = block_.find("segments");
  if (value == nullptr) return own > 0 ? own : 1;
  if (own == 0) {
    warning(Code::kNoEffect, "segments",
            "\"segments\" is ignored: " + in_quotes(part.name()) + " is no chain",
            "the chains are the tail, the body, the ears and the hair");
    return 1;
  }
  const bool whole = value->is_number() && std::floor(value->as_number()) == value->as_number() &&
                     value->as_number() >= 1 && value->as_number() <= kMaxSegments;
  if (!whole) {
    error(Code::kOutOfRange, "segments",
          "expected a whole number from 1 to 16 for \"segments\", got " + describe(*value));
    return own;
  }
  return static_cast<int>(value->as_number());
}

void BlockArgs::copy_amounts(json::Object& to, std::initializer_list<std::string_view> keys) {
  for (std::string_view key : keys) {
    if (std::optional<json::Value> value = amount(key)) to.set(std::string(key), std::move(*value));
  }
}

void BlockArgs::copy_texts(json::Object& to, std::initializer_list<std::string_view> keys) {
  for (std::string_view key : keys) {
    if (std::optional<std::string> value = text(key)) to.set(std::string(key), std::move(*value));
  }
}

void BlockArgs::copy_speed(json::Object& to, std::string_view fallback_key, double fallback) {
  copy_amounts(to, {"w", "hz", "every"});
  if (!has("w") && !has("hz") && !has("every")) to.set(std::string(fallback_key), fallback);
}

json::Array BlockArgs::body(std::string_view key) {
  const json::Value* value = block_.find(key);
  if (value == nullptr) return {};
  if (!value->is_array()) {
    error(Code::kWrongType, key,
          "expected a list of blocks for " + in_quotes(key) + ", got " + describe(*value));
    return {};
  }
  return desugar_body_(*value, pointer_append(path_, std::string(key)));
}

void BlockArgs::error(Code code, std::string_view key, std::string message, std::string hint) {
  failed_ = true;
  report(Severity::kError, code, key, std::move(message), std::move(hint));
}

void BlockArgs::warning(Code code, std::string_view key, std::string message, std::string hint) {
  report(Severity::kWarning, code, key, std::move(message), std::move(hint));
}

void BlockArgs::report(Severity severity, Code code, std::string_view key, std::string message,
                       std::string hint) {
  diagnostics_.push_back({.severity = severity,
                          .code = code,
                          .path = key.empty() ? path_ : pointer_append(path_, std::string(key)),
                          .message = std::move(message),
                          .hint = std::move(hint)});
}

}  // namespace jt::program
