// EncodeThread: pictures encoded in the order handed over, at most `depth` of them made, a
// failure stopping the rest and reaching the caller, and a thread dropped with work queued.
#include "encode_thread.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <vector>

namespace jt::encode {
namespace {

// A small picture to copy the format and size of.
FramePtr like_picture() {
  FramePtr p(av_frame_alloc());
  p->format = AV_PIX_FMT_YUV420P;
  p->width = 16;
  p->height = 16;
  return p;
}

TEST(EncodeThread, EncodesInOrderWithAtMostDepthPictures) {
  const FramePtr like = like_picture();
  std::vector<std::int64_t> order;
  std::set<AVFrame*> seen;
  EncodeThread apart(3, [&](AVFrame* picture) {
    // Slower than the caller: the caller must wait for pictures to come back.
    std::this_thread::sleep_for(std::chrono::microseconds(200));
    order.push_back(picture->pts);
    seen.insert(picture);
    return Status{};
  });
  for (std::int64_t i = 0; i < 50; ++i) {
    auto free = apart.free_picture(*like);
    ASSERT_TRUE(free.ok()) << free.error();
    EXPECT_EQ(free.value()->width, 16);
    EXPECT_EQ(free.value()->format, AV_PIX_FMT_YUV420P);
    free.value()->pts = i;
    apart.hand_over(free.value());
  }
  ASSERT_TRUE(apart.drain().ok());
  ASSERT_EQ(order.size(), 50u);
  for (std::size_t i = 0; i < order.size(); ++i)
    EXPECT_EQ(order[i], static_cast<std::int64_t>(i));
  EXPECT_LE(seen.size(), 3u) << "pictures are reused, never more than the depth";
}

TEST(EncodeThread, FailureStopsTheRestAndReachesTheCaller) {
  const FramePtr like = like_picture();
  std::atomic<int> encoded = 0;
  EncodeThread apart(2, [&](AVFrame* picture) -> Status {
    if (picture->pts == 4) return Error{"avcodec_send_frame: Invalid argument"};
    ++encoded;
    return {};
  });
  Status last;
  for (std::int64_t i = 0; i < 40; ++i) {
    auto free = apart.free_picture(*like);
    if (!free.ok()) {
      last = Error{free.error()};
      break;
    }
    free.value()->pts = i;
    apart.hand_over(free.value());
  }
  const Status drained = apart.drain();
  ASSERT_FALSE(drained.ok());
  EXPECT_EQ(drained.error(), "avcodec_send_frame: Invalid argument");
  EXPECT_EQ(encoded, 4) << "nothing after the failed picture is encoded";
  if (!last.ok()) {
    EXPECT_EQ(last.error(), drained.error());
  }
}

TEST(EncodeThread, DroppedWithPicturesQueuedStops) {
  const FramePtr like = like_picture();
  std::atomic<int> encoded = 0;
  {
    EncodeThread apart(3, [&](AVFrame*) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      ++encoded;
      return Status{};
    });
    for (int i = 0; i < 3; ++i) {
      auto free = apart.free_picture(*like);
      ASSERT_TRUE(free.ok());
      apart.hand_over(free.value());
    }
  }  // the queued pictures are dropped: at most the one being encoded finishes
  EXPECT_LE(encoded, 1);
}

}  // namespace
}  // namespace jt::encode
