// A sound pack's recipe made into samples (docs/ENCODING.md "Shipped sounds"): each tone's wave
// summed into a buffer the recipe's length, clipped to -1..1. Plain arithmetic on doubles in a
// fixed order, noise from a fixed-seed generator: the same recipe gives the same samples.
#pragma once

#include <vector>

#include "jt/packs/sound_recipe.h"

namespace jt::encode {

// round(recipe.seconds × sample_rate) mono samples.
std::vector<float> synthesise(const packs::SoundRecipe& recipe, int sample_rate);

// A tone's loudness envelope at `t` seconds into it (0 outside 0..dur): a linear rise over attack,
// a linear fall over release, and with decay exp(-ln(1000) t / dur) (-60 dB at its end).
double tone_envelope(const packs::SoundTone& tone, double t);

}  // namespace jt::encode
