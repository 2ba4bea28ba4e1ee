#include <array>

#include "jt/encode/lip_sync.h"

namespace jt::encode {
namespace {

using lipsync::MouthShape;

struct Arpabet {
  std::string_view phone;
  PhonemeShapes shapes;
};
// The CMU dictionary's phones, shaped as lip_sync.cpp shapes espeak-ng's same sounds.
constexpr std::array<Arpabet, 39> kArpabet{{
    {"AA", {MouthShape::kD, MouthShape::kD}},  // father, lot (US)
    {"AE", {MouthShape::kC, MouthShape::kC}},  // cat
    {"AH", {MouthShape::kC, MouthShape::kC}},  // but, the schwa
    {"AO", {MouthShape::kE, MouthShape::kE}},  // law
    {"AW", {MouthShape::kD, MouthShape::kF}},  // how
    {"AY", {MouthShape::kD, MouthShape::kB}},  // eye
    {"B", {MouthShape::kA, MouthShape::kA}},  {"CH", {MouthShape::kB, MouthShape::kB}},
    {"D", {MouthShape::kB, MouthShape::kB}},  {"DH", {MouthShape::kB, MouthShape::kB}},
    {"EH", {MouthShape::kC, MouthShape::kC}},  // bed
    {"ER", {MouthShape::kE, MouthShape::kE}},  // bird
    {"EY", {MouthShape::kC, MouthShape::kB}},  // day
    {"F", {MouthShape::kG, MouthShape::kG}},  {"G", {MouthShape::kB, MouthShape::kB}},
    {"HH", {MouthShape::kB, MouthShape::kB}}, {"IH", {MouthShape::kB, MouthShape::kB}},  // bit
    {"IY", {MouthShape::kB, MouthShape::kB}},                                            // bee
    {"JH", {MouthShape::kB, MouthShape::kB}}, {"K", {MouthShape::kB, MouthShape::kB}},
    {"L", {MouthShape::kH, MouthShape::kH}},  {"M", {MouthShape::kA, MouthShape::kA}},
    {"N", {MouthShape::kB, MouthShape::kB}},  {"NG", {MouthShape::kB, MouthShape::kB}},
    {"OW", {MouthShape::kE, MouthShape::kF}},  // go
    {"OY", {MouthShape::kE, MouthShape::kB}},  // boy
    {"P", {MouthShape::kA, MouthShape::kA}},  {"R", {MouthShape::kB, MouthShape::kB}},
    {"S", {MouthShape::kB, MouthShape::kB}},  {"SH", {MouthShape::kB, MouthShape::kB}},
    {"T", {MouthShape::kB, MouthShape::kB}},  {"TH", {MouthShape::kB, MouthShape::kB}},
    {"UH", {MouthShape::kF, MouthShape::kF}},  // book
    {"UW", {MouthShape::kF, MouthShape::kF}},  // blue
    {"V", {MouthShape::kG, MouthShape::kG}},  {"W", {MouthShape::kF, MouthShape::kF}},
    {"Y", {MouthShape::kB, MouthShape::kB}},  {"Z", {MouthShape::kB, MouthShape::kB}},
    {"ZH", {MouthShape::kB, MouthShape::kB}},
}};

}  // namespace

PhonemeShapes arpabet_shapes(std::string_view phone) {
  for (const Arpabet& a : kArpabet) {
    if (a.phone == phone) return a.shapes;
  }
  return {MouthShape::kX, MouthShape::kX};  // SIL, noises, anything else: the mouth at rest
}

}  // namespace jt::encode
