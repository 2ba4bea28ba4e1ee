// The camera a cartoon's scenes move (docs/CAMERA.md): where it is heading and how, kept by the
// director; the frame's camera is a function of its time and the placements then.
#pragma once

#include <string_view>
#include <vector>

#include "jt/runtime/camera.h"
#include "jt/runtime/curves.h"

namespace jt::rt {

struct RuntimeState;
struct Director;

// Where the camera goes: a fixed frame, a shot of characters (which follows them as they are
// placed), or a zoom on one character's face.
struct CameraTarget {
  enum class Kind { kFixed, kShot, kZoomOn } kind = Kind::kFixed;
  Camera fixed;                      // kFixed
  std::vector<std::string_view> on;  // the block's cast ids (blocks outlive the cartoon)
  ShotSize size = ShotSize::kWide;   // kShot
  double w = 1;                      // kZoomOn: its width
};

// The camera's glide from where it was toward its target (over 0: a cut).
struct CameraMove {
  Camera from;
  CameraTarget target;
  double start = 0, over = 0;
  Ease ease = Ease::kSmooth;
};

struct CameraShake {
  double start = 0, end = 0, amount = 0;
};

// The roll's glide (degrees), apart from the framing: a shot or a pan keeps the roll.
struct CameraRoll {
  double from = 0, to = 0, start = 0, over = 0;
  Ease ease = Ease::kSmooth;
  double at(double t) const;
};

struct CameraState {
  CameraMove move;
  CameraShake shake;
  CameraRoll roll;
};

// The camera at `t`: the move's glide toward its target (a shot framed on the placements at
// `t`, or the director's shot), then the shake and the roll, kept within the stage.
Camera camera_at(const RuntimeState& s, const Director& d, double t);

}  // namespace jt::rt
