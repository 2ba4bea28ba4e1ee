// The pose tools' subject: a behaviour stepped on character "A", its pose as JSON, events emitted
// at their own times. Expected values worked out by hand from the spec's wave (§8: amp·sin(w·t)).
#include "jt/produce/posed_subject.h"

#include <gtest/gtest.h>

#include <cmath>

#include "collecting_reporter.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::produce {
namespace {

std::shared_ptr<const Program> program_from(const std::string& text) {
  const json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok());
  return prepare_program(parsed.value, "test").program;
}

double dx_of(const json::Value& pose) {
  const json::Value* dx = pose.as_object().find("dx");
  return dx != nullptr && dx->is_number() ? dx->as_number() : NAN;
}

TEST(PosedSubject, ABehavioursPoseIsTheWaveAtTheTimeAdvancedTo) {
  auto program = program_from(
      R"({"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "wave", "ch": "dx",
          "w": 2, "amp": 10}]}]})");
  ASSERT_TRUE(program);
  CollectingReporter reporter;
  std::optional<PosedSubject> subject = PosedSubject::of_behaviour("test", program, {}, reporter);
  ASSERT_TRUE(subject);
  EXPECT_TRUE(subject->is_behaviour());
  EXPECT_STREQ(subject->what(), "pose");
  subject->advance_to(1);
  EXPECT_DOUBLE_EQ(dx_of(subject->sample()), 10 * std::sin(2.0));  // 9.0929...
  subject->advance_to(0.5);                                        // never back in time
  EXPECT_DOUBLE_EQ(subject->time(), 1);
}

TEST(PosedSubject, ABehaviourThatCannotStartSaysWhyAndIsNone) {
  CollectingReporter reporter;
  EXPECT_FALSE(PosedSubject::of_behaviour("c.json", nullptr, {}, reporter));
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_EQ(reporter.errors[0], "c.json: no program");
}

}  // namespace
}  // namespace jt::produce
