// The words of a Fountain screenplay that mean something to a cartoon: a parenthetical's moods and
// moves, a heading's time of day as a grade, and the casting a screenplay leaves to us
// (docs/FOUNTAIN.md has the tables).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace jt::screenplay::fountain {

// `s` with its ASCII letters in lower case.
std::string lower(std::string_view s);

// What one part of a parenthetical asks for: a face mood ("happy"), a move's slug ("wave_hello")
// or a voice ("whisper"); nothing when it is none of them.
struct Direction {
  std::string mood;
  std::string move;
  std::string voice;
};
std::optional<Direction> direction(std::string_view words);

// The grade of a heading's time of day ("NIGHT": "night"); empty for none.
std::string_view grade_of_time(std::string_view time);

// The i-th character's template, voice and body colour when the title page does not cast it.
std::string_view default_template(std::size_t i);
std::string_view default_voice(std::size_t i);
std::string_view default_colour(std::size_t i);

}  // namespace jt::screenplay::fountain
