// A Fountain screenplay as a cartoon (docs/FOUNTAIN.md): its elements translated into the
// screenplay format, one line of it at a time with the Fountain line it came from, then read by the
// screenplay reader; the reader's lines and errors are taken back to the Fountain's lines.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

#include "../json/file_reader.h"
#include "fountain_sounds.h"
#include "fountain_words.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"
#include "jt/screenplay/fountain.h"
#include "jt/screenplay/fountain_elements.h"
#include "jt/trimmed.h"

namespace jt::screenplay {
namespace {

using fountain::Element;
using fountain::ElementKind;

// A line's text without blanks around it, newlines included, as a string of its own.
std::string trimmed_line(std::string_view s) {
  return std::string(trimmed(s, " \t\n"));
}

std::string quoted(std::string_view text) {
  return json::write_compact(json::Value(std::string(text)));
}

// "PIP" and "MRS. O'HARA" as names: "Pip", "Mrs. O'hara".
std::string name_of_cue(std::string_view cue) {
  std::string name;
  bool word_start = true;
  for (char c : cue) {
    const bool letter = std::isalpha(static_cast<unsigned char>(c)) != 0;
    name += letter ? static_cast<char>(word_start ? std::toupper(static_cast<unsigned char>(c))
                                                  : std::tolower(static_cast<unsigned char>(c)))
                   : c;
    word_start = c == ' ' || c == '-';
  }
  return name;
}

// "KITCHEN", "PIP'S LIVING ROOM" as a place's word: "kitchen", "pip_s_living_room".
std::string slug(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
  }
  while (!out.empty() && out.back() == '_')
    out.pop_back();
  return out.empty() ? "stage" : out;
}

// A caption is read at three words a second, and shown for at least 2 s.
std::string reading_seconds(std::string_view text) {
  const auto words = std::ranges::count(text, ' ') + 1;
  const double seconds = std::max(2.0, std::round(static_cast<double>(words) / 3 * 10) / 10);
  return json::write_compact(json::Value(seconds));
}

// The narrator's cast id (no cue's id: those are a letter and a number).
constexpr std::string_view kNarrator = "NARRATOR";

struct CastMember {
  std::string cue;  // upper-case, as the cues write it
  std::string id;   // A, B, ...
  std::string entry;
  int line = 0;  // the Cast line, or the first cue
};

struct Heading {
  std::string place;  // the place's word ("kitchen")
  std::string grade;  // "" for none
};

// A cue heard, not seen: `(V.O.)`, `(O.S.)`, `(O.C.)`.
bool off_screen(const Element& cue) {
  const std::string& ext = cue.extension;
  return ext == "V.O." || ext == "VO" || ext == "O.S." || ext == "OS" || ext == "O.C.";
}

class Translator {
 public:
  Translator(std::vector<Element> elements, std::string file, const FountainOptions& options)
      : elements_(std::move(elements)), file_(std::move(file)), options_(options) {}

  FountainRead run() {
    read_title_page();
    if (!options_.narrator.empty()) narrator_ = options_.narrator;
    for (const Element& e : elements_) {
      if (e.kind == ElementKind::kCharacter) member(e.text, e.line);
      if (e.kind == ElementKind::kSceneHeading) heading(e);
    }
    header();
    for (std::size_t i = 0; i < elements_.size(); ++i)
      element(i);
    if (!in_scene_) emit("scene", 1, 0), emit("wait 1 s", 1);
    return finish();
  }

 private:
  void emit(std::string text, int line, int depth = 1) {
    text_ += std::string(static_cast<std::size_t>(depth) * 2, ' ') + text + "\n";
    line_of_.push_back(line);
  }
  void warn(int line, std::string message, std::string hint, Code code = Code::kNotInTheCartoon) {
    warnings_.push_back(Diagnostic{.severity = Severity::kWarning,
                                   .code = code,
                                   .file = file_,
                                   .line = line,
                                   .column = 1,
                                   .message = std::move(message),
                                   .hint = std::move(hint)});
  }

  void read_title_page();
  void cast_line(std::string_view line, int number);
  const CastMember& member(const std::string& cue, int line);
  Heading heading(const Element& e);
  std::string background_for(const std::string& place, int line);
  void header();
  void element(std::size_t i);
  void open_scene(std::size_t at);
  void ensure_scene(int line);
  void parenthetical(const Element& e);
  void say(const Element& e);
  void caption(const Element& e);
  void narrate(const Element& e);
  void sound(const Element& e, const fountain::SoundCue& cue);
  FountainRead finish();

  std::vector<Element> elements_;
  std::string file_;
  const FountainOptions& options_;
  std::string title_;
  int title_line_ = 1;
  std::string narrator_;  // the narrator's voice; empty: action is captions
  std::vector<CastMember> cast_;
  struct Place {
    std::string name, background;
    int line = 0;  // the first heading at it
  };
  std::vector<Place> places_;
  std::string text_;
  std::vector<int> line_of_;  // each line of text_'s Fountain line
  std::vector<Diagnostic> warnings_;
  // While the scenes are written:
  bool in_scene_ = false;
  std::set<std::string> visible_;  // ids on the stage
  const CastMember* speaker_ = nullptr;
  std::string mood_;             // the speaker's parentheticals' mood, for its lines
  std::string voice_;            // and voice ("whisper")
  std::size_t last_say_ = 0;     // the line after the last say in text_'s lines (0: none)
  bool last_say_alone_ = false;  // nothing was written since it
  bool dual_ = false;            // the speaker's cue had `^`
  std::string place_;            // the scene's place
  std::map<std::string, std::string> entering_;  // id -> its enter line, heard before it is seen
};

void Translator::read_title_page() {
  for (const Element& e : elements_) {
    if (e.kind != ElementKind::kTitleField) continue;
    if (e.key == "title") {
      title_ = trimmed_line(e.text);
      std::ranges::replace(title_, '\n', ' ');
      title_line_ = e.line;
    } else if (e.key == "narrator") {
      narrator_ = trimmed_line(e.text);
    } else if (e.key == "cast") {
      int line = e.line;
      std::size_t start = 0;
      for (std::size_t end = 0; end <= e.text.size(); ++end) {
        if (end == e.text.size() || e.text[end] == '\n') {
          cast_line(std::string_view(e.text).substr(start, end - start), line);
          start = end + 1;
          ++line;
        }
      }
    } else {
      constexpr std::string_view kKept[] = {"credit",    "author",     "authors",
                                            "source",    "draft date", "contact",
                                            "copyright", "notes",      "revision"};
      if (std::ranges::find(kKept, e.key) == std::end(kKept)) {
        warn(e.line,
             "the title page's \"" + e.key + "\" is not part of the cartoon: it is left out",
             "the title page's Title names the cartoon and its Cast casts it (docs/FOUNTAIN.md)");
      }
    }
  }
}

// `PIP: kid, voice child, style crayon, colour #e85d75`.
void Translator::cast_line(std::string_view line, int number) {
  const std::string text = trimmed_line(line);
  if (text.empty()) return;
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos || trimmed_line(text.substr(0, colon)).empty()) {
    warn(number, "a Cast line is \"NAME: template, voice VOICE\": " + quoted(text) + " is left out",
         "write it as `PIP: kid, voice child`", Code::kBadValue);
    return;
  }
  std::string cue = trimmed_line(text.substr(0, colon));
  std::ranges::transform(cue, cue.begin(), [](char c) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  });
  if (std::ranges::find(cast_, cue, &CastMember::cue) != cast_.end()) {
    warn(number, "the Cast names " + quoted(cue) + " twice: the first is kept", "",
         Code::kDuplicateKey);
    return;
  }
  const std::size_t i = cast_.size();
  std::string look_template(fountain::default_template(i)), voice(fountain::default_voice(i));
  std::string colour(fountain::default_colour(i)), style;
  const std::string items = text.substr(colon + 1);
  for (std::size_t start = 0; start <= items.size();) {
    std::size_t end = items.find(',', start);
    if (end == std::string::npos) end = items.size();
    const std::string item = trimmed_line(items.substr(start, end - start));
    start = end + 1;
    if (item.empty()) continue;
    const std::size_t space = item.find(' ');
    const std::string word = item.substr(0, space);
    const std::string value = space == std::string::npos ? "" : trimmed_line(item.substr(space));
    const bool one_word = std::ranges::all_of(value, [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '#' || c == '-' || c == '_' ||
             c == '+' || c == ':';
    });
    if (space == std::string::npos && one_word) {
      look_template = word;
    } else if ((word == "voice" || word == "style" || word == "colour" || word == "color") &&
               !value.empty() && one_word) {
      (word == "voice" ? voice : word == "style" ? style : colour) = value;
    } else {
      warn(number,
           "the Cast item " + quoted(item) + " is not one the cartoon knows: it is left out",
           "a Cast line holds a template (kid, monster, person, dog, cat, bird), then `voice`, "
           "`style` or `colour` and one word",
           Code::kBadValue);
    }
  }
  std::string id(1, static_cast<char>('A' + i % 26));
  if (i >= 26) id += std::to_string(i / 26);
  std::string entry = id + " = " + quoted(name_of_cue(cue)) + " · template " + look_template;
  if (!style.empty()) entry += " · style " + style;
  entry += " · colours body " + colour + " · voice " + voice;
  cast_.push_back(CastMember{cue, id, entry, number});
}

// The cast member of a cue, cast with the defaults when the title page does not cast it.
const CastMember& Translator::member(const std::string& cue, int line) {
  std::string key = cue;
  std::ranges::transform(key, key.begin(), [](char c) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  });
  if (auto found = std::ranges::find(cast_, key, &CastMember::cue); found != cast_.end()) {
    return *found;
  }
  cast_line(key + ":", line);
  return cast_.back();
}

// `INT. KITCHEN - NIGHT`: the place `kitchen`, graded `night`.
Heading Translator::heading(const Element& e) {
  std::string_view text = e.text;
  for (std::string_view prefix : {"INT./EXT.", "INT./EXT", "INT/EXT.", "INT/EXT", "I/E.", "I/E",
                                  "INT.", "INT", "EXT.", "EXT", "EST.", "EST"}) {
    if (text.size() > prefix.size() &&
        std::equal(
            prefix.begin(), prefix.end(), text.begin(),
            [](char a, char b) { return a == std::toupper(static_cast<unsigned char>(b)); }) &&
        (text[prefix.size()] == ' ' || prefix.ends_with('.'))) {
      text.remove_prefix(prefix.size());
      break;
    }
  }
  std::string location(text), time;
  if (const std::size_t dash = location.rfind(" - "); dash != std::string::npos) {
    time = location.substr(dash + 3);
    location = location.substr(0, dash);
  }
  Heading h{slug(location), std::string(fountain::grade_of_time(time))};
  if (std::ranges::find(places_, h.place, &Place::name) == places_.end()) {
    places_.push_back(Place{h.place, background_for(h.place, e.line), e.line});
  }
  return h;
}

// The background of a place: its own name, else one named in it ("pip_s_kitchen": kitchen),
// else the nearest by spelling, else the first; a warning for each guess.
std::string Translator::background_for(const std::string& place, int line) {
  const std::vector<std::string>& known = options_.backgrounds;
  if (known.empty() || std::ranges::find(known, place) != known.end()) return place;
  std::string chosen;
  for (const std::string& b : known) {
    if (("_" + place + "_").find("_" + b + "_") != std::string::npos) chosen = b;
  }
  if (chosen.empty()) {
    std::vector<std::string_view> names(known.begin(), known.end());
    const auto near = nearest_name(place, names);
    chosen = near ? std::string(*near) : known.front();
  }
  std::string all;
  for (const std::string& b : known)
    all += (all.empty() ? "" : ", ") + b;
  warn(line, "no background is named \"" + place + "\": the scene is set in \"" + chosen + "\"",
       "the backgrounds are " + all + ": name one in the heading (INT. " +
           all.substr(0, all.find(',')) + " - DAY) to choose",
       Code::kMissingPack);
  return chosen;
}

void Translator::header() {
  emit("cartoon " + quoted(title_.empty() ? std::string("Untitled") : title_), title_line_, 0);
  emit("field camera \"auto\"", title_line_, 0);
  if (!cast_.empty() || !narrator_.empty()) {
    emit("cast:", title_line_, 0);
    for (const CastMember& m : cast_)
      emit(m.entry, m.line);
    if (!narrator_.empty()) {
      emit(std::string(kNarrator) + " = \"Narrator\" · voice " + quoted(narrator_) +
               " · narrator true",
           title_line_);
    }
  }
  if (!places_.empty()) {
    emit("places:", title_line_, 0);
    for (const Place& p : places_)
      emit(p.name + " = background " + p.background, p.line);
  }
}

void Translator::element(std::size_t i) {
  const Element& e = elements_[i];
  switch (e.kind) {
    case ElementKind::kTitleField:
      return;
    case ElementKind::kSceneHeading:
      return open_scene(i);
    case ElementKind::kCharacter:
      speaker_ = &member(e.text, e.line);
      // Heard before, seen now: it walks on before its line.
      if (const auto enter = entering_.find(speaker_->id);
          enter != entering_.end() && !off_screen(e)) {
        ensure_scene(e.line);
        emit(enter->second, e.line);
        visible_.insert(speaker_->id);
        entering_.erase(enter);
        last_say_alone_ = false;
      }
      mood_.clear();
      voice_.clear();
      if (!e.dual) last_say_alone_ = false;
      dual_ = e.dual;
      return;
    case ElementKind::kParenthetical:
      return parenthetical(e);
    case ElementKind::kDialogue:
    case ElementKind::kLyric:
      if (speaker_ != nullptr) return say(e);
      return caption(e);
    case ElementKind::kAction:
      speaker_ = nullptr;
      if (const std::optional<fountain::SoundCue> cue = fountain::sound_cue(e.text)) {
        return sound(e, *cue);
      }
      if (!narrator_.empty()) return narrate(e);
      return caption(e);
    case ElementKind::kCentered:
      speaker_ = nullptr;
      return caption(e);
    case ElementKind::kTransition: {
      speaker_ = nullptr;
      // A cut before a heading is the heading's; another is a cut to the same place.
      const bool heading_next =
          i + 1 < elements_.size() && elements_[i + 1].kind == ElementKind::kSceneHeading;
      if (!heading_next && in_scene_ && !place_.empty()) {
        emit("cut to " + place_, e.line);
        last_say_alone_ = false;
      }
      return;
    }
    case ElementKind::kNote:
    case ElementKind::kBoneyard:
    case ElementKind::kSection:
    case ElementKind::kSynopsis:
    case ElementKind::kPageBreak:
      warn(e.line,
           "a " + std::string(fountain::kind_name(e.kind)) +
               " is not part of the cartoon: it is left out",
           "notes, sections, synopses and page breaks are the writer's; what the viewer should "
           "see is action (a caption) or dialogue");
      return;
  }
}

// A heading: the scene at its place. The characters who speak in it on screen (not in voice-over
// or off screen) have their spots spread across the stage, facing its middle: those whose first
// line is on screen are there when it opens, the others enter before their first line on screen;
// whoever else was on the stage leaves.
void Translator::open_scene(std::size_t at) {
  const Element& e = elements_[at];
  const Heading h = heading(e);
  std::vector<const CastMember*> present;
  std::set<const CastMember*> heard_first;
  for (std::size_t i = at + 1;
       i < elements_.size() && elements_[i].kind != ElementKind::kSceneHeading; ++i) {
    const Element& cue = elements_[i];
    if (cue.kind != ElementKind::kCharacter) continue;
    const CastMember* m = &member(cue.text, cue.line);
    const bool seen = std::ranges::find(present, m) != present.end();
    if (off_screen(cue)) {
      if (!seen) heard_first.insert(m);
    } else if (!seen) {
      present.push_back(m);
    }
  }
  emit("scene " + quoted(e.text) + " at " + h.place + (h.grade.empty() ? "" : " (" + h.grade + ")"),
       e.line, 0);
  in_scene_ = true;
  place_ = h.place;
  speaker_ = nullptr;
  last_say_alone_ = false;
  entering_.clear();
  bool any = false;
  for (const CastMember& m : cast_) {
    const bool stays = std::ranges::find(present, &m) != present.end() && !heard_first.contains(&m);
    if (visible_.contains(m.id) && !stays) {
      emit(m.id + " exits to the left in 0 s", e.line);
      visible_.erase(m.id);
      any = true;
    }
  }
  for (std::size_t i = 0; i < present.size(); ++i) {
    const double x =
        std::round(static_cast<double>(i + 1) / static_cast<double>(present.size() + 1) * 100) /
        100;
    const std::string spot = json::write_compact(json::Value(x));
    if (heard_first.contains(present[i])) {
      entering_[present[i]->id] = present[i]->id + " enters from the " +
                                  (x <= 0.5 ? "left" : "right") + " to x " + spot + " in 1 s";
      continue;
    }
    emit("place " + present[i]->id + " at x " + spot + ", y 0.92, facing " +
             (x <= 0.5 ? "right" : "left"),
         e.line);
    visible_.insert(present[i]->id);
    any = true;
  }
  if (!any) emit("wait 0 s", e.line);
}

// Dialogue before any heading, or action: a scene without a place.
void Translator::ensure_scene(int line) {
  if (in_scene_) return;
  emit("scene", line, 0);
  in_scene_ = true;
}

// `(happy)`, `(waves)`, `(sadly, waving)`: a mood for the lines that follow, a move at once.
void Translator::parenthetical(const Element& e) {
  if (speaker_ == nullptr) return;
  ensure_scene(e.line);
  std::string_view rest = e.text;
  std::vector<std::string> parts;
  while (!rest.empty()) {
    std::size_t cut = std::min(rest.find(','), rest.find(" and "));
    const std::size_t skip = cut == std::string_view::npos ? 0 : (rest[cut] == ',' ? 1 : 5);
    parts.push_back(trimmed_line(rest.substr(0, cut)));
    rest = cut == std::string_view::npos ? std::string_view{} : rest.substr(cut + skip);
  }
  for (const std::string& part : parts) {
    if (part.empty()) continue;
    if (const auto d = fountain::direction(part)) {
      if (!d->mood.empty()) mood_ = d->mood;
      if (!d->voice.empty()) voice_ = d->voice;
      if (!d->move.empty()) {
        emit(speaker_->id + " does " + d->move, e.line);
        last_say_alone_ = false;
      }
    } else {
      warn(e.line,
           "the parenthetical " + quoted(part) + " is neither a mood nor a move: it is left out",
           "the moods and moves a parenthetical may name are in docs/FOUNTAIN.md "
           "(\"(happy)\", \"(waves)\")");
    }
  }
}

// A line: `A says "..." (happy)`; a dual cue's line at the same time as the line before it.
void Translator::say(const Element& e) {
  ensure_scene(e.line);
  std::string text = e.text;
  std::ranges::replace(text, '\n', ' ');
  std::string manner = mood_;
  if (!voice_.empty()) manner += (manner.empty() ? "voice " : ", voice ") + voice_;
  const std::string line = speaker_->id + " says " + quoted(trimmed_line(text)) +
                           (manner.empty() ? "" : " (" + manner + ")");
  if (dual_ && last_say_alone_ && last_say_ == line_of_.size()) {
    // Take the last say back out, and write both in branches.
    const std::size_t start = text_.rfind('\n', text_.size() - 2) + 1;
    const std::string previous = trimmed_line(text_.substr(start));
    const int previous_line = line_of_.back();
    text_.erase(start);
    line_of_.pop_back();
    emit("at the same time:", previous_line);
    emit("— 1:", previous_line, 2);
    emit(previous, previous_line, 3);
    emit("— 2:", e.line, 2);
    emit(line, e.line, 3);
    last_say_alone_ = false;
    dual_ = false;
    return;
  }
  emit(line, e.line);
  last_say_ = line_of_.size();
  last_say_alone_ = true;
}

// Action: a caption, read at three words a second, and the time to read it.
void Translator::caption(const Element& e) {
  ensure_scene(e.line);
  std::string text = trimmed_line(e.text);
  std::ranges::replace(text, '\n', ' ');
  if (text.empty()) return;
  const std::string seconds = reading_seconds(text);
  emit("caption " + quoted(text) + " for " + seconds + " s", e.line);
  emit("wait " + seconds + " s", e.line);
  last_say_alone_ = false;
}

// A sound cue in the action (docs/FOUNTAIN.md "Sound cues"): a sound or music block, which does
// not wait; a cue that names no sound we have is a caption, with a warning.
void Translator::sound(const Element& e, const fountain::SoundCue& cue) {
  ensure_scene(e.line);
  using Kind = fountain::SoundCue::Kind;
  if (cue.kind == Kind::kMusicStops) {
    emit("music stops", e.line);
  } else if (cue.clip.empty()) {
    warn(e.line, "no shipped sound is named in " + quoted(cue.heard) + ": it is a caption",
         "name one by a word of it (ding, bell, pop, boing, whoosh, footsteps, crunch, chomp), "
         "or a file, as SFX: sfx/door.wav");
    return caption(e);
  } else if (cue.kind == Kind::kMusic) {
    emit("music " + quoted(cue.clip) + (cue.loop ? " (looped)" : ""), e.line);
  } else {
    emit("sound " + quoted(cue.clip), e.line);
  }
  last_say_alone_ = false;
}

// Action in the narrator's voice: a line (it waits its own length).
void Translator::narrate(const Element& e) {
  ensure_scene(e.line);
  std::string text = trimmed_line(e.text);
  std::ranges::replace(text, '\n', ' ');
  if (text.empty()) return;
  emit(std::string(kNarrator) + " says " + quoted(text), e.line);
  last_say_alone_ = false;
}

// The screenplay read, its lines and errors taken back to the Fountain's lines.
FountainRead Translator::finish() {
  FountainRead out;
  out.read = read(text_, file_);
  const auto fountain_line = [&](int line) {
    return line >= 1 && static_cast<std::size_t>(line) <= line_of_.size()
               ? line_of_[static_cast<std::size_t>(line) - 1]
               : 0;
  };
  for (SourceLine& l : out.read.lines) {
    l.line = fountain_line(l.line);
    l.column = 1;
  }
  for (Diagnostic& d : out.read.errors) {
    d.line = fountain_line(d.line);
    d.column = 1;
  }
  std::ranges::stable_sort(warnings_, {}, &Diagnostic::line);
  out.warnings = std::move(warnings_);
  out.screenplay = std::move(text_);
  return out;
}

}  // namespace

FountainRead read_fountain(std::string_view text, const std::string& file,
                           const FountainOptions& options) {
  return Translator(fountain::read_elements(text), file, options).run();
}

FountainRead read_fountain_file(const std::string& path, const FountainOptions& options) {
  json::detail::FileContents contents =
      json::detail::read_file(path, json::kDefaultMaxDocumentBytes);
  if (contents.status == json::detail::FileContents::Status::kRead) {
    return read_fountain(contents.text, path, options);
  }
  // The screenplay reader's own words for a file it cannot read.
  FountainRead out;
  out.read = read_file(path);
  return out;
}

}  // namespace jt::screenplay
