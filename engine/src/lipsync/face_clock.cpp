#include "jt/lipsync/face_clock.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

namespace jt::lipsync {
namespace {

constexpr double kTurn = 0.2;  // seconds a listener's eyes take to turn to a speaker and back
// A conversation (docs/CAMERA.md "Conversations"): heads turn to a partner over kHeadTurn seconds
// from a line's start, and hold for kHold seconds after its end, so a dialogue's quick replies
// keep them turned; they come back to the front when nobody has spoken for that long.
constexpr double kHeadTurn = 0.4;
constexpr double kHold = 1.5;
// Talking gestures (docs/SHAPES.md §2.2). A speaker's head beats with its words: in every
// kBeat seconds of the cartoon's clock a dip of up to kBeatNod degrees over its first
// kBeatLength, its size drawn from the seed; a listener spoken to for at least kNodLine seconds
// nods once (kListenNod degrees over kNodLength) at kNodAt of the line, on kNodChance of lines; a
// question (a line ending in "?") tilts the head kQuestionTilt degrees toward whom it asks.
constexpr double kBeat = 0.55, kBeatLength = 0.35, kBeatNod = 2.5;
constexpr double kNodLine = 1.6, kNodAt = 0.55, kNodLength = 0.5, kListenNod = 5, kNodChance = 0.7;
constexpr double kQuestionTilt = 6, kTiltRise = 0.3;
// Hands (docs/SHAPES.md §3.3): on a line of kNodLine seconds or more, the speaker's hand toward
// whom it talks comes up to kHandHold of its raise over kHandRise from the line's start (and down
// again before its end), and rises the rest of the way on the stressed beats: of the head's beat
// slots, kHandStress of them drawn from the seed, a bump over the slot's first kHandBeat seconds.
constexpr double kHandHold = 0.35, kHandRise = 0.3, kHandBeat = 0.45, kHandStress = 0.6;
// A laugh lifts the shoulders up to kShake px, kShakeHz times a second: kShake·|sin(π·kShakeHz·t)|.
// A happy tail wags kWag degrees either way at kWagHz: kWag·sin(2π·kWagHz·t).
// A happy tail comes up over the mood's first kHappyIn seconds: smoothstep of the time since it
// began, the wag's swing growing with it.
constexpr double kShake = 3, kShakeHz = 7, kWag = 18, kWagHz = 2.5, kHappyIn = 0.25;
constexpr double kPi = 3.14159265358979323846;

double smoothstep(double x) {
  x = std::clamp(x, 0.0, 1.0);
  return x * x * (3 - 2 * x);
}

std::uint64_t mix64(std::uint64_t z) {  // splitmix64's finaliser
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// 0..1 from the seed, the id and the slot: the same on every machine and run.
double slot_random(double seed, std::string_view who, std::int64_t slot) {
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a over the id
  for (const char c : who)
    h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  const std::uint64_t seed_bits = std::bit_cast<std::uint64_t>(seed == 0 ? 0.0 : seed);
  h = mix64(h ^ mix64(seed_bits) ^ mix64(static_cast<std::uint64_t>(slot) + 0x9e3779b97f4a7c15ULL));
  return static_cast<double>(h >> 11) / 9007199254740992.0;  // 2^53
}

// A bump over [0, 1): up and down once, 0 outside.
double bump(double x) {
  return x >= 0 && x < 1 ? std::sin(x * kPi) : 0;
}

// Whether a line's words end in a question mark (closing quotes and spaces after it allowed).
bool asks(std::string_view words) {
  while (!words.empty() && (words.back() == ' ' || words.back() == '"' || words.back() == '\'' ||
                            words.back() == ')')) {
    words.remove_suffix(1);
  }
  return words.ends_with('?');
}

}  // namespace

double blink_at(double seed, std::string_view who, double t) {
  if (!std::isfinite(t) || t < 0) return 0;
  const auto slot = static_cast<std::int64_t>(std::floor(t / kBlinkSlot));
  constexpr double kSpread = 1.9;  // of each slot the blink may start in: gaps of 2 .. 5.8 s
  for (std::int64_t j = slot; j >= std::max<std::int64_t>(0, slot - 1); --j) {
    const double start = static_cast<double>(j) * kBlinkSlot + slot_random(seed, who, j) * kSpread;
    const double x = (t - start) / kBlinkLength;
    // Closing faster than opening, as eyelids do: shut at 40 % of the blink.
    if (x >= 0 && x < 1) return x < 0.4 ? smoothstep(x / 0.4) : smoothstep((1 - x) / 0.6);
  }
  return 0;
}

FaceClock::FaceClock(double seed, const std::vector<LineCues>& lines, Loudness loudness)
    : seed_(seed), loudness_(std::move(loudness)) {
  for (const LineCues& line : lines) {
    Speaker& s = speakers_[line.who];
    s.lines.emplace_back(line.t, line.t + line.dur);
    s.cues.insert(s.cues.end(), line.cues.begin(), line.cues.end());
  }
  for (auto& [who, s] : speakers_) {
    std::stable_sort(s.cues.begin(), s.cues.end(),
                     [](const MouthCue& a, const MouthCue& b) { return a.start < b.start; });
    std::stable_sort(s.lines.begin(), s.lines.end());
    // Lines of one speaker that overlap: the later line's cues take over where it starts.
    for (std::size_t i = 0; i + 1 < s.cues.size(); ++i) {
      s.cues[i].end = std::min(s.cues[i].end, s.cues[i + 1].start);
    }
  }
}

const FaceClock::Speaker* FaceClock::speaker(std::string_view who) const {
  const auto it = speakers_.find(who);
  return it == speakers_.end() ? nullptr : &it->second;
}

FaceActing FaceClock::face(std::string_view who, double t) const {
  FaceActing a{.acted = true, .blink = blink_at(seed_, who, t)};
  a.shapes[static_cast<std::size_t>(MouthShape::kX)] = 1;
  const Speaker* s = speaker(who);
  if (s == nullptr || s->cues.empty() || !std::isfinite(t)) return a;
  // Each shape weighs what share of the window around t its cues cover; the rest is rest (X).
  const double from = t - kEase / 2, to = t + kEase / 2;
  auto it = std::upper_bound(s->cues.begin(), s->cues.end(), from,
                             [](double x, const MouthCue& c) { return x < c.end; });
  double covered = 0, open = 0;
  a.shapes.fill(0);
  for (; it != s->cues.end() && it->start < to; ++it) {
    const double share = (std::min(to, it->end) - std::max(from, it->start)) / kEase;
    if (share <= 0) continue;
    a.shapes[static_cast<std::size_t>(it->shape)] += share;
    open += share * shape_openness(it->shape);
    covered += share;
  }
  a.shapes[static_cast<std::size_t>(MouthShape::kX)] += std::max(0.0, 1 - covered);
  // With sound, the louder the voice the wider the mouth; a quiet stretch barely opens it.
  const double gain = loudness_ ? std::clamp(0.35 + 0.8 * loudness_(who, t), 0.0, 1.0) : 1.0;
  a.mouth = std::clamp(open * gain, 0.0, 1.0);
  return a;
}

// How much `s` is in a line at t: rising over `rise` seconds from a line's start, held `hold`
// seconds after its end, falling over `rise` again.
double FaceClock::line_weight(const Speaker& s, double t, double rise, double hold) const {
  // The lines starting before t; the latest few may still be speaking (or just ended).
  auto it =
      std::upper_bound(s.lines.begin(), s.lines.end(), t,
                       [](double x, const std::pair<double, double>& l) { return x < l.first; });
  double w = 0;
  for (int n = 0; n < 3 && it != s.lines.begin(); ++n) {
    --it;
    w = std::max(
        w, smoothstep((t - it->first) / rise) * smoothstep((it->second + hold + rise - t) / rise));
  }
  return w;
}

double FaceClock::speaking_nod(std::string_view who, const Speaker& own, double t) const {
  // Easing in over kTurn from the line's start and out over kTurn before its end: a silent
  // head after the line is still.
  const double speaking = line_weight(own, t, kTurn, -kTurn);
  if (!(speaking > 0)) return 0;
  const auto slot = static_cast<std::int64_t>(std::floor(t / kBeat));
  const double size = 0.4 + 0.6 * slot_random(seed_, who, slot + (std::int64_t{1} << 40));
  return speaking * kBeatNod * size * bump((t - static_cast<double>(slot) * kBeat) / kBeatLength);
}

double FaceClock::hand_beat(std::string_view who, const Speaker& own, double t) const {
  // The long line being spoken at t, if any: eased in from its start and out before its end.
  auto it =
      std::upper_bound(own.lines.begin(), own.lines.end(), t,
                       [](double x, const std::pair<double, double>& l) { return x < l.first; });
  double held = 0;
  for (int n = 0; n < 3 && it != own.lines.begin(); ++n) {
    --it;
    const auto [start, end] = *it;
    if (end - start < kNodLine || t >= end) continue;
    held = std::max(held, smoothstep((t - start) / kHandRise) * smoothstep((end - t) / kHandRise));
  }
  if (!(held > 0)) return 0;
  const auto slot = static_cast<std::int64_t>(std::floor(t / kBeat));
  const bool stressed = slot_random(seed_, who, slot + (std::int64_t{1} << 42)) < kHandStress;
  const double beat = stressed ? bump((t - static_cast<double>(slot) * kBeat) / kHandBeat) : 0;
  return held * (kHandHold + (1 - kHandHold) * beat);
}

double laugh_shake(double t) {
  return std::isfinite(t) ? kShake * std::abs(std::sin(kPi * kShakeHz * t)) : 0;
}

double happy_wag(double t) {
  return std::isfinite(t) ? kWag * std::sin(2 * kPi * kWagHz * t) : 0;
}

double happy_in(double since) {
  return std::isfinite(since) ? smoothstep(since / kHappyIn) : 1;
}

double FaceClock::listening_nod(std::string_view who, const Speaker& talker, double t) const {
  double nod = 0;
  // The lines started by t, the latest few (a nod falls inside its line).
  auto it =
      std::upper_bound(talker.lines.begin(), talker.lines.end(), t,
                       [](double x, const std::pair<double, double>& l) { return x < l.first; });
  for (int n = 0; n < 3 && it != talker.lines.begin(); ++n) {
    --it;
    const auto [start, end] = *it;
    if (end - start < kNodLine) continue;
    const double at = start + kNodAt * (end - start);
    if (t < at || t >= at + kNodLength) continue;
    // Drawn per line, from its start in milliseconds: the same nods on every run.
    const auto line = static_cast<std::int64_t>(std::llround(start * 1000));
    if (slot_random(seed_, who, line + (std::int64_t{1} << 41)) < kNodChance)
      nod = std::max(nod, kListenNod * bump((t - at) / kNodLength));
  }
  return nod;
}

namespace {

// The visible character nearest `who` across the stage, or null: whom a speaker talks to.
const rt::CharacterFrame* nearest_other(const rt::Frame& frame, const rt::CharacterFrame& who) {
  const rt::CharacterFrame* nearest = nullptr;
  for (const rt::CharacterFrame& other : frame.characters) {
    if (&other == &who || !other.visible || other.x == who.x) continue;
    if (nearest == nullptr || std::abs(other.x - who.x) < std::abs(nearest->x - who.x))
      nearest = &other;
  }
  return nearest;
}

double side_of(const rt::CharacterFrame& other, const rt::CharacterFrame& from) {
  return other.x > from.x ? 1 : other.x < from.x ? -1 : 0;
}

}  // namespace

void FaceClock::act(rt::Frame& frame) const {
  for (rt::CharacterFrame& c : frame.characters)
    c.acting = face(c.id, frame.t);
  for (rt::CharacterFrame& listener : frame.characters) {
    if (!listener.visible) continue;
    const Speaker* own = speaker(listener.id);
    const double busy = own != nullptr ? line_weight(*own, frame.t, kTurn, 0) : 0;
    double look = 0;
    for (const rt::CharacterFrame& other : frame.characters) {
      const Speaker* s = speaker(other.id);
      if (&other == &listener || !other.visible || s == nullptr) continue;
      const double side = other.x > listener.x ? 1 : other.x < listener.x ? -1 : 0;
      look += side * line_weight(*s, frame.t, kTurn, 0);
    }
    listener.acting.look = std::clamp(look, -1.0, 1.0) * (1 - busy);
  }
  // Heads: a speaker's toward the nearest character, a listener's toward whoever speaks to it;
  // a speaker's beats and a question's tilt, a listener's nods.
  for (rt::CharacterFrame& c : frame.characters) {
    if (!c.visible || c.creature) continue;
    double turn = 0, nod = 0;
    const Speaker* own = speaker(c.id);
    // The body's acting (docs/SHAPES.md §3.3): a laugh's shoulders, a happy tail.
    if (c.pose.mood == "laugh") c.acting.shake = laugh_shake(frame.t);
    if (c.pose.mood == "happy") {
      c.acting.happy = happy_in(frame.t - c.mood_since);
    } else if (c.mood_before == "happy") {
      c.acting.happy = 1 - happy_in(frame.t - c.mood_since);  // the tail going down
    }
    if (c.acting.happy != 0) c.acting.wag = c.acting.happy * happy_wag(frame.t);
    const rt::CharacterFrame* partner = nearest_other(frame, c);
    if (own != nullptr) {
      if (partner != nullptr)
        turn += side_of(*partner, c) * line_weight(*own, frame.t, kHeadTurn, kHold);
      nod = speaking_nod(c.id, *own, frame.t);
      c.acting.hand = hand_beat(c.id, *own, frame.t);
      if (c.talking > 0 && asks(c.line)) {
        // Toward whom it asks: the top of the head leans their way (clockwise to the right).
        const double side = partner != nullptr && side_of(*partner, c) < 0 ? 1 : -1;
        c.acting.tilt = side * kQuestionTilt * line_weight(*own, frame.t, kTiltRise, 0);
      }
    }
    for (const rt::CharacterFrame& other : frame.characters) {
      const Speaker* s = speaker(other.id);
      if (&other == &c || !other.visible || s == nullptr || other.creature) continue;
      if (nearest_other(frame, other) != &c) continue;  // it talks to someone else
      turn += side_of(other, c) * line_weight(*s, frame.t, kHeadTurn, kHold);
      nod = std::max(nod, listening_nod(c.id, *s, frame.t));
    }
    c.acting.turn = std::clamp(turn, -1.0, 1.0);
    c.acting.nod = nod;
  }
}

}  // namespace jt::lipsync
