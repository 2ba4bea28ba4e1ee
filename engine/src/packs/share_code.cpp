#include "jt/packs/share_code.h"

#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "jt/trimmed.h"
#include "packs/base64url.h"

namespace jt::packs {
namespace {

// The value of the fragment's "c" key; nothing when the fragment has none.
std::optional<std::string_view> code_in_fragment(std::string_view fragment) {
  while (!fragment.empty()) {
    const std::size_t amp = fragment.find('&');
    const std::string_view pair = fragment.substr(0, amp);
    if (pair.starts_with("c=")) return pair.substr(2);
    if (amp == std::string_view::npos) break;
    fragment.remove_prefix(amp + 1);
  }
  return std::nullopt;
}

json::ParseResult damaged(std::string message, std::string hint = {}) {
  json::ParseResult result;
  result.error = Diagnostic{.code = Code::kBadShareCode,
                            .message = "damaged share code: " + std::move(message),
                            .hint = std::move(hint)};
  result.failure = json::ParseFailure::kInvalid;
  return result;
}

}  // namespace

ShareCode encode_share_code(const json::Value& value) {
  json::WriteResult canonical = json::write_canonical(value);
  if (!canonical.ok()) return {{}, std::move(canonical.error)};
  return {detail::base64url_encode(canonical.text), std::nullopt};
}

std::string share_link(std::string_view page, std::string_view code) {
  return std::string(kSiteAddress) + std::string(page) + "/#c=" + std::string(code);
}

json::ParseResult decode_share_code(std::string_view code_or_link) {
  std::string_view code = trimmed(code_or_link, " \t\r\n");
  if (const std::size_t hash = code.find('#'); hash != std::string_view::npos) {
    const std::optional<std::string_view> in_fragment = code_in_fragment(code.substr(hash + 1));
    if (!in_fragment) {
      return damaged("the link has no code after '#c='",
                     "a link to open looks like "
                     "https://jabbertoon.com/blocks/#c=eyJ...");
    }
    code = *in_fragment;
  }
  if (code.empty()) return damaged("the code is empty");
  const detail::Base64Decoded bytes = detail::base64url_decode(code);
  if (!bytes.ok())
    return damaged(bytes.error, "copy the whole code again: a letter is missing or changed");
  json::ParseResult result = json::parse(bytes.bytes);
  if (!result.ok()) {
    return damaged("its JSON is broken (" + result.error->message + ")",
                   "copy the whole code again: it was probably cut short");
  }
  return result;
}

}  // namespace jt::packs
