#include "landing_acting.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace jt::render {
namespace {

constexpr double kWindow = static_cast<double>(rt::kTrackSteps) * rt::kTrackStep;

// Heights above where the body is now (px, up positive) of the track's samples.
std::array<double, rt::kTrackSamples> heights_of(const Track& track) {
  std::array<double, rt::kTrackSamples> h{};
  for (std::size_t i = 0; i < h.size(); ++i)
    h[i] = track[rt::kTrackSteps] - track[i];
  return h;
}

// The time (in steps from `from`) at which the heights cross kContact between samples `from`
// (at or below it) and `to` (above it), either way.
double crossing(const std::array<double, rt::kTrackSamples>& h, std::size_t from, std::size_t to) {
  const double f = (kContact - h[from]) / (h[to] - h[from]);
  return std::clamp(f, 0.0, 1.0);
}

double crouch_before(const std::array<double, rt::kTrackSamples>& h) {
  for (std::size_t i = rt::kTrackSteps + 1; i < h.size(); ++i) {
    if (h[i] <= kLeaveGround) continue;
    std::size_t off = rt::kTrackSteps + 1;  // the first sample off the ground, up to i
    while (h[off] <= kContact)
      ++off;
    const double steps = static_cast<double>(off - 1 - rt::kTrackSteps) + crossing(h, off - 1, off);
    const double u = 1 - steps * rt::kTrackStep / kWindow;
    const double rise = *std::max_element(h.begin() + static_cast<long>(i), h.end());
    return kCrouch * std::min(1.0, rise / kFullMove) * 27.0 / 4.0 * u * u * (1 - u);
  }
  return 0;
}

double settle_after(const std::array<double, rt::kTrackSamples>& h) {
  for (std::size_t i = rt::kTrackSteps; i-- > 0;) {
    if (h[i] <= kLeaveGround) continue;
    std::size_t off = rt::kTrackSteps - 1;  // the last sample off the ground, down to i
    while (h[off] <= kContact)
      --off;
    const double steps = static_cast<double>(rt::kTrackSteps - off - 1) + crossing(h, off + 1, off);
    const double tau = steps * rt::kTrackStep;
    const double fall = *std::max_element(h.begin(), h.begin() + static_cast<long>(i) + 1);
    return kSettle * std::min(1.0, fall / kFullMove) * std::exp(-tau / kSettleDecay) *
           std::cos(2 * std::numbers::pi * tau / kSettlePeriod) * (1 - tau / kWindow);
  }
  return 0;
}

}  // namespace

double landing_crouch(const Track& track) {
  const auto h = heights_of(track);
  if (!std::ranges::all_of(h, [](double v) { return std::isfinite(v); })) return 0;
  if (*std::ranges::min_element(h) < -kGroundSlack) return 0;  // not on the ground now
  return crouch_before(h) + settle_after(h);
}

}  // namespace jt::render
