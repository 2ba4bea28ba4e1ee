// The pack format's rule "No URLs to third-party hosts inside pack content": every string of a
// pack's content is searched for a URL (a scheme and "://", or "www."), and one whose host is not
// jabbertoon.com (or below it) is an error at the string's pointer.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/json/value.h"
#include "packs/check_context.h"

namespace jt::packs::detail {

// The host of the first URL in `text` that names a host other than jabbertoon.com and its
// subdomains, in lower case; nothing when there is none.
std::optional<std::string> third_party_host(std::string_view text);

// Reports every string of `content` (at `pointer`) that holds a third-party URL. Keys are text
// too: a key holding one is reported at its member's pointer.
void check_third_party_urls(const json::Value& content, const std::string& pointer,
                            CheckContext& c);

}  // namespace jt::packs::detail
