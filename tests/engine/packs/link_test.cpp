// jabbertoon.com links (engine/src/packs/link.cpp), read and written as the link formats say
// (§1 the rules, §2-§4 each page's keys, §5 share codes, §6 the examples).
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>

#include "jt/packs/link.h"

namespace jt::packs {
namespace {

constexpr std::array<std::string_view, 3> kLinkMoves = {"wag", "walk", "sadidle"};

// §6's "Little hop" move as a share code.
constexpr std::string_view kLinkLittleHopCode =
    "eyJraW5kIjoiYmVoYXZpb3VyIiwibmFtZSI6IkxpdHRsZSBob3AiLCJzY3JpcHRzIjpbeyJib2R5IjpbeyJhbXAiOjQw"
    "LCJldmVyeSI6MC42LCJvcCI6ImhvcCJ9XX1dLCJ2IjoxfQ";

LinkRead link_read(std::string_view text) {
  return read_link(text, kLinkMoves);
}

Link good_link(std::string_view text) {
  LinkRead r = link_read(text);
  EXPECT_TRUE(r.ok()) << text << ": " << (r.error ? r.error->message : "");
  return r.link;
}

void expect_refused(std::string_view text) {
  const LinkRead r = link_read(text);
  ASSERT_FALSE(r.ok()) << text;
  EXPECT_FALSE(r.error->message.empty()) << text;
}

TEST(Link, TheStudioWithTheDogInSlotB) {
  const Link l = good_link("https://jabbertoon.com/studio/#ch=dog&slot=B");
  EXPECT_EQ(l.page, "studio");
  EXPECT_EQ(l.ready_made, "dog");
  EXPECT_EQ(l.slot, "B");
  EXPECT_FALSE(l.move);
  EXPECT_FALSE(l.code);
}

TEST(Link, AMoveByItsPackSlug) {
  EXPECT_EQ(good_link("https://jabbertoon.com/studio/#p=sadidle").move, "sadidle");
  const Link blocks = good_link("https://jabbertoon.com/blocks/#p=wag&ch=cat");
  EXPECT_EQ(blocks.page, "blocks");
  EXPECT_EQ(blocks.move, "wag");
  EXPECT_EQ(blocks.ready_made, "cat");
}

TEST(Link, ALookNewAndOld) {
  const Link now = good_link("https://jabbertoon.com/studio/#look=crayon");
  EXPECT_EQ(now.look, "crayon");
  EXPECT_FALSE(now.older_look);
  const Link older = good_link("https://jabbertoon.com/studio/?look=crayon");
  EXPECT_EQ(older.look, "crayon");
  EXPECT_TRUE(older.older_look);
}

TEST(Link, AShareCodeAndWhatItHolds) {
  const Link l = good_link("https://jabbertoon.com/studio/#c=" + std::string(kLinkLittleHopCode));
  EXPECT_EQ(l.code, std::string(kLinkLittleHopCode));
  EXPECT_EQ(l.code_kind, "behaviour");
  ASSERT_TRUE(l.code_value.is_object());
  const json::Value* name = l.code_value.find("name");
  ASSERT_NE(name, nullptr);
  EXPECT_EQ(name->as_string(), "Little hop");
}

TEST(Link, TheClearKey) {
  EXPECT_TRUE(good_link("https://jabbertoon.com/studio/#clear").clear);
}

TEST(Link, UnknownValuesAreRefused) {
  expect_refused("https://jabbertoon.com/blocks/#p=walk&ch=nope");
  expect_refused("https://jabbertoon.com/studio/#p=nosuchmove");
  expect_refused("https://jabbertoon.com/studio/#look=shiny");
  // Names are the tools' own: object members are not names.
  expect_refused("https://jabbertoon.com/studio/#ch=__proto__");
  expect_refused("https://jabbertoon.com/studio/#ch=constructor");
  expect_refused("https://jabbertoon.com/studio/#look=toString");
}

TEST(Link, KeysEachPageDoesNotTakeAreRefused) {
  expect_refused("https://jabbertoon.com/blocks/#look=crayon");
  expect_refused("https://jabbertoon.com/blocks/#slot=B");
  expect_refused("https://jabbertoon.com/studio/#nonsense=1");
}

TEST(Link, AKeyGivenTwiceIsRefused) {
  expect_refused("https://jabbertoon.com/blocks/#ch=dog&ch=cat");
}

TEST(Link, ASlotWithoutACharacterIsRefused) {
  expect_refused("https://jabbertoon.com/studio/#p=walk&slot=B");
  expect_refused("https://jabbertoon.com/studio/#look=crayon&slot=B");
  expect_refused("https://jabbertoon.com/studio/#ch=dog&slot=C");
}

TEST(Link, TwoCharactersOrTwoMovesAreRefused) {
  expect_refused("https://jabbertoon.com/blocks/#ch=dog&my=local:char:0123456789ab");
  expect_refused("https://jabbertoon.com/blocks/#p=wag&c=" + std::string(kLinkLittleHopCode));
}

TEST(Link, ADamagedShareCodeIsRefused) {
  expect_refused("https://jabbertoon.com/studio/#c=not*base64");
  expect_refused("https://jabbertoon.com/studio/#c=bm90IGpzb24");  // "not json"
}

TEST(Link, AnotherSiteOrPageIsRefused) {
  expect_refused("https://jabbertoon.com/shop/#ch=dog");
}

TEST(Link, WrittenLinksReadBackTheSame) {
  for (std::string_view text :
       {"https://jabbertoon.com/studio/#ch=dog&slot=B", "https://jabbertoon.com/studio/#p=sadidle",
        "https://jabbertoon.com/studio/#look=crayon",
        "https://jabbertoon.com/blocks/#p=wag&ch=cat"}) {
    EXPECT_EQ(write_link(good_link(text)), text);
  }
}

TEST(Link, DescribedAsThePageTableSaysIt) {
  const auto lines = describe_link(good_link("https://jabbertoon.com/studio/#ch=dog&slot=B"));
  ASSERT_FALSE(lines.empty());
  std::string all;
  for (const std::string& line : lines)
    all += line + "\n";
  EXPECT_NE(all.find("dog"), std::string::npos) << all;
  EXPECT_NE(all.find("B"), std::string::npos) << all;
}

TEST(Link, AsJson) {
  const json::Value j = link_to_json(good_link("https://jabbertoon.com/studio/#p=wag&ch=dog"));
  ASSERT_TRUE(j.is_object());
  ASSERT_NE(j.find("page"), nullptr);
  EXPECT_EQ(j.find("page")->as_string(), "studio");
  ASSERT_NE(j.find("move"), nullptr);
  EXPECT_EQ(j.find("move")->as_string(), "wag");
}

}  // namespace
}  // namespace jt::packs
