// The model on its absolute 60 Hz grid (docs/CREATURES.md): a pose is the same however the clock
// got there; planted feet stay put; each shipped creature crawls at a steady speed.
#include <gtest/gtest.h>

#include <cmath>

#include "creature_fixtures.h"
#include "jt/creature/pose.h"
#include "jt/json/write.h"

namespace jt::creature {
namespace {

using test_support::shipped_creatures;

std::shared_ptr<const Model> model_of(const json::Value& descriptor) {
  const ReadResult read = read_descriptor(descriptor);
  EXPECT_TRUE(read.descriptor);
  return compile_model(*read.descriptor);
}

// The pose JSON after stepping to `t` in frames of `fps` (0: one jump).
std::string pose_text(const std::shared_ptr<const Model>& model, double t, double fps) {
  const Controls controls{1, {1, 0.25}};
  Creature c(model, {100, 50}, {1, 0}, 0.5, creature_seed(7, "c"));
  if (fps > 0) {
    for (long k = 1; static_cast<double>(k) / fps < t; ++k)
      advance_to(c, substeps_at(static_cast<double>(k) / fps), controls);
  }
  advance_to(c, substeps_at(t), controls);
  CreaturePose pose;
  pose_into(c, pose);
  return json::write_compact(pose_to_json(pose, *model));
}

TEST(CreatureModel, SubstepsSitOnAnAbsoluteGrid) {
  EXPECT_EQ(substeps_at(0), 0);
  EXPECT_EQ(substeps_at(1.0 / 60), 1);
  EXPECT_EQ(substeps_at(0.999 / 60), 0);
  EXPECT_EQ(substeps_at(1), 60);
  EXPECT_EQ(substeps_at(0.35), 21);  // 21/60 is 0.35 as doubles divide
  EXPECT_EQ(substeps_at(20), 1200);
  for (int k = 0; k < 3000; ++k) {
    EXPECT_EQ(substeps_at(static_cast<double>(k) / 60), k);
    EXPECT_EQ(substeps_at(static_cast<double>(k) / 24), (k * 60) / 24) << k;
  }
}

TEST(CreatureModel, PosesAreTheSameAt24At60At7FpsAndInOneJump) {
  for (const auto& c : shipped_creatures()) {
    const auto model = model_of(c.descriptor);
    for (double t : {1.0, 5.0, 20.0}) {
      const std::string jump = pose_text(model, t, 0);
      EXPECT_EQ(pose_text(model, t, 24), jump) << c.file << " at " << t;
      EXPECT_EQ(pose_text(model, t, 60), jump) << c.file << " at " << t;
      EXPECT_EQ(pose_text(model, t, 7), jump) << c.file << " at " << t;
    }
  }
}

TEST(CreatureModel, PlantedFeetStayPutUntilTheyLift) {
  for (const auto& c : shipped_creatures()) {
    const auto model = model_of(c.descriptor);
    if (model->pairs.empty()) continue;
    Creature creature(model, {0, 0}, {1, 0}, 0, 3);
    std::vector<Vec> planted_at(creature.legs().size());
    std::vector<bool> was_planted(creature.legs().size(), false);
    int plants = 0, lifts = 0;
    for (int k = 0; k < 600; ++k) {
      creature.substep({1, {1, 0}});
      for (std::size_t i = 0; i < creature.legs().size(); ++i) {
        const LegState& leg = creature.legs()[i];
        if (leg.planted() && was_planted[i]) {
          EXPECT_LE(length(leg.foot - planted_at[i]), 1e-9) << c.file << " leg " << i;
        } else if (leg.planted()) {
          ++plants;
        } else {
          lifts += was_planted[i] ? 1 : 0;
        }
        if (leg.planted() && !was_planted[i]) planted_at[i] = leg.foot;
        was_planted[i] = leg.planted();
      }
    }
    EXPECT_GT(lifts, 10) << c.file << ": its feet step";
    EXPECT_GT(plants, 10) << c.file;
  }
}

TEST(CreatureModel, TheHeadsSpeedIsSteadyAfterAFewCycles) {
  for (const auto& c : shipped_creatures()) {
    const auto model = model_of(c.descriptor);
    Creature creature(model, {0, 0}, {1, 0}, 0, 1);
    const double cycle = 1 / model->descriptor.gait.cycles_per_second;
    const long warm = substeps_at(4 * cycle), span = substeps_at(2 * cycle);
    advance_to(creature, warm, {1, {1, 0}});
    double previous = -1;
    for (int window = 0; window < 3; ++window) {
      const Vec start = creature.head();
      advance_to(creature, warm + (window + 1) * span, {1, {1, 0}});
      const double speed = length(creature.head() - start) / (2 * cycle);
      EXPECT_GT(speed, 5) << c.file << ": it crawls";
      if (previous > 0) {
        EXPECT_NEAR(speed / previous, 1, 0.1) << c.file << " window " << window;
      }
      previous = speed;
    }
  }
}

TEST(CreatureModel, AtThrottleZeroItSettlesAndItsClockStops) {
  for (const auto& c : shipped_creatures()) {
    const auto model = model_of(c.descriptor);
    Creature creature(model, {0, 0}, {1, 0}, 0, 1);
    advance_to(creature, 120, {1, {1, 0}});
    const double phase = creature.phase();
    advance_to(creature, 600, {0, {1, 0}});
    EXPECT_EQ(creature.phase(), phase) << c.file;
    const Vec centre = creature.center();  // breathing moves the head, never the centre
    advance_to(creature, 660, {0, {1, 0}});
    EXPECT_LT(length(creature.center() - centre), 0.5) << c.file << ": settled";
  }
}

TEST(CreatureModel, TheSeedChangesTheJitterAndOnlyIt) {
  EXPECT_NE(creature_seed(0, "a"), creature_seed(0, "b"));
  EXPECT_NE(creature_seed(0, "a"), creature_seed(1, "a"));
  EXPECT_EQ(creature_seed(2, "gecko"), creature_seed(2.9, "gecko"));  // as |0 sees the seed
}

}  // namespace
}  // namespace jt::creature
