#include "jt/lipsync/face_acting.h"

#include <algorithm>

namespace jt::lipsync {

DrawnMouth drawn_mouth(const FaceActing& acting, double pose_mouth) {
  DrawnMouth m{.open = std::max(acting.mouth, pose_mouth)};
  double most = 0;
  for (std::size_t i = 0; i < kMouthShapes; ++i) {
    if (acting.shapes[i] > most) {
      most = acting.shapes[i];
      m.shape = static_cast<MouthShape>(i);
    }
  }
  return m;
}

}  // namespace jt::lipsync
