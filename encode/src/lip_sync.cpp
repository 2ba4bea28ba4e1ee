#include "jt/encode/lip_sync.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace jt::encode {
namespace {

using lipsync::MouthCue;
using lipsync::MouthShape;

// espeak-ng's English diphthongs and the few phonemes whose first letter misleads.
struct Named {
  std::string_view name;
  PhonemeShapes shapes;
};
constexpr std::array<Named, 13> kNamed{{
    {"eI", {MouthShape::kC, MouthShape::kB}},  // day
    {"aI", {MouthShape::kD, MouthShape::kB}},  // eye
    {"aU", {MouthShape::kD, MouthShape::kF}},  // how
    {"oU", {MouthShape::kE, MouthShape::kF}},  // go
    {"OI", {MouthShape::kE, MouthShape::kB}},  // boy
    {"i@", {MouthShape::kB, MouthShape::kC}},  // near
    {"U@", {MouthShape::kF, MouthShape::kC}},  // cure
    {"e@", {MouthShape::kC, MouthShape::kC}},  // hair
    {"A:", {MouthShape::kD, MouthShape::kD}},  // father
    {"A@", {MouthShape::kD, MouthShape::kD}},  // car
    {"3:", {MouthShape::kE, MouthShape::kE}},  // bird
    {"@L", {MouthShape::kH, MouthShape::kH}},  // a syllabic L: maple
    {"@r", {MouthShape::kE, MouthShape::kE}},
}};

MouthShape by_first_letter(char c) {
  switch (c) {
    case 'm':
    case 'b':
    case 'p':
      return MouthShape::kA;
    case 'f':
    case 'v':
      return MouthShape::kG;
    case 'l':
    case 'L':
      return MouthShape::kH;
    case 'w':
    case 'u':
    case 'U':
    case 'W':
      return MouthShape::kF;
    case 'o':
    case 'O':
    case '0':
      return MouthShape::kE;
    case 'A':
      return MouthShape::kD;
    case 'a':
    case 'e':
    case 'E':
    case '@':
    case 'V':
    case '3':
      return MouthShape::kC;
    default:
      return MouthShape::kB;  // i, I, y and the other consonants: teeth together
  }
}

bool is_pause(std::string_view phoneme) {
  return phoneme.empty() || phoneme[0] == '_' || phoneme[0] == '|' || phoneme[0] == ' ';
}

// Appends [start, end) as `shape`, clipped to [lo, hi), merged into the last cue when the same.
void add(std::vector<MouthCue>& cues, double start, double end, MouthShape shape, double lo,
         double hi) {
  start = cues.empty() ? std::max(start, lo) : cues.back().end;  // no gap, no overlap
  end = std::min(end, hi);
  if (!(end > start)) return;
  if (!cues.empty() && cues.back().shape == shape) {
    cues.back().end = end;
    return;
  }
  cues.push_back({start, end, shape});
}

}  // namespace

PhonemeShapes phoneme_shapes(std::string_view phoneme) {
  for (const Named& n : kNamed) {
    if (n.name == phoneme) return n.shapes;
  }
  if (is_pause(phoneme)) return {MouthShape::kX, MouthShape::kX};
  const MouthShape s = by_first_letter(phoneme[0]);
  return {s, s};
}

namespace {

// A phoneme from `from` to `to` seconds into its line, and its shapes ({X, X}: a pause).
struct Spoken {
  double from = 0, to = 0;
  PhonemeShapes shapes;
};

// The cues of a line's phonemes (in order) spoken at `t` for `dur` seconds.
std::vector<MouthCue> spoken_cues(const std::vector<Spoken>& spoken, double t, double dur) {
  std::vector<MouthCue> cues;
  const double end = t + dur;
  if (!(dur > 0)) return cues;
  double cursor = t;  // where the next cue starts: the cues have no gaps
  MouthShape held = MouthShape::kX;
  for (const Spoken& p : spoken) {
    const double from = t + p.from, to = t + std::max(p.to, p.from);
    if (from > cursor) add(cues, cursor, from, held, t, end);  // before the first: rest
    if (p.shapes.first == MouthShape::kX) {
      // A short pause between words keeps the shape; a longer one closes the mouth.
      held = to - from > kPauseCloses || held == MouthShape::kX ? MouthShape::kX : held;
      add(cues, from, to, held, t, end);
    } else {
      const PhonemeShapes s = p.shapes;
      const double turn = s.first == s.second ? to : from + (to - from) * 0.6;
      add(cues, from, turn, s.first, t, end);
      add(cues, turn, to, s.second, t, end);
      held = s.second;
    }
    cursor = std::max(cursor, to);
  }
  add(cues, cursor, end, MouthShape::kX, t, end);  // after the last phoneme: rest
  if (!cues.empty()) {
    cues.front().start = t;  // exactly the record's span, whatever the rounding
    cues.back().end = end;
  }
  return cues;
}

}  // namespace

std::vector<MouthCue> speech_cues(const Speech& speech, int rate, double t, double dur) {
  if (!(dur > 0) || rate <= 0) return {};
  std::vector<Spoken> spoken;
  for (std::size_t i = 0; i < speech.phonemes.size(); ++i) {
    const Phoneme& p = speech.phonemes[i];
    const std::size_t next =
        i + 1 < speech.phonemes.size() ? speech.phonemes[i + 1].sample : speech.samples.size();
    spoken.push_back({static_cast<double>(p.sample) / rate,
                      static_cast<double>(std::max(next, p.sample)) / rate,
                      speech.phone_names == PhoneNames::kArpabet ? arpabet_shapes(p.name)
                                                                 : phoneme_shapes(p.name)});
  }
  return spoken_cues(spoken, t, dur);
}

std::vector<MouthCue> phone_cues(const std::vector<TimedPhone>& phones, double t, double dur) {
  std::vector<Spoken> spoken;
  for (const TimedPhone& p : phones)
    spoken.push_back({p.start, p.end, arpabet_shapes(p.phone)});
  return spoken_cues(spoken, t, dur);
}

namespace {

// The shape for a 30 ms window's level in dBFS: closed in silence, wider as it gets louder.
MouthShape loudness_shape(double db) {
  if (db < kClipSilenceDb) return MouthShape::kX;
  if (db < -30) return MouthShape::kB;
  if (db < -20) return MouthShape::kC;
  return MouthShape::kD;
}

}  // namespace

std::vector<MouthCue> loudness_cues(const std::vector<float>& samples, int rate, double t,
                                    double dur) {
  std::vector<MouthCue> cues;
  const double end = t + dur;
  if (!(dur > 0) || rate <= 0) return cues;
  const std::size_t hop = std::max<std::size_t>(1, static_cast<std::size_t>(rate / 100));  // 10 ms
  const std::size_t half_window = hop * 3 / 2;                                             // 30 ms
  const std::size_t steps = std::min(samples.size(), static_cast<std::size_t>(dur * rate)) / hop;
  for (std::size_t step = 0; step < steps; ++step) {
    const std::size_t centre = step * hop + hop / 2;
    const std::size_t from = centre > half_window ? centre - half_window : 0;
    const std::size_t to = std::min(samples.size(), centre + half_window);
    double energy = 0;
    for (std::size_t i = from; i < to; ++i)
      energy += static_cast<double>(samples[i]) * samples[i];
    const double rms = std::sqrt(energy / static_cast<double>(std::max<std::size_t>(1, to - from)));
    const double db = rms > 0 ? 20 * std::log10(rms) : -200;
    const double start = t + static_cast<double>(step * hop) / rate;
    add(cues, start, start + static_cast<double>(hop) / rate, loudness_shape(db), t, end);
  }
  // A shape held for less than kMinLoudnessCue flickers: it takes its neighbour's (the one
  // before), but a closed mouth always stays closed.
  std::vector<MouthCue> steady;
  for (const MouthCue& c : cues) {
    if (!steady.empty() && c.shape != MouthShape::kX && steady.back().shape != MouthShape::kX &&
        c.end - c.start < kMinLoudnessCue) {
      steady.back().end = c.end;
    } else if (!steady.empty() && steady.back().shape == c.shape) {
      steady.back().end = c.end;
    } else {
      steady.push_back(c);
    }
  }
  add(steady, steady.empty() ? t : steady.back().end, end, MouthShape::kX, t, end);
  steady.front().start = t;
  steady.back().end = end;
  return steady;
}

std::vector<MouthCue> shifted_cues(const std::vector<MouthCue>& cues, double t, double dur) {
  std::vector<MouthCue> out;
  const double end = t + dur;
  if (!(dur > 0)) return out;
  for (const MouthCue& c : cues)
    add(out, t + c.start, t + c.end, c.shape, t, end);
  add(out, out.empty() ? t : out.back().end, end, MouthShape::kX, t, end);  // past them: rest
  out.front().start = t;
  out.back().end = end;
  return out;
}

std::vector<lipsync::LineCues> line_cues(const std::vector<rt::TimelineRecord>& timeline,
                                         SpokenLines* lines) {
  std::vector<lipsync::LineCues> out;
  std::size_t index = 0;
  for (const rt::TimelineRecord& r : timeline) {
    if (r.kind != "say") continue;
    lipsync::LineCues line{.line = index++, .who = std::string(r.who), .t = r.t, .dur = r.dur};
    const Speech* speech = lines ? &lines->speech(std::string(r.text), speech_request(r)) : nullptr;
    if (speech == nullptr || speech->samples.empty()) {
      line.cues = lipsync::flap_cues(r.t, r.dur);
    } else if (r.clip != nullptr) {  // a recording: the phones heard in it
      line.cues =
          shifted_cues(lines->clip_cues(std::string(r.text), speech_request(r)), r.t, r.dur);
    } else {
      line.cues = speech_cues(*speech, lines->sample_rate(), r.t, r.dur);
    }
    out.push_back(std::move(line));
  }
  return out;
}

}  // namespace jt::encode
