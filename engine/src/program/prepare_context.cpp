#include "prepare_context.h"

#include <charconv>
#include <cmath>

#include "jt/diagnostic_codes.h"
#include "jt/expr/formula.h"
#include "jt/json/number.h"
#include "jt/nearest_name.h"
#include "jt/printable.h"
#include "jt/program/desugar.h"

namespace jt::prepare {

std::string describe(const json::Value& v) {
  switch (v.type()) {
    case json::Type::kNumber:
      return "the number " + json::format_number(v.as_number());
    case json::Type::kString:
      if (v.as_string().size() <= 40) return "the string \"" + v.as_string() + "\"";
      return "a string";
    case json::Type::kBool:
      return v.as_bool() ? "true" : "false";
    default:
      return std::string(json::type_name(v.type()));
  }
}

namespace {

// The value at a JSON pointer ("/scripts/0/body/2"; ~1 is "/", ~0 is "~"), or null.
const json::Value* value_at(const json::Value& root, const std::string& pointer) {
  const json::Value* at = &root;
  for (std::size_t start = 1; at != nullptr && start <= pointer.size();) {
    std::size_t end = pointer.find('/', start);
    if (end == std::string::npos) end = pointer.size();
    std::string token;  // unescaped piece by piece: no -Wrestrict false alarm from GCC 12
    for (std::size_t i = start; i < end; ++i) {
      if (pointer[i] == '~' && i + 1 < end) {
        token += pointer[++i] == '1' ? '/' : '~';
      } else {
        token += pointer[i];
      }
    }
    std::size_t index = 0;
    const auto [rest, failed] = std::from_chars(token.data(), token.data() + token.size(), index);
    if (at->is_object()) {
      at = at->find(token);
    } else if (at->is_array() && failed == std::errc() && rest == token.data() + token.size() &&
               index < at->as_array().size()) {
      at = &at->as_array()[index];
    } else {
      at = nullptr;
    }
    start = end + 1;
  }
  return at;
}

}  // namespace

std::string Context::source_path(const std::string& path) const {
  if (source_paths_ == nullptr) return path;
  std::string mapped = program::source_path(*source_paths_, path);
  if (source_ == nullptr || value_at(*source_, mapped) != nullptr) return mapped;
  // A friendly block's argument may sit deeper in what it became (a `move`'s "dx" is its ramp's
  // "by/dx"): point at the argument under the nearest place that exists as written, else there.
  const std::string leaf = mapped.substr(mapped.rfind('/') + 1);
  while (!mapped.empty() && value_at(*source_, mapped) == nullptr)
    mapped.resize(mapped.rfind('/'));
  const json::Value* block = value_at(*source_, mapped);
  return block != nullptr && block->is_object() && block->find(leaf) ? mapped + "/" + leaf : mapped;
}

std::string Context::written_op(const std::string& path, const std::string& op) const {
  const json::Value* at = source_ != nullptr ? value_at(*source_, source_path(path)) : nullptr;
  const json::Value* written = at != nullptr && at->is_object() ? at->find("op") : nullptr;
  return written != nullptr && written->is_string() ? written->as_string() : op;
}

void Context::error(Code code, const std::string& path, std::string message, std::string hint) {
  ++errors_;
  diagnostics_.push_back({Severity::kError, code, file_, source_path(path), 0, 0,
                          std::move(message), std::move(hint)});
}

void Context::add(Diagnostic diagnostic) {
  if (diagnostic.severity == Severity::kError) ++errors_;
  diagnostics_.push_back(std::move(diagnostic));
}

void Context::warning(Code code, const std::string& path, std::string message, std::string hint) {
  diagnostics_.push_back({Severity::kWarning, code, file_, source_path(path), 0, 0,
                          std::move(message), std::move(hint)});
}

std::optional<Num> Context::value(const json::Value& v, const std::string& path) {
  if (v.is_number()) return Num{v.as_number()};
  if (v.is_string() && v.as_string().starts_with('=')) {
    expr::CompileResult compiled = expr::compile(std::string_view(v.as_string()).substr(1), names_);
    if (auto* bad = std::get_if<expr::CompileError>(&compiled)) {
      error(Code::kBadFormula, path,
            "formula \"" + shortened(v.as_string()) + "\": " + bad->message);
      return std::nullopt;
    }
    return Num{std::get<expr::Formula>(std::move(compiled))};
  }
  error(Code::kWrongType, path, "expected a number or a \"=formula\", got " + describe(v),
        v.is_string() ? "a formula starts with '=': \"=" + v.as_string() + "\"" : "");
  return std::nullopt;
}

Num Context::value_or(const json::Object& block, std::string_view key, const std::string& path,
                      Num fallback) {
  const json::Value* v = block.find(key);
  if (v == nullptr) return fallback;
  std::optional<Num> num = value(*v, pointer_append(path, std::string(key)));
  return num ? std::move(*num) : fallback;
}

std::optional<Num> Context::optional_value(const json::Object& block, std::string_view key,
                                           const std::string& path) {
  const json::Value* v = block.find(key);
  if (v == nullptr) return std::nullopt;
  return value(*v, pointer_append(path, std::string(key)));
}

ChannelIndex Context::intern(const Channel& channel) {
  const std::string name = channel.name();
  auto [it, inserted] =
      channel_index_.try_emplace(name, static_cast<ChannelIndex>(channels_.size()));
  if (inserted) channels_.push_back(channel);
  return it->second;
}

std::optional<ChannelIndex> Context::channel(const json::Value& v, const std::string& path) {
  if (!v.is_string()) {
    error(Code::kBadChannel, path, "expected a channel name, got " + describe(v),
          "a channel is dx, dy, rot, sx, sy, mouth, blink, mood, part:<role>[:<side>][#<index>] "
          "or lift:<role>[:<side>][#<index>]");
    return std::nullopt;
  }
  std::optional<Channel> channel = parse_channel(v.as_string());
  if (!channel) {
    error(Code::kBadChannel, path, "\"" + v.as_string() + "\" is not a channel",
          "a channel is dx, dy, rot, sx, sy, mouth, blink, mood, part:<role>[:<side>][#<index>] "
          "or lift:<role>[:<side>][#<index>] (role in lower case, side -1 or 1, index 0 to 15)");
    return std::nullopt;
  }
  if (channel->is_limb_channel()) {
    if (is_undrawn_role(channel->role)) {
      warning(
          Code::kNoEffect, path,
          "no character draws a " + channel->role + ", so \"" + v.as_string() + "\" moves nothing");
    } else if (!is_known_role(channel->role)) {
      warning(Code::kNoEffect, path,
              "no character draws a part \"" + channel->role + "\", so \"" + v.as_string() +
                  "\" moves nothing");
    }
  }
  return intern(*channel);
}

std::vector<ChannelIndex> Context::channel_list(const json::Value& v, const std::string& path) {
  std::vector<ChannelIndex> out;
  if (v.is_array()) {
    if (v.as_array().empty())
      error(Code::kWrongType, path, "expected at least one channel, got an empty list");
    for (std::size_t i = 0; i < v.as_array().size(); ++i) {
      if (auto ch = channel(v.as_array()[i], pointer_append(path, i))) out.push_back(*ch);
    }
  } else if (auto ch = channel(v, path)) {
    out.push_back(*ch);
  }
  return out;
}

std::optional<std::string> Context::word(const json::Object& block, std::string_view key,
                                         const std::string& path,
                                         const std::vector<std::string>& allowed,
                                         std::optional<std::string> fallback) {
  const std::string member_path = pointer_append(path, std::string(key));
  const json::Value* v = block.find(key);
  if (v == nullptr) {
    if (!fallback) error(Code::kMissingField, path, "missing \"" + std::string(key) + "\"");
    return fallback;
  }
  std::string list;
  std::vector<std::string_view> names;
  for (const std::string& a : allowed) {
    list += (list.empty() ? "" : ", ") + a;
    names.push_back(a);
  }
  if (v->is_string()) {
    for (const std::string& a : allowed) {
      if (v->as_string() == a) return a;
    }
    std::string hint = "one of " + list;
    if (auto near = nearest_name(v->as_string(), names)) {
      error(Code::kUnknownValue, member_path,
            "unknown " + std::string(key) + " \"" + v->as_string() + "\": did you mean \"" +
                std::string(*near) + "\"?",
            hint);
    } else {
      error(Code::kUnknownValue, member_path,
            "unknown " + std::string(key) + " \"" + v->as_string() + "\"", hint);
    }
    return std::nullopt;
  }
  error(Code::kWrongType, member_path, "expected one of " + list + ", got " + describe(*v));
  return std::nullopt;
}

}  // namespace jt::prepare
