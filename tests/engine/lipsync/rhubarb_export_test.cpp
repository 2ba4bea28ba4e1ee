// One speaker's mouth in Rhubarb Lip Sync's formats: the speaker's cues from 0 to the end, X in
// the gaps, a later line taking over an earlier one, one letter's neighbours merged; Rhubarb's
// JSON keys and TSV rows.
#include "jt/lipsync/rhubarb_export.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"

namespace jt::lipsync {
namespace {

using S = MouthShape;

LineCues rhubarb_line(std::string who, double t, std::vector<MouthCue> cues) {
  LineCues line{.who = std::move(who), .t = t, .cues = std::move(cues)};
  line.dur = line.cues.back().end - t;
  return line;
}

TEST(RhubarbExport, OneSpeakersMouthFromZeroToTheEnd) {
  const std::vector<LineCues> lines = {
      rhubarb_line("A", 1, {{1, 1.5, S::kB}, {1.5, 2, S::kX}}),
      rhubarb_line("B", 1.5, {{1.5, 2.5, S::kC}}),
      // A's second line starts while its first is said (at 1.75): it takes over there.
      rhubarb_line("A", 1.75, {{1.75, 2.25, S::kD}, {2.25, 3, S::kA}}),
  };
  const std::vector<MouthCue> track = speaker_track(lines, "A", 4);
  const std::vector<MouthCue> want = {{0, 1, S::kX},       {1, 1.5, S::kB},  {1.5, 1.75, S::kX},
                                      {1.75, 2.25, S::kD}, {2.25, 3, S::kA}, {3, 4, S::kX}};
  EXPECT_EQ(track, want);
}

TEST(RhubarbExport, RestMergesAndTheEndCuts) {
  // A line that begins and ends at rest: its X runs into the gaps' X; cut at 2.5 s.
  const std::vector<LineCues> lines = {
      rhubarb_line("A", 1, {{1, 1.25, S::kX}, {1.25, 2, S::kE}, {2, 3, S::kX}})};
  const std::vector<MouthCue> want = {{0, 1.25, S::kX}, {1.25, 2, S::kE}, {2, 2.5, S::kX}};
  EXPECT_EQ(speaker_track(lines, "A", 2.5), want);
  // Someone who says nothing rests throughout.
  EXPECT_EQ(speaker_track(lines, "B", 2.5), (std::vector<MouthCue>{{0, 2.5, S::kX}}));
}

TEST(RhubarbExport, RhubarbsJsonAndTsv) {
  const std::vector<MouthCue> track = {{0, 0.5, S::kX}, {0.5, 1.25, S::kG}, {1.25, 2, S::kX}};
  EXPECT_EQ(json::write_compact(rhubarb_json(track, 2, "")),
            R"({"metadata":{"soundFile":"","duration":2},"mouthCues":[)"
            R"({"start":0,"end":0.5,"value":"X"},{"start":0.5,"end":1.25,"value":"G"},)"
            R"({"start":1.25,"end":2,"value":"X"}]})");
  EXPECT_EQ(rhubarb_tsv(track, 2), "0\tX\n0.5\tG\n1.25\tX\n2\tX\n");
}

}  // namespace
}  // namespace jt::lipsync
