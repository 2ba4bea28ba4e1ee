#include "jt/packs/pack_id.h"

#include <gtest/gtest.h>

namespace jt::packs {
namespace {

TEST(PackId, ReadsThreeParts) {
  const auto id = parse_pack_id("c4c:cartoon:happy_now");
  ASSERT_TRUE(id);
  EXPECT_EQ(id->ns, "c4c");
  EXPECT_EQ(id->word, "cartoon");
  EXPECT_EQ(id->slug, "happy_now");
  EXPECT_TRUE(parse_pack_id("local:char:0123456789ab"));
  EXPECT_TRUE(parse_pack_id("c4c:beh:wave-hello"));
}

TEST(PackId, RefusesOtherForms) {
  for (std::string_view text : {"", "bounce", "c4c:beh", "c4c:beh:", ":beh:bounce", "c4c::bounce",
                                "c4c:beh:bounce:2", "C4C:beh:bounce", "c4c:beh:Bounce",
                                "c4c:beh:_bounce", "c4c:beh:bou nce", "c4c:beh:bounce/2"}) {
    EXPECT_FALSE(parse_pack_id(text)) << text;
  }
}

TEST(PackId, TypeWords) {
  EXPECT_EQ(id_word("behaviour"), "beh");
  EXPECT_EQ(id_word("character"), "char");
  EXPECT_EQ(id_word("cartoon"), "cartoon");
  EXPECT_EQ(id_word("scene"), "scene");
  EXPECT_EQ(id_word("behavior"), "");
}

TEST(PackId, UserPackIdIsTheStartOfTheHash) {
  EXPECT_EQ(user_pack_id("behaviour",
                         "sha256:1e1ba43a6d876539bf562034febdea5ce8fad476d41e431fa92eaeb100e9c584"),
            "local:beh:1e1ba43a6d87");
  EXPECT_EQ(user_pack_id("character",
                         "sha256:45963240f22239df858ee3c6b0c8fc38856036ea64280bb19bfb27e8b770c956"),
            "local:char:45963240f222");
}

}  // namespace
}  // namespace jt::packs
