#include "plan_json.h"

#include <string>

#include "jt/runtime/frame.h"

namespace jt::cmd {

json::Value plan_json(const rt::Runtime& rt, bool summary) {
  json::Object out;
  out.set("duration", rt.duration() ? json::Value(*rt.duration()) : json::Value());
  if (summary) {
    // The count of records by kind, in the order each kind first appears.
    json::Object counts;
    for (const rt::TimelineRecord& r : rt.timeline()) {
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
    for (const rt::TimelineRecord& r : rt.timeline())
      timeline.push_back(rt::record_to_json(r));
    out.set("timeline", std::move(timeline));
  }
  // The director's shots, when it shoots the cartoon (docs/CAMERA.md).
  if (!rt.shots().empty()) {
    json::Array shots;
    for (const rt::DirectedShot& shot : rt.shots())
      shots.push_back(rt::shot_to_json(shot));
    out.set("shots", std::move(shots));
  }
  json::Array warnings;
  for (const std::string& w : rt.warnings())
    warnings.push_back(w);
  out.set("warnings", std::move(warnings));
  return out;
}

}  // namespace jt::cmd
