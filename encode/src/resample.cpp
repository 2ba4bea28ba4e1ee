#include "jt/encode/resample.h"

#include <algorithm>
#include <climits>
#include <cstdint>

#include "av_handles.h"

namespace jt::encode {

std::vector<float> resample_mono(std::span<const float> samples, int from_rate, int to_rate) {
  if (from_rate == to_rate) return {samples.begin(), samples.end()};
  SwrContext* raw = nullptr;
  AVChannelLayout mono = AV_CHANNEL_LAYOUT_MONO;
  if (swr_alloc_set_opts2(&raw, &mono, AV_SAMPLE_FMT_FLT, to_rate, &mono, AV_SAMPLE_FMT_FLT,
                          from_rate, 0, nullptr) < 0) {
    return {};
  }
  SwrPtr swr(raw);
  if (swr_init(raw) < 0) return {};
  std::vector<float> out;
  out.reserve(static_cast<std::size_t>(static_cast<double>(samples.size()) * to_rate / from_rate) +
              64);
  std::vector<float> piece;
  // swr_convert counts in int: long lines go in pieces; a null input flushes what it holds.
  constexpr std::size_t kPiece = 1 << 16;
  std::size_t done = 0;
  while (true) {
    const bool flush = done >= samples.size();
    const int count = flush ? 0 : static_cast<int>(std::min(kPiece, samples.size() - done));
    const int capacity = swr_get_out_samples(raw, count);
    if (capacity < 0) return {};
    piece.resize(static_cast<std::size_t>(capacity) + 1);
    auto* to = reinterpret_cast<std::uint8_t*>(piece.data());
    const auto* from = reinterpret_cast<const std::uint8_t*>(samples.data() + done);
    const int n = swr_convert(raw, &to, capacity + 1, flush ? nullptr : &from, count);
    if (n < 0) return {};
    out.insert(out.end(), piece.begin(), piece.begin() + n);
    if (flush) break;
    done += static_cast<std::size_t>(count);
  }
  return out;
}

}  // namespace jt::encode
