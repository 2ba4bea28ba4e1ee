// A pack's content_hash: "sha256:" and the lower-case hex SHA-256 of the canonical JSON of its
// content (json::write_canonical), as the JavaScript tools compute it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs {

inline constexpr std::string_view kHashPrefix = "sha256:";

struct ContentHash {
  std::string value;                // "sha256:<64 hex>", empty unless ok()
  std::optional<Diagnostic> error;  // the content has no canonical JSON (NaN or ±Infinity in it)

  bool ok() const { return !error.has_value(); }
};

ContentHash content_hash(const json::Value& content);

struct HashCheck {
  std::string computed;               // the content's hash; empty when there is none to compute
  std::optional<Diagnostic> problem;  // set when `content_hash` is missing or not `computed`
};

// Compares a pack's "content_hash" with the hash of its "content". The problem's hint says how to
// fix it (`jabbertoon pack hash --fix FILE`).
HashCheck check_content_hash(const json::Value& pack, const std::string& file);

}  // namespace jt::packs
