// SHA-256 as hex (engine/src/packs/sha256.cpp), the digest of a pack's content hash: the
// examples of FIPS 180-2 (appendix B) and the digest of nothing.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "packs/sha256.h"

namespace jt::packs::detail {
namespace {

TEST(Sha256, FipsExamples) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST(Sha256, TheEmptyString) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Sha256, BytesNotText) {
  // A NUL inside the bytes counts: the digest of one zero byte.
  EXPECT_EQ(sha256_hex(std::string(1, '\0')),
            "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d");
}

}  // namespace
}  // namespace jt::packs::detail
