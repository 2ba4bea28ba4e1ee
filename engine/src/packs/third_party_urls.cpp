#include "packs/third_party_urls.h"

#include <cctype>

#include "jt/diagnostic_codes.h"

namespace jt::packs::detail {
namespace {

constexpr std::string_view kOwnHost = "jabbertoon.com";

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

bool is_scheme_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
}

// A host ends where the path, port, query or fragment starts, or at anything that cannot be in a
// host name (a quote, a space, a bracket of the text around it).
bool is_host_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

// The host starting at `at` (after "://" or at "www."), lower case, without user info ("a@").
std::string host_at(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end < text.size() && (is_host_char(text[end]) || text[end] == '@'))
    ++end;
  std::string_view authority = text.substr(at, end - at);
  if (const std::size_t user = authority.rfind('@'); user != std::string_view::npos) {
    authority.remove_prefix(user + 1);
  }
  std::string host;
  for (char c : authority)
    host += lower(c);
  while (!host.empty() && host.back() == '.')
    host.pop_back();  // "jabbertoon.com." is the same
  return host;
}

bool is_own(const std::string& host) {
  return host == kOwnHost || (host.size() > kOwnHost.size() && host.ends_with(kOwnHost) &&
                              host[host.size() - kOwnHost.size() - 1] == '.');
}

bool starts_word(std::string_view text, std::size_t at) {
  return at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
}

}  // namespace

std::optional<std::string> third_party_host(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::size_t host_start = std::string_view::npos;
    if (text.compare(i, 3, "://") == 0 && i > 0 && is_scheme_char(text[i - 1])) {
      host_start = i + 3;
    } else if (i + 4 <= text.size() && lower(text[i]) == 'w' && lower(text[i + 1]) == 'w' &&
               lower(text[i + 2]) == 'w' && text[i + 3] == '.' && starts_word(text, i)) {
      host_start = i;
    }
    if (host_start == std::string_view::npos) continue;
    std::string host = host_at(text, host_start);
    if (!host.empty() && !is_own(host)) return host;
    i = host_start;  // past this URL's scheme: the next one may be another host
  }
  return std::nullopt;
}

void check_third_party_urls(const json::Value& content, const std::string& pointer,
                            CheckContext& c) {
  auto report = [&](const std::string& at, const std::string& host) {
    c.error(Code::kThirdPartyUrl, at,
            "names the third-party host " + in_quotes(host) +
                ": a pack holds no URLs to other hosts than jabbertoon.com",
            "remove the address; a picture or a sound a pack needs is part of its content");
  };
  if (content.is_string()) {
    if (auto host = third_party_host(content.as_string())) report(pointer, *host);
  } else if (content.is_array()) {
    const json::Array& items = content.as_array();
    for (std::size_t i = 0; i < items.size(); ++i) {
      check_third_party_urls(items[i], pointer_append(pointer, std::to_string(i)), c);
    }
  } else if (content.is_object()) {
    for (const json::Member& member : content.as_object()) {
      const std::string at = pointer_append(pointer, member.key);
      if (auto host = third_party_host(member.key)) report(at, *host);
      check_third_party_urls(member.value, at, c);
    }
  }
}

}  // namespace jt::packs::detail
