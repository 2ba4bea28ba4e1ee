// Mouth cues written for other tools (docs/CLI.md "lipsync"): each line's {line, who, t, dur,
// mouthCues: [{start, end, shape}]} in plan order, and a tab-separated row a cue whose five
// columns survive a control character in a speaker's id.
#include "jt/lipsync/cue_export.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"

namespace jt::lipsync {
namespace {

std::vector<LineCues> exported_lines() {
  return {
      {.line = 0,
       .who = "A",
       .t = 1,
       .dur = 0.75,
       .cues = {{1, 1.5, MouthShape::kB}, {1.5, 1.75, MouthShape::kX}}},
      {.line = 1, .who = "B\tx", .t = 2.5, .dur = 0.1, .cues = {{2.5, 2.6, MouthShape::kD}}},
  };
}

TEST(CueExport, JsonInPlanOrderWithRhubarbsLetters) {
  EXPECT_EQ(json::write_compact(cues_to_json(exported_lines())),
            R"([{"line":0,"who":"A","t":1,"dur":0.75,"mouthCues":[)"
            R"({"start":1,"end":1.5,"shape":"B"},{"start":1.5,"end":1.75,"shape":"X"}]},)"
            R"({"line":1,"who":"B\tx","t":2.5,"dur":0.1,"mouthCues":[)"
            R"({"start":2.5,"end":2.6,"shape":"D"}]}])");
}

TEST(CueExport, TsvARowACueAControlCharacterInAnIdASpace) {
  EXPECT_EQ(cues_to_tsv(exported_lines()),
            "who\tline\tstart\tend\tshape\n"
            "A\t0\t1\t1.5\tB\n"
            "A\t0\t1.5\t1.75\tX\n"
            "B x\t1\t2.5\t2.6\tD\n");
}

TEST(CueExport, NoLinesIsTheHeaderAlone) {
  EXPECT_EQ(cues_to_tsv({}), "who\tline\tstart\tend\tshape\n");
  EXPECT_EQ(json::write_compact(cues_to_json({})), "[]");
}

}  // namespace
}  // namespace jt::lipsync
