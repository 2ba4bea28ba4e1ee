// x264 writes its version and options (an SEI message of unregistered user data, about 700 bytes)
// into the first frame of every encode. A video made of segments has one encoder per segment, so
// the join keeps the first segment's and drops the others' (docs/PERFORMANCE.md "Segments and
// the cache").
#pragma once

extern "C" {
#include <libavcodec/avcodec.h>
}

#include "jt/encode/result.h"

namespace jt::encode {

// The size of the NAL units' length fields in an H.264 stream stored as ISO 14496-15 (avcC
// extradata, as in .mp4 and .mov); 0 for any other codec or layout (nothing is dropped then).
int h264_length_size(const AVCodecParameters& parameters);

// Removes the NAL units holding unregistered-user-data SEI from `packet` (its data made writable
// first); a packet it cannot read to its end is left as it was.
Status drop_encoder_info(AVPacket* packet, int length_size);

}  // namespace jt::encode
