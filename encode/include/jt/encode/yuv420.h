// Cairo's ARGB32 pictures to BT.709 limited-range yuv420p, the bytes libswscale gives for the
// video writer's settings (SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP,
// same size) from 8x8 pixels up, and converting again only the rows that changed since the last
// picture (docs/ENCODING.md "The conversion to YUV").
//
//   Yuv420Converter yuv(1920, 1080);
//   for (each frame) yuv.convert(argb32, stride, {{y, u, v}, {y_stride, u_stride, v_stride}});
//
// The planes must hold the last picture's conversion (the converter's own output) unless
// forget() was called since: rows whose pixels did not change are left as they are.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jt::encode {

struct Yuv420Planes {
  std::uint8_t* data[3];  // Y (width x height), U and V (width/2 x height/2)
  std::ptrdiff_t stride[3];
};

class Yuv420Converter {
 public:
  // The smallest picture converted exactly as libswscale does (its filters are shorter below).
  static constexpr int kMinSide = 8;

  // width and height even, at least kMinSide.
  Yuv420Converter(int width, int height);

  // Converts the picture (premultiplied ARGB32, native-endian words; alpha dropped, which is
  // compositing over black) into `out`: every row when the converter has not seen a picture since
  // it was made or forgot it, else only the luma rows whose pixels changed and the chroma rows
  // that read them. Returns the number of luma rows converted.
  int convert(const std::uint8_t* argb32, std::ptrdiff_t stride, const Yuv420Planes& out);
  // The planes no longer hold the last conversion (the encoder kept them: fresh buffers): the
  // next convert() converts every row.
  void forget() { seen_ = false; }

 private:
  int width_, height_;
  bool seen_ = false;
  std::vector<std::uint32_t> last_;    // the last picture's pixels, for the rows that changed
  std::vector<std::uint8_t> changed_;  // per row: its pixels changed in this picture
  // A row's U and V at full width (14 bits); every row's filtered across to half width (15 bits).
  std::vector<std::int32_t> full_u_, full_v_;
  std::vector<std::uint16_t> across_u_, across_v_;  // height rows of width/2
};

}  // namespace jt::encode
