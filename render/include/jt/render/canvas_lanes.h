// Lanes: a fixed number of threads, each with its own canvas, running tasks that one caller hands
// over in order (the segments of a video, each drawn and encoded whole on one lane: issue 32,
// docs/SCALE.md "Segments side by side"). A task is given its lane's canvas, which keeps what the
// lane drew last (the stage restored only where the last frame drew), so a task's pictures must
// not depend on it, as the frame pipeline's.
//
// At most one task per lane is held: run() waits for a free lane, so the tasks' data in memory is
// bounded by the number of lanes whatever the number of tasks. One lane runs each task on the
// caller's thread, in turn. The threads and canvases are made with the first task (a render whose
// segments all come from the cache makes none).
#pragma once

#include <functional>
#include <memory>

#include "jt/render/canvas.h"

namespace jt::render {

class CanvasLanes {
 public:
  // A task: true when it succeeded; false stops the lanes (no more tasks run).
  using Task = std::function<bool(Canvas& canvas)>;

  CanvasLanes(int lanes, int width, int height);
  ~CanvasLanes();  // waits for the running tasks
  CanvasLanes(const CanvasLanes&) = delete;
  CanvasLanes& operator=(const CanvasLanes&) = delete;

  // Runs `task` on a free lane, waiting for one; false when a task failed (then `task` is not
  // run).
  bool run(Task task);
  // Waits for every task handed over; true when none failed.
  bool finish();
  // Whether a task failed: a running task may poll it to give up early.
  bool failed() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace jt::render
