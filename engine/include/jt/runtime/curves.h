// The pure functions of time behind the motions and glides (spec §3): wave shapes, eases, the
// studio hop curve and the walk cycle. Angles in radians here; callers convert.
#pragma once

#include <optional>
#include <string_view>

namespace jt::rt {

enum class WaveShape { kSin, kCos, kAbsSin, kPosSin, kDampSin, kSquare, kSaw, kTri };
enum class Ease { kLinear, kSmooth, kIn, kOut, kSnappy };  // "inout" is kSmooth

std::optional<WaveShape> wave_shape_from_name(std::string_view name);
std::optional<Ease> ease_from_name(std::string_view name);

// The shape at phase x (radians), before amp and offset. kDampSin here is plain sin: its decay
// needs the motion's clock and is applied by the motion.
double wave_shape(WaveShape shape, double x);

// u in 0..1 to the eased fraction; ease(0) = 0 and ease(1) = 1 exactly for every ease.
double ease(Ease e, double u);

// The hop curve at cyc = (t·hz) mod 1 for a hop `amp` px high (spec §3 "hop"): dy in 1080p px
// (down positive, so up is negative), sx and sy factors.
struct HopSample {
  double dy;
  double sx;
  double sy;
};
// Its height is expr::fn::hopair, the same function formulas call.
HopSample hop_curve(double cyc, double amp);

// One leg of the walk cycle at phase p in 0..1 (spec §3 "gait"), angles in degrees.
struct LegAngles {
  double thigh;
  double shin;
};
LegAngles walk_leg(double p, double stride, double give, double bend);

}  // namespace jt::rt
