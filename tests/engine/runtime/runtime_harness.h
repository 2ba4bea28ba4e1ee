// A runtime with one character "A" running one behaviour, for the runtime's tests.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "jt/json/write.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"
#include "support/json_text.h"

namespace jt::rt::testing {

// A behaviour program from the JSON of its scripts' bodies: `{"v":1,"kind":"behaviour",...}`
// around `scripts_json` (a JSON list of scripts). Fails the test on any error.
inline std::shared_ptr<const Program> behaviour(const std::string& scripts_json,
                                                const std::string& extra = "") {
  const std::string text = R"({"v": 1, "kind": "behaviour", )" + extra +
                           (extra.empty() ? "" : ", ") + R"("scripts": )" + scripts_json + "}";
  PrepareResult prepared = prepare_program(test_support::parse_json(text));
  for (const Diagnostic& d : prepared.diagnostics)
    ADD_FAILURE() << d.path << ": " << d.message;
  return prepared.program;
}

// One script with no hat running `body_json` (a JSON list of blocks).
inline std::shared_ptr<const Program> body(const std::string& body_json,
                                           const std::string& extra = "") {
  return behaviour(R"([{"body": )" + body_json + "}]", extra);
}

struct Harness {
  Runtime rt;
  explicit Harness(std::shared_ptr<const Program> program, StartOptions options = {},
                   RuntimeOptions runtime_options = {}, int legs = 2)
      : rt(create_runtime(runtime_options)) {
    rt.add_character("A", {.legs = legs});
    StartResult started = rt.start_behaviour("A", std::move(program), options);
    EXPECT_TRUE(started.instance.has_value()) << started.error;
  }
  Pose at(double t) {
    rt.step_to(t);
    return rt.pose("A");
  }
  double part(double t, const std::string& key) {
    Pose p = at(t);
    for (const PartValue& v : p.parts) {
      if (v.key == key) return v.value;
    }
    ADD_FAILURE() << "no part " << key << " at " << t;
    return 0;
  }
};

// The pose's bits as text: two poses print alike exactly when every number is the same double.
inline std::string bits(const Pose& p) {
  return json::write_compact(pose_to_json(p));
}

}  // namespace jt::rt::testing
