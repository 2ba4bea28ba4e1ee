// Stepping a cartoon frame by frame, as the video does, so a still and a part (--from) show what
// the whole video shows at that time; each frame's speakers get their voices' loudness. Shared by
// `render` and `bench`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "jt/encode/soundtrack.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::cmd {

class CartoonClock {
 public:
  CartoonClock(rt::Runtime& runtime, const encode::Soundtrack* loudness, const Program& program,
               double fps);

  // Every frame before `index` first (once), then `index`, at time index / fps.
  void to_frame(std::int64_t index);
  // To any time: the frames before it, then the time itself.
  void to_time(double t);

 private:
  void at(double t);

  rt::Runtime& runtime_;
  const encode::Soundtrack* loudness_;
  double fps_;
  std::vector<std::string> speakers_;
  std::int64_t next_ = 0;
};

}  // namespace jt::cmd
