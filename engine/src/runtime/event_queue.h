// The scheduler's queue (spec §0, §7.7): thread wake-ups in time order, ties in the order they
// were scheduled. A thread that is rescheduled leaves its old entry behind (it is recognised as
// stale by its generation), so the queue is compacted whenever it has doubled since the last
// compaction. Compaction keeps (time, sequence) and so never changes the order events run in.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace jt::rt {

struct QueuedWake {
  double time = 0;
  std::uint64_t seq = 0;
  int thread = 0;  // a thread's index, or -1 - i for timer i (RuntimeState::timers)
  std::uint32_t generation = 0;
};

class EventQueue {
 public:
  void push(double time, int thread, std::uint32_t generation);
  bool empty() const { return heap_.empty(); }
  const QueuedWake& top() const { return heap_.front(); }
  void pop();
  std::size_t size() const { return heap_.size(); }
  // Whether an entry `counts` is queued at exactly `time` (a walk over the whole queue).
  template <typename Counts>
  bool any_at(double time, const Counts& counts) const {
    return std::ranges::any_of(heap_,
                               [&](const QueuedWake& e) { return e.time == time && counts(e); });
  }

  // Drops the entries `is_stale` says are stale once the queue has doubled since the last time.
  // A template, inline: it is asked after every event and almost always returns at once.
  template <typename IsStale>
  void compact_if_grown(const IsStale& is_stale) {
    if (heap_.size() < 2 * size_after_compaction_) return;
    std::erase_if(heap_, is_stale);
    rebuild();
  }

 private:
  void rebuild();

  std::vector<QueuedWake> heap_;
  std::uint64_t next_seq_ = 0;
  std::size_t size_after_compaction_ = 16;
};

}  // namespace jt::rt
