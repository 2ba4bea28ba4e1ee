// The creatures of a cartoon's cast on its stage (docs/CREATURES.md, "In a cartoon"): each one's
// body simulated on the cartoon's absolute 60 Hz grid, steered toward its placement (the
// director's glides), so that a frame depends only on its time.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jt/creature/creature.h"
#include "jt/creature/pose.h"

namespace jt::rt {

struct RuntimeState;
struct Placement;
struct CharacterFrame;

struct Crawler {
  std::string id;
  std::shared_ptr<const creature::Model> model;
  double zoom = 1;    // stage px (of a 1080-line picture) per world px
  double speed = 0;   // world px a second at throttle 1: how fast its gait carries it
  double length = 0;  // its rest length on the stage, in stage heights
  // Its footprint on the stage, in stage heights (docs/CREATURES.md "Room at a shared place"):
  // from its centre to its farthest drawn point along its body (head or tail, with their width
  // and the legs' reach), and across it as drawn (its thickness seen whole, the legs
  // foreshortened with the floor).
  double half_length = 0, half_depth = 0;
  std::uint32_t seed = 0;
  std::optional<creature::Creature> body;  // while it is on stage
  bool resting = false;           // it has reached its place (it may still turn to its facing)
  bool turning = false;           // resting, it crawls round to its facing
  double goal_x = 0, goal_y = 0;  // the place it last crawled to, world px
};

// The crawlers of the director's cast: each creature's model (an inline descriptor's, else
// `options.creatures`'s: start_cartoon has checked there is one), size and speed.
void add_crawlers(RuntimeState& s);

// The crawler of cast member `who`, or null for a character.
const Crawler* crawler_of(const RuntimeState& s, std::string_view who);

// How long a creature takes to crawl from one stage point to another (fractions of the width and
// height) at its gait's speed.
double crawl_seconds(const RuntimeState& s, const Crawler& c, double from_x, double from_y,
                     double to_x, double to_y);

// Where each crawler rests at `at` (its x on the stage, a fraction of the width), in the order
// of s.crawlers: its placement's x, moved along the floor just clear of the figures that stand
// still there, characters and the creatures listed before it (docs/CREATURES.md "Room at a
// shared place"). A creature whose placement glides is not moved, nor in another's way.
std::vector<double> resting_xs(const RuntimeState& s, double at);

// Runs every grid substep due before `time` (`inclusive`: at or before it), each with the
// placements as they are: the caller runs this before each event, so a substep sees the stage
// exactly as it is at the substep's time, however the clock was stepped.
// Each substep first asks RuntimeOptions::interrupted: when it says stop, the runtime halts.
void advance_crawlers(RuntimeState& s, double time, bool inclusive);

// A creature's frame: its centre and heading as the placement, its body, model and size.
void crawler_frame(const Crawler& c, double aspect, CharacterFrame& frame);

}  // namespace jt::rt
