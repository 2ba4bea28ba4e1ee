// SHA-256 by OpenSSL's libcrypto.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace jt::packs::detail {

// The digest of `bytes` as 64 lower-case hex digits; nothing if libcrypto fails (it fails only
// when it cannot allocate memory).
std::optional<std::string> sha256_hex(std::string_view bytes);

}  // namespace jt::packs::detail
