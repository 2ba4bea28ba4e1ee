#include "event_queue.h"

#include <algorithm>

namespace jt::rt {
namespace {

// std::push_heap keeps the largest on top: "later" compares greater, so the earliest is on top.
// A function object rather than a function, so that the heap algorithms inline it.
struct Later {
  bool operator()(const QueuedWake& a, const QueuedWake& b) const {
    if (a.time != b.time) return a.time > b.time;
    return a.seq > b.seq;
  }
};
constexpr Later later;

}  // namespace

void EventQueue::push(double time, int thread, std::uint32_t generation) {
  heap_.push_back({time, next_seq_++, thread, generation});
  std::push_heap(heap_.begin(), heap_.end(), later);
}

void EventQueue::pop() {
  std::pop_heap(heap_.begin(), heap_.end(), later);
  heap_.pop_back();
}

void EventQueue::rebuild() {
  std::make_heap(heap_.begin(), heap_.end(), later);
  size_after_compaction_ = std::max<std::size_t>(16, heap_.size());
}

}  // namespace jt::rt
