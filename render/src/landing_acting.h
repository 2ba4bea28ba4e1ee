// Anticipation and settle (docs/SHAPES.md §3.3, "anticipation and settle"): a body crouches before
// it rises off the ground and settles after it lands, squash and a small overshoot, read from its
// track (the dy its motions give a little before and after the frame's time); it leans back before
// it sets off across the stage and sways past upright when it stops, read from its track across.
// A drawing rule, not a channel (spec §2 "Renderer conventions"): added to a copy of the pose that
// is drawn, never to the pose the spec writes, and from the time alone (no frame depends on the
// one drawn before it).
#pragma once

#include <array>

#include "jt/runtime/frame.h"

namespace jt::render {

using Track = std::array<double, rt::kTrackSamples>;

// A rise or a fall counts when the body goes more than kLeaveGround 1080p px above where it is
// now, and it is on the ground now while no sample of its track is more than kGroundSlack px
// below it; it left or met the ground where the track, between samples, crosses kContact px. A
// rise or fall of kFullMove px or more gets the whole crouch or settle.
inline constexpr double kLeaveGround = 12, kGroundSlack = 6, kContact = 1, kFullMove = 80;
// The crouch before a rise: kCrouch of the height at its deepest, kCrouch·27/4·u²(1 − u) at u =
// 1 − (time to the rise) / (kTrackSteps·kTrackStep): deepest two thirds of the way, none at the
// rise itself (the spring is released).
inline constexpr double kCrouch = 0.08;
// The settle after a landing: kSettle·e^(−τ/kSettleDecay)·cos(2πτ/kSettlePeriod)·(1 − τ/T) at τ
// seconds after it (T = kTrackSteps·kTrackStep): squashed as it lands, a little overshoot above
// its rest, at rest by T. The fall it settles from is the larger of the heights in the track
// before the landing and the speed it met the ground at (between the last two samples in the
// air) times T, so a slow low fall settles to the end as its heights leave the track; a fall of
// less than kLeaveGround settles less, down to none at kContact.
inline constexpr double kSettle = 0.07, kSettleDecay = 0.1, kSettlePeriod = 0.4;

// The share of its height by which the body is drawn crouched at the track's middle (its frame's
// time): more than 0 crouched (sy × (1 − crouch)), less than 0 stretched; 0 away from the ground.
// `squash` is its own squash at the same times (1 − its moves' sy): where a move squashes it
// already (a jump's own crouch), the crouch before a rise is less by the deepest of it between
// now and the rise, × (1 − squash / kCrouch), none from kCrouch on; the settle after a landing
// likewise by the deepest since the landing, × (1 − squash / kSettle).
double landing_crouch(const Track& track, const Track& squash = {});

// Across the stage (the track across, 1080p px right positive: a glide of its place or its moves'
// dx). As it sets off (still at the track's first two samples, then more than kContact px from
// where it stood) it leans back, away from where it goes, kLeanBack degrees × (4v(1 − v))², v =
// τ/kSwayWindow, τ since it left: none as it leaves, growing over three frames at 24 fps, the
// most at 0.1 s, upright again by 0.2 s; from the track behind alone, so the same whether its
// glide was seen coming or starts at once (a block's glide is not known before it runs). Where
// it stops (still at the track's last two samples) it sways on past upright toward where it
// went, kLeanStop × (1 − w²)², w = τ/kSwayWindow from −1, as it slows into the stop (the most as
// it stops), then (1 − w²)²·cos(1.1πw), w = τ/T: back through upright at 0.11 s, a little past
// it the other way (about a fifth), upright by T; τ the time since it came within kContact px of
// where it stops (negative ahead). Each × the move over kFullMove (its size the larger of how far
// it goes in the track and its fastest step × kTrackSteps, at most 1), less under kLeaveGround,
// none at kContact. A step of more than kCut px between two samples is a cut, not a walk:
// nothing then. Degrees counter-clockwise on the screen; no frame's lean is more than
// kLeanBack·0.64 or kLeanStop·0.5 from the one before at 24 fps.
inline constexpr double kLeanBack = 4, kLeanStop = 5, kCut = 120;
inline constexpr double kSwayWindow = static_cast<double>(rt::kTrackSteps - 1) * rt::kTrackStep;
double walk_lean(const Track& across);

// An upper arm's track (its angle, degrees, the sum of `arm` and `arm:S` its moves give): where a
// turn of more than kLeaveGround degrees stops (a wave's arm raised), the arm goes on past its end
// and comes back, kArmPast degrees × e^(−τ/kSettleDecay)·sin(2πτ/kSettlePeriod)·(1 − τ/T) the
// way it turned, τ since it came within kContact degrees of its end, × the turn over kFullMove
// degrees (at most 1), less as it turns again ahead (as a stop's lean): none as it stops, at
// most about a third of kArmPast, at its end by T. A
// turn of more than kCut degrees between two samples is a cut: nothing. Degrees to add to the
// arm's channel.
inline constexpr double kArmPast = 10;
double arm_overshoot(const Track& arm);

}  // namespace jt::render
