// Anticipation and settle (docs/SHAPES.md §3.3): from a track set by hand, a body crouches before
// it rises and settles after it lands, by the rule's numbers worked out here; drawn, the crouch
// puts the head lower than the pose alone does, and the settle is over within six frames.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "landing_acting.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::template_character;

// A track from its samples' dy, first to last (t − 0.24 s .. t + 0.24 s in 0.04 s steps).
Track track_of(std::initializer_list<double> dy) {
  Track t{};
  std::size_t i = 0;
  for (double d : dy)
    t[i++] = d;
  return t;
}

TEST(LandingActing, AStillBodyIsDrawnAsPosed) {
  EXPECT_EQ(landing_crouch(Track{}), 0);
  Track raised{};
  raised.fill(-30);  // held up by a move, not moving
  EXPECT_EQ(landing_crouch(raised), 0);
}

TEST(LandingActing, CrouchesBeforeARise) {
  // On the ground until t + 0.08 s, 40 px up at t + 0.12 s: it leaves the ground (1 px) at
  // t + 0.08 + 0.04/40 s, so u = 1 − 0.081/0.24 and the crouch is 0.08·27/4·u²(1 − u).
  const Track before_rise = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, -40, -80, -110, -130});
  EXPECT_NEAR(landing_crouch(before_rise), 0.0799907, 1e-6);
  // Far from the rise (only the last sample is off the ground) the crouch has barely begun.
  const Track early = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, 0, 0, 0, -40});
  EXPECT_LT(landing_crouch(early), 0.02);
}

TEST(LandingActing, NothingInTheAir) {
  // Rising through now: samples before are below it.
  const Track rising = track_of({0, 0, 0, 0, -10, -25, /*now*/ -40, -55, -70, -80, -90, -95, -98});
  EXPECT_EQ(landing_crouch(rising), 0);
  // Falling through now.
  const Track falling = track_of({-98, -95, -90, -80, -70, -55, /*now*/ -40, -20, 0, 0, 0, 0, 0});
  EXPECT_EQ(landing_crouch(falling), 0);
}

TEST(LandingActing, SquashedJustAfterALanding) {
  // Down from 150 px, on the ground at t − 0.04 s: it met the ground (1 px) at t − 0.04 − 0.04/20
  // s, τ = 0.042 s, and the settle is 0.07·e^(−τ/0.1)·cos(2πτ/0.4)·(1 − τ/0.24).
  const Track landed = track_of({-150, -120, -85, -50, -20, 0, /*now*/ 0, 0, 0, 0, 0, 0, 0});
  EXPECT_NEAR(landing_crouch(landed), 0.0299820, 1e-6);
}

// A fall from rest, g = 1500 px/s², meeting the ground at 1 s, then still.
double fall_dy(double t) {
  return t < 1 ? -1500 * (1 - t) * (1 - t) : 0.0;
}

TEST(LandingActing, SettlesWithinSixFramesOfALanding) {
  std::vector<double> crouch;
  for (int n = 0; n <= 12; ++n) {  // the frames at 24 fps from the landing on
    const double t = 1 + n / 24.0;
    Track track{};
    for (std::size_t i = 0; i < track.size(); ++i)
      track[i] = fall_dy(t + (static_cast<double>(i) - rt::kTrackSteps) * rt::kTrackStep);
    crouch.push_back(landing_crouch(track));
  }
  EXPECT_GT(crouch[0], 0);  // squashed as it lands
  EXPECT_GT(crouch[1], 0);
  EXPECT_LT(*std::min_element(crouch.begin(), crouch.end()), 0);  // a little overshoot above
  for (int n = 6; n <= 12; ++n)
    EXPECT_EQ(crouch[static_cast<std::size_t>(n)], 0) << n;  // at rest
  for (double c : crouch)
    EXPECT_LE(std::abs(c), kSettle);
}

// The top of the head's drawn box (px, y down).
double head_top(const Character& c, const Track* track) {
  Canvas canvas(400, 450);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(c, rt::Pose{}, {.x = 200, .feet_y = 400, .height = 300},
                        {.boxes = &boxes, .track = track});
  for (const DrawnBox& b : boxes) {
    if (b.kind == DrawnBox::Kind::kPart && b.role == "head") return b.y0;
  }
  ADD_FAILURE() << "no head";
  return 0;
}

TEST(LandingActing, TheCrouchDrawsTheHeadLower) {
  const Track before_rise = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, -40, -80, -110, -130});
  for (const char* name : {"person", "kid", "monster", "dog"}) {
    const Character c = template_character(name);
    // A crouch of 8 % of a 300 px figure: the head several px lower, its feet still down.
    EXPECT_GT(head_top(c, &before_rise), head_top(c, nullptr) + 5) << name;
  }
}

}  // namespace
}  // namespace jt::render
