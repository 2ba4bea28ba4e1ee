// Lanes (issue 32): every task handed over runs once, on a lane's canvas, with at most one task
// per lane held at a time; a failed task stops the rest.
#include "jt/render/canvas_lanes.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace jt::render {
namespace {

TEST(CanvasLanes, RunsEveryTaskOnceWithAtMostOnePerLaneHeld) {
  for (int lanes : {1, 2, 3, 5}) {
    std::mutex mutex;
    std::vector<int> ran;
    std::set<const Canvas*> canvases;
    std::atomic<int> running = 0, most = 0;
    std::atomic<int> handed = 0, finished = 0;
    int most_held = 0;
    {
      CanvasLanes pool(lanes, 8, 8);
      for (int t = 0; t < 20; ++t) {
        ++handed;
        ASSERT_TRUE(pool.run([&, t](Canvas& canvas) {
          const int now = ++running;
          int seen = most;
          while (now > seen && !most.compare_exchange_weak(seen, now)) {
          }
          // Uneven times, so tasks finish out of order.
          std::this_thread::sleep_for(std::chrono::milliseconds(t % 3 == 0 ? 3 : 1));
          {
            std::lock_guard lock(mutex);
            ran.push_back(t);
            canvases.insert(&canvas);
          }
          --running;
          ++finished;
          return true;
        }));
        // Handed over but not finished: running or waiting for a lane.
        most_held = std::max(most_held, handed.load() - finished.load());
      }
      ASSERT_TRUE(pool.finish());
    }
    EXPECT_EQ(ran.size(), 20u) << lanes << " lanes";
    EXPECT_EQ(std::set<int>(ran.begin(), ran.end()).size(), 20u) << lanes << " lanes";
    EXPECT_LE(most.load(), lanes) << lanes << " lanes";
    EXPECT_LE(most_held, lanes) << lanes << " lanes: run() waits for a free lane";
    EXPECT_LE(canvases.size(), static_cast<std::size_t>(lanes));
    if (lanes > 1) {
      EXPECT_GT(most.load(), 1) << "tasks side by side";
    }
  }
}

TEST(CanvasLanes, AFailedTaskStopsTheRest) {
  for (int lanes : {1, 3}) {
    std::atomic<int> ran = 0;
    CanvasLanes pool(lanes, 8, 8);
    int handed = 0;
    for (int t = 0; t < 50; ++t) {
      if (!pool.run([&, t](Canvas&) {
            ++ran;
            return t != 4;
          })) {
        break;
      }
      ++handed;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    EXPECT_FALSE(pool.finish()) << lanes << " lanes";
    EXPECT_TRUE(pool.failed());
    EXPECT_LT(handed, 50) << "run() refuses once a task failed";
    EXPECT_LE(ran.load(), 5 + lanes);
  }
}

}  // namespace
}  // namespace jt::render
