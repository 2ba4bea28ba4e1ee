// The props' scene blocks (docs/PROPS.md): put, hold, give, drop, eat, use and remove, run by a
// director thread. A prop's holder and bites are a history, so a hand-over or a bite that lands
// later than its block shows at its own time; its place in a hand is the renderer's, which knows
// where the hand is drawn.
#include <algorithm>
#include <cmath>

#include "crawl.h"
#include "director.h"
#include "internal.h"
#include "jt/diagnostic_codes.h"

namespace jt::rt {

double SceneReach::weight(double now) const {
  const double reached = w.at(now);
  if (!(now >= let_go_at)) return reached;
  if (!(let_go_over > 0)) return 0;
  const double u = std::clamp((now - let_go_at) / let_go_over, 0.0, 1.0);
  return w.at(let_go_at) * (1 - u * u * (3 - 2 * u));  // smooth, as a reach's own ease
}

namespace {

// The longest the hand takes to go back after a hand-over.
constexpr double kLetGoSeconds = 0.4;
// Two characters are within reach for a hand-over while their feet are at most 0.45 of their
// heights' sum apart (0.25 of a 16:9 stage's width for two 0.5 tall); farther apart, the giver
// first walks up to 0.4 of that sum, at a walk's pace: a height a second, half a second at least.
constexpr double kWithinReach = 0.45, kHandOverGap = 0.4;
constexpr double kWalkHeightsPerSecond = 1.0, kShortestStep = 0.5;
// A four-legged taker takes the prop in its mouth: the giver reaches for its head, about 0.8 of
// its height ahead of its middle (the engine's stage model; the drawing's head may be longer).
constexpr double kMouthAhead = 0.8;

bool four_legged(const RuntimeState& s, const std::string& who) {
  const auto it = s.characters.find(who);
  return it != s.characters.end() && it->second->legs == 4;
}
// How far beside the feet a dropped prop lands: about where the hand hangs, in heights.
constexpr double kDropBeside = 0.18;
// A dropped prop falls from about where a hanging hand holds it (its foot 0.4 of the character's
// height above the ground) to the ground in 0.35 s: the time a thing takes to fall that far when
// a character is about 1.7 m tall (sqrt(2 × 0.4 × 1.7 m / 9.8 m/s²) ≈ 0.37 s).
constexpr double kDropFrom = 0.4;
constexpr double kDropSeconds = 0.35;

StageProp* prop_named(Director& d, std::string_view name) {
  for (StageProp& p : d.props) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

StageProp* prop_on_stage(RuntimeState& s, const std::string& name, const std::string& path) {
  StageProp* p = prop_named(director(s), name);
  if (p != nullptr && p->visible) return p;
  record_error(s, Code::kUnknownProp, path,
               "\"" + name + "\" is not on the stage: put it there first (a put block)");
  return nullptr;
}

// Who holds `p` at `now`: the last hand-over by then, or null when nobody does.
const PropHandoff* holder_at(const StageProp& p, double now) {
  const PropHandoff* last = nullptr;
  for (const PropHandoff& h : p.held) {
    if (h.t <= now) last = &h;
  }
  return last != nullptr && !last->holder.empty() ? last : nullptr;
}

// The hand of `who` on the side of `other`, as it is drawn (its own right is +x facing right).
int hand_toward(RuntimeState& s, const std::string& who, const std::string& other, double now) {
  const Placement& p = placement_of(s, who);
  const Placement& q = placement_of(s, other);
  const double across = (q.x.at(now) - p.x.at(now)) * (p.facing.at(now) < 0 ? -1 : 1);
  return across < 0 ? -1 : 1;
}

// `who`'s hand `side` reaches for `at`'s `spot` over `over` and lets go from `let_go_at`.
void reach_and_let_go(RuntimeState& s, const std::string& who, int side, const std::string& at,
                      std::string_view spot, double now, double over, double let_go_at,
                      double let_go_over) {
  Placement& p = placement_of(s, who);
  auto it = std::ranges::find(p.reaches, side, &SceneReach::side);
  if (it == p.reaches.end()) it = p.reaches.insert(p.reaches.end(), SceneReach{.side = side});
  it->w = Glide{it->weight(now), 1, now, over, Ease::kSmooth, 0};
  it->at = at;
  it->spot = spot;
  it->let_go_at = let_go_at;
  it->let_go_over = let_go_over;
}

// Seconds a block's `over` says, never negative nor unbounded.
double seconds_of(RuntimeState& s, Instance& inst, const Num& over, double now,
                  const std::string& path) {
  const double v = evaluate(s, inst, over, now, 0, path);
  return std::isfinite(v) ? std::clamp(v, 0.0, 3600.0) : 0.0;
}

TimelineRecord* prop_record(RuntimeState& s, double now, const PropBlock& b) {
  TimelineRecord* r = add_record(s, now, b.op);
  if (r != nullptr) {
    r->who = b.who;
    r->text = b.prop;
  }
  return r;
}

SceneStep put(RuntimeState& s, Instance& inst, const Block& block, const PropBlock& b, double now) {
  Director& d = director(s);
  const StageProp* base = nullptr;
  if (!b.on.empty() && (base = prop_on_stage(s, b.on, block.path + "/on")) == nullptr) return {};
  const auto number = [&](const std::optional<Num>& n, double fallback) {
    if (!n) return fallback;
    const double v = evaluate(s, inst, *n, now, 0, block.path);
    return std::isfinite(v) ? v : fallback;
  };
  StageProp put{.name = b.prop, .pack = b.pack, .on = b.on, .text = b.text};
  put.x = std::clamp(number(b.x, base != nullptr ? base->x : 0.5), -1.0, 2.0);
  put.y = std::clamp(number(b.y, 0.92), -1.0, 2.0);
  put.size = std::clamp(number(b.size, 1), 0.01, 20.0);
  if (TimelineRecord* r = prop_record(s, now, b)) {
    r->side = b.on;
    if (b.x) r->set_number(TimelineRecord::kX, put.x);
    if (b.y) r->set_number(TimelineRecord::kY, put.y);
  }
  if (StageProp* old = prop_named(d, b.prop)) {
    *old = std::move(put);  // put again: the same prop, moved and whole
  } else {
    d.props.push_back(std::move(put));
  }
  return {};
}

SceneStep hold(RuntimeState& s, const Block& block, const PropBlock& b, double now) {
  if (find_character(s, b.who, block.path) == nullptr) return {};
  StageProp* p = prop_on_stage(s, b.prop, block.path);
  if (p == nullptr) return {};
  p->held.push_back({now, b.who, b.hand});
  p->on = {};
  if (TimelineRecord* r = prop_record(s, now, b)) r->side = b.hand < 0 ? "left hand" : "right hand";
  return {};
}

// `p` is held by `who` at `now`, else an error at the block.
const PropHandoff* held_by(RuntimeState& s, const StageProp& p, const std::string& who, double now,
                           const std::string& path) {
  const PropHandoff* h = holder_at(p, now);
  if (h != nullptr && h->holder == who) return h;
  record_error(s, Code::kUnknownProp, path,
               "\"" + who + "\" does not hold \"" + std::string(p.name) +
                   "\": a hold {who, prop} block gives it to them first");
  return nullptr;
}

// A giver too far from the taker for a hand-over walks up to them first (its placement glides, so
// it steps as it goes; a creature crawls at its own pace): how long that takes, 0 when within
// reach already.
double step_within_reach(RuntimeState& s, const std::string& giver, const std::string& taker,
                         double now) {
  Placement& g = placement_of(s, giver);
  const Placement& t = placement_of(s, taker);
  const double aspect = s.options.aspect;
  const double gx = g.x.at(now), heights = g.h.at(now) + t.h.at(now);
  double tx = t.x.at(now);  // where the prop is taken: a four-legged taker's mouth, ahead of it
  if (four_legged(s, taker)) {
    tx += (t.facing.at(now) < 0 ? -1 : 1) * kMouthAhead * t.h.at(now) / aspect;
  }
  const double gap = std::abs(tx - gx) * aspect;  // in stage heights
  if (!(gap > kWithinReach * heights) || !(g.h.at(now) > 0)) return 0;
  const double to = tx + (gx < tx ? -1 : 1) * kHandOverGap * heights / aspect;
  double over =
      std::max(kShortestStep, std::abs(to - gx) * aspect / g.h.at(now) / kWalkHeightsPerSecond);
  if (const Crawler* c = crawler_of(s, giver))
    over = crawl_seconds(s, *c, gx, g.y.at(now), to, g.y.at(now));
  if (!std::isfinite(over)) return 0;
  g.x = Glide{gx, to, now, over, Ease::kSmooth, s.next_glide_token++};
  return over;
}

SceneStep give(RuntimeState& s, Instance& inst, const Block& block, const PropBlock& b,
               double now) {
  if (find_character(s, b.who, block.path) == nullptr ||
      find_character(s, b.to, block.path) == nullptr) {
    return {};
  }
  StageProp* p = prop_on_stage(s, b.prop, block.path);
  if (p == nullptr) return {};
  const PropHandoff* from = held_by(s, *p, b.who, now, block.path);
  if (from == nullptr) return {};
  const int giving = from->hand, taking = hand_toward(s, b.to, b.who, now);
  // The giver steps up first when they stand too far apart; then both reach toward each other's
  // chest, the prop changes hands when they meet, and both let go.
  const double walk = step_within_reach(s, b.who, b.to, now);
  const double reach = seconds_of(s, inst, b.over, now, block.path);
  const double meet = now + walk + reach;
  // A four-legged taker takes it in its mouth (docs/PROPS.md): the giver's hand goes to its head.
  const bool mouth = four_legged(s, b.to);
  reach_and_let_go(s, b.who, giving, b.to, mouth ? "head" : "chest", now + walk, reach, meet,
                   kLetGoSeconds);
  if (!mouth) {
    reach_and_let_go(s, b.to, taking, b.who, "chest", now + walk, reach, meet, kLetGoSeconds);
  }
  p->held.push_back({meet, b.to, taking});
  if (TimelineRecord* r = prop_record(s, now, b)) {
    r->side = b.to;
    r->dur = walk + reach;
  }
  if (!(meet > now)) return {};
  return {.wait_until = meet};
}

SceneStep drop(RuntimeState& s, const Block& block, const PropBlock& b, double now) {
  if (find_character(s, b.who, block.path) == nullptr) return {};
  StageProp* p = prop_on_stage(s, b.prop, block.path);
  if (p == nullptr) return {};
  const PropHandoff* h = held_by(s, *p, b.who, now, block.path);
  if (h == nullptr) return {};
  const Placement& at = placement_of(s, b.who);
  const double facing = at.facing.at(now) < 0 ? -1 : 1;
  p->x = at.x.at(now) + h->hand * facing * kDropBeside * at.h.at(now) / s.options.aspect;
  p->y = at.y.at(now);
  p->fall_at = now;
  p->fall_from = kDropFrom * at.h.at(now);
  p->dropper = b.who;
  p->drop_hand = h->hand;
  p->held.push_back({now, {}, 1});
  prop_record(s, now, b);
  return {};
}

// A bite (eat) or a go (use): the prop's next state half way through `over`; held by the one
// eating, the hand brings it to the mouth and back (using, up in front of the chest).
SceneStep bite(RuntimeState& s, Instance& inst, const Block& block, const PropBlock& b,
               double now) {
  if (find_character(s, b.who, block.path) == nullptr) return {};
  StageProp* p = prop_on_stage(s, b.prop, block.path);
  if (p == nullptr) return {};
  const double over = seconds_of(s, inst, b.over, now, block.path);
  p->bites.push_back(now + over / 2);
  // A four-legged eater holds it in its mouth already (docs/PROPS.md).
  if (const PropHandoff* h = holder_at(*p, now);
      h != nullptr && h->holder == b.who && !four_legged(s, b.who)) {
    const std::string_view spot = b.op == "eat" ? "mouth" : "chest";  // a use holds it up
    reach_and_let_go(s, b.who, h->hand, b.who, spot, now, over / 2, now + over / 2, over / 2);
  }
  if (TimelineRecord* r = prop_record(s, now, b)) r->dur = over;
  if (!(over > 0)) return {};
  return {.wait_until = now + over};
}

SceneStep remove(RuntimeState& s, const Block& block, const PropBlock& b, double now) {
  StageProp* p = prop_on_stage(s, b.prop, block.path);
  if (p == nullptr) return {};
  p->visible = false;
  for (StageProp& other : director(s).props) {
    if (other.on == p->name) other.on = {};  // what stood on it is on the ground
  }
  prop_record(s, now, b);
  return {};
}

}  // namespace

SceneStep run_prop_block(RuntimeState& s, Instance& inst, const Block& block, const PropBlock& b,
                         double now) {
  switch (b.kind) {
    case PropBlock::Kind::kPut:
      return put(s, inst, block, b, now);
    case PropBlock::Kind::kHold:
      return hold(s, block, b, now);
    case PropBlock::Kind::kGive:
      return give(s, inst, block, b, now);
    case PropBlock::Kind::kDrop:
      return drop(s, block, b, now);
    case PropBlock::Kind::kEat:
      return bite(s, inst, block, b, now);
    case PropBlock::Kind::kRemove:
      return remove(s, block, b, now);
  }
  return {};
}

namespace {

// How far above its place a dropped prop still is at `now` (a fraction of the stage's height):
// its height at the drop less what a fall from rest covers, 1 - u² of it at u of kDropSeconds.
double fallen_short(const StageProp& p, double now) {
  if (!(p.fall_from > 0) || !(now >= p.fall_at) || !(now < p.fall_at + kDropSeconds)) return 0;
  const double u = (now - p.fall_at) / kDropSeconds;
  return p.fall_from * (1 - u * u);
}

}  // namespace

// What the frame shows of the props at `now`, in the order they were put.
void props_into(const Director& d, double now, std::vector<PropFrame>& out) {
  std::size_t n = 0;
  for (const StageProp& p : d.props) {
    if (!p.visible) continue;
    if (out.size() <= n) out.emplace_back();
    PropFrame& f = out[n++];
    f.name = p.name;
    f.pack = p.pack;
    f.on = p.on;
    f.text = p.text;
    f.x = p.x;
    f.y = p.y - fallen_short(p, now);
    f.size = p.size;
    const PropHandoff* h = holder_at(p, now);
    f.holder = h != nullptr ? h->holder : std::string_view();
    f.hand = h != nullptr ? h->hand : 1;
    // Falling from a drop: who let it go, with which hand, how far through the fall; landed, who
    // dropped it still (it lies at their feet, drawn in front of them).
    const bool falling = h == nullptr && fallen_short(p, now) > 0;
    f.dropper = h == nullptr ? p.dropper : std::string_view();
    f.fall = falling ? (now - p.fall_at) / kDropSeconds : -1;
    f.ground_y = p.y;
    if (falling) f.hand = p.drop_hand;
    f.bites = static_cast<int>(std::ranges::count_if(p.bites, [&](double t) { return t <= now; }));
  }
  out.resize(n);
}

}  // namespace jt::rt
