#include "jt/runtime/plan_json.h"

#include <string>

#include "jt/runtime/frame.h"
#include "jt/runtime/shot_director.h"

namespace jt::rt {

json::Value plan_json(const Runtime& rt, bool summary) {
  json::Object out;
  out.set("duration", rt.duration() ? json::Value(*rt.duration()) : json::Value());
  if (summary) {
    // The count of records by kind, in the order each kind first appears.
    json::Object counts;
    for (const TimelineRecord& r : rt.timeline()) {
      json::Value* n = counts.find(r.kind);
      if (n == nullptr) {
        counts.set(std::string(r.kind), 1);
      } else {
        *n = json::Value(n->as_number() + 1);
      }
    }
    out.set("records", std::move(counts));
  } else {
    json::Array timeline;
    for (const TimelineRecord& r : rt.timeline())
      timeline.push_back(record_to_json(r));
    out.set("timeline", std::move(timeline));
  }
  // The director's shots, when it shoots the cartoon (docs/CAMERA.md).
  if (!rt.shots().empty()) {
    json::Array shots;
    for (const DirectedShot& shot : rt.shots())
      shots.push_back(shot_to_json(shot));
    out.set("shots", std::move(shots));
  }
  json::Array warnings;
  for (const std::string& w : rt.warnings())
    warnings.push_back(w);
  out.set("warnings", std::move(warnings));
  return out;
}

}  // namespace jt::rt
