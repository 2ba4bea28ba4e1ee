// FFmpeg's send-frame / receive-packet loop (doc/examples/mux.c): a frame in, every packet the
// encoder has ready out to the muxer, its timestamps rescaled to the stream's time base.
#pragma once

#include "av_handles.h"
#include "jt/encode/result.h"

namespace jt::encode {

// Encodes `frame` (null: flush the encoder) and writes the packets that come out into `output`
// as `stream`'s. `packet` is scratch space.
Status encode_and_write(AVFormatContext* output, AVStream* stream, AVCodecContext* codec,
                        const AVFrame* frame, AVPacket* packet);

}  // namespace jt::encode
