// The music's beats (docs/RUNTIME.md "Hats the stage fires", `beat`): a music block with a `bpm`
// lays a grid of beats on its clip, computed from the music's start (k × period, never a sum), and
// the running scene's beat hats fire on each, last among the events of their instant.
#include <algorithm>
#include <cmath>
#include <limits>

#include "director.h"
#include "internal.h"

namespace jt::rt {
namespace {

// The first beat of one pass of the clip at or after clip time `x` (strictly after with `after`),
// or nothing when the pass has none (x past its last beat).
std::optional<double> beat_in_pass(const BeatGrid& g, double x, bool after, double pass_end) {
  const auto qualifies = [&](double beat) { return after ? beat > x : beat >= x; };
  double k = std::max(0.0, std::ceil((x - g.offset) / g.period));
  // The division may land a hair off a whole beat: step to the first beat that qualifies.
  while (k > 0 && qualifies(g.offset + (k - 1) * g.period))
    --k;
  while (!qualifies(g.offset + k * g.period))
    ++k;
  const double beat = g.offset + k * g.period;
  if (beat >= pass_end) return std::nullopt;
  return beat;
}

}  // namespace

std::optional<double> next_beat(const BeatGrid& g, double t, bool after) {
  if (!(g.period > 0)) return std::nullopt;
  if (t < g.started) {
    t = g.started;
    after = false;
  }
  std::optional<double> at;
  if (g.length > 0) {
    // Looping: the grid restarts at each pass of the clip.
    double pass = std::floor((t - g.clip_zero) / g.length);
    double x = (t - g.clip_zero) - pass * g.length;
    std::optional<double> beat = beat_in_pass(g, x, after, g.length);
    if (!beat) {
      pass += 1;
      beat = beat_in_pass(g, 0, false, g.length);
    }
    if (beat) at = g.clip_zero + pass * g.length + *beat;
  } else {
    const std::optional<double> beat =
        beat_in_pass(g, t - g.clip_zero, after, std::numeric_limits<double>::infinity());
    if (beat) at = g.clip_zero + *beat;
  }
  if (!at || !(*at < g.ends)) return std::nullopt;
  return at;
}

void schedule_beat(RuntimeState& s, double t, bool after) {
  Director& d = director(s);
  cancel_timer(s, d.beat_timer);
  d.beat_timer = -1;
  if (!d.beats || d.ended || !d.started) return;
  const bool listening = std::ranges::any_of(d.program->scripts, [&](const Script& script) {
    return script.hat.kind == HatKind::kBeat && in_this_scene(d, script.hat);
  });
  if (!listening) return;
  if (const std::optional<double> at = next_beat(*d.beats, t, after)) {
    d.beat_timer = start_timer(s, Timer::Kind::kBeat, 0, *at);
  }
}

}  // namespace jt::rt
