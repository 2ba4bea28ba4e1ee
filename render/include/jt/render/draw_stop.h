// A drawing asked to stop (issue 27: one still of a heavy creature ignored Ctrl-C for minutes).
// The command points the renderer at the flag its signal handler raises; the drawing's long loops
// (a creature's plates, ornaments and feet, ...) poll it and leave the picture unfinished, which
// the caller, having been asked to stop, throws away.
#pragma once

#include <atomic>

namespace jt::render {

// The flag to poll (null: never stop). Set once, before drawing starts.
void set_draw_stop(const std::atomic<bool>* flag);

// Whether the drawing was asked to stop.
bool draw_stopped();

}  // namespace jt::render
