// The conversion to yuv420p of a 1920x1080 picture: Yuv420Converter converting every row, only
// the rows that changed (one here: what the rest costs is the rows' comparison), and libswscale
// with the settings it replaces. docs/PERFORMANCE.md, "The 2-core side".
#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <vector>

#include "jt/encode/yuv420.h"

extern "C" {
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

namespace {

constexpr int kYuvWidth = 1920, kYuvHeight = 1080;

struct YuvBenchPicture {
  std::vector<std::uint32_t> argb = std::vector<std::uint32_t>(kYuvWidth * kYuvHeight);
  std::vector<std::uint8_t> y = std::vector<std::uint8_t>(kYuvWidth * kYuvHeight + 64),
                            u = std::vector<std::uint8_t>(kYuvWidth * kYuvHeight / 4 + 64),
                            v = std::vector<std::uint8_t>(kYuvWidth * kYuvHeight / 4 + 64);
  YuvBenchPicture() {
    std::mt19937 random(1);
    for (std::uint32_t& p : argb)
      p = static_cast<std::uint32_t>(random());
  }
  const std::uint8_t* in() const { return reinterpret_cast<const std::uint8_t*>(argb.data()); }
  jt::encode::Yuv420Planes planes() {
    return {{y.data(), u.data(), v.data()}, {kYuvWidth, kYuvWidth / 2, kYuvWidth / 2}};
  }
};

void BM_Yuv420EveryRow(benchmark::State& state) {
  YuvBenchPicture picture;
  jt::encode::Yuv420Converter converter(kYuvWidth, kYuvHeight);
  for (auto _ : state) {
    converter.forget();
    benchmark::DoNotOptimize(converter.convert(picture.in(), kYuvWidth * 4, picture.planes()));
  }
}
BENCHMARK(BM_Yuv420EveryRow)->Unit(benchmark::kMillisecond);

void BM_Yuv420OneRowChanged(benchmark::State& state) {
  YuvBenchPicture picture;
  jt::encode::Yuv420Converter converter(kYuvWidth, kYuvHeight);
  converter.convert(picture.in(), kYuvWidth * 4, picture.planes());
  int row = 0;
  for (auto _ : state) {
    picture.argb[static_cast<std::size_t>(row) * kYuvWidth] ^= 1u;
    row = (row + 1) % kYuvHeight;
    benchmark::DoNotOptimize(converter.convert(picture.in(), kYuvWidth * 4, picture.planes()));
  }
}
BENCHMARK(BM_Yuv420OneRowChanged)->Unit(benchmark::kMillisecond);

void BM_SwscaleYuv420(benchmark::State& state) {
  YuvBenchPicture picture;
  SwsContext* sws = sws_alloc_context();
  const std::pair<const char*, std::int64_t> settings[] = {
      {"srcw", kYuvWidth},
      {"srch", kYuvHeight},
      {"src_format", AV_PIX_FMT_RGB32},
      {"dstw", kYuvWidth},
      {"dsth", kYuvHeight},
      {"dst_format", AV_PIX_FMT_YUV420P},
      {"sws_flags", SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP}};
  for (const auto& [key, value] : settings)
    av_opt_set_int(sws, key, value, 0);
  if (sws_init_context(sws, nullptr, nullptr) < 0) {
    state.SkipWithError("sws_init_context");
    return;
  }
  sws_setColorspaceDetails(sws, sws_getCoefficients(SWS_CS_DEFAULT), 1,
                           sws_getCoefficients(SWS_CS_ITU709), 0, 0, 1 << 16, 1 << 16);
  const std::uint8_t* in[] = {picture.in()};
  const int in_stride[] = {kYuvWidth * 4};
  std::uint8_t* out[] = {picture.y.data(), picture.u.data(), picture.v.data()};
  const int out_stride[] = {kYuvWidth, kYuvWidth / 2, kYuvWidth / 2};
  for (auto _ : state) {
    benchmark::DoNotOptimize(sws_scale(sws, in, in_stride, 0, kYuvHeight, out, out_stride));
  }
  sws_freeContext(sws);
}
BENCHMARK(BM_SwscaleYuv420)->Unit(benchmark::kMillisecond);

}  // namespace
