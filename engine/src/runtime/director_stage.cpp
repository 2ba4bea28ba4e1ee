// The stage of a cartoon (spec §7.2, §7.6, §7.8): placements, captions, frames, and the public
// calls that start a cartoon and read its plan (their JSON: frame_json.cpp).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "crawl.h"
#include "director.h"
#include "internal.h"
#include "jt/json/number.h"
#include "jt/runtime/camera.h"

namespace jt::rt {
namespace {

// "POINTER: MESSAGE", or the message alone for an error of no block ("stopped at 1 s: ...").
std::string located(const RunError& e) {
  return e.path.empty() ? e.message : e.path + ": " + e.message;
}

Glide constant(double v) {
  return Glide{v, v, 0, 0, Ease::kLinear, 0};
}

// Starts the director of `program` at `now`: a fresh stage, the cast added, the first scene.
void start_director(RuntimeState& s, std::shared_ptr<const Program> program,
                    const std::map<std::string, double>& params, bool planning,
                    std::vector<double> planned_ends) {
  for (const CastEntry& e : program->cast) {
    if (!s.characters.contains(e.id)) {
      auto ch = std::make_unique<Character>();
      ch->id = e.id;
      ch->legs = e.legs;
      s.characters.emplace(e.id, std::move(ch));
      s.character_order.push_back(e.id);
    }
  }
  for (auto& [id, ch] : s.characters) {
    ch->scene_mood.reset();  // no moods on a fresh stage
    ch->lines = 0;
  }
  s.director = std::make_unique<Director>(s.options.seed);
  Director& d = *s.director;
  d.program = program;
  d.planning = planning;
  d.planned_ends = std::move(planned_ends);
  d.t0 = s.now;
  default_placements(s);
  add_crawlers(s);

  auto inst = std::make_unique<Instance>();
  inst->id = s.next_instance++;
  inst->character = &d.stage;
  inst->program = program;
  inst->start = s.now;
  inst->base.resize(program->channels.size());
  inst->script_threads.assign(program->scripts.size(), -1);
  inst->slots.assign(program->slot_count(), 0.0);
  inst->prng = &d.prng;
  d.instance = inst->id;
  Instance& ref = *inst;
  s.instances.emplace(inst->id, std::move(inst));
  for (std::size_t i = 0; i < program->params.size(); ++i) {
    const Param& p = program->params[i];
    auto given = params.find(p.name);
    ref.slots[i] = given != params.end()
                       ? given->second
                       : evaluate(s, ref, p.default_value, s.now, 0, "/params/" + p.name);
  }
  for (std::size_t i = 0; i < program->vars.size(); ++i) {
    ref.slots[program->params.size() + i] = program->vars[i].initial;
  }
  // A first scene pinned later than the cartoon's start starts at its pin; until then no scene
  // runs and the stage is the fresh one (docs/DIRECTOR.md).
  const std::optional<double> first_pin =
      program->scenes.empty() ? std::nullopt : program->scenes.front().at;
  if (first_pin && *first_pin > 0) {
    start_timer(s, Timer::Kind::kPin, 0, d.t0 + *first_pin);
  } else {
    start_scene(s, s.now);
  }
}

}  // namespace

Placement& placement_of(RuntimeState& s, const std::string& who) {
  return s.director->placements[who];
}

// Characters are spread in cast order, then the others: x = (i+1)/(n+1), y 0.92, h 0.5, facing
// +1; nobody is visible until placed, but a cast entry's `at` places it from the start (§7.2).
void default_placements(RuntimeState& s) {
  Director& d = *s.director;
  std::vector<std::string> order;
  for (const CastEntry& e : d.program->cast)
    order.push_back(e.id);
  for (const std::string& id : s.character_order) {
    if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
  }
  const double n = static_cast<double>(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    Placement p;
    p.x = constant((static_cast<double>(i) + 1) / (n + 1));
    p.y = constant(0.92);
    p.h = constant(0.5);
    p.facing = constant(1);
    for (const CastEntry& e : d.program->cast) {
      if (e.id != order[i] || !e.placed) continue;
      if (e.has_x) p.x = constant(e.x);
      if (e.has_y) p.y = constant(e.y);
      if (e.has_h) p.h = constant(e.h);
      if (e.has_facing) p.facing = constant(e.facing);
      p.visible = true;
    }
    d.placements[order[i]] = p;
  }
}

namespace {

// The view a character is shown in when its moves set none (docs/CAMERA.md "Views"): the front
// half way through a turn (its facing gliding from one side to the other), in profile while it
// walks across the stage the way it faces (an enter, an exit, a place gliding it at least
// kWalkDistance), else its scene's view {who, to}, else none (its template's own).
std::string_view stage_view(const Placement& p, double now) {
  constexpr double kTurning = 0.6;  // a facing gliding from one side to the other, half way
  const bool walking = walking_across(p, now) && (p.x.to - p.x.from) * p.facing.at(now) > 0;
  if (std::abs(p.facing.at(now)) < kTurning) return "front";
  return walking ? std::string_view("side") : p.view;
}

// The heights above the feet of a character's spots a scene's reach aims at, in its heights.
double spot_height(std::string_view spot) {
  if (spot == "head") return 0.85;
  if (spot == "hip") return 0.45;
  if (spot == "feet") return 0.03;
  if (spot == "mouth") return 0.47;  // a bite: the hand low before the body, the food at the mouth
  return 0.6;                        // chest
}

// Hands reaching for another character (docs/CAMERA.md "Reaching for a character"): each aims
// from its own chest at the other's spot where both stand now, as the chest spot moved by an
// offset (fractions of its height, spec §8.1), which the renderer follows as far as the arm
// reaches. A move's own reach of the same hand wins.
void add_scene_reaches(const RuntimeState& s, const Placement& p, CharacterFrame& c) {
  const Director& d = *s.director;
  for (const SceneReach& r : p.reaches) {
    const double w = std::clamp(r.weight(s.now), 0.0, 1.0);
    const std::string limb = r.side < 0 ? "hand:-1" : "hand:1";
    const auto other = d.placements.find(r.at);
    if (!(w > 0) || other == d.placements.end() || !(c.h > 0) ||
        std::ranges::find(c.pose.reach, limb, &ReachValue::limb) != c.pose.reach.end()) {
      continue;
    }
    const Placement& q = other->second;
    const double aspect = s.options.aspect;
    const double qh = q.h.at(s.now);
    double qx = q.x.at(s.now);
    const auto legs = s.characters.find(r.at);
    if (r.spot == "head" && legs != s.characters.end() && legs->second->legs == 4) {
      qx += (q.facing.at(s.now) < 0 ? -1 : 1) * kFourLeggedHeadAhead * qh / aspect;
    }
    // A hand brought to its own mouth comes a little in front of the face.
    const double ahead = r.at == c.id ? 0.12 : (qx - c.x) * aspect / c.h * (c.facing < 0 ? -1 : 1);
    const double up = ((c.y - 0.6 * c.h) - (q.y.at(s.now) - spot_height(r.spot) * qh)) / c.h;
    // Seen from the front the offset is outward for each hand; in profile, toward its front.
    const auto self = s.characters.find(c.id);
    const bool profile = c.pose.view ? *c.pose.view == "side"
                                     : self != s.characters.end() && self->second->legs == 4;
    c.pose.reach.push_back(
        {.limb = limb, .spot = "chest", .dx = profile ? ahead : ahead * r.side, .dy = up, .w = w});
  }
}

// A placed character's horizontal track (CharacterFrame::track_dx) on the screen: its moves' dx
// turned the way it faces, plus its place's glide across the stage in px at 1080 lines, at each
// of the track's times (a glide planned ahead shows; one that starts later does not).
void add_place_track(const RuntimeState& s, const Placement& p, CharacterFrame& c) {
  for (std::size_t i = 0; i < kTrackSamples; ++i) {
    const double t = s.now + (static_cast<double>(i) - kTrackSteps) * kTrackStep;
    const double across = p.x.at(t) * 1080 * s.options.aspect;
    const double dx = (p.facing.at(t) < 0 ? -1 : 1) * c.track_dx[i] + across;
    c.track_dx[i] = std::isfinite(dx) ? dx : 0.0;
  }
}

}  // namespace

std::vector<Stood> standing(const Director& d, double now) {
  std::vector<Stood> stood;
  stood.reserve(d.placements.size());
  for (const auto& [id, p] : d.placements) {
    stood.push_back({id, p.x.at(now), p.y.at(now), p.h.at(now)});
  }
  return stood;
}

// The latest-started caption still showing: a caption block or a line (spec §7.6). Captions
// whose time is up are forgotten here.
const std::string* caption_at(RuntimeState& s, double t, const std::vector<Stood>** stood) {
  prune_captions(s, t);
  const Director& d = *s.director;
  const std::string* text = nullptr;
  double latest = -kInfinity;
  for (const Caption& c : d.captions) {
    if (c.start <= t && c.start >= latest) {
      latest = c.start;
      text = &c.text;
      if (stood != nullptr) *stood = &c.stood;
    }
  }
  for (const Line& line : d.lines) {
    if (line.live && line.start <= t && t < line.end && line.start >= latest) {
      latest = line.start;
      text = &line.block->text;
      if (stood != nullptr) *stood = &line.stood;
    }
  }
  return text;
}

std::string seconds(double t) {
  return json::format_number(t);
}

std::string amounts(double done, double total) {
  // 3 decimals, more when 3 would print two different amounts alike ("0.3 of 0.3001").
  auto fixed = [](double v, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    std::string text = buffer;
    if (text.find('.') != std::string::npos) {
      while (text.back() == '0')
        text.pop_back();
      if (text.back() == '.') text.pop_back();
    }
    return text;
  };
  int decimals = 3;
  while (decimals < 17 && done != total && fixed(done, decimals) == fixed(total, decimals)) {
    ++decimals;
  }
  return fixed(done, decimals) + " of " + fixed(total, decimals);
}

CartoonStart Runtime::start_cartoon(std::shared_ptr<const Program> cartoon,
                                    const std::map<std::string, double>& params) {
  RuntimeState& s = *state_;
  if (s.director && !s.director->ended) {
    return {false, "a cartoon is running: one cartoon at a time"};
  }
  if (cartoon == nullptr || cartoon->kind == ProgramKind::kBehaviour) {
    return {false, "start_cartoon takes a scene or a cartoon program"};
  }
  for (const CastEntry& e : cartoon->cast) {
    if (!e.creature_pack.empty() && !s.options.creatures.contains(e.id)) {
      return {false, "cast member \"" + e.id + "\": no creature pack \"" + e.creature_pack +
                         "\" was given to the runtime"};
    }
  }
  // The plan: the director alone on a twin runtime, stepping on the cartoon's own frames.
  Runtime twin(s.options);
  RuntimeState& p = *twin.state_;
  p.now = s.now;
  p.globals = s.globals;
  for (const std::string& id : s.character_order) {
    auto ch = std::make_unique<Character>();
    ch->id = id;
    ch->legs = s.characters.at(id)->legs;
    p.characters.emplace(id, std::move(ch));
    p.character_order.push_back(id);
  }
  start_director(p, cartoon, params, true, {});
  const double t0 = s.now;
  // The plan runs at most as many events as one step may: a loop with a near-zero wait would
  // otherwise plan for minutes (a whole 10-minute cartoon of lines and captions is 150,000).
  const std::uint64_t budget = s.options.max_events_per_step;
  for (long k = 1; !p.director->ended && p.errors.empty(); ++k) {
    const double t = t0 + static_cast<double>(k) / s.options.fps;
    if (t - t0 > s.options.max_duration) break;
    if (s.options.interrupted && s.options.interrupted()) return {false, "interrupted"};
    twin.step_to(t);
    if (p.halted && p.errors.empty()) return {false, "interrupted"};
    // A step that ran out of its own budget says so (its error, below) before the plan's does.
    if (p.errors.empty() && p.events_run > budget && !p.director->ended) {
      return {false, "the plan stopped after " + std::to_string(p.events_run) + " events at " +
                         json::format_number(t - t0) +
                         " s (a loop whose wait or glide is nearly 0 s?)"};
    }
  }
  if (!p.errors.empty()) {
    return {false, located(p.errors.front())};
  }
  s.timeline = std::move(p.timeline);
  s.warnings = std::move(p.warnings);
  s.duration = p.director->ended ? std::optional<double>(p.director->end_time - t0) : std::nullopt;
  std::vector<double> ends = std::move(p.director->planned_ends);
  // Measured by the plan, used by the run: this cartoon's models only (a model of an earlier
  // cartoon may be gone, and its address another's now).
  s.crawl_speeds = std::move(p.crawl_speeds);
  const std::size_t errors_before = s.errors.size();
  start_director(s, cartoon, params, false, std::move(ends));
  if (s.errors.size() != errors_before) {
    const RunError& e = s.errors[errors_before];
    s.director->ended = true;  // no cartoon is left running
    return {false, located(e)};
  }
  // How it is shot: the option, else the file's own "camera".
  CameraMode mode = s.options.camera;
  if (mode == CameraMode::kAsWritten && cartoon->camera == "auto") mode = CameraMode::kAuto;
  if (mode == CameraMode::kAsWritten && cartoon->camera == "fixed") mode = CameraMode::kFixed;
  s.director->fixed_camera = mode == CameraMode::kFixed;
  if (mode == CameraMode::kAuto) {
    s.director->shots = direct_shots(s.timeline, cartoon->cast,
                                     s.duration ? t0 + *s.duration : t0 + s.options.max_duration);
  }
  return {true, {}};
}

const std::vector<DirectedShot>& Runtime::shots() const {
  static const std::vector<DirectedShot> none;
  return state_->director ? state_->director->shots : none;
}

std::size_t Runtime::director_live_items() const {
  const Director* d = state_->director.get();
  if (d == nullptr) return 0;
  return d->captions.size() + d->hidden.size() + d->lines.size() + d->behaviours.size();
}

const std::vector<TimelineRecord>& Runtime::timeline() const {
  return state_->timeline;
}
std::optional<double> Runtime::duration() const {
  return state_->duration;
}
const std::vector<std::string>& Runtime::warnings() const {
  return state_->warnings;
}

Frame Runtime::frame() {
  Frame f;
  frame_into(f);
  return f;
}

// Assigns into `f` field by field, so a frame reused from one step to the next keeps its strings'
// and vectors' storage: a render loop draws thousands of frames without allocating.
void Runtime::frame_into(Frame& f) {
  RuntimeState& s = *state_;
  f.t = s.now;
  Director* d = s.director.get();
  const auto assign = [](std::optional<std::string>& to, const std::string* from) {
    if (from == nullptr) {
      to.reset();
    } else if (to) {
      *to = *from;
    } else {
      to.emplace(*from);
    }
  };
  const std::vector<Stood>* stood = nullptr;
  if (d != nullptr) {
    assign(f.scene, d->ended || !d->started ? nullptr : &d->program->scenes[d->scene].name);
    assign(f.place, d->place);
    f.background = *d->background;
    f.grade = *d->grade;
    assign(f.caption, d->ended ? nullptr : caption_at(s, s.now, &stood));
    f.camera = camera_at(s, *d, s.now);
    props_into(*d, s.now, f.props);
  } else {
    f.props.clear();
    f.camera = {};
    f.scene.reset();
    f.place.reset();
    f.background.clear();
    f.grade = "normal";
    f.caption.reset();
  }
  const double n = static_cast<double>(s.character_order.size());
  f.characters.resize(s.character_order.size());
  for (std::size_t i = 0; i < s.character_order.size(); ++i) {
    const std::string& id = s.character_order[i];
    CharacterFrame& c = f.characters[i];
    c.id = id;
    if (d != nullptr && d->placements.contains(id)) {
      const Placement& p = d->placements.at(id);
      c.x = p.x.at(s.now);
      c.y = p.y.at(s.now);
      c.h = p.h.at(s.now);
      c.facing = p.facing.at(s.now);
      c.visible = p.visible;
      // Where it stood when the caption began; one placed since was off the stage then.
      c.caption_x = c.x;
      c.caption_y = c.y;
      c.caption_h = c.h;
      if (f.caption && stood != nullptr) {
        const auto then = std::find_if(stood->begin(), stood->end(),
                                       [&](const Stood& st) { return st.id == id; });
        if (then != stood->end()) {
          c.caption_x = then->x;
          c.caption_y = then->y;
          c.caption_h = then->h;
        } else {
          c.caption_x = -1;  // off the stage: it keeps clear of nothing
        }
      }
    } else {
      // Without a cartoon every character is visible at its default placement.
      c.x = (static_cast<double>(i) + 1) / (n + 1);
      c.y = 0.92;
      c.h = 0.5;
      c.facing = 1;
      c.visible = d == nullptr;
      c.caption_x = c.x;
      c.caption_y = c.y;
      c.caption_h = c.h;
    }
    // The track first: the pose's combination is the last, at now.
    sample_track(s, *s.characters.at(id), s.now, c);
    if (d != nullptr && d->placements.contains(id) && crawler_of(s, id) == nullptr)
      add_place_track(s, d->placements.at(id), c);
    pose_into(id, c.pose);
    const MoodWrite* mood = shown_mood(s, *s.characters.at(id));
    c.mood_since = mood != nullptr ? mood->since : 0;
    c.mood_before = mood != nullptr ? mood->before : std::string();
    c.talking = s.characters.at(id)->talking;
    c.line = s.characters.at(id)->line;
    const Crawler* crawler = d != nullptr ? crawler_of(s, id) : nullptr;
    if (crawler != nullptr) {
      crawler_frame(*crawler, s.options.aspect, c);
    } else {
      c.creature.reset();
      if (d != nullptr && !c.pose.view && d->placements.contains(id)) {
        const std::string_view shown = stage_view(d->placements.at(id), s.now);
        if (!shown.empty()) c.pose.view.emplace(shown);
      }
      if (d != nullptr && d->placements.contains(id)) {
        const Placement& p = d->placements.at(id);
        add_stage_walk(s, p, *s.characters.at(id), c.pose);
        add_scene_reaches(s, p, c);
      }
    }
  }
}

}  // namespace jt::rt
