#include "jt/render/canvas_lanes.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace jt::render {

struct CanvasLanes::State {
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<Task> waiting;  // handed over, not yet taken by a lane
  int busy = 0;              // tasks taken and running
  bool closing = false;
  std::atomic<bool> failed = false;
  int lanes = 1, width = 0, height = 0;
  std::unique_ptr<Canvas> canvas;     // one lane's, on the caller's thread
  std::vector<std::jthread> threads;  // none for one lane, nor before the first task

  // Started with the first task: a render whose segments all come from the cache starts none.
  void start() {
    if (lanes == 1) {
      canvas = std::make_unique<Canvas>(width, height);
      return;
    }
    for (int i = 0; i < lanes; ++i)
      threads.emplace_back([this] { lane(); });
  }

  void lane() {
    Canvas own(width, height);
    for (;;) {
      Task task;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return closing || !waiting.empty(); });
        if (waiting.empty()) return;  // closing, and nothing left
        task = std::move(waiting.front());
        waiting.pop_front();
        ++busy;
      }
      const bool ok = !failed && task(own);
      task = nullptr;  // its data freed before the lane is counted free
      std::lock_guard lock(mutex);
      if (!ok) failed = true;
      --busy;
      changed.notify_all();
    }
  }
};

CanvasLanes::CanvasLanes(int lanes, int width, int height) : state_(std::make_unique<State>()) {
  state_->lanes = lanes < 1 ? 1 : lanes;
  state_->width = width;
  state_->height = height;
}

CanvasLanes::~CanvasLanes() {
  {
    std::lock_guard lock(state_->mutex);
    state_->closing = true;
    state_->changed.notify_all();
  }
  state_->threads.clear();  // joins
}

bool CanvasLanes::run(Task task) {
  State& s = *state_;
  if (s.failed) return false;
  if (!s.canvas && s.threads.empty()) s.start();
  if (s.canvas) {
    if (!task(*s.canvas)) s.failed = true;
    return !s.failed;
  }
  std::unique_lock lock(s.mutex);
  s.changed.wait(lock,
                 [&] { return s.failed || s.busy + static_cast<int>(s.waiting.size()) < s.lanes; });
  if (s.failed) return false;
  s.waiting.push_back(std::move(task));
  s.changed.notify_all();
  return true;
}

bool CanvasLanes::finish() {
  State& s = *state_;
  std::unique_lock lock(s.mutex);
  s.changed.wait(lock, [&] { return s.busy == 0 && (s.waiting.empty() || s.failed); });
  s.waiting.clear();
  return !s.failed;
}

bool CanvasLanes::failed() const {
  return state_->failed;
}

}  // namespace jt::render
