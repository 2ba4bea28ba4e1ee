// Owning handles for the libav objects the writer uses: each frees its object with the library's
// own function, so no path out of a function leaks one.
#pragma once

#include <cstring>
#include <memory>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/frame.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
}

namespace jt::encode {

struct CodecContextFree {
  void operator()(AVCodecContext* p) const { avcodec_free_context(&p); }
};
struct FrameFree {
  void operator()(AVFrame* p) const { av_frame_free(&p); }
};
struct PacketFree {
  void operator()(AVPacket* p) const { av_packet_free(&p); }
};
struct SwsFree {
  void operator()(SwsContext* p) const { sws_freeContext(p); }
};
struct SwrFree {
  void operator()(SwrContext* p) const { swr_free(&p); }
};
struct AudioFifoFree {
  void operator()(AVAudioFifo* p) const { av_audio_fifo_free(p); }
};
// An output context and the file it writes: the file is closed before the context is freed.
struct OutputFree {
  void operator()(AVFormatContext* p) const {
    if (p->pb != nullptr && !(p->oformat->flags & AVFMT_NOFILE)) avio_closep(&p->pb);
    avformat_free_context(p);
  }
};

// Zeroes a picture's buffers, padding included: libvpx reads past the visible rows, and
// uninitialised padding would make its output differ from run to run.
inline void clear_picture(AVFrame* frame) {
  for (AVBufferRef* buffer : frame->buf) {
    if (buffer != nullptr) std::memset(buffer->data, 0, buffer->size);
  }
}

using CodecContextPtr = std::unique_ptr<AVCodecContext, CodecContextFree>;
using FramePtr = std::unique_ptr<AVFrame, FrameFree>;
using PacketPtr = std::unique_ptr<AVPacket, PacketFree>;
using SwsPtr = std::unique_ptr<SwsContext, SwsFree>;
using SwrPtr = std::unique_ptr<SwrContext, SwrFree>;
using AudioFifoPtr = std::unique_ptr<AVAudioFifo, AudioFifoFree>;
using OutputPtr = std::unique_ptr<AVFormatContext, OutputFree>;

// Options handed to an open call, which takes the ones it knows out of the dictionary.
class Dictionary {
 public:
  Dictionary() = default;
  Dictionary(const Dictionary&) = delete;
  Dictionary& operator=(const Dictionary&) = delete;
  ~Dictionary() { av_dict_free(&dict_); }

  void set(const char* key, const char* value) { av_dict_set(&dict_, key, value, 0); }
  AVDictionary** get() { return &dict_; }
  // The first entry left, or null: after an open call, an option the component did not know.
  const AVDictionaryEntry* first() const {
    return av_dict_get(dict_, "", nullptr, AV_DICT_IGNORE_SUFFIX);
  }

 private:
  AVDictionary* dict_ = nullptr;
};

}  // namespace jt::encode
