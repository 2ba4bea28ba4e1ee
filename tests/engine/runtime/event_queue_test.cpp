// The scheduler's queue (engine/src/runtime/event_queue.cpp; spec §0, §7.7): wake-ups in time
// order, ties in the order they were scheduled, stale entries dropped without changing the order.
#include <gtest/gtest.h>

#include <vector>

#include "runtime/event_queue.h"

namespace jt::rt {
namespace {

std::vector<int> drained_threads(EventQueue& q) {
  std::vector<int> out;
  while (!q.empty()) {
    out.push_back(q.top().thread);
    q.pop();
  }
  return out;
}

TEST(EventQueue, EarliestFirst) {
  EventQueue q;
  q.push(2.0, 1, 0);
  q.push(0.5, 2, 0);
  q.push(1.0, 3, 0);
  EXPECT_EQ(q.size(), 3u);
  EXPECT_EQ(q.top().time, 0.5);
  EXPECT_EQ(drained_threads(q), (std::vector<int>{2, 3, 1}));
}

TEST(EventQueue, TiesInTheOrderScheduled) {
  EventQueue q;
  for (int thread : {5, 3, 9, 1, 7})
    q.push(1.0, thread, 0);
  q.push(0.0, -1, 0);  // a timer, earlier
  EXPECT_EQ(drained_threads(q), (std::vector<int>{-1, 5, 3, 9, 1, 7}));
}

TEST(EventQueue, AnyAtAsksAboutOneTime) {
  EventQueue q;
  q.push(1.0, 1, 0);
  q.push(2.0, 2, 0);
  EXPECT_TRUE(q.any_at(2.0, [](const QueuedWake& e) { return e.thread == 2; }));
  EXPECT_FALSE(q.any_at(2.0, [](const QueuedWake& e) { return e.thread == 1; }));
  EXPECT_FALSE(q.any_at(1.5, [](const QueuedWake&) { return true; }));
}

TEST(EventQueue, CompactionDropsStaleEntriesAndKeepsTheOrder) {
  // 40 wake-ups of 40 threads at 10 times; the even threads' generation 0 entries are stale.
  EventQueue q;
  for (int i = 0; i < 40; ++i)
    q.push(static_cast<double>(i % 10), i, 0);
  q.compact_if_grown([](const QueuedWake& e) { return e.thread % 2 == 0; });
  EXPECT_EQ(q.size(), 20u);  // 40 is at least twice the first threshold (16)
  std::vector<int> expected;
  for (int t = 0; t < 10; ++t)
    for (int i = t; i < 40; i += 10)
      if (i % 2 == 1) expected.push_back(i);
  EXPECT_EQ(drained_threads(q), expected);
}

TEST(EventQueue, NoCompactionBeforeTheQueueHasDoubled) {
  EventQueue q;
  for (int i = 0; i < 10; ++i)
    q.push(1.0, i, 0);
  q.compact_if_grown([](const QueuedWake&) { return true; });
  EXPECT_EQ(q.size(), 10u);
}

TEST(EventQueue, GenerationsTravelWithTheirEntries) {
  EventQueue q;
  q.push(1.0, 4, 7);
  EXPECT_EQ(q.top().generation, 7u);
  EXPECT_EQ(q.top().thread, 4);
}

}  // namespace
}  // namespace jt::rt
