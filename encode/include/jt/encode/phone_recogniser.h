// Phones heard in a recording, with PocketSphinx (Debian's pocketsphinx 5prealpha and its US
// English model, pocketsphinx-en-us): the known words of a line aligned to the sound (a JSGF
// grammar of exactly those words, then of their phones), or, without words, the phones recognised
// freely (its allphone search). docs/ENCODING.md, "Recorded lines". PocketSphinx's own log never
// reaches the terminal.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jt::encode {

inline constexpr int kRecogniserRate = 16000;  // Hz: what the acoustic model was trained at

// A phone heard from `start` to `end` seconds into the sound: an ARPAbet name as the CMU
// dictionary spells it ("AH", "M"), or "SIL" for silence and noise.
struct TimedPhone {
  double start = 0, end = 0;
  std::string phone;
  friend bool operator==(const TimedPhone&, const TimedPhone&) = default;
};

class PhoneRecogniser {
 public:
  // A decoder with the installed model; null when PocketSphinx or its model cannot start.
  static std::unique_ptr<PhoneRecogniser> create();
  ~PhoneRecogniser();
  PhoneRecogniser(const PhoneRecogniser&) = delete;
  PhoneRecogniser& operator=(const PhoneRecogniser&) = delete;

  // The word's phones by the dictionary (its first pronunciation); nothing for a word it does not
  // know. `word` as alignment_words gives it: lowercase.
  std::optional<std::vector<std::string>> pronounce(const std::string& word);

  // `words` (all known: pronounce) found in `pcm` (mono, kRecogniserRate): each word's phones
  // with their times, silences between them as "SIL". Nothing when the sound does not match them.
  std::optional<std::vector<TimedPhone>> align(const std::vector<std::int16_t>& pcm,
                                               const std::vector<std::string>& words);
  // The phones heard in `pcm`, whatever was said. Nothing when the decoder fails.
  std::optional<std::vector<TimedPhone>> recognise(const std::vector<std::int16_t>& pcm);

 private:
  struct Decoder;
  explicit PhoneRecogniser(std::unique_ptr<Decoder> decoder);
  std::unique_ptr<Decoder> decoder_;
};

// `samples` (mono, -1..1, at `rate` Hz) as the recogniser hears them: at kRecogniserRate, 16-bit
// (a windowed-sinc resampler, the same samples at any thread count).
std::vector<std::int16_t> recogniser_pcm(const std::vector<float>& samples, int rate);

}  // namespace jt::encode
