// The starters `jabbertoon new` writes (docs/CLI.md "jabbertoon new"): a cartoon and a scene as
// commented screenplays titled NAME that read without an error, a move as a behaviour program
// that prepares without one, and nothing for another kind.
#include "jt/screenplay/starters.h"

#include <gtest/gtest.h>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/screenplay/screenplay.h"

namespace jt::screenplay {
namespace {

TEST(Starters, ACartoonAndASceneAreCommentedScreenplaysThatRead) {
  for (const char* kind : {"cartoon", "scene"}) {
    const std::optional<std::string> text = starter(kind, "Hello There");
    ASSERT_TRUE(text) << kind;
    EXPECT_NE(text->find("Hello There"), std::string::npos) << kind;  // its title
    const ReadResult read = screenplay::read(*text, "starter.screenplay");
    EXPECT_TRUE(read.ok()) << kind << ": " << (read.ok() ? "" : read.errors.front().message);
    EXPECT_FALSE(read.comment_lines.empty()) << kind;  // commented for a first reader
  }
}

TEST(Starters, AMoveIsABehaviourThatPrepares) {
  const std::optional<std::string> text = starter("move", "wiggle");
  ASSERT_TRUE(text);
  const json::ParseResult parsed = json::parse(*text);
  ASSERT_TRUE(parsed.ok());
  const PrepareResult prepared = prepare_program(parsed.value, "wiggle.json");
  ASSERT_TRUE(prepared.ok());
  EXPECT_EQ(prepared.program->kind, ProgramKind::kBehaviour);
  for (const Diagnostic& d : prepared.diagnostics)
    ADD_FAILURE() << d.path << ": " << d.message;
}

TEST(Starters, AnotherKindHasNone) {
  EXPECT_EQ(starter("song", "x"), std::nullopt);
  EXPECT_EQ(starter("", "x"), std::nullopt);
}

}  // namespace
}  // namespace jt::screenplay
