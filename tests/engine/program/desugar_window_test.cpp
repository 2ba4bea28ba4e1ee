// window {from, to, body} (spec §4, §7.1): wait until from, then for until to with the body;
// negative times count back from dur; without `to` the window runs to the end.
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::expect_desugars;
using testing::expect_one_diagnostic;

TEST(DesugarWindow, WaitsThenRunsItsBodyUntilTo) {
  expect_desugars(R"j([{"op": "window", "from": 1, "to": 3, "body": [{"op": "bob", "amp": 4}]}])j",
                  R"j([{"op": "wait", "until": 1},
                      {"op": "for", "until": 3, "body": [
                        {"op": "wave", "ch": "dy", "shape": "abssin", "amp": -4, "every": 1}]}])j");
}

TEST(DesugarWindow, NegativeTimesCountBackFromDur) {
  expect_desugars(
      R"j([{"op": "window", "from": -1, "body": []}])j",
      R"j([{"op": "wait", "until": "=dur - 1"}, {"op": "for", "until": "=dur", "body": []}])j");
  expect_desugars(
      R"j([{"op": "window", "from": 0.5, "to": -0.25}])j",
      R"j([{"op": "wait", "until": 0.5}, {"op": "for", "until": "=dur - 0.25", "body": []}])j");
  // A formula is a time as it is.
  expect_desugars(R"j([{"op": "window", "to": "=dur/2", "body": [{"op": "stop"}]}])j",
                  R"j([{"op": "for", "until": "=dur/2", "body": [{"op": "stop"}]}])j");
}

TEST(DesugarWindow, ErrorsInsideTheBodyPointIntoIt) {
  expect_one_diagnostic(
      R"j([{"op": "wait", "s": 1},
          {"op": "window", "from": 1, "body": [{"op": "sway"}, {"op": "setPart", "part": "tial", "deg": 1}]}])j",
      Severity::kError, "/scripts/0/body/1/body/1/part", "unknown part \"tial\"");
  expect_one_diagnostic(R"j([{"op": "window", "from": 1, "body": 5}])j", Severity::kError,
                        "/scripts/0/body/0/body", "expected a list of blocks for \"body\", got 5");
}

}  // namespace
}  // namespace jt::program
