// The scene blocks (spec §7.3-§7.5): say, does, caption, cut and mood, run by a director thread
// (place, enter and exit: director_place.cpp; the camera's: camera_blocks.cpp; sound and music:
// director_sound.cpp). In the plan each
// adds its timeline record; in the run it acts on the characters and the stage.
#include <algorithm>
#include <cmath>

#include "crawl.h"
#include "director.h"
#include "internal.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"

namespace jt::rt {

bool record_allowed(RuntimeState& s, double now) {
  const double elapsed = std::max(0.0, now - director(s).t0);
  const double allowed =
      static_cast<double>(s.options.max_records) + s.options.max_records_per_second * elapsed;
  if (static_cast<double>(s.timeline.size()) < allowed) return true;
  if (!s.halted) {
    record_error(s, Code::kLimitExceeded, "",
                 "the plan stopped at " + json::format_number(std::round(elapsed * 1000) / 1000) +
                     " s: it holds " + std::to_string(s.timeline.size()) +
                     " timeline records, more than the limit of " +
                     std::to_string(s.options.max_records) + " and " +
                     json::format_number(s.options.max_records_per_second) +
                     " a second of the cartoon (a loop of captions, lines, moods or camera moves "
                     "whose wait is nearly 0 s?): wait longer in the loop, or give it an end");
    s.halted = true;
  }
  return false;
}

// Built in place: a loop adds hundreds of thousands.
TimelineRecord* add_record(RuntimeState& s, double now, std::string_view kind) {
  if (!director(s).planning || !record_allowed(s, now)) return nullptr;
  TimelineRecord& r = new_record(s);
  r.t = now;
  r.kind = kind;
  return &r;
}

std::size_t last_record(const RuntimeState& s, const TimelineRecord* r) {
  return r != nullptr ? s.timeline.size() - 1 : s.timeline.size();
}

void close_record(RuntimeState& s, std::size_t index, double now) {
  if (director(s).planning && index < s.timeline.size()) {
    s.timeline[index].dur = now - s.timeline[index].t;
  }
}

Character* find_character(RuntimeState& s, const std::string& who, const std::string& path) {
  if (auto it = s.characters.find(who); it != s.characters.end()) return it->second.get();
  record_error(s, Code::kUnknownCastMember, path, "\"" + who + "\" is not in the cast");
  return nullptr;
}

namespace {

// How late a sung line may start after its `at` before the plan warns: a frame at 240 fps.
constexpr double kLateSong = 1.0 / 240;

void write_mood(RuntimeState& s, const std::string& who, const std::string& mood, double now) {
  auto it = s.characters.find(who);
  if (it != s.characters.end())
    it->second->scene_mood = mood_write(s, *it->second, mood, now, true);
}

const CastEntry* cast_entry(const Director& d, const std::string& who) {
  for (const CastEntry& e : d.program->cast) {
    if (e.id == who) return &e;
  }
  return nullptr;
}

// The line's length: asked once per distinct line, with the request the speech provider sees.
const Director::LineSound& line_sound(RuntimeState& s, const SayBlock& say,
                                      const std::string* voice, std::optional<double> speed,
                                      std::optional<double> pitch) {
  Director& d = director(s);
  for (const Director::SpokenBy& spoken : d.spoken) {
    if (spoken.block == &say && spoken.speed == speed && spoken.pitch == pitch) {
      return *spoken.sound;
    }
  }
  SpeechRequest request{
      .who = say.who, .mood = say.mood, .speed = speed, .pitch = pitch, .clip = say.clip};
  if (voice != nullptr) request.voice = *voice;
  std::string key = say.text + '\n' + request.who + '\n' + request.voice.value_or("") + '\n' +
                    (request.clip ? "clip " + *request.clip : "") + '\n' +
                    request.mood.value_or("") + '\n' +
                    (request.speed ? json::format_number(*request.speed) : "") + '\n' +
                    (request.pitch ? json::format_number(*request.pitch) : "");
  if (auto it = d.speech.find(key); it != d.speech.end()) {
    d.spoken.push_back({&say, speed, pitch, &it->second});
    return it->second;
  }
  Director::LineSound sound{.seconds = -1};
  if (s.options.speech) {
    const std::optional<double> answer = s.options.speech(say.text, request);
    if (answer && std::isfinite(*answer) && *answer >= 0) sound.seconds = *answer;
  }
  if (sound.seconds < 0) {
    sound.seconds = estimate_speech(say.text, request.speed.value_or(1));
  } else if (s.options.loud_moments) {
    // Loud moments belong to a voice's sound: an estimated line has none.
    for (double m : s.options.loud_moments(say.text, request)) {
      if (std::isfinite(m) && m >= 0 && m < sound.seconds) sound.loud.push_back(m);
    }
    std::ranges::sort(sound.loud);
  }
  const Director::LineSound& kept =
      d.speech.emplace(std::move(key), std::move(sound)).first->second;
  d.spoken.push_back({&say, speed, pitch, &kept});
  return kept;
}

void warn_once(RuntimeState& s, std::string message);

// The words `speaker` is saying now: its latest live line's, empty when none (each speaker's
// bubble, docs/CAMERA.md "Bubbles").
void update_spoken(Director& d, Character& speaker) {
  speaker.line = {};
  for (auto it = d.lines.rbegin(); it != d.lines.rend(); ++it) {
    if (it->live && it->speaker == &speaker) {
      speaker.line = it->block->text;
      return;
    }
  }
}

SceneStep say(RuntimeState& s, Instance& inst, const Block& block, const SayBlock& say,
              double now) {
  Director& d = director(s);
  Character* speaker = find_character(s, say.who, block.path);
  if (speaker == nullptr) return {};
  if (say.at) {
    // A sung line starts at its song time: before it, the block waits and runs again then.
    const double at = evaluate(s, inst, *say.at, now, 0, block.path);
    if (at > now) return {.wait_until = at, .again = true};
    if (at < now - kLateSong) {
      const auto ms = [](double v) { return json::format_number(std::round(v * 1000) / 1000); };
      warn_once(s, block.path + ": " + say.who + " sings late, at " + ms(now) + " s instead of " +
                       ms(at) + " s: what comes before it in the script runs past its time");
    }
  }
  // The line's voice, else its speaker's (cast voices are the program's, as the record keeps).
  const std::string* voice = say.voice ? &*say.voice : nullptr;
  if (voice == nullptr) {
    if (const CastEntry* e = cast_entry(d, say.who); e != nullptr && e->voice) voice = &*e->voice;
  }
  std::optional<double> speed, pitch;
  if (say.speed) speed = evaluate(s, inst, *say.speed, now, 0, block.path);
  if (say.pitch) pitch = evaluate(s, inst, *say.pitch, now, 0, block.path);
  const Director::LineSound& sound = line_sound(s, say, voice, speed, pitch);
  const double length = sound.seconds;
  const CastEntry* speaker_entry = cast_entry(d, say.who);
  const bool narrator = speaker_entry != nullptr && speaker_entry->narrator;
  if (!narrator && !placement_of(s, say.who).visible) {
    warn_once(s, block.path + ": " + say.who +
                     " speaks while off the stage, so nobody is seen talking: enter or place it "
                     "before its line");
  }
  TimelineRecord* r = add_record(s, now, "say");
  if (r != nullptr) {
    r->who = say.who;
    r->text = say.text;
    r->voice = voice;
    r->mood = say.mood ? &*say.mood : nullptr;
    r->clip = say.clip ? &*say.clip : nullptr;
    r->sung = say.sung;
    r->set_number(r->kSpeed, speed);
    r->set_number(r->kPitch, pitch);
    // A narrator is nowhere on the stage: the middle.
    const auto stood = d.placements.find(say.who);
    if (!narrator && stood != d.placements.end()) r->stood_x = stood->second.x.at(now);
  }
  const std::size_t rec = last_record(s, r);
  if (say.mood) speaker->scene_mood = mood_write(s, *speaker, *say.mood, now, true);  // it holds
  // `talking` is 1 from a line's start to its end; overlapping lines make one talk.
  if (speaker->lines++ == 0) emit_to(s, *speaker, {.kind = EventKind::kTalkStart});
  d.lines.push_back({&say, speaker, now, now + length, rec, true, standing(d, now)});
  update_spoken(d, *speaker);
  schedule_loud(s, d.lines.size() - 1, sound.loud);
  return {.wait_until = now + length, .line = static_cast<int>(d.lines.size() - 1)};
}

// A warning said once, however often its block runs (a `does` in a loop), and once again in the
// run when the plan found it already.
void warn_once(RuntimeState& s, std::string message) {
  if (std::find(s.warnings.begin(), s.warnings.end(), message) == s.warnings.end()) {
    s.warnings.push_back(std::move(message));
  }
}

// How a warning names a `does`'s behaviour: a pack by its name, an inline one as inline.
std::string behaviour_name(const DoesBlock& does, const Program& program) {
  if (!does.behaviour.program) return "\"" + program.name + "\"";
  return program.name.empty() ? "the inline behaviour"
                              : "the inline behaviour \"" + program.name + "\"";
}

// The program a `does` starts: inline, or a pack; a missing one falls back to idle (§7.5). The
// plan resolves it too, so what falls back is in the warnings whenever the `does` runs.
std::shared_ptr<const Program> resolve(RuntimeState& s, const DoesBlock& does,
                                       const std::string& path) {
  if (does.behaviour.program) return does.behaviour.program;
  std::shared_ptr<const Program> program;
  if (s.options.packs) program = s.options.packs(does.behaviour.id, does.behaviour.version);
  if (program && program->kind == ProgramKind::kBehaviour) return program;
  std::shared_ptr<const Program> idle;
  if (s.options.packs) idle = s.options.packs("c4c:beh:idle", "");
  warn_once(s, path + ": behaviour \"" + does.behaviour.id + "\"" +
                   (does.behaviour.version.empty() ? "" : " " + does.behaviour.version) +
                   " is not a behaviour pack here; " +
                   (idle ? "idle plays instead" : "nothing plays"));
  return idle;
}

// A param the behaviour does not declare is passed anyway, with a warning (spec §7.5).
void warn_undeclared_params(RuntimeState& s, const DoesBlock& does, const Program& program,
                            const std::map<std::string, double>& params, const std::string& path) {
  for (const auto& [name, value] : params) {
    bool declared = false;
    for (const Param& p : program.params)
      declared |= p.name == name;
    if (declared) continue;
    warn_once(s, path + ": " + behaviour_name(does, program) + " has no param \"" + name +
                     "\"; it is passed anyway");
  }
}

void stop_scene_behaviour(RuntimeState& s, SceneBehaviour& b, double now) {
  cancel_timer(s, b.timer);
  close_record(s, b.record, now);
  if (b.instance != 0) stop_instance(s, b.instance, now);
}

SceneStep does(RuntimeState& s, Instance& inst, const Block& block, const DoesBlock& does,
               double now, std::uint32_t scope, double scope_end) {
  Director& d = director(s);
  if (find_character(s, does.who, block.path) == nullptr) return {};
  std::map<std::string, double> params;
  for (const auto& [name, value] : does.params) {
    params[name] = evaluate(s, inst, value, now, 0, block.path);
  }
  double end = kInfinity;
  if (does.for_time) end = now + evaluate(s, inst, *does.for_time, now, 0, block.path);
  // Without `for`, its dur is the rest of its scope: an enclosing for, else the scene (§7.5).
  double dur = end - now;
  if (!does.for_time) {
    double scope_until = scope_end;
    if (d.scene < d.planned_ends.size())
      scope_until = std::min(scope_until, d.planned_ends[d.scene]);
    dur = scope_until - now;
  }
  if (!does.also) {
    // A new `does` replaces every behaviour the scene started on that character.
    for (auto it = d.behaviours.begin(); it != d.behaviours.end();) {
      if (it->who == does.who) {
        stop_scene_behaviour(s, *it, now);
        it = d.behaviours.erase(it);
      } else {
        ++it;
      }
    }
  }
  TimelineRecord* r = add_record(s, now, "does");
  if (r != nullptr) {
    r->who = does.who;
    r->behaviour = &does.behaviour;
    r->also = does.also;
  }
  const std::size_t rec = last_record(s, r);
  SceneBehaviour started{0, does.who, scope, now, end, rec, -1};
  // What this `does` loses is found by the plan as by the run, wherever it runs (spec §7.5).
  std::shared_ptr<const Program> program = resolve(s, does, block.path);
  if (program) warn_undeclared_params(s, does, *program, params, block.path);
  if (program && d.planning) {
    PreparedInstance prepared =
        prepare_instance(s, does.who, program, {.dur = dur, .params = params});
    if (!prepared.instance) {
      warn_once(s, block.path + ": " + prepared.error + " (skipped)");
      return {};  // as the run skips it
    }
  } else if (program) {
    StartResult result = start_instance(s, does.who, program, {.dur = dur, .params = params});
    if (!result.instance) {
      warn_once(s, block.path + ": " + result.error + " (skipped)");
      return {};
    }
    started.instance = *result.instance;
    s.instances.at(started.instance)->started_by_scene = true;
  }
  if (std::isfinite(end)) {
    started.timer = start_timer(s, Timer::Kind::kStopBehaviour, started.instance, end);
  }
  d.behaviours.push_back(started);
  return {};
}

SceneStep caption(RuntimeState& s, Instance& inst, const Block& block, const CaptionBlock& c,
                  double now, std::uint32_t scope) {
  Director& d = director(s);
  double end = kInfinity;
  if (c.for_time) {
    const double length = evaluate(s, inst, *c.for_time, now, 0, block.path);
    end = std::isnan(length) ? now : now + length;
  }
  TimelineRecord* r = add_record(s, now, "caption");
  if (r != nullptr) r->text = c.text;
  const std::size_t rec = last_record(s, r);
  prune_captions(s, now);
  // A newer caption of the same scope that ends no earlier hides an older one for good.
  for (auto it = d.captions.begin(); it != d.captions.end();) {
    if (it->scope == scope && it->end <= end) {
      if (std::isfinite(it->end)) {
        d.hidden.push_back(*it);
      } else {
        d.open_captions[scope].push_back(it->record);
      }
      it = d.captions.erase(it);
    } else {
      ++it;
    }
  }
  d.captions.push_back({c.text, now, end, rec, scope, standing(d, now)});
  return {};
}

SceneStep cut(RuntimeState& s, const CutBlock& c, double now) {
  Director& d = director(s);
  set_stage(d, c.place, c.mood);
  if (d.cut_record) close_record(s, *d.cut_record, now);
  TimelineRecord* r = add_record(s, now, "cut");
  if (r != nullptr) {
    r->place = d.place;
    r->grade = d.grade;
  }
  d.cut_record = last_record(s, r);
  return {};
}

SceneStep mood(RuntimeState& s, const Block& block, const SceneMoodBlock& m, double now) {
  if (find_character(s, m.who, block.path) == nullptr) return {};
  write_mood(s, m.who, m.mood, now);
  if (TimelineRecord* r = add_record(s, now, "mood")) {
    r->who = m.who;
    r->mood = &m.mood;
  }
  return {};
}

// The view a character is shown in while its moves set none (docs/CAMERA.md "Views").
SceneStep view(RuntimeState& s, const Block& block, const SceneViewBlock& v, double now) {
  if (find_character(s, v.who, block.path) == nullptr) return {};
  placement_of(s, v.who).view = v.to;
  if (TimelineRecord* r = add_record(s, now, "view")) {
    r->who = v.who;
    r->side = v.to;
  }
  return {};
}

// A hand reaching for another character, or letting go (docs/CAMERA.md "Reaching for a
// character"); it waits its `over`, as a behaviour's reach does.
SceneStep reach(RuntimeState& s, Instance& inst, const Block& block, const SceneReachBlock& b,
                double now) {
  if (find_character(s, b.who, block.path) == nullptr) return {};
  if (!b.release && find_character(s, b.at, block.path) == nullptr) return {};
  Placement& p = placement_of(s, b.who);
  const double over = std::max(0.0, evaluate(s, inst, b.over, now, 0, block.path));
  std::vector<int> sides;
  if (b.hands == 2) {
    sides = {1, -1};
  } else if (b.hands != 0) {
    sides = {b.hands};
  } else if (!b.release) {
    // The hand on the side of whom it reaches for, as it is drawn (its own right is +x).
    const Placement& other = placement_of(s, b.at);
    const double across = (other.x.at(now) - p.x.at(now)) * (p.facing.at(now) < 0 ? -1 : 1);
    sides = {across < 0 ? -1 : 1};
  }
  const auto glide_w = [&](SceneReach& r, double to) {
    r.w = Glide{r.weight(now), to, now, over, b.ease, 0};
    r.let_go_at = kInfinity;
  };
  for (SceneReach& r : p.reaches) {
    if (b.release && (sides.empty() || std::ranges::find(sides, r.side) != sides.end()))
      glide_w(r, 0);
  }
  for (int side : b.release ? std::vector<int>{} : sides) {
    auto it = std::ranges::find(p.reaches, side, &SceneReach::side);
    if (it == p.reaches.end()) it = p.reaches.insert(p.reaches.end(), SceneReach{.side = side});
    it->at = b.at;
    it->spot = b.spot;
    glide_w(*it, 1);
  }
  if (TimelineRecord* r = add_record(s, now, b.release ? "release" : "reach")) {
    r->who = b.who;
    r->dur = over;
    if (!b.release) {
      r->text = b.at;
      r->side = b.spot;
    }
  }
  if (!(over > 0)) return {};
  return {.wait_until = now + over};
}

}  // namespace

TimelineRecord& new_record(RuntimeState& s) {
  // A loop plans hundreds of thousands of records. Growing 8 times (not twice) when full copies
  // them fewer times, and touches less memory: the capacity not yet used is never written, so a
  // large buffer's pages beyond the records are never mapped in.
  std::vector<TimelineRecord>& timeline = s.timeline;
  if (timeline.size() == timeline.capacity()) {
    timeline.reserve(std::max<std::size_t>(64, 8 * timeline.capacity()));
  }
  return timeline.emplace_back();
}

double estimate_speech(const std::string& text, double speed) {
  // JavaScript counts a string's length in UTF-16 code units: a 4-byte UTF-8 sequence is two.
  double units = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) != 0x80) units += 1;
    if (c >= 0xF0) units += 1;
  }
  return std::max(0.06 * units + 0.25, 0.6) / speed;
}

SceneStep run_scene_block(RuntimeState& s, Instance& inst, const Block& block, double now,
                          std::uint32_t scope, double scope_end) {
  if (const auto* b = std::get_if<SayBlock>(&block.op)) return say(s, inst, block, *b, now);
  if (const auto* b = std::get_if<DoesBlock>(&block.op)) {
    return does(s, inst, block, *b, now, scope, scope_end);
  }
  if (const auto* b = std::get_if<CaptionBlock>(&block.op)) {
    return caption(s, inst, block, *b, now, scope);
  }
  if (const auto* b = std::get_if<CutBlock>(&block.op)) return cut(s, *b, now);
  if (const auto* b = std::get_if<PlaceBlock>(&block.op))
    return run_place_block(s, inst, block, *b, now);
  if (const auto* b = std::get_if<SceneMoodBlock>(&block.op)) return mood(s, block, *b, now);
  if (const auto* b = std::get_if<SceneViewBlock>(&block.op)) return view(s, block, *b, now);
  if (const auto* b = std::get_if<SceneReachBlock>(&block.op))
    return reach(s, inst, block, *b, now);
  if (const auto* b = std::get_if<SoundBlock>(&block.op))
    return run_sound_block(s, inst, block, *b, now);
  if (const auto* b = std::get_if<PropBlock>(&block.op))
    return run_prop_block(s, inst, block, *b, now);
  if (const auto* b = std::get_if<MusicBlock>(&block.op))
    return run_music_block(s, inst, block, *b, now);
  if (const auto* b = std::get_if<CameraBlock>(&block.op)) {
    return run_camera_block(s, inst, block, *b, now);
  }
  return {};
}

void end_line(RuntimeState& s, int index, double now) {
  Director& d = director(s);
  Line& line = d.lines[static_cast<std::size_t>(index)];
  if (!line.live) return;
  line.live = false;
  close_record(s, line.record, now);
  Character& speaker = *line.speaker;
  if (--speaker.lines == 0) emit_to(s, speaker, {.kind = EventKind::kTalkEnd});
  // Forget what ended, from the back (lines end in any order; keep indexes of live ones valid).
  while (!d.lines.empty() && !d.lines.back().live)
    d.lines.pop_back();
  update_spoken(d, speaker);
}

void scene_wait_over(RuntimeState& s, const Thread& th, double now) {
  if (s.director == nullptr) return;
  if (th.line >= 0) end_line(s, th.line, now);
  if (th.glide_token != 0) settle_glides(s, th.glide_token, now);
}

void end_scene_scope(RuntimeState& s, std::uint32_t scope, double now) {
  if (s.director == nullptr) return;
  Director& d = director(s);
  for (auto it = d.behaviours.begin(); it != d.behaviours.end();) {
    if (it->scope == scope) {
      stop_scene_behaviour(s, *it, now);
      it = d.behaviours.erase(it);
    } else {
      ++it;
    }
  }
  for (std::vector<Caption>* list : {&d.captions, &d.hidden}) {
    std::erase_if(*list, [&](const Caption& c) {
      if (c.scope != scope) return false;
      close_record(s, c.record, std::min(now, c.end));
      return true;
    });
  }
  if (auto open = d.open_captions.find(scope); open != d.open_captions.end()) {
    for (std::size_t rec : open->second)
      close_record(s, rec, now);
    d.open_captions.erase(open);
  }
}

void prune_captions(RuntimeState& s, double now) {
  Director& d = director(s);
  for (std::vector<Caption>* list : {&d.captions, &d.hidden}) {
    std::erase_if(*list, [&](const Caption& c) {
      if (c.end > now) return false;
      close_record(s, c.record, c.end);
      return true;
    });
  }
}

}  // namespace jt::rt
