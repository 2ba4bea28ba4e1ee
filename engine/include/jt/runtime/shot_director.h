// The director that shoots a cartoon's dialogue (docs/DIRECTOR.md "How the camera chooses"): a
// shot list chosen from the plan alone, so every frame still depends only on its time.
#pragma once

#include <string>
#include <vector>

#include "jt/program/program.h"
#include "jt/runtime/camera.h"
#include "jt/runtime/frame.h"

namespace jt::rt {

// How a cartoon is shot: as its file says (its "camera" field, else its camera blocks alone),
// by the director (auto: shots and cuts for scenes without camera blocks), or fixed (the wide
// shot always, camera blocks and all: the picture before the camera existed).
enum class CameraMode { kAsWritten, kAuto, kFixed };

// One shot of the list, from `t` (runtime seconds) for `dur`: `on` framed at `size` (none: the
// wide shot), or the scene's own camera blocks (`as_written`).
struct DirectedShot {
  double t = 0, dur = 0;
  std::vector<std::string> on;
  ShotSize size = ShotSize::kWide;
  bool as_written = false;
  bool operator==(const DirectedShot&) const = default;
};

// The shortest shot the director cuts to, and how long a scene's establishing shot holds.
inline constexpr double kShortestShot = 1.0;
inline constexpr double kEstablishingShot = 1.0;

// The shots of a planned cartoon: `timeline` its records (spec §7.7), `cast` its cast (who is
// placed from the start), `end` when it ends (runtime seconds).
std::vector<DirectedShot> direct_shots(const std::vector<TimelineRecord>& timeline,
                                       const std::vector<CastEntry>& cast, double end);

// {t, dur, on, size} or {t, dur, camera: "as written"}, for `plan`.
json::Value shot_to_json(const DirectedShot& shot);

}  // namespace jt::rt
