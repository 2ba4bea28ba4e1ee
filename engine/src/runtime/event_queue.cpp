#include "event_queue.h"

#include <algorithm>

namespace jt::rt {
namespace {

// std::push_heap keeps the largest on top: "later" compares greater, so the earliest is on top.
bool later(const QueuedWake& a, const QueuedWake& b) {
  if (a.time != b.time) return a.time > b.time;
  return a.seq > b.seq;
}

}  // namespace

void EventQueue::push(double time, int thread, std::uint32_t generation) {
  heap_.push_back({time, next_seq_++, thread, generation});
  std::push_heap(heap_.begin(), heap_.end(), later);
}

void EventQueue::pop() {
  std::pop_heap(heap_.begin(), heap_.end(), later);
  heap_.pop_back();
}

void EventQueue::compact_if_grown(const std::function<bool(const QueuedWake&)>& is_stale) {
  if (heap_.size() < 2 * size_after_compaction_) return;
  std::erase_if(heap_, is_stale);
  std::make_heap(heap_.begin(), heap_.end(), later);
  size_after_compaction_ = std::max<std::size_t>(16, heap_.size());
}

}  // namespace jt::rt
