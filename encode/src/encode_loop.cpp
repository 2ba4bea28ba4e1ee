#include "encode_loop.h"

#include <string>

#include "av_error.h"

namespace jt::encode {

Status encode_and_write(AVFormatContext* output, AVStream* stream, AVCodecContext* codec,
                        const AVFrame* frame, AVPacket* packet) {
  const std::string name = codec->codec->name;
  int ret = avcodec_send_frame(codec, frame);
  if (ret < 0) return av_error("avcodec_send_frame (" + name + ")", ret);
  for (;;) {
    ret = avcodec_receive_packet(codec, packet);
    if (ret == AVERROR(EAGAIN) || ret == AVERROR_EOF) return {};
    if (ret < 0) return av_error("avcodec_receive_packet (" + name + ")", ret);
    // x264 leaves video packets without a duration, and the MP4 muxer then gives the last frame
    // none: the file would be a frame short. A video packet is one frame (the time base is 1/fps).
    if (packet->duration == 0 && codec->codec_type == AVMEDIA_TYPE_VIDEO) packet->duration = 1;
    av_packet_rescale_ts(packet, codec->time_base, stream->time_base);
    packet->stream_index = stream->index;
    ret = av_interleaved_write_frame(output, packet);  // takes the packet's data
    if (ret < 0) return av_error("av_interleaved_write_frame (" + name + ")", ret);
  }
}

}  // namespace jt::encode
