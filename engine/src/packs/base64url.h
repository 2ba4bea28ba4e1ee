// base64url (RFC 4648 §5: A-Z a-z 0-9 - _) without '=' padding, by OpenSSL's libcrypto.
#pragma once

#include <string>
#include <string_view>

namespace jt::packs::detail {

std::string base64url_encode(std::string_view bytes);

struct Base64Decoded {
  std::string bytes;
  std::string error;  // why the text is not base64url; empty when decoded

  bool ok() const { return error.empty(); }
};

// Decodes base64url; '=' padding at the end is allowed but not needed.
Base64Decoded base64url_decode(std::string_view text);

}  // namespace jt::packs::detail
