// Which files have no text view, and the errors that say why, with the JSON pointer of the fault.
#include "text_test_support.h"

namespace jt::text {
namespace {

using testing::parse;

// "path: message" of every error.
std::vector<std::string> errors_of(std::string_view json) {
  std::vector<std::string> out;
  for (const Diagnostic& d : text_view_errors(parse(json), "f.json")) {
    EXPECT_EQ(d.file, "f.json");
    EXPECT_EQ(d.severity, Severity::kError);
    out.push_back(d.path + ": " + d.message);
  }
  return out;
}

TEST(TextViewErrors, ProgramsAndProgramPacksHaveNone) {
  EXPECT_TRUE(errors_of(R"({"v": 1, "kind": "behaviour", "scripts": []})").empty());
  EXPECT_TRUE(errors_of(R"({"kind": "scene", "scripts": [{"body": []}]})").empty());
  EXPECT_TRUE(errors_of(R"({"pack": 1, "type": "cartoon", "content": {"program":
                             {"kind": "cartoon", "scripts": []}}})")
                  .empty());
}

TEST(TextViewErrors, WhatIsNotAProgramSaysWhy) {
  using V = std::vector<std::string>;
  EXPECT_EQ(errors_of("[1]"),
            V{": expected a program {\"v\": 1, \"kind\": ..., \"scripts\": [...]}, got an array"});
  EXPECT_EQ(errors_of(R"({"scripts": []})"), V{": missing \"kind\""});
  EXPECT_EQ(
      errors_of(R"({"kind": "move", "scripts": 3})"),
      (V{"/kind: unknown kind \"move\"", "/scripts: expected a list of scripts, got a number 3"}));
  EXPECT_EQ(errors_of(R"({"kind": "behaviour"})"), V{": missing \"scripts\""});
  EXPECT_EQ(errors_of(R"({"kind": "behaviour", "scripts": [1, {}, {"body": {}}]})"),
            (V{"/scripts/0: expected a script {\"hat\"?, \"body\": [...]}, got a number 1",
               "/scripts/1: missing \"body\" (a list of blocks)",
               "/scripts/2/body: expected a list of blocks, got an object"}));
}

TEST(TextViewErrors, PacksPointIntoTheirContent) {
  using V = std::vector<std::string>;
  EXPECT_EQ(errors_of(R"({"pack": 1, "type": "character", "content": {"tree": {}}})"),
            V{"/type: a character pack holds no program"});
  EXPECT_EQ(errors_of(R"({"pack": 1, "type": "behaviour"})"), V{": a pack without \"content\""});
  EXPECT_EQ(errors_of(R"({"pack": 1, "type": "behaviour", "content": {"kind": "behaviour"}})"),
            V{"/content: missing \"scripts\""});
  EXPECT_EQ(errors_of(R"({"pack": 1, "content": {"program": {"kind": "cartoon",
                                                              "scripts": [{}]}}})"),
            V{"/content/program/scripts/0: missing \"body\" (a list of blocks)"});
}

}  // namespace
}  // namespace jt::text
