// The sound blocks (docs/ENCODING.md "Sounds and music"): a one-shot sound and the music, run by
// a director thread. In the plan each adds its record; the soundtrack is mixed from the records.
#include <algorithm>
#include <cmath>

#include "director.h"
#include "internal.h"

namespace jt::rt {
namespace {

// A number of seconds a music block asks for, NaN and less than 0 as 0.
double music_seconds(RuntimeState& s, Instance& inst, const Block& block, const Num& n,
                     double now) {
  const double v = evaluate(s, inst, n, now, 0, block.path);
  return std::isnan(v) ? 0 : std::max(0.0, v);
}

}  // namespace

// A one-shot sound (docs/ENCODING.md "Sounds and music"): its record lasts its clip; it does not
// wait, and nothing but the cartoon's end cuts it short.
SceneStep run_sound_block(RuntimeState& s, Instance& inst, const Block& block, const SoundBlock& b,
                          double now) {
  const double asked = evaluate(s, inst, b.volume, now, 0, block.path);
  TimelineRecord* r = add_record(s, now, "sound");
  if (r == nullptr) return {};
  r->clip = &b.clip;
  if (!b.volume.is_constant() || b.volume.constant() != 1) {
    r->set_number(r->kVolume, std::isnan(asked) ? 0 : std::clamp(asked, 0.0, kMostVolume));
  }
  if (b.pan) {
    const double pan = evaluate(s, inst, *b.pan, now, 0, block.path);
    r->set_number(r->kPan, std::isnan(pan) ? 0 : std::clamp(pan, -1.0, 1.0));
  }
  std::optional<double> length;
  if (s.options.clip_length) length = s.options.clip_length(b.clip);
  r->dur = length && std::isfinite(*length) && *length > 0 ? *length : 0;
  return {};
}

// Music starts (or stops, with an empty clip): the music playing ends now. Its record lasts until
// the next music block, its clip's end when it does not loop, or the cartoon's end.
SceneStep run_music_block(RuntimeState& s, Instance& inst, const Block& block, const MusicBlock& b,
                          double now) {
  end_music(s, now);
  if (b.clip.empty()) return {};
  const double asked = evaluate(s, inst, b.volume, now, 0, block.path);
  const double fade_in = music_seconds(s, inst, block, b.fade_in, now);
  const double fade_out = music_seconds(s, inst, block, b.fade_out, now);
  const double from = music_seconds(s, inst, block, b.from, now);
  Director& d = director(s);
  std::optional<double> length;
  if (s.options.clip_length) length = s.options.clip_length(b.clip);
  d.music_runs_out = b.loop || !length ? kInfinity : now + std::max(0.0, *length - from);
  std::optional<MusicTempo> tempo;
  if (b.bpm) {
    tempo = MusicTempo{.bpm = *b.bpm, .offset = b.beat_offset};
  } else if (s.options.clip_tempo) {
    tempo = s.options.clip_tempo(b.clip);  // the clip's own: a sound pack's, or found in it
  }
  if (tempo && tempo->bpm >= 20 && tempo->bpm <= 400) {
    d.beats = BeatGrid{.started = now,
                       .clip_zero = now - from,
                       .period = 60 / tempo->bpm,
                       .offset = tempo->offset,
                       .length = b.loop && length && *length > 0 ? *length : 0,
                       .ends = d.music_runs_out};
    schedule_beat(s, now, false);
  }
  TimelineRecord* r = add_record(s, now, "music");
  if (r != nullptr) {
    r->clip = &b.clip;
    if (!b.volume.is_constant() || b.volume.constant() != 1) {
      r->set_number(r->kVolume, std::isnan(asked) ? 0 : std::clamp(asked, 0.0, kMostVolume));
    }
    if (fade_in > 0) r->set_number(r->kFadeIn, fade_in);
    if (fade_out > 0) r->set_number(r->kFadeOut, fade_out);
    if (from > 0) r->set_number(r->kFrom, from);
    r->loop = b.loop;
  }
  d.music_record = r != nullptr ? std::optional<std::size_t>(last_record(s, r)) : std::nullopt;
  return {};
}

void end_music(RuntimeState& s, double now) {
  Director& d = director(s);
  if (d.music_record) close_record(s, *d.music_record, std::min(now, d.music_runs_out));
  d.music_record.reset();
  d.beats.reset();
  cancel_timer(s, d.beat_timer);
  d.beat_timer = -1;
}

}  // namespace jt::rt
