#include "jt/lipsync/mouth_cue.h"

#include <array>
#include <cmath>

namespace jt::lipsync {
namespace {

constexpr char kLetters[kMouthShapes + 1] = "XABCDEFGH";
// By shape, in enum order: how far each drops the jaw (docs/SHAPES.md §2.1).
constexpr std::array<double, kMouthShapes> kOpenness{0, 0, 0.18, 0.55, 0.95, 0.5, 0.28, 0.15, 0.5};

constexpr double kFlapPeriod = 1.0 / 7;  // seconds: 7 opens a second
constexpr double kFlapOpenShare = 0.55;  // of each period the mouth is open
constexpr std::array<MouthShape, 4> kFlapOpen{MouthShape::kC, MouthShape::kD, MouthShape::kC,
                                              MouthShape::kE};

}  // namespace

char shape_letter(MouthShape shape) {
  return kLetters[static_cast<std::size_t>(shape)];
}

std::optional<MouthShape> shape_from_letter(char letter) {
  for (std::size_t i = 0; i < kMouthShapes; ++i) {
    if (kLetters[i] == letter) return static_cast<MouthShape>(i);
  }
  return std::nullopt;
}

double shape_openness(MouthShape shape) {
  return kOpenness[static_cast<std::size_t>(shape)];
}

std::vector<MouthCue> flap_cues(double t, double dur) {
  std::vector<MouthCue> cues;
  if (!(dur > 0) || !std::isfinite(t + dur)) return cues;
  const double end = t + dur;
  for (std::size_t k = 0;; ++k) {
    const double open = t + static_cast<double>(k) * kFlapPeriod;
    if (open >= end) break;
    const double closed = open + kFlapPeriod * kFlapOpenShare;
    const double next = t + static_cast<double>(k + 1) * kFlapPeriod;
    cues.push_back({open, std::min(closed, end), kFlapOpen[k % kFlapOpen.size()]});
    if (closed >= end) break;
    cues.push_back({closed, std::min(next, end), MouthShape::kA});
  }
  return cues;
}

}  // namespace jt::lipsync
