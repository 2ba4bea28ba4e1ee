// An encoded file opened for reading its packets (libavformat's demuxer), and its first stream of
// one kind.
#pragma once

#include <memory>
#include <string>

#include "av_handles.h"
#include "jt/encode/result.h"

namespace jt::encode {

struct InputFree {
  void operator()(AVFormatContext* p) const { avformat_close_input(&p); }
};
using InputPtr = std::unique_ptr<AVFormatContext, InputFree>;

struct InputFile {
  InputPtr context;
  AVStream* stream = nullptr;  // the first stream of the kind asked for
};

// Opens `path` and finds its first stream of `kind` (an error naming the file when it has none).
Result<InputFile> open_input(const std::string& path, AVMediaType kind);

}  // namespace jt::encode
