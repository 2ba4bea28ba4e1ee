// The form of a clip's path (docs/VALIDATION.md, "Clips"): relative, inside its folder, plain
// names; and where a document names its clips.
#include "jt/validate/clips.h"

#include <gtest/gtest.h>

#include "jt/json/parse.h"

namespace jt::validate {
namespace {

TEST(ClipPaths, PlainRelativePathsAreAllowed) {
  for (const char* clip : {"hello.wav", "voices/ann/line 1.flac", "a.b.c.ogg", "x"}) {
    EXPECT_EQ(clip_path_problem(clip), std::nullopt) << clip;
  }
}

TEST(ClipPaths, EveryWayOutIsRefused) {
  const char* refused[] = {
      "",         "/etc/passwd", "../x.wav", "a/../../x.wav", "a/..",     "..",       "./x.wav",
      "a//b.wav", "a/",          "a\\b.wav", "-rf.wav",       "a/-b.wav", "a\nb.wav", "a\x7f.wav"};
  for (const char* clip : refused)
    EXPECT_NE(clip_path_problem(clip), std::nullopt) << clip;
  EXPECT_NE(clip_path_problem(std::string(1025, 'a')), std::nullopt);
  EXPECT_EQ(clip_path_problem(std::string(1024, 'a')), std::nullopt);
}

TEST(ClipPaths, ReferencesAreTheSayBlocksClipsOnly) {
  const auto doc = json::parse(R"({"scripts": [{"body": [
      {"op": "say", "who": "A", "text": "hi", "clip": "a.wav"},
      {"op": "wave", "clip": "pos"},
      {"op": "say", "who": "A", "text": "no clip"},
      {"op": "for", "body": [{"op": "say", "who": "B", "text": "x", "clip": "b/c.ogg"}]}]}]})");
  ASSERT_TRUE(doc.ok());
  const std::vector<ClipReference> refs = clip_references(doc.value);
  ASSERT_EQ(refs.size(), 2u);
  EXPECT_EQ(refs[0].pointer, "/scripts/0/body/0/clip");
  EXPECT_EQ(refs[0].clip, "a.wav");
  EXPECT_EQ(refs[1].pointer, "/scripts/0/body/3/body/0/clip");
  EXPECT_EQ(refs[1].clip, "b/c.ogg");
}

}  // namespace
}  // namespace jt::validate
