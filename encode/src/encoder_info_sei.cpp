#include "encoder_info_sei.h"

#include <cstdint>
#include <cstring>

#include "av_error.h"

namespace jt::encode {
namespace {

constexpr std::uint8_t kNalSei = 6;
constexpr std::uint8_t kSeiUserDataUnregistered = 5;

}  // namespace

int h264_length_size(const AVCodecParameters& parameters) {
  // avcC: version 1, profile, compatibility, level, then 6 bits set and the length size - 1.
  if (parameters.codec_id != AV_CODEC_ID_H264 || parameters.extradata_size < 7 ||
      parameters.extradata[0] != 1) {
    return 0;
  }
  return (parameters.extradata[4] & 3) + 1;
}

Status drop_encoder_info(AVPacket* packet, int length_size) {
  if (length_size == 0) return {};
  // First: whether the packet holds such a unit, and reads to its end.
  const auto unit_length = [&](const std::uint8_t* at) {
    std::uint32_t n = 0;
    for (int i = 0; i < length_size; ++i)
      n = n << 8 | at[i];
    return static_cast<std::int64_t>(n);
  };
  const auto is_encoder_info = [](const std::uint8_t* nal, std::int64_t n) {
    return n >= 2 && (nal[0] & 0x1f) == kNalSei && nal[1] == kSeiUserDataUnregistered;
  };
  bool found = false;
  std::int64_t at = 0;
  while (at + length_size <= packet->size) {
    const std::int64_t n = unit_length(packet->data + at);
    if (n == 0 || at + length_size + n > packet->size) return {};  // not read to its end: kept
    found = found || is_encoder_info(packet->data + at + length_size, n);
    at += length_size + n;
  }
  if (!found || at != packet->size) return {};
  if (const int ret = av_packet_make_writable(packet); ret < 0) {
    return av_error("av_packet_make_writable", ret);
  }
  std::uint8_t* data = packet->data;
  std::int64_t kept = 0;
  for (at = 0; at < packet->size;) {
    const std::int64_t unit = length_size + unit_length(data + at);
    if (!is_encoder_info(data + at + length_size, unit - length_size)) {
      std::memmove(data + kept, data + at, static_cast<std::size_t>(unit));
      kept += unit;
    }
    at += unit;
  }
  av_shrink_packet(packet, static_cast<int>(kept));
  return {};
}

}  // namespace jt::encode
