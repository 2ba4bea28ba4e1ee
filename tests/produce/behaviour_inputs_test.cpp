// What a move reacts to, as the command line and scripts write it (docs/CLI.md "pose", "sample"):
// inputs `loud=V,talking=V` (0 to 1), events `talk-start`, `talk-end`, `click`, `key:K` at `@T`,
// and a creature's steering `throttle=V@T`, `heading=DEG@T`.
#include "jt/produce/behaviour_inputs.h"

#include <gtest/gtest.h>

namespace jt::produce {
namespace {

TEST(BehaviourInputs, InputsAreLoudAndTalkingFrom0To1) {
  rt::Inputs in;
  EXPECT_EQ(parse_inputs("loud=0.8,talking=1", in), std::nullopt);
  EXPECT_EQ(in.loud, 0.8);
  EXPECT_EQ(in.talking, 1);
  EXPECT_EQ(parse_inputs("talking=0", in), std::nullopt);
  EXPECT_EQ(in.talking, 0);
  EXPECT_EQ(in.loud, 0.8);  // left as it was
  EXPECT_EQ(parse_inputs("loud=1.5", in),
            "\"loud=1.5\": expected loud=V or talking=V, V from 0 to 1 (as in loud=0.8,talking=1)");
  EXPECT_NE(parse_inputs("shout=1", in), std::nullopt);
  EXPECT_NE(parse_inputs("loud", in), std::nullopt);
  EXPECT_NE(parse_inputs("loud=nan", in), std::nullopt);
}

TEST(BehaviourInputs, ASubjectsInputIsACharactersOrACreaturesSteering) {
  SubjectInputs in;
  EXPECT_TRUE(set_subject_input(in, "loud", 0.25));
  EXPECT_EQ(in.character.loud, 0.25);
  EXPECT_TRUE(set_subject_input(in, "throttle", 0.5));
  EXPECT_EQ(in.steering.throttle, 0.5);
  EXPECT_TRUE(set_subject_input(in, "heading", -720));
  EXPECT_EQ(in.steering.heading, -720);
  EXPECT_FALSE(set_subject_input(in, "throttle", 1.01));
  EXPECT_FALSE(set_subject_input(in, "heading", 2e6));
  EXPECT_FALSE(set_subject_input(in, "speed", 0.5));
}

TEST(BehaviourInputs, EventsByName) {
  EXPECT_EQ(parse_event("talk-start")->kind, rt::EventKind::kTalkStart);
  EXPECT_EQ(parse_event("talk-end")->kind, rt::EventKind::kTalkEnd);
  EXPECT_EQ(parse_event("click")->kind, rt::EventKind::kClick);
  const std::optional<rt::Event> key = parse_event("key:space");
  ASSERT_TRUE(key);
  EXPECT_EQ(key->kind, rt::EventKind::kKey);
  EXPECT_EQ(key->key, "space");
  EXPECT_FALSE(parse_event("key:"));
  EXPECT_FALSE(parse_event("Click"));
  EXPECT_FALSE(parse_event("tap"));
}

TEST(BehaviourInputs, TimedEventsAreSortedByTimeKeepingTheirOrderAtOneTime) {
  std::vector<TimedEvent> out;
  EXPECT_EQ(parse_timed_events({"click@2", "talk-start@0.5", "key:a@2", "talk-end@0"}, out),
            std::nullopt);
  ASSERT_EQ(out.size(), 4u);
  EXPECT_EQ(out[0].time, 0);
  EXPECT_EQ(out[0].event.kind, rt::EventKind::kTalkEnd);
  EXPECT_EQ(out[1].time, 0.5);
  EXPECT_EQ(out[2].event.kind, rt::EventKind::kClick);  // both at 2: as given
  EXPECT_EQ(out[3].event.key, "a");
  std::vector<TimedEvent> none;
  EXPECT_EQ(parse_timed_events({"click"}, none),
            "--emit \"click\": expected EVENT@T, EVENT talk-start, talk-end, click or key:K and T "
            "0 or more seconds (as in talk-start@1.5)");
  EXPECT_NE(parse_timed_events({"click@-1"}, none), std::nullopt);
  EXPECT_NE(parse_timed_events({"clap@1"}, none), std::nullopt);
}

TEST(BehaviourInputs, SteeringAtTimesAndAloneAt0) {
  std::vector<TimedSteering> out;
  EXPECT_EQ(parse_timed_steering({"heading=90@3,throttle=0.5@2", "throttle=1"}, "--steer", out),
            std::nullopt);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].time, 0);
  EXPECT_EQ(out[0].name, "throttle");
  EXPECT_EQ(out[0].value, 1);
  EXPECT_EQ(out[1].time, 2);
  EXPECT_EQ(out[1].value, 0.5);
  EXPECT_EQ(out[2].name, "heading");
  EXPECT_EQ(out[2].value, 90);
  std::vector<TimedSteering> bad;
  const std::optional<std::string> problem = parse_timed_steering({"throttle=2@1"}, "--steer", bad);
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->rfind("--steer \"throttle=2@1\": a creature's input is throttle=V", 0), 0u);
  EXPECT_NE(parse_timed_steering({"throttle=0.5@-1"}, "--steer", bad), std::nullopt);
  EXPECT_NE(parse_timed_steering({"loud=0.5"}, "--steer", bad), std::nullopt);
}

}  // namespace
}  // namespace jt::produce
