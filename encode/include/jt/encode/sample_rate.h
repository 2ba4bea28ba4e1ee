// The rate of the samples a soundtrack is made of: espeak-ng's voices speak at it, and a track
// without voices (silence) is written at it too, so every render's audio starts alike.
#pragma once

namespace jt::encode {

inline constexpr int kSpeechSampleRate = 22050;  // Hz

}  // namespace jt::encode
