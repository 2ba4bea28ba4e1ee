#include "packs/base64url.h"

#include <openssl/evp.h>

#include <algorithm>
#include <vector>

namespace jt::packs::detail {
namespace {

bool is_base64url(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '_';
}

std::string_view without_padding(std::string_view text) {
  for (int i = 0; i < 2 && text.ends_with('='); ++i)
    text.remove_suffix(1);
  return text;
}

}  // namespace

std::string base64url_encode(std::string_view bytes) {
  // EVP_EncodeBlock writes 4 letters for every 3 bytes (and for a last 1 or 2), plus a NUL.
  std::vector<unsigned char> out((bytes.size() + 2) / 3 * 4 + 1);
  const int length =
      EVP_EncodeBlock(out.data(), reinterpret_cast<const unsigned char*>(bytes.data()),
                      static_cast<int>(bytes.size()));
  std::string code(out.begin(), out.begin() + length);
  std::replace(code.begin(), code.end(), '+', '-');
  std::replace(code.begin(), code.end(), '/', '_');
  return std::string(without_padding(code));
}

Base64Decoded base64url_decode(std::string_view text) {
  const std::string_view letters = without_padding(text);
  if (auto bad = std::find_if_not(letters.begin(), letters.end(), is_base64url);
      bad != letters.end()) {
    std::string error = "'";
    error += *bad;
    error += "' at position " + std::to_string(bad - letters.begin() + 1) +
             " is not a base64url letter (A-Z a-z 0-9 - _)";
    return {{}, std::move(error)};
  }
  if (letters.size() % 4 == 1) {
    return {{},
            std::to_string(letters.size()) +
                " letters cannot be base64url: the code is cut short or has a letter too many"};
  }
  std::string standard(letters);
  std::replace(standard.begin(), standard.end(), '-', '+');
  std::replace(standard.begin(), standard.end(), '_', '/');
  const std::size_t padding = (4 - standard.size() % 4) % 4;
  standard.append(padding, '=');
  std::vector<unsigned char> out(standard.size() / 4 * 3 + 1);
  const int length =
      EVP_DecodeBlock(out.data(), reinterpret_cast<const unsigned char*>(standard.data()),
                      static_cast<int>(standard.size()));
  if (length < 0) return {{}, "the code is not base64url"};
  // EVP_DecodeBlock counts the padding as zero bytes; they are not part of the data.
  return {std::string(out.begin(), out.begin() + (length - static_cast<int>(padding))), {}};
}

}  // namespace jt::packs::detail
