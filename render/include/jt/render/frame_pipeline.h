// Frames made in order, drawn in parallel, consumed in order (issue "A cartoon to a voiced video":
// "stepped in order by the engine, drawn in parallel, and encoded in order, streaming").
//
// A fixed ring of slots, each with its own canvas: the caller's thread fills slot i (stepping the
// runtime, which is single-threaded), drawing threads draw filled slots, and one consumer thread
// takes drawn slots strictly in frame order (the encoder). A slot is reused once consumed, so
// memory does not grow with the video's length, and each frame is drawn from its own data alone, so
// the pictures do not depend on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "jt/creature/pose.h"
#include "jt/render/canvas.h"
#include "jt/render/stage.h"
#include "jt/runtime/frame.h"

namespace jt::render {

struct FrameJob {
  std::int64_t index = 0;
  rt::Frame frame;
  std::vector<creature::CreaturePose> creatures;  // a creature render's poses (render_creature)
  // Must outlive the pipeline; null: no stage (a transparent picture).
  const Background* background = nullptr;
  std::uint64_t hash = 0;  // the drawn pixels' hash, when the draw step computes one
  // What the draw step made of the picture for the consumer, when it makes something (a PNG
  // sequence's file bytes: compressed on the drawing threads, written in order).
  std::string encoded;
};

struct FramePipeline {
  int width = 0, height = 0;
  int threads = 1;  // drawing threads; 1 runs everything on the caller's thread, in turn
  // Fills frame `job.index` (called in order on the caller's thread); false stops the run.
  std::function<bool(FrameJob& job)> fill;
  // Draws a filled job on a canvas (called on a drawing thread; must not touch shared state).
  std::function<void(FrameJob& job, Canvas& canvas)> draw;
  // Takes a drawn frame (called in frame order, one call at a time); false stops the run.
  std::function<bool(const FrameJob& job, Canvas& canvas)> consume;
  // Optional: whether a filled job is not to be drawn (a segment the cache has). It is consumed
  // in its turn without a drawing, on the caller's thread when every frame before it has been
  // consumed, so a run of such frames wakes no other thread.
  std::function<bool(const FrameJob& job)> undrawn;
};

// Runs frames 0 .. count-1 of `job.index` numbering starting at `first`; true when every frame
// was filled, drawn and consumed, false when a callback stopped it.
bool run_frames(const FramePipeline& pipeline, std::int64_t first, std::int64_t count);

}  // namespace jt::render
