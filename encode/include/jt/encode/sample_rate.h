// The two sample rates of a cartoon's sound. Voices are made, and every speaker's loudness (the
// `loud` input that moves the mouths) is measured, at the speech rate: espeak-ng speaks at it, and
// clips are also decoded at it for the mouths. The mix is made at the mix rate, in stereo: voices
// and clips resampled to it once, and every track written (AAC, Opus, WAV) is at it, so the
// encoders take it as it is (48 kHz is Opus's own rate). docs/ENCODING.md "The mix".
#pragma once

namespace jt::encode {

inline constexpr int kSpeechSampleRate = 22050;  // Hz
inline constexpr int kMixSampleRate = 48000;     // Hz
inline constexpr int kMixChannels = 2;           // left, right: samples interleaved L R L R ...

}  // namespace jt::encode
