#include "state.h"

namespace jt::rt {

// Exactly `to` from the glide's end on (ease(1) is 1, but from + (to - from) need not be to).
double Glide::at(double t) const {
  if (!(over > 0) || t >= t0 + over) return to;
  return from + (to - from) * ease(curve, (t - t0) / over);
}

}  // namespace jt::rt
