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

double walk_lean(const Track& across) {
  Heights h{};
  if (!distances(across, h)) return 0;  // a cut: it did not walk there
  double lean = 0;                      // counter-clockwise on screen: the top toward the left
  if (const auto start = move_ahead(h)) {
    const double way = across[start->to] > across[kNow] ? 1 : -1;
    lean += way * kLeanBack * share_of(start->size) * wind_up(start->steps);  // back: away
  }
  // On past upright toward where it went: clockwise (less) going right.
  if (const auto stop = move_behind(h)) lean -= kLeanStop * sway_past(across, h, *stop);
  return lean;
}

}  // namespace jt::render
