// Cartoons for the every and touch hat tests: a cartoon from its cast and scripts, and the times
// its plan shows captions with a given text at (what the scripts the hats fire put up).
#pragma once

#include <string>
#include <vector>

#include "director_harness.h"

namespace jt::rt::testing {

struct HatRun {
  Runtime rt = create_runtime({});
  explicit HatRun(const std::string& cast, const std::string& scripts) {
    const CartoonStart started = rt.start_cartoon(prepare_text(
        R"({"v": 1, "kind": "cartoon", "cast": )" + cast + R"(, "scripts": )" + scripts + "}"));
    EXPECT_TRUE(started.ok) << started.error;
  }
  // When captions reading `text` went up, in the plan.
  std::vector<double> captions(const std::string& text) const {
    std::vector<double> times;
    for (const TimelineRecord& r : rt.timeline()) {
      if (r.kind == "caption" && r.text == text) times.push_back(r.t);
    }
    return times;
  }
};

}  // namespace jt::rt::testing
