#include "jt/encode/phone_recogniser.h"

#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/jsgf.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <string_view>

#include "jt/encode/alignment_words.h"

namespace jt::encode {
namespace {

constexpr const char* kModel = JT_POCKETSPHINX_MODELDIR "/en-us/en-us";
constexpr const char* kDictionary = JT_POCKETSPHINX_MODELDIR "/en-us/cmudict-en-us.dict";
constexpr const char* kPhoneModel = JT_POCKETSPHINX_MODELDIR "/en-us/en-us-phone.lm.bin";
constexpr double kFramesPerSecond = 100;  // the decoder's -frate
constexpr double kBeam = 1e-150;          // the grammars' -beam, -pbeam and -wbeam
constexpr double kPhoneBeam = 1e-10;     // the phone loop's: 1e-20 heard a little better, 5x slower
constexpr double kLanguageWeight = 6.5;  // PocketSphinx's default -lw

// The model's 39 phones; each is also a one-phone word ("phone_aa") for the phone pass.
constexpr std::array<std::string_view, 39> kPhones{
    "AA", "AE", "AH", "AO", "AW", "AY", "B",  "CH", "D", "DH", "EH", "ER", "EY",
    "F",  "G",  "HH", "IH", "IY", "JH", "K",  "L",  "M", "N",  "NG", "OW", "OY",
    "P",  "R",  "S",  "SH", "T",  "TH", "UH", "UW", "V", "W",  "Y",  "Z",  "ZH"};

// The silence as a word of the phone pass: the model's SIL phone.
constexpr std::string_view kSilenceWord = "phone_sil";

std::string phone_word(std::string_view phone) {
  std::string word = "phone_";
  for (const char c : phone)
    word += static_cast<char>(c - 'A' + 'a');
  return word;
}

bool known_phone(std::string_view phone) {
  return std::find(kPhones.begin(), kPhones.end(), phone) != kPhones.end();
}

std::vector<std::string> split(const char* text) {
  std::vector<std::string> parts;
  std::string part;
  for (const char* c = text; *c != '\0'; ++c) {
    if (*c == ' ') {
      if (!part.empty()) parts.push_back(part);
      part.clear();
    } else {
      part += *c;
    }
  }
  if (!part.empty()) parts.push_back(part);
  return parts;
}

bool vowel(std::string_view phone) {
  return phone[0] == 'A' || phone[0] == 'E' || phone[0] == 'I' || phone[0] == 'O' ||
         phone[0] == 'U';
}

// "read(2)" -> "read": a dictionary variant's word.
std::string base_word(std::string_view word) {
  const std::size_t paren = word.find('(');
  return std::string(paren == std::string_view::npos ? word : word.substr(0, paren));
}

}  // namespace

struct PhoneRecogniser::Decoder {
  cmd_ln_t* config = nullptr;
  ps_decoder_t* ps = nullptr;
  bool allphone = false;  // its search added (a second to load: on first use)
  ~Decoder() {
    if (ps != nullptr) ps_free(ps);
    if (config != nullptr) cmd_ln_free_r(config);
  }

  // A search `name` for the JSGF `grammar`'s public rule. ps_set_jsgf_string would do it but
  // never frees the grammar it parses (5prealpha): parsed, built and freed here.
  int set_grammar(const char* name, const std::string& grammar) {
    jsgf_t* jsgf = jsgf_parse_string(grammar.c_str(), nullptr);
    if (jsgf == nullptr) return -1;
    int result = -1;
    if (jsgf_rule_t* rule = jsgf_get_public_rule(jsgf); rule != nullptr) {
      fsg_model_t* fsg = jsgf_build_fsg(jsgf, rule, ps_get_logmath(ps),
                                        static_cast<float>(cmd_ln_float32_r(config, "-lw")));
      if (fsg != nullptr) {
        result = ps_set_fsg(ps, name, fsg);
        fsg_model_free(fsg);
      }
    }
    jsgf_grammar_free(jsgf);
    return result;
  }

  // One utterance of `pcm` through the search `name`: its segments (word, first and last frame),
  // nothing when the decoder fails or finds no hypothesis.
  struct Segment {
    std::string word;
    int first = 0, last = 0;
  };
  std::optional<std::vector<Segment>> decode(const char* name,
                                             const std::vector<std::int16_t>& pcm) {
    if (ps_set_search(ps, name) < 0 || ps_start_utt(ps) < 0) return std::nullopt;
    if (ps_process_raw(ps, pcm.data(), pcm.size(), FALSE, TRUE) < 0) {
      ps_end_utt(ps);
      return std::nullopt;
    }
    if (ps_end_utt(ps) < 0) return std::nullopt;
    std::int32_t score = 0;
    if (ps_get_hyp(ps, &score) == nullptr) return std::nullopt;
    std::vector<Segment> segments;
    for (ps_seg_t* seg = ps_seg_iter(ps); seg != nullptr; seg = ps_seg_next(seg)) {
      Segment s;
      const char* word = ps_seg_word(seg);
      s.word = word != nullptr ? word : "";
      ps_seg_frames(seg, &s.first, &s.last);
      segments.push_back(std::move(s));
    }
    return segments;
  }
};

std::unique_ptr<PhoneRecogniser> PhoneRecogniser::create() {
  err_set_logfp(nullptr);  // its log: nothing on the terminal
  auto d = std::make_unique<Decoder>();
  // The whole sound in one utterance (batch CMN, nothing dropped as silence, so frames are the
  // sound's own 10 ms), no dither (the same phones every time), and beams wide enough for a
  // grammar of one-phone words (the defaults prune its path away).
  d->config = cmd_ln_init(nullptr, ps_args(), TRUE, "-hmm", kModel, "-dict", kDictionary, "-logfn",
                          "/dev/null", "-cmn", "batch", "-samprate", "16000", "-remove_silence",
                          "no", "-dither", "no", "-beam", "1e-150", "-pbeam", "1e-150", "-wbeam",
                          "1e-150", nullptr);
  if (d->config == nullptr) return nullptr;
  d->ps = ps_init(d->config);
  if (d->ps == nullptr) return nullptr;
  for (const std::string_view phone : kPhones) {
    const std::string word = phone_word(phone), phones(phone);
    if (ps_add_word(d->ps, word.c_str(), phones.c_str(), FALSE) < 0) return nullptr;
  }
  if (ps_add_word(d->ps, std::string(kSilenceWord).c_str(), "SIL", FALSE) < 0) return nullptr;
  return std::unique_ptr<PhoneRecogniser>(new PhoneRecogniser(std::move(d)));
}

PhoneRecogniser::PhoneRecogniser(std::unique_ptr<Decoder> decoder) : decoder_(std::move(decoder)) {}
PhoneRecogniser::~PhoneRecogniser() = default;

std::optional<std::vector<std::string>> PhoneRecogniser::pronounce(const std::string& word) {
  if (word.empty() || word.starts_with("phone_")) return std::nullopt;
  char* phones = ps_lookup_word(decoder_->ps, word.c_str());
  if (phones == nullptr) return std::nullopt;
  std::vector<std::string> out = split(phones);
  ckd_free(phones);
  if (out.empty() || !std::all_of(out.begin(), out.end(), known_phone)) return std::nullopt;
  return out;
}

std::optional<std::vector<TimedPhone>> PhoneRecogniser::align(
    const std::vector<std::int16_t>& pcm, const std::vector<std::string>& words) {
  if (words.empty() || pcm.empty()) return std::nullopt;
  // The words first (the dictionary's variants free: "read" or "read(2)"), then, with the
  // pronunciations heard, the phones themselves as one-phone words.
  const std::string grammar = alignment_grammar(words);
  if (decoder_->set_grammar("words", grammar) < 0) return std::nullopt;
  const auto heard = decoder_->decode("words", pcm);
  if (!heard) return std::nullopt;
  std::vector<std::string> phones, said;
  std::vector<std::size_t> word_phones;  // how many of `phones` each word has
  std::vector<TimedPhone> by_words;  // each word's phones spread over its time: if the next fails
  for (const Decoder::Segment& s : *heard) {
    const double start = s.first / kFramesPerSecond, end = (s.last + 1) / kFramesPerSecond;
    if (s.word.empty() || s.word.front() == '<' || s.word.front() == '[' || s.word.front() == '+') {
      if (s.word != "<s>" && s.word != "</s>") by_words.push_back({start, end, "SIL"});
      continue;  // <sil>, [NOISE], +BREATH+
    }
    said.push_back(base_word(s.word));
    char* pronunciation = ps_lookup_word(decoder_->ps, s.word.c_str());
    if (pronunciation == nullptr) return std::nullopt;
    const std::vector<std::string> own = split(pronunciation);
    ckd_free(pronunciation);
    if (own.empty()) return std::nullopt;
    word_phones.push_back(own.size());
    // A vowel lasts about twice a consonant.
    double weights = 0;
    for (const std::string& p : own)
      weights += vowel(p) ? 2 : 1;
    double at = start;
    for (const std::string& p : own) {
      const double to = at + (end - start) * (vowel(p) ? 2 : 1) / weights;
      by_words.push_back({at, to, p});
      phones.push_back(p);
      at = to;
    }
    by_words.back().end = end;
  }
  if (said != words) return std::nullopt;  // the grammar's end not reached: not these words
  // A silence may come between two words, never inside one (the decoder's own fillers, which it
  // puts anywhere, are off for this pass).
  std::string optional_silence = "[";
  optional_silence.append(kSilenceWord).push_back(']');
  std::vector<std::string> tokens{optional_silence};
  std::vector<std::string> expected;  // the phone words, in order
  std::size_t phone = 0;
  for (const std::size_t count : word_phones) {
    for (std::size_t i = 0; i < count; ++i, ++phone) {
      tokens.push_back(phone_word(phones[phone]));
      expected.push_back(tokens.back());
    }
    tokens.push_back(optional_silence);
  }
  const std::string phone_grammar = alignment_grammar(tokens);
  cmd_ln_set_boolean_r(decoder_->config, "-fsgusefiller", FALSE);
  const int made = decoder_->set_grammar("phones", phone_grammar);
  cmd_ln_set_boolean_r(decoder_->config, "-fsgusefiller", TRUE);
  if (made < 0) return by_words;
  const auto segments = decoder_->decode("phones", pcm);
  if (!segments) return by_words;
  std::vector<TimedPhone> out;
  std::size_t next = 0;
  for (const Decoder::Segment& s : *segments) {
    const double start = s.first / kFramesPerSecond, end = (s.last + 1) / kFramesPerSecond;
    if (s.word == kSilenceWord) {
      out.push_back({start, end, "SIL"});
    } else if (s.word.starts_with("phone_")) {
      if (next >= expected.size() || s.word != expected[next]) return by_words;
      out.push_back({start, end, phones[next++]});
    } else if (!s.word.empty() && s.word != "<s>" && s.word != "</s>") {
      out.push_back({start, end, "SIL"});
    }
  }
  if (next != expected.size()) return by_words;
  return out;
}

std::optional<std::vector<TimedPhone>> PhoneRecogniser::recognise(
    const std::vector<std::int16_t>& pcm) {
  if (pcm.empty()) return std::nullopt;
  if (!decoder_->allphone) {
    // Its own beams (narrower: a free phone loop is slow) and language weight, as PocketSphinx
    // advises for phone recognition, read when the search is made.
    cmd_ln_set_float_r(decoder_->config, "-beam", kPhoneBeam);
    cmd_ln_set_float_r(decoder_->config, "-pbeam", kPhoneBeam);
    cmd_ln_set_float_r(decoder_->config, "-lw", 2.0);
    const int made = ps_set_allphone_file(decoder_->ps, "allphone", kPhoneModel);
    cmd_ln_set_float_r(decoder_->config, "-beam", kBeam);
    cmd_ln_set_float_r(decoder_->config, "-pbeam", kBeam);
    cmd_ln_set_float_r(decoder_->config, "-lw", kLanguageWeight);
    if (made < 0) return std::nullopt;
    decoder_->allphone = true;
  }
  // (5prealpha's allphone segment iterator never frees its list: a few hundred bytes a line.)
  const auto segments = decoder_->decode("allphone", pcm);
  if (!segments) return std::nullopt;
  std::vector<TimedPhone> out;
  for (const Decoder::Segment& s : *segments) {
    const double start = s.first / kFramesPerSecond, end = (s.last + 1) / kFramesPerSecond;
    out.push_back({start, end, known_phone(s.word) ? s.word : "SIL"});
  }
  return out;
}

std::vector<std::int16_t> recogniser_pcm(const std::vector<float>& samples, int rate) {
  std::vector<std::int16_t> out;
  if (rate <= 0 || samples.empty()) return out;
  const auto pcm = [](double s) {
    return static_cast<std::int16_t>(std::lround(std::clamp(s, -1.0, 1.0) * 32767));
  };
  if (rate == kRecogniserRate) {
    out.reserve(samples.size());
    for (const float s : samples)
      out.push_back(pcm(s));
    return out;
  }
  // Each output sample a windowed sinc's sum of the input around it, cut off just below the
  // lower of the two rates' Nyquist frequencies.
  const double step = static_cast<double>(rate) / kRecogniserRate;  // input samples per output
  const double cutoff = 0.95 * std::min(1.0, 1 / step);             // of the input's Nyquist
  constexpr int kZeroCrossings = 8;
  const double half = kZeroCrossings / cutoff;  // the kernel's half width, in input samples
  const auto count = static_cast<std::size_t>(static_cast<double>(samples.size()) / step);
  out.reserve(count);
  const auto last = static_cast<std::ptrdiff_t>(samples.size()) - 1;
  for (std::size_t n = 0; n < count; ++n) {
    const double x = static_cast<double>(n) * step;
    const auto from = std::max<std::ptrdiff_t>(0, static_cast<std::ptrdiff_t>(std::ceil(x - half)));
    const auto to =
        std::min<std::ptrdiff_t>(last, static_cast<std::ptrdiff_t>(std::floor(x + half)));
    double sum = 0;
    for (std::ptrdiff_t k = from; k <= to; ++k) {
      const double d = static_cast<double>(k) - x;
      const double arg = std::numbers::pi * cutoff * d;
      const double sinc = d == 0 ? 1 : std::sin(arg) / arg;
      const double window = 0.5 + 0.5 * std::cos(std::numbers::pi * d / half);  // Hann
      sum += static_cast<double>(samples[static_cast<std::size_t>(k)]) * sinc * window;
    }
    out.push_back(pcm(sum * cutoff));
  }
  return out;
}

}  // namespace jt::encode
