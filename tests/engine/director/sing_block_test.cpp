// A scene's sing {who, text, at, clip} (docs/ENCODING.md "Sung lines"): a line that starts at its
// song time on the cartoon's clock, waiting for it when the script comes early; a late one sings
// at once, with a warning; its record is a say's, marked sung.
#include <gtest/gtest.h>

#include "director_harness.h"
#include "jt/json/write.h"

namespace jt::rt::testing {
namespace {

// One scene of `blocks` with A on the stage; every line lasts 1 s, a recorded one its clip.
Runtime singing(const std::string& blocks) {
  Runtime rt(
      {.speech = [](const std::string&, const SpeechRequest& request) -> std::optional<double> {
         return request.clip ? 2.5 : 1.0;
       },
       .fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {"at": {"x": 0.5}}}, "scripts": [
          {"hat": {"on": "scene", "name": "one"}, "body": [)" +
      blocks + "]}]}"));
  EXPECT_TRUE(start.ok) << start.error;
  return rt;
}

std::vector<std::string> lines_of(const Runtime& rt) {
  std::vector<std::string> out;
  for (const TimelineRecord& r : rt.timeline()) {
    if (r.kind == "say") out.push_back(json::write_compact(record_to_json(r)));
  }
  return out;
}

TEST(SingBlock, ALineWaitsForItsSongTime) {
  Runtime rt = singing(R"({"op": "sing", "who": "A", "text": "La", "at": 2},
      {"op": "sing", "who": "A", "text": "Lee", "at": 3.5, "clip": "lee.wav"},
      {"op": "say", "who": "A", "text": "Done"})");
  EXPECT_EQ(
      lines_of(rt),
      (std::vector<std::string>{
          R"({"t":2,"dur":1,"kind":"say","who":"A","text":"La","voice":null,"mood":null,"sung":true})",
          R"({"t":3.5,"dur":2.5,"kind":"say","who":"A","text":"Lee","voice":null,"mood":null,"clip":"lee.wav","sung":true})",
          R"({"t":6,"dur":1,"kind":"say","who":"A","text":"Done","voice":null,"mood":null})"}));
  ASSERT_TRUE(rt.duration());
  EXPECT_EQ(*rt.duration(), 7);
  EXPECT_TRUE(rt.warnings().empty());
}

TEST(SingBlock, WithoutAtItSingsAtOnceAndLateItSingsAtOnceWithAWarning) {
  Runtime rt = singing(R"({"op": "wait", "s": 1}, {"op": "sing", "who": "A", "text": "Now"},
      {"op": "sing", "who": "A", "text": "Late", "at": 1.5})");
  EXPECT_EQ(
      lines_of(rt),
      (std::vector<std::string>{
          R"({"t":1,"dur":1,"kind":"say","who":"A","text":"Now","voice":null,"mood":null,"sung":true})",
          R"({"t":2,"dur":1,"kind":"say","who":"A","text":"Late","voice":null,"mood":null,"sung":true})"}));
  ASSERT_EQ(rt.warnings().size(), 1u);
  EXPECT_EQ(rt.warnings()[0],
            "/scripts/0/body/2: A sings late, at 2 s instead of 1.5 s: what comes before it in "
            "the script runs past its time");
}

}  // namespace
}  // namespace jt::rt::testing
