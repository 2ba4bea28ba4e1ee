#include "mouth_shapes.h"

#include <algorithm>
#include <array>

namespace jt::render {
namespace {

using lipsync::MouthShape;

// In MouthShape's order X A B C D E F G H; each one's `open` is lipsync::shape_openness.
constexpr std::array<MouthParams, lipsync::kMouthShapes> kShapes{{
    {},                                           // X rest
    {.wide = 0.85, .press = 1},                   // A M B P
    {.wide = 1, .teeth = 0.9},                    // B teeth together
    {.wide = 0.95, .teeth = 0.25},                // C open
    {.wide = 1.05, .teeth = 0.2},                 // D wide open
    {.wide = 0.68, .round = 0.75},                // E rounded
    {.wide = 0.42, .round = 1},                   // F puckered
    {.wide = 0.85, .teeth = 1, .lip_tuck = 1},    // G F V
    {.wide = 0.9, .teeth = 0.3, .tongue_up = 1},  // H L
}};

}  // namespace

MouthParams shape_params(MouthShape shape) {
  MouthParams m = kShapes[static_cast<std::size_t>(shape)];
  m.open = lipsync::shape_openness(shape);
  return m;
}

MouthParams mouth_params(const lipsync::FaceActing& acting, double pose_mouth) {
  MouthParams m{.wide = 0};
  double total = 0;
  for (std::size_t i = 0; i < lipsync::kMouthShapes; ++i) {
    const double w = acting.acted ? acting.shapes[i] : (i == 0 ? 1 : 0);
    if (w <= 0) continue;
    const MouthParams& s = kShapes[i];
    m.wide += w * s.wide;
    m.round += w * s.round;
    m.teeth += w * s.teeth;
    m.tongue_up += w * s.tongue_up;
    m.lip_tuck += w * s.lip_tuck;
    m.press += w * s.press;
    total += w;
  }
  if (total <= 0) {
    m = MouthParams{};
  } else {
    for (double* v : {&m.wide, &m.round, &m.teeth, &m.tongue_up, &m.lip_tuck, &m.press}) {
      *v /= total;
    }
  }
  m.open = std::clamp(std::max(acting.acted ? acting.mouth : 0.0, pose_mouth), 0.0, 1.0);
  return m;
}

}  // namespace jt::render
