// Reading pictures and videos back, a frame at a time, as straight (not premultiplied) RGBA bytes:
// a PNG is one frame, a video its frames in order (libavformat/libavcodec). What `compare` reads;
// memory stays one frame whatever the video's length.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "jt/encode/result.h"

namespace jt::encode {

struct RgbaFrame {
  int width = 0;
  int height = 0;
  double time = 0;                   // seconds from the start (0 for a picture)
  std::vector<std::uint8_t> pixels;  // R, G, B, A bytes, width * 4 a row, no padding
};

class PictureReader {
 public:
  // Opens `path` (a PNG, an MP4, a WebM, a GIF, ...): its first video stream is read.
  static Result<PictureReader> open(const std::string& path);

  PictureReader(PictureReader&&) noexcept;
  PictureReader& operator=(PictureReader&&) noexcept;
  ~PictureReader();

  // The next frame into `frame` (its buffer reused); false after the last one.
  Result<bool> next(RgbaFrame& frame);

  // The container's name as libavformat gives it ("png_pipe", "mov,mp4,m4a,3gp,3g2,mj2", ...).
  const std::string& format_name() const;

 private:
  struct Impl;
  explicit PictureReader(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace jt::encode
