#include "landing_acting.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace jt::render {
namespace {

constexpr std::size_t kNow = rt::kTrackSteps;
constexpr double kWindow = static_cast<double>(rt::kTrackSteps) * rt::kTrackStep;

// How far each sample of a track is from where it is now (px): up for the dy track, either way
// across.
using Heights = std::array<double, rt::kTrackSamples>;

// The time (in steps from `from`) at which the heights cross kContact between samples `from`
// (at or below it) and `to` (above it), either way.
double crossing(const Heights& h, std::size_t from, std::size_t to) {
  const double f = (kContact - h[from]) / (h[to] - h[from]);
  return std::clamp(f, 0.0, 1.0);
}

// A move ahead: `steps` from now to where it leaves (crosses kContact), `size` its largest height,
// `to` the first sample beyond kLeaveGround, `off` the first sample past kContact.
struct Ahead {
  double steps = 0, size = 0;
  std::size_t to = 0, off = 0;
};

std::optional<Ahead> move_ahead(const Heights& h) {
  for (std::size_t i = kNow + 1; i < h.size(); ++i) {
    if (h[i] <= kLeaveGround) continue;
    std::size_t off = kNow + 1;  // the first sample off the ground, up to i
    while (h[off] <= kContact)
      ++off;
    return Ahead{.steps = static_cast<double>(off - 1 - kNow) + crossing(h, off - 1, off),
                 .size = *std::max_element(h.begin() + static_cast<long>(i), h.end()),
                 .to = i,
                 .off = off};
  }
  return std::nullopt;
}

// 27/4·u²(1 − u) at u = 1 − (time to the move) / T: deepest two thirds of the way, none at it.
double wind_up(double steps) {
  const double u = 1 - steps * rt::kTrackStep / kWindow;
  return 27.0 / 4.0 * u * u * (1 - u);
}

// A move behind: `tau` seconds since it came back within kContact, `size` the larger of its
// heights before that and the speed it came in at × T, `off` the last sample beyond kContact.
struct Behind {
  double tau = 0, size = 0;
  std::size_t off = 0;
};

std::optional<Behind> move_behind(const Heights& h) {
  std::size_t off = kNow;
  while (off > 0 && h[off - 1] <= kContact)
    --off;
  if (off == 0) return std::nullopt;
  --off;  // the last sample away, before now
  const double steps = static_cast<double>(kNow - off - 1) + crossing(h, off + 1, off);
  const double height = *std::max_element(h.begin(), h.begin() + static_cast<long>(off) + 1);
  const double speed = off > 0 ? std::max(0.0, h[off - 1] - h[off]) * rt::kTrackSteps : 0.0;
  return Behind{.tau = steps * rt::kTrackStep, .size = std::max(height, speed), .off = off};
}

// The share of the whole crouch, settle or lean a move of `size` px gets.
double share_of(double size) {
  return std::min(1.0, size / kFullMove);
}

// A settle's or sway's share: less for a move under kLeaveGround, none at kContact.
double small_share(double size) {
  return share_of(size) * std::clamp((size - kContact) / (kLeaveGround - kContact), 0.0, 1.0);
}

// The decay of a settle or sway τ seconds on: e^(−τ/kSettleDecay)·(1 − τ/T).
double dying(double tau) {
  return std::exp(-tau / kSettleDecay) * (1 - tau / kWindow);
}

// The deepest of `squash` over samples [from, to], none below 0 (a stretch squashes nothing).
double deepest(const Track& squash, std::size_t from, std::size_t to) {
  double most = 0;
  for (std::size_t i = from; i <= to && i < squash.size(); ++i)
    most = std::max(most, squash[i]);
  return std::isfinite(most) ? most : 0.0;
}

double less_by(double own, double whole) {
  return std::max(0.0, 1 - own / whole);
}

bool finite(const Track& track) {
  return std::ranges::all_of(track, [](double v) { return std::isfinite(v); });
}

}  // namespace

double landing_crouch(const Track& track, const Track& squash) {
  Heights h{};
  for (std::size_t i = 0; i < h.size(); ++i)
    h[i] = track[kNow] - track[i];
  if (!finite(track)) return 0;
  if (*std::ranges::min_element(h) < -kGroundSlack) return 0;  // not on the ground now
  double crouch = 0;
  if (const auto rise = move_ahead(h)) {
    crouch += kCrouch * share_of(rise->size) * wind_up(rise->steps) *
              less_by(deepest(squash, kNow, rise->off - 1), kCrouch);
  }
  if (const auto fall = move_behind(h)) {
    crouch += kSettle * small_share(fall->size) * dying(fall->tau) *
              std::cos(2 * std::numbers::pi * fall->tau / kSettlePeriod) *
              less_by(deepest(squash, fall->off + 1, kNow), kSettle);
  }
  return crouch;
}

namespace {

// How far each sample of `track` is from now, either way; false when it is not finite or cut
// (a step of more than kCut between two samples).
bool distances(const Track& track, Heights& h) {
  if (!finite(track)) return false;
  for (std::size_t i = 0; i + 1 < track.size(); ++i) {
    if (std::abs(track[i + 1] - track[i]) > kCut) return false;
  }
  for (std::size_t i = 0; i < h.size(); ++i)
    h[i] = std::abs(track[i] - track[kNow]);
  return true;
}

// A sway past where a move stopped: e^(−τ/kSettleDecay)·sin(2πτ/kSettlePeriod)·(1 − τ/T), × its
// share, the way it went (+1: toward larger values); less as it moves again ahead (none from
// kLeaveGround on), so a swing to and fro (a gait's arms) sways nothing.
double sway_past(const Track& track, const Heights& h, const Behind& stop) {
  const double way = track[kNow] > track[stop.off] ? 1 : -1;
  const double ahead = *std::max_element(h.begin() + kNow + 1, h.end());
  const double still = 1 - std::clamp((ahead - kContact) / (kLeaveGround - kContact), 0.0, 1.0);
  return way * still * small_share(stop.size) * dying(stop.tau) *
         std::sin(2 * std::numbers::pi * stop.tau / kSettlePeriod);
}

}  // namespace

double arm_overshoot(const Track& arm) {
  Heights h{};
  if (!distances(arm, h)) return 0;
  const auto stop = move_behind(h);
  return stop ? kArmPast * sway_past(arm, h, *stop) : 0.0;
}

namespace {

// How big a move across the track is (px): the larger of how far it goes within the track and
// its fastest step × kTrackSteps, so the share does not fall as the move leaves the track (both
// change smoothly with the frame's time).
double move_size(const Track& x) {
  const auto [low, high] = std::ranges::minmax(x);
  double fastest = 0;
  for (std::size_t i = 0; i + 1 < x.size(); ++i)
    fastest = std::max(fastest, std::abs(x[i + 1] - x[i]));
  return std::max(high - low, fastest * rt::kTrackSteps);
}

// How far each sample is from `x[rest]`.
Heights from_rest(const Track& x, std::size_t rest) {
  Heights d{};
  for (std::size_t i = 0; i < d.size(); ++i)
    d[i] = std::abs(x[i] - x[rest]);
  return d;
}

// The lean as it sets off: still at the track's first two samples, it left (crossed kContact of
// where it stood) τ seconds before now, τ in [0, kSwayWindow]: (4v(1 − v))², v = τ/kSwayWindow,
// the way it goes (+1: right). Nothing before it leaves: a glide is not seen before its block.
double set_off_lean(const Track& x) {
  const Heights d = from_rest(x, 0);
  std::size_t still = 0;  // the last sample where it stood
  while (still + 1 < d.size() && d[still + 1] <= kContact)
    ++still;
  if (still == 0 || still >= kNow) return 0;  // moving from the first sample, or not yet off
  const double left = static_cast<double>(still) + crossing(d, still, still + 1);
  const double v = (static_cast<double>(kNow) - left) * rt::kTrackStep / kSwayWindow;
  if (v <= 0 || v >= 1) return 0;
  const double bump = 4 * v * (1 - v);
  return (x[still + 1] > x[0] ? 1 : -1) * bump * bump;
}

// The sway where it stops: still at the track's last two samples, it came within kContact of
// where it stops at τ (seconds after now: negative ahead) and sways on toward where it went,
// (1 − w²)² from w = −1 (τ = −kSwayWindow) to 1 as it stops, then past upright and back,
// (1 − w²)²·cos(1.1πw) for w = τ/T up to 1: none by T. The way it went (+1: right).
double stop_sway(const Track& x) {
  const std::size_t last = x.size() - 1;
  const Heights d = from_rest(x, last);
  std::size_t moving = last;  // the last sample away from where it stops
  while (moving > 0 && d[moving] <= kContact)
    --moving;
  if (d[moving] <= kContact || moving + 1 >= last) return 0;  // still, or not stopped yet
  const double came = static_cast<double>(moving + 1) - crossing(d, moving + 1, moving);
  const double tau = (static_cast<double>(kNow) - came) * rt::kTrackStep;
  const double way = x[last] > x[moving] ? 1 : -1;
  if (tau <= 0) {
    const double w = tau / kSwayWindow;
    return w <= -1 ? 0 : way * (1 - w * w) * (1 - w * w);
  }
  const double w = tau / kWindow;
  return w >= 1 ? 0 : way * (1 - w * w) * (1 - w * w) * std::cos(1.1 * std::numbers::pi * w);
}

}  // namespace

double walk_lean(const Track& across) {
  Heights h{};
  if (!distances(across, h)) return 0;  // a cut: it did not walk there
  const double share = small_share(move_size(across));
  if (share == 0) return 0;
  // Counter-clockwise on screen: back (its top away from where it goes) going right; on past
  // upright toward where it went is clockwise.
  return share * (kLeanBack * set_off_lean(across) - kLeanStop * stop_sway(across));
}

}  // namespace jt::render
