#include "fountain_words.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <span>

namespace jt::screenplay::fountain {
namespace {

struct Word {
  std::string_view word;
  std::string_view meaning;
};

// Moods by their names and by the words a screenwriter puts in a parenthetical.
constexpr Word kMoods[] = {
    {"happy", "happy"},       {"happily", "happy"},    {"cheerful", "happy"},
    {"cheerfully", "happy"},  {"smiling", "happy"},    {"delighted", "happy"},
    {"sad", "sad"},           {"sadly", "sad"},        {"glum", "sad"},
    {"crying", "sad"},        {"tearful", "sad"},      {"gloomy", "sad"},
    {"angry", "angry"},       {"angrily", "angry"},    {"furious", "angry"},
    {"mad", "angry"},         {"shouting", "angry"},   {"surprised", "surprised"},
    {"shocked", "surprised"}, {"amazed", "surprised"}, {"astonished", "surprised"},
    {"scared", "scared"},     {"afraid", "scared"},    {"frightened", "scared"},
    {"terrified", "scared"},  {"nervous", "scared"},   {"nervously", "scared"},
    {"neutral", "neutral"},   {"calm", "neutral"},     {"calmly", "neutral"},
    {"sleepy", "sleepy"},     {"sleepily", "sleepy"},  {"yawning", "sleepy"},
    {"bored", "bored"},       {"asleep", "asleep"},    {"laugh", "laugh"},
    {"laughing", "laugh"},    {"laughs", "laugh"},     {"giggling", "laugh"},
};

// Moves (the shipped moves' slugs) by the verbs that ask for them.
constexpr Word kMoves[] = {
    {"waves", "wave_hello"},
    {"waving", "wave_hello"},
    {"wave", "wave_hello"},
    {"wave hello", "wave_hello"},
    {"bows", "bow"},
    {"bow", "bow"},
    {"bounces", "bounce"},
    {"bouncing", "bounce"},
    {"jumps", "jump_for_joy"},
    {"jumps for joy", "jump_for_joy"},
    {"cheers", "jump_for_joy"},
    {"cowers", "cower"},
    {"cowering", "cower"},
    {"trembling", "cower"},
    {"points", "point"},
    {"pointing", "point"},
    {"sighs", "sadidle"},
    {"sighing", "sadidle"},
    {"slumps", "deflate"},
    {"paces", "pace"},
    {"pacing", "pace"},
    {"flexes", "flex"},
    {"proudly", "flex"},
    {"hands on hips", "hands_on_hips"},
    {"wags", "wag"},
    {"wagging", "wag"},
    {"hops", "happy"},
    {"dances", "rap"},
    {"dancing", "rap"},
    {"startled", "react"},
    {"flinches", "react"},
    {"alarmed", "react"},
    {"huffs", "annoyed"},
    {"annoyed", "annoyed"},
    {"shakes", "angry"},
    {"looks around", "look_around"},
    {"puffs up", "inflate"},
    {"announces", "proclaim"},
    {"proclaims", "proclaim"},
    {"shrugs", "annoyed"},
};

std::string folded(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '.' || c == '!') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  while (!out.empty() && out.back() == ' ')
    out.pop_back();
  while (!out.empty() && out.front() == ' ')
    out.erase(out.begin());
  return out;
}

std::optional<std::string_view> look_up(std::span<const Word> table, std::string_view word) {
  const auto found = std::ranges::find(table, word, &Word::word);
  if (found == table.end()) return std::nullopt;
  return found->meaning;
}

}  // namespace

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<Direction> direction(std::string_view words) {
  std::string w = folded(words);
  if (const auto mood = look_up(kMoods, w)) return Direction{.mood = std::string(*mood)};
  if (const auto move = look_up(kMoves, w)) return Direction{.move = std::string(*move)};
  if (w == "whispering" || w == "whispers" || w == "whisper" || w == "quietly") {
    return Direction{.voice = "whisper"};
  }
  // A move by its slug's words ("jump for joy"), as the screenplay format reads them.
  std::ranges::replace(w, ' ', '_');
  if (std::ranges::find(kMoves, w, &Word::meaning) != std::end(kMoves)) {
    return Direction{.move = w};
  }
  return std::nullopt;
}

std::string_view grade_of_time(std::string_view time) {
  const std::string t = folded(time);
  for (const auto& [word, grade] :
       {Word{"night", "night"}, Word{"midnight", "night"}, Word{"evening", "warm"},
        Word{"dusk", "warm"}, Word{"sunset", "warm"}, Word{"twilight", "warm"},
        Word{"morning", "bloom"}, Word{"dawn", "bloom"}, Word{"sunrise", "bloom"},
        Word{"flashback", "sepia"}, Word{"dream", "sepia"}}) {
    // The word alone, or first or last with a space beside it (no string built: GCC 12's
    // -Wrestrict misreads a concatenation here in some unity batches).
    const std::string_view w = word;
    const bool first = t.size() > w.size() && t.starts_with(w) && t[w.size()] == ' ';
    const bool last = t.size() > w.size() && t.ends_with(w) && t[t.size() - w.size() - 1] == ' ';
    if (t == w || first || last) {
      return grade;
    }
  }
  return {};
}

std::string_view default_template(std::size_t i) {
  constexpr std::array<std::string_view, 6> kTemplates{"kid", "monster", "person",
                                                       "dog", "cat",     "bird"};
  return kTemplates[i % kTemplates.size()];
}

std::string_view default_voice(std::size_t i) {
  constexpr std::array<std::string_view, 7> kVoices{"bright",  "gruff", "child", "deep",
                                                    "squeaky", "old",   "calm"};
  return kVoices[i % kVoices.size()];
}

std::string_view default_colour(std::size_t i) {
  constexpr std::array<std::string_view, 6> kColours{"#f2b134", "#7f8c99", "#e85d75",
                                                     "#5b8def", "#6cc36c", "#b07cd8"};
  return kColours[i % kColours.size()];
}

}  // namespace jt::screenplay::fountain
