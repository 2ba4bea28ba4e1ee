// Share codes (the link formats, §5): a program or a character carried in a link, as the
// base64url, without '=' padding, of its canonical JSON (json::write_canonical) in UTF-8.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/diagnostic.h"
#include "jt/json/parse.h"
#include "jt/json/value.h"

namespace jt::packs {

inline constexpr std::string_view kSiteAddress = "https://jabbertoon.com/";

struct ShareCode {
  std::string code;                 // empty unless ok()
  std::optional<Diagnostic> error;  // the value has no canonical JSON (NaN or ±Infinity in it)

  bool ok() const { return !error.has_value(); }
};

ShareCode encode_share_code(const json::Value& value);

// "https://jabbertoon.com/<page>/#c=<code>", `page` being "studio", "blocks" or "create".
std::string share_link(std::string_view page, std::string_view code);

// The JSON a share code holds. `code_or_link` is a code, or a link with one in its fragment
// ("https://jabbertoon.com/studio/#c=<code>&slot=B"); space around it is ignored. Any JSON opens;
// a damaged code (a letter that is not base64url, a code cut short, bytes that are not UTF-8 JSON)
// is an error whose message says which. The failure is kInvalid, never kUnreadable.
json::ParseResult decode_share_code(std::string_view code_or_link);

}  // namespace jt::packs
