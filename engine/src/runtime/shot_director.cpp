// The shot list of a planned cartoon (docs/DIRECTOR.md "How the camera chooses"): a wide shot to
// establish each scene and while characters come and go; on each line the speaker, closer on
// their later lines, both speakers while they trade quick lines, a listener's reaction in a long
// line; cuts only, none shorter than a second. A scene with camera blocks keeps its own.
#include "jt/runtime/shot_director.h"

#include <algorithm>
#include <map>
#include <set>

namespace jt::rt {
namespace {

constexpr double kQuickLine = 2.0;  // a line this short, answered this fast, is a trade
constexpr double kQuickAnswer = 0.6;
constexpr double kLongLine = 4.0;   // a line this long gets a reaction shot
constexpr double kReaction = 1.5;   // how long the reaction shot holds
constexpr double kCloseLine = 3.0;  // a line this long is a close-up
constexpr double kQuietGap = 2.0;   // nobody speaking this long: back to the wide shot
constexpr double kLingering = 0.5;  // a shot may outlast its reason by this much

// The blocks that frame a scene themselves. A roll is not one: it tilts whatever is shot, so the
// director still shoots a scene that only rolls.
bool is_camera_record(std::string_view kind) {
  return kind == "shot" || kind == "zoom" || kind == "pan" || kind == "shake";
}

// A shot the director would like from `t`, that means nothing after `until`.
struct Wish {
  double t = 0, until = 0;
  std::vector<std::string> on;
  ShotSize size = ShotSize::kWide;
};

// Who is on stage when, from the records: the cast placed from the start, then place and enter
// put a character on, an exit takes it off when it lands.
class OnStage {
 public:
  explicit OnStage(const std::vector<CastEntry>& cast) {
    for (const CastEntry& e : cast) {
      if (e.placed) on_.insert(e.id);
    }
  }
  void see(const TimelineRecord& r) {
    const std::string who(r.who);
    if (r.kind == "place" || r.kind == "enter") {
      on_.insert(who);
      exits_.erase(who);
    } else if (r.kind == "exit") {
      exits_[who] = r.t + r.dur;
    }
  }
  bool visible(const std::string& who, double t) const {
    if (!on_.contains(who)) return false;
    const auto exit = exits_.find(who);
    return exit == exits_.end() || t < exit->second;
  }
  // The others on stage at `t`, in name order.
  std::vector<std::string> others(const std::string& who, double t) const {
    std::vector<std::string> out;
    for (const std::string& id : on_) {
      if (id != who && visible(id, t)) out.push_back(id);
    }
    return out;
  }

 private:
  std::set<std::string> on_;
  std::map<std::string, double> exits_;
};

// The wishes of one scene's records [first, last).
std::vector<Wish> scene_wishes(const std::vector<TimelineRecord>& timeline, std::size_t first,
                               std::size_t last, double start, double end, OnStage& stage) {
  std::vector<Wish> wishes{{start, end, {}, ShotSize::kWide}};
  std::map<std::string, int> lines_by;
  const TimelineRecord* previous_line = nullptr;
  for (std::size_t i = first; i < last; ++i) {
    const TimelineRecord& r = timeline[i];
    stage.see(r);
    if (r.kind == "enter" || r.kind == "exit") {
      wishes.push_back({r.t, r.t + std::max(r.dur, kShortestShot), {}, ShotSize::kWide});
      continue;
    }
    // A hand-over is seen whole (docs/PROPS.md): both in one shot from a second before it, as
    // the hands go out, to its end.
    if (r.kind == "give" && stage.visible(std::string(r.who), r.t) &&
        stage.visible(std::string(r.side), r.t)) {
      std::vector<std::string> both{std::string(r.who), std::string(r.side)};
      std::sort(both.begin(), both.end());
      wishes.push_back(
          {std::max(start, r.t - kShortestShot), r.t + r.dur, both, ShotSize::kMedium});
      continue;
    }
    if (r.kind != "say" || !(r.dur > 0)) continue;
    const std::string who(r.who);
    if (!stage.visible(who, r.t)) continue;  // a voice off: the picture stays as it is
    const double line_end = r.t + r.dur;
    const bool trade = previous_line != nullptr && previous_line->who != r.who &&
                       r.t - (previous_line->t + previous_line->dur) <= kQuickAnswer &&
                       previous_line->dur < kQuickLine && r.dur < kQuickLine &&
                       stage.visible(std::string(previous_line->who), r.t);
    if (trade) {
      std::vector<std::string> both{std::string(previous_line->who), who};
      std::sort(both.begin(), both.end());
      // It holds into the answer: a trade of quick lines is one shot, not a cut a line.
      wishes.push_back({r.t, line_end + kShortestShot, both, ShotSize::kMedium});
    } else {
      const bool close = lines_by[who] > 0 || r.dur >= kCloseLine;
      wishes.push_back({r.t, line_end, {who}, close ? ShotSize::kClose : ShotSize::kMedium});
      const std::vector<std::string> listeners = stage.others(who, r.t);
      if (r.dur >= kLongLine && !listeners.empty()) {
        // The one who spoke last listens, else the first on stage.
        std::string listener = listeners.front();
        if (previous_line != nullptr &&
            std::ranges::find(listeners, std::string(previous_line->who)) != listeners.end()) {
          listener = std::string(previous_line->who);
        }
        const double react = r.t + r.dur / 2;
        wishes.push_back({react, react + kReaction, {listener}, ShotSize::kClose});
        wishes.push_back({react + kReaction, line_end, {who}, ShotSize::kClose});
      }
    }
    ++lines_by[who];
    // A long quiet after the line: the wide shot again.
    const TimelineRecord* next = nullptr;
    for (std::size_t j = i + 1; j < last && next == nullptr; ++j) {
      if (timeline[j].kind == "say") next = &timeline[j];
    }
    const double quiet_until = next != nullptr ? next->t : end;
    if (quiet_until - line_end >= kQuietGap) {
      wishes.push_back({line_end, quiet_until, {}, ShotSize::kWide});
    }
    previous_line = &r;
  }
  std::stable_sort(wishes.begin(), wishes.end(),
                   [](const Wish& a, const Wish& b) { return a.t < b.t; });
  return wishes;
}

bool same_framing(const DirectedShot& shot, const Wish& wish) {
  return !shot.as_written && shot.on == wish.on && shot.size == wish.size;
}

}  // namespace

std::vector<DirectedShot> direct_shots(const std::vector<TimelineRecord>& timeline,
                                       const std::vector<CastEntry>& cast, double end) {
  std::vector<DirectedShot> shots;
  OnStage stage(cast);
  // Each scene's records: from its scene record to the next one.
  std::vector<std::size_t> scenes;
  for (std::size_t i = 0; i < timeline.size(); ++i) {
    if (timeline[i].kind == "scene") scenes.push_back(i);
  }
  for (std::size_t k = 0; k < scenes.size(); ++k) {
    const std::size_t first = scenes[k] + 1;
    const std::size_t last = k + 1 < scenes.size() ? scenes[k + 1] : timeline.size();
    const double start = timeline[scenes[k]].t;
    const double scene_end = std::min(end, start + timeline[scenes[k]].dur);
    const bool written =
        std::any_of(timeline.begin() + static_cast<std::ptrdiff_t>(first),
                    timeline.begin() + static_cast<std::ptrdiff_t>(last),
                    [](const TimelineRecord& r) { return is_camera_record(r.kind); });
    if (written) {
      for (std::size_t i = first; i < last; ++i)
        stage.see(timeline[i]);
      shots.push_back({.t = start, .as_written = true});
      continue;
    }
    const std::size_t scene_first = shots.size();
    for (const Wish& wish : scene_wishes(timeline, first, last, start, scene_end, stage)) {
      double t = wish.t;
      if (shots.size() > scene_first) {
        const DirectedShot& last_shot = shots.back();
        if (same_framing(last_shot, wish)) continue;
        // No shot shorter than a second; the establishing one holds longer.
        const double shortest = shots.size() == scene_first + 1 ? kEstablishingShot : kShortestShot;
        t = std::max(t, last_shot.t + shortest);
      }
      // A wish that could not be shown for a second before it means nothing (a moment after a
      // line, its speaker still is) is dropped.
      if (shots.size() > scene_first &&
          t + kShortestShot > std::min(wish.until + kLingering, scene_end)) {
        continue;
      }
      shots.push_back({.t = t, .on = wish.on, .size = wish.size});
    }
  }
  for (std::size_t i = 0; i < shots.size(); ++i) {
    shots[i].dur = (i + 1 < shots.size() ? shots[i + 1].t : end) - shots[i].t;
  }
  return shots;
}

json::Value shot_to_json(const DirectedShot& shot) {
  json::Object o;
  o.set("t", shot.t);
  o.set("dur", shot.dur);
  if (shot.as_written) {
    o.set("camera", "as written");
    return o;
  }
  json::Array on;
  for (const std::string& id : shot.on)
    on.push_back(id);
  o.set("on", std::move(on));
  o.set("size", shot_size_name(shot.size));
  return o;
}

}  // namespace jt::rt
