// place, enter and exit (spec §7.2, §7.3): a character's placement glides to where the block
// says, from a side of the stage or off it; a creature crawls there at its own pace instead. The
// block waits for its glides, which settle where they are when the wait is over.
#include <cmath>

#include "crawl.h"
#include "director.h"
#include "internal.h"

namespace jt::rt {
namespace {

using Kind = PlaceBlock::Kind;

Glide glide_to(const Glide& from, double to, double now, double over, Ease ease,
               std::uint64_t token) {
  const double start = from.at(now);
  if (!(over > 0)) return Glide{to, to, now, 0, Ease::kLinear, token};
  return Glide{start, to, now, over, ease, token};
}

Glide jump(double value, double now) {
  return Glide{value, value, now, 0, Ease::kLinear, 0};
}

const char* side_name(StageSide side) {
  switch (side) {
    case StageSide::kLeft:
      return "left";
    case StageSide::kRight:
      return "right";
    case StageSide::kTop:
      return "top";
    case StageSide::kBottom:
      return "bottom";
  }
  return "left";
}

// Off stage on a side (spec §7.2), far enough for a character as wide as it is tall.
double off_stage(StageSide side, double h, double aspect) {
  switch (side) {
    case StageSide::kLeft:
      return -(0.02 + h / aspect);
    case StageSide::kRight:
      return 1 + 0.02 + h / aspect;
    case StageSide::kTop:
      return -0.02;
    case StageSide::kBottom:
      return 1 + h + 0.02;
  }
  return 0;
}

}  // namespace

SceneStep run_place_block(RuntimeState& s, Instance& inst, const Block& block, const PlaceBlock& b,
                          double now) {
  if (find_character(s, b.who, block.path) == nullptr) return {};
  Placement& p = placement_of(s, b.who);
  auto value = [&](const std::optional<Num>& n) -> std::optional<double> {
    if (!n) return std::nullopt;
    return evaluate(s, inst, *n, now, 0, block.path);
  };
  const std::optional<double> x = value(b.x), y = value(b.y);
  std::optional<double> h = value(b.h);
  std::optional<double> facing = value(b.facing);
  double over = evaluate(s, inst, b.over, now, 0, block.path);
  Ease ease = b.ease;
  const std::uint64_t token = s.next_glide_token++;
  const double aspect = s.options.aspect;
  const bool horizontal = b.side == StageSide::kLeft || b.side == StageSide::kRight;
  // A creature crawls there at its gait's speed, whatever the block says (docs/CREATURES.md):
  // its glide takes as long as the crawl, its size is its own and its facing turns at once.
  const Crawler* crawler = crawler_of(s, b.who);
  const auto crawl = [&](double from_x, double from_y, double to_x, double to_y) {
    over = crawl_seconds(s, *crawler, from_x, from_y, to_x, to_y);
    ease = Ease::kLinear;
  };
  if (crawler != nullptr) h.reset();
  TimelineRecord r{.t = now, .kind = "place", .who = b.who};  // added when complete
  switch (b.kind) {
    case Kind::kPlace: {
      if (crawler != nullptr) {
        crawl(p.x.at(now), p.y.at(now), x.value_or(p.x.at(now)), y.value_or(p.y.at(now)));
        if (facing) p.facing = jump(*facing, now);
      }
      if (x) p.x = glide_to(p.x, *x, now, over, ease, token);
      if (y) p.y = glide_to(p.y, *y, now, over, ease, token);
      if (h) p.h = glide_to(p.h, *h, now, over, ease, token);
      if (facing && crawler == nullptr)
        p.facing = glide_to(p.facing, *facing, now, over, ease, token);
      if (x) p.spot_x.reset();  // a new spot
      if (y) p.spot_y.reset();
      p.visible = true;
      p.exit_token = 0;
      r.set_number(r.kX, x);
      r.set_number(r.kY, y);
      r.set_number(r.kH, h);
      r.set_number(r.kFacing, facing);
      break;
    }
    case Kind::kEnter: {
      r.kind = "enter";
      if (h) p.h = jump(*h, now);  // a given h is set at once
      const double tx = x ? *x : p.spot_x.value_or(p.x.at(now));
      const double ty = y ? *y : p.spot_y.value_or(p.y.at(now));
      p.spot_x.reset();
      p.spot_y.reset();
      // Off stage by a person's width, or by a creature's whole length.
      const double height = crawler != nullptr ? crawler->length : p.h.at(now);
      if (!facing && b.side == StageSide::kLeft) facing = 1;
      if (!facing && b.side == StageSide::kRight) facing = -1;
      if (facing) p.facing = jump(*facing, now);
      const double off = off_stage(b.side, height, aspect);
      if (crawler != nullptr) crawl(horizontal ? off : tx, horizontal ? ty : off, tx, ty);
      // Jump off stage on that side, then glide in.
      if (horizontal) {
        p.x = glide_to(jump(off, now), tx, now, over, ease, token);
        p.y = jump(ty, now);
      } else {
        p.x = jump(tx, now);
        p.y = glide_to(jump(off, now), ty, now, over, ease, token);
      }
      p.visible = true;
      p.exit_token = 0;
      r.side = side_name(b.side);
      break;
    }
    case Kind::kExit: {
      r.kind = "exit";
      const double height = crawler != nullptr ? crawler->length : p.h.at(now);
      if (!facing && b.side == StageSide::kLeft) facing = -1;
      if (!facing && b.side == StageSide::kRight) facing = 1;
      if (facing) p.facing = jump(*facing, now);
      const double off = off_stage(b.side, height, aspect);
      const double x0 = p.x.at(now), y0 = p.y.at(now);
      if (crawler != nullptr) crawl(x0, y0, horizontal ? off : x0, horizontal ? y0 : off);
      // The spot on stage survives the exit, on the axis it leaves by (spec §7.2).
      if (horizontal) {
        p.spot_x = x0;
        p.x = glide_to(p.x, off, now, over, ease, token);
      } else {
        p.spot_y = y0;
        p.y = glide_to(p.y, off, now, over, ease, token);
      }
      p.exit_token = token;
      p.exit_end = now + over;
      if (!(over > 0)) p.visible = false;
      r.side = side_name(b.side);
      break;
    }
  }
  TimelineRecord* added = add_record(s, now, r.kind);
  if (added != nullptr) *added = std::move(r);
  const std::size_t rec = last_record(s, added);
  if (!(over > 0)) return {};
  director(s).glide_records[token] = rec;  // its dur is known when it lands or is cut off
  return {.wait_until = now + over, .glide_token = token};
}

// Freezes the placement glides of `token` at `now`; an exit that has landed hides its character.
void settle_glides(RuntimeState& s, std::uint64_t token, double now) {
  Director& d = director(s);
  if (auto it = d.glide_records.find(token); it != d.glide_records.end()) {
    close_record(s, it->second, now);
    d.glide_records.erase(it);
  }
  for (auto& [who, p] : d.placements) {
    // One cut off freezes where it is; one that has arrived is kept whole (it holds its end from
    // then on), so a character's track across still shows the walk behind it (its stop's sway,
    // docs/SHAPES.md §3.3).
    for (Glide* g : {&p.x, &p.y, &p.h, &p.facing}) {
      if (g->token == token && g->over > 0 && now < g->t0 + g->over)
        *g = Glide{g->at(now), g->at(now), now, 0, Ease::kLinear, 0};
    }
    if (p.exit_token == token && now >= p.exit_end) {
      p.visible = false;  // landed (cut off at the very instant it lands, it has landed)
      p.exit_token = 0;
    }
  }
}

}  // namespace jt::rt
