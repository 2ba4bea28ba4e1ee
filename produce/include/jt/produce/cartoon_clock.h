// Stepping a cartoon frame by frame, as the video does, so a still and a part (--from) show what
// the whole video shows at that time; each frame's speakers get their voices' loudness (the
// spec's `loud` input). Shared by the render, the bench and the pose tools.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "jt/encode/soundtrack.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::produce {

class CartoonClock {
 public:
  // `loudness` may be null (no voices: nobody is loud). `stop`, when set and true, ends a long
  // catch-up early (Ctrl-C during a still far into a cartoon).
  CartoonClock(rt::Runtime& runtime, const encode::Soundtrack* loudness, const Program& program,
               double fps, std::function<bool()> stop = {});

  // Every frame before `index` first (once), then `index`, at time index / fps.
  void to_frame(std::int64_t index);
  // To any time: the frames before it, then the time itself.
  void to_time(double t);

 private:
  void at(double t);

  rt::Runtime& runtime_;
  const encode::Soundtrack* loudness_;
  double fps_;
  std::function<bool()> stop_;
  std::vector<std::string> speakers_;
  std::int64_t next_ = 0;
};

}  // namespace jt::produce
