#include "jt/render/frame_pipeline.h"

#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace jt::render {
namespace {

bool run_in_turn(const FramePipeline& p, std::int64_t first, std::int64_t count) {
  Canvas canvas(p.width, p.height);
  FrameJob job;
  for (std::int64_t i = 0; i < count; ++i) {
    job.index = first + i;
    if (!p.fill(job)) return false;
    if (!p.undrawn || !p.undrawn(job)) p.draw(job, canvas);
    if (!p.consume(job, canvas)) return false;
  }
  return true;
}

// The ring's shared state, guarded by one mutex; every change is announced to every thread (a
// handful of threads, a few hundred wake-ups a second: simpler than a condition per slot).
class Ring {
 public:
  Ring(const FramePipeline& p, std::int64_t first, std::int64_t count)
      : p_(p), first_(first), count_(count) {
    slots_.resize(static_cast<std::size_t>(p.threads) * 2);
    for (Slot& s : slots_)
      s.canvas = std::make_unique<Canvas>(p.width, p.height);
  }

  bool run() {
    std::vector<std::jthread> drawers;
    for (int t = 0; t < p_.threads; ++t)
      drawers.emplace_back([this] { draw_loop(); });
    std::jthread consumer([this] { consume_loop(); });
    produce();
    for (std::jthread& d : drawers)
      d.join();
    consumer.join();
    return !stopped_ && consumed_ == count_;
  }

 private:
  enum class State { kFree, kFilled, kDrawing, kDrawn };
  struct Slot {
    FrameJob job;
    std::unique_ptr<Canvas> canvas;
    State state = State::kFree;
  };

  // Frame i lives in slot i mod size: a slot is reused only once its frame is consumed, and
  // frames are consumed in order, so a slot's state always belongs to the frame the index names.
  Slot& slot(std::int64_t i) { return slots_[static_cast<std::size_t>(i) % slots_.size()]; }

  void produce() {
    for (std::int64_t i = 0; i < count_; ++i) {
      Slot& s = slot(i);
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return s.state == State::kFree || stopped_; });
        if (stopped_) break;
      }
      s.job.index = first_ + i;  // the slot is the producer's until it is marked filled
      const bool ok = p_.fill(s.job);
      std::unique_lock lock(mutex_);
      if (ok && consumed_ == i && p_.undrawn && p_.undrawn(s.job)) {
        if (!consume_here(s, i, lock)) break;
        continue;
      }
      if (!ok) {
        stopped_ = true;
      } else {
        s.state = State::kFilled;
        filled_ = i + 1;
      }
      changed_.notify_all();
      if (!ok) break;
    }
    std::lock_guard lock(mutex_);
    producer_done_ = true;
    changed_.notify_all();
  }

  // An undrawn frame with nothing before it left to consume: consumed on the producer's thread.
  // Every frame before it was drawn (next_draw_ == filled_ == i): the drawers step past it and the
  // consumer waits for the next one, so no other thread needs waking.
  bool consume_here(Slot& s, std::int64_t i, std::unique_lock<std::mutex>& lock) {
    s.state = State::kDrawing;  // the producer's, until consumed
    filled_ = next_draw_ = i + 1;
    const bool ok = consume(s, lock);
    if (!ok) changed_.notify_all();
    return ok;
  }

  // Hands the slot's frame to the consumer callback with the lock released (held again on
  // return); the slot is free after it, or the run stopped.
  bool consume(Slot& s, std::unique_lock<std::mutex>& lock) {
    lock.unlock();
    const bool ok = p_.consume(s.job, *s.canvas);
    lock.lock();
    if (ok) {
      s.state = State::kFree;
      ++consumed_;
    } else {
      stopped_ = true;
    }
    return ok;
  }

  void draw_loop() {
    for (;;) {
      std::int64_t i = 0;
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return stopped_ || next_draw_ < filled_ || producer_done_; });
        if (stopped_ || next_draw_ >= filled_) return;  // stopped, or every frame drawn
        i = next_draw_++;
        slot(i).state = State::kDrawing;
      }
      Slot& s = slot(i);
      if (!p_.undrawn || !p_.undrawn(s.job)) p_.draw(s.job, *s.canvas);
      std::lock_guard lock(mutex_);
      s.state = State::kDrawn;
      changed_.notify_all();
    }
  }

  // Consumes frame consumed_ once drawn: the producer may have consumed the ones before.
  void consume_loop() {
    for (;;) {
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [&] {
        return stopped_ || consumed_ == count_ || slot(consumed_).state == State::kDrawn ||
               (producer_done_ && consumed_ >= filled_);
      });
      if (stopped_ || consumed_ == count_ || slot(consumed_).state != State::kDrawn) return;
      const bool ok = consume(slot(consumed_), lock);
      changed_.notify_all();
      if (!ok) return;
    }
  }

  const FramePipeline& p_;
  const std::int64_t first_, count_;
  std::vector<Slot> slots_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::int64_t filled_ = 0, next_draw_ = 0, consumed_ = 0;
  bool producer_done_ = false, stopped_ = false;
};

}  // namespace

bool run_frames(const FramePipeline& pipeline, std::int64_t first, std::int64_t count) {
  if (pipeline.threads <= 1) return run_in_turn(pipeline, first, count);
  return Ring(pipeline, first, count).run();
}

}  // namespace jt::render
