// The screenplay round trip (docs/SCREENPLAY.md): every shipped cartoon and scene (packs/scenes,
// packs/cartoons) and every example (examples/) printed as a screenplay reads back as the same
// canonical JSON, and the screenplay read prints as the same text. Every other program under
// packs/ must round-trip too (its motion blocks as JSON lines). A file that does not fails here.
#include <gtest/gtest.h>

#include <filesystem>

#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/screenplay/screenplay.h"
#include "jt/text/text_view.h"

namespace jt::screenplay {
namespace {

namespace fs = std::filesystem;

// Every *.json under `dir` (recursively), sorted.
std::vector<fs::path> round_trip_files(const fs::path& dir) {
  std::vector<fs::path> files;
  if (!fs::exists(dir)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      files.push_back(entry.path());
    }
  }
  std::ranges::sort(files);
  return files;
}

std::string canonical(const json::Value& v) {
  json::WriteResult written = json::write_canonical(v);
  EXPECT_TRUE(written.ok());
  return written.text;
}

// Prints `path`'s program as a screenplay, reads it back, prints again; true when it is a program.
bool expect_round_trip(const fs::path& path) {
  json::ParseResult parsed = json::parse_file(path.string());
  if (!parsed.ok() || !text::text_view_errors(parsed.value, path.string()).empty()) return false;
  const std::string printed = print(parsed.value);
  ReadResult back = read(printed, path.string());
  EXPECT_TRUE(back.ok()) << path << ": " << (back.ok() ? "" : back.errors.front().message)
                         << " (line " << (back.ok() ? 0 : back.errors.front().line) << ")\n"
                         << printed;
  if (!back.ok()) return true;
  EXPECT_EQ(canonical(back.value), canonical(parsed.value)) << path << "\n" << printed;
  EXPECT_EQ(print(back.value), printed) << path;
  return true;
}

TEST(ScreenplayRoundTrip, EveryShippedCartoonAndExample) {
  const fs::path root(JT_SOURCE_DIR);
  std::size_t cartoons = 0;
  for (const char* dir : {"packs/scenes", "packs/cartoons", "examples"}) {
    for (const fs::path& file : round_trip_files(root / dir)) {
      if (expect_round_trip(file)) ++cartoons;
    }
  }
  EXPECT_GE(cartoons, 6u);  // happy_now and the five examples at least
}

// Shipped cartoons are written in sentences: no block of theirs needs its JSON line.
TEST(ScreenplayRoundTrip, ShippedCartoonsPrintNoJsonLines) {
  const fs::path root(JT_SOURCE_DIR);
  for (const char* dir : {"packs/scenes", "examples"}) {
    for (const fs::path& file : round_trip_files(root / dir)) {
      json::ParseResult parsed = json::parse_file(file.string());
      ASSERT_TRUE(parsed.ok());
      const std::string printed = print(parsed.value);
      for (std::size_t at = printed.find("\n  "); at != std::string::npos;
           at = printed.find("\n  ", at + 1)) {
        const std::size_t text = printed.find_first_not_of(' ', at + 1);
        EXPECT_NE(printed[text], '{') << file << ": a block printed as JSON:\n"
                                      << printed.substr(text, printed.find('\n', text) - text);
      }
    }
  }
}

TEST(ScreenplayRoundTrip, EveryProgramUnderPacks) {
  std::size_t programs = 0;
  for (const fs::path& file : round_trip_files(fs::path(JT_SOURCE_DIR) / "packs")) {
    if (expect_round_trip(file)) ++programs;
  }
  EXPECT_GE(programs, 40u);
}

// Programs no shipped file is like: what no sentence says is kept as JSON lines.
TEST(ScreenplayRoundTrip, WhatNoSentenceSaysIsKept) {
  for (std::string_view program : {
           R"({"v":1,"kind":"cartoon","cast":{"A":"any","B":{},"C":{"name":"Ann Lee","look":3,
               "legs":2,"x-y":[1]}},"places":{"p":"park","q":{}},"params":{"s":{"default":1}},
               "vars":{},"scripts":[
               {"hat":{"on":"scene","name":"a","extra":1},"body":[
                 {"op":"say","who":"A","text":"x","note":"n"},
                 {"op":"say","who":"C","text":" padded (so) ","clip":"c.wav"},
                 {"op":"does","who":"A","behaviour":{"v":1,"kind":"behaviour","scripts":[]}},
                 {"op":"shot","on":["A"]},{"op":"if","cond":"=1","body":[],"else":[]},
                 {"op":"window","from":-1,"body":[{"op":"stop"}]}]},
               {"body":[3]},
               {"hat":{"on":"scene"},"body":[],"id":"s1"}]})",
           R"({"kind":"scene","v":2,"extra":true,"scripts":{"not":"a list"}})",
           R"({"pack":1,"id":"x:cartoon:y","content":{"program":{"v":1,"kind":"cartoon",
               "cast":{"Z":{}},"scripts":[]},"cast":{"A":{"name":"Al"}},"more":1}})",
           R"({"v":1,"kind":"behaviour","params":{"amp":"=2*3"},"scripts":[
               {"hat":{"on":"start"},"body":[{"op":"mood","mood":"happy"}]},
               {"hat":{"on":"key","key":"a"},"body":[{"op":"wait","until":"=dur"}]}]})",
       }) {
    json::ParseResult parsed = json::parse(program);
    ASSERT_TRUE(parsed.ok()) << program;
    const std::string printed = print(parsed.value);
    ReadResult back = read(printed, "odd.screenplay");
    ASSERT_TRUE(back.ok()) << back.errors.front().message << " at line " << back.errors.front().line
                           << "\n"
                           << printed;
    EXPECT_EQ(canonical(back.value), canonical(parsed.value)) << printed;
    EXPECT_EQ(print(back.value), printed);
  }
}

TEST(ScreenplayRoundTrip, TheHatsTheStageFiresAreSentencesThatReadBack) {
  json::ParseResult parsed = json::parse(
      R"({"v":1,"kind":"cartoon","cast":{"A":{},"B":{}},"scripts":[
          {"hat":{"on":"scene","name":"One"},"body":[{"op":"wait","s":2}]},
          {"hat":{"on":"every","s":1.5},"body":[{"op":"caption","text":"tick"}]},
          {"hat":{"on":"every","s":"=0.5*3","scene":"One"},"body":[]},
          {"hat":{"on":"touch","who":"A","with":"B"},"body":[]},
          {"hat":{"on":"touch","who":"A","scene":"One"},"body":[]},
          {"hat":{"on":"touch","with":"B"},"body":[]},
          {"hat":{"on":"touch","scene":"One"},"body":[]},
          {"hat":{"on":"touch"},"body":[]},
          {"hat":{"on":"loud","who":"A"},"body":[]},
          {"hat":{"on":"loud","who":"B","scene":"One"},"body":[]},
          {"hat":{"on":"loud","scene":"One"},"body":[]},
          {"hat":{"on":"loud"},"body":[]}]})");
  ASSERT_TRUE(parsed.ok());
  const std::string printed = print(parsed.value);
  for (std::string_view line :
       {"when every 1.5 s\n", "when every (0.5*3) s in scene \"One\"\n", "when A touches B\n",
        "when A touches anyone in scene \"One\"\n", "when anyone touches B\n",
        "when touching in scene \"One\"\n", "when touching\n", "when A gets loud\n",
        "when B gets loud in scene \"One\"\n", "when it gets loud in scene \"One\"\n",
        "when it gets loud\n"}) {
    EXPECT_NE(printed.find(line), std::string::npos) << line << " in\n" << printed;
  }
  ReadResult back = read(printed, "hats.screenplay");
  ASSERT_TRUE(back.ok()) << back.errors.front().message << "\n" << printed;
  EXPECT_EQ(canonical(back.value), canonical(parsed.value)) << printed;
  EXPECT_EQ(print(back.value), printed);
}

}  // namespace
}  // namespace jt::screenplay
