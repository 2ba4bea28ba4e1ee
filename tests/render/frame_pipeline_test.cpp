// The frame pipeline: frames filled in order, drawn on several threads, consumed strictly in
// order, and a stop from either end honoured.
#include "jt/render/frame_pipeline.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace jt::render {
namespace {

// Each frame's "drawing" records its index in the canvas size's stead: the job's hash.
FramePipeline counting(int threads, std::vector<std::int64_t>& filled,
                       std::vector<std::int64_t>& consumed, std::atomic<int>& draws) {
  return {.width = 16,
          .height = 16,
          .threads = threads,
          .fill =
              [&filled](FrameJob& job) {
                filled.push_back(job.index);
                job.frame.t = static_cast<double>(job.index);
                return true;
              },
          .draw =
              [&draws](FrameJob& job, Canvas&) {
                // Uneven drawing times, so frames finish out of order on several threads.
                if (job.index % 3 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
                job.hash = static_cast<std::uint64_t>(job.frame.t) * 10;
                ++draws;
              },
          .consume =
              [&consumed](const FrameJob& job, Canvas&) {
                consumed.push_back(static_cast<std::int64_t>(job.hash / 10));
                return true;
              }};
}

TEST(FramePipeline, ConsumesEveryFrameInOrderAtAnyThreadCount) {
  for (int threads : {1, 2, 3, 5}) {
    std::vector<std::int64_t> filled, consumed;
    std::atomic<int> draws = 0;
    ASSERT_TRUE(run_frames(counting(threads, filled, consumed, draws), 7, 40));
    std::vector<std::int64_t> expected;
    for (std::int64_t i = 7; i < 47; ++i)
      expected.push_back(i);
    EXPECT_EQ(filled, expected) << threads << " threads";
    EXPECT_EQ(consumed, expected) << threads << " threads";
    EXPECT_EQ(draws.load(), 40);
  }
}

TEST(FramePipeline, AFillThatFailsStopsTheRun) {
  for (int threads : {1, 3}) {
    std::vector<std::int64_t> filled, consumed;
    std::atomic<int> draws = 0;
    FramePipeline p = counting(threads, filled, consumed, draws);
    p.fill = [&filled](FrameJob& job) {
      filled.push_back(job.index);
      job.frame.t = static_cast<double>(job.index);
      return job.index < 10;
    };
    EXPECT_FALSE(run_frames(p, 0, 100));
    EXPECT_EQ(filled.size(), 11u);
    EXPECT_LE(consumed.size(), 10u);
    for (std::size_t i = 0; i < consumed.size(); ++i)
      EXPECT_EQ(consumed[i], std::int64_t(i));
  }
}

TEST(FramePipeline, AConsumerThatFailsStopsTheRun) {
  for (int threads : {1, 3}) {
    std::vector<std::int64_t> filled, consumed;
    std::atomic<int> draws = 0;
    FramePipeline p = counting(threads, filled, consumed, draws);
    p.consume = [&consumed](const FrameJob& job, Canvas&) {
      consumed.push_back(job.index);
      return job.index < 5;
    };
    EXPECT_FALSE(run_frames(p, 0, 100));
    EXPECT_EQ(consumed.size(), 6u) << "frames 0 to 5, then nothing more";
    // The ring holds 2 x threads frames: the producer cannot run far ahead of the encoder.
    EXPECT_LE(filled.size(), 6u + 2u * static_cast<unsigned>(threads) + 1u);
  }
}

// Frames a cache has (undrawn) are consumed in order with the others and never drawn, whether
// they come after drawn frames still in flight or with nothing before them left.
TEST(FramePipeline, UndrawnFramesAreConsumedInOrderAndNeverDrawn) {
  for (int threads : {1, 2, 3, 5}) {
    std::vector<std::int64_t> filled, consumed;
    std::atomic<int> draws = 0;
    FramePipeline p = counting(threads, filled, consumed, draws);
    // Undrawn: frames 0..9 (nothing before them), 15..29 (after drawn frames), 40..59 (the end).
    const auto is_undrawn = [](std::int64_t i) { return i < 10 || (i >= 15 && i < 30) || i >= 40; };
    p.undrawn = [is_undrawn](const FrameJob& job) { return is_undrawn(job.index); };
    p.consume = [&consumed](const FrameJob& job, Canvas&) {
      consumed.push_back(job.index);
      return true;
    };
    const auto draw = p.draw;
    std::atomic<int> undrawn_drawn = 0;
    p.draw = [&, draw](FrameJob& job, Canvas& canvas) {
      if (is_undrawn(job.index)) ++undrawn_drawn;
      draw(job, canvas);
    };
    ASSERT_TRUE(run_frames(p, 0, 60)) << threads << " threads";
    std::vector<std::int64_t> expected;
    for (std::int64_t i = 0; i < 60; ++i)
      expected.push_back(i);
    EXPECT_EQ(filled, expected) << threads << " threads";
    EXPECT_EQ(consumed, expected) << threads << " threads";
    EXPECT_EQ(draws.load(), 15) << "frames 10..14 and 30..39 only";
    EXPECT_EQ(undrawn_drawn.load(), 0);
  }
}

TEST(FramePipeline, AConsumerThatFailsOnAnUndrawnFrameStopsTheRun) {
  for (int threads : {1, 3}) {
    std::vector<std::int64_t> filled, consumed;
    std::atomic<int> draws = 0;
    FramePipeline p = counting(threads, filled, consumed, draws);
    p.undrawn = [](const FrameJob&) { return true; };
    p.consume = [&consumed](const FrameJob& job, Canvas&) {
      consumed.push_back(job.index);
      return job.index < 5;
    };
    EXPECT_FALSE(run_frames(p, 0, 100));
    EXPECT_EQ(consumed.size(), 6u) << "frames 0 to 5, then nothing more";
    EXPECT_EQ(filled.size(), 6u);
    EXPECT_EQ(draws.load(), 0);
  }
}

}  // namespace
}  // namespace jt::render
