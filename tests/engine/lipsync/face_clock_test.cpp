// Faces that act (docs/SHAPES.md §2.2): the flap's rate and easing, cues covering their lines,
// blinks drawn from the seed and the cast id, listeners' eyes on the speaker.
#include "jt/lipsync/face_clock.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace jt::lipsync {
namespace {

void expect_cover(const std::vector<MouthCue>& cues, double t, double dur) {
  ASSERT_FALSE(cues.empty());
  EXPECT_EQ(cues.front().start, t);
  EXPECT_EQ(cues.back().end, t + dur);
  for (std::size_t i = 0; i < cues.size(); ++i) {
    EXPECT_LT(cues[i].start, cues[i].end) << i;
    if (i > 0) {
      EXPECT_EQ(cues[i].start, cues[i - 1].end) << i;
    }
  }
}

TEST(MouthShapes, LettersAreRhubarbs) {
  std::string letters;
  for (std::size_t i = 0; i < kMouthShapes; ++i) {
    letters += shape_letter(static_cast<MouthShape>(i));
    EXPECT_EQ(shape_from_letter(letters.back()), static_cast<MouthShape>(i));
  }
  EXPECT_EQ(letters, "XABCDEFGH");
  EXPECT_EQ(shape_from_letter('Z'), std::nullopt);
  EXPECT_EQ(shape_openness(MouthShape::kA), 0);
  EXPECT_EQ(shape_openness(MouthShape::kX), 0);
  EXPECT_GT(shape_openness(MouthShape::kD), shape_openness(MouthShape::kC));
  EXPECT_GT(shape_openness(MouthShape::kC), shape_openness(MouthShape::kB));
}

TEST(Flap, CoversTheLineAtSevenOpensASecond) {
  const std::vector<MouthCue> cues = flap_cues(1.25, 2.0);
  expect_cover(cues, 1.25, 2.0);
  int opens = 0;
  for (const MouthCue& c : cues)
    opens += shape_openness(c.shape) > 0.3;
  EXPECT_EQ(opens, 14);  // 2 s at 7 a second
  EXPECT_TRUE(flap_cues(3, 0).empty());
  EXPECT_TRUE(flap_cues(3, -1).empty());
  EXPECT_TRUE(flap_cues(3, std::nan("")).empty());
}

TEST(Flap, TheMouthOpensSixToEightTimesASecondEased) {
  const double t0 = 0.5, dur = 3;
  const FaceClock clock(0,
                        {{.line = 0, .who = "A", .t = t0, .dur = dur, .cues = flap_cues(t0, dur)}});
  int peaks = 0;
  double before = 0, last = 0, steepest = 0;
  for (int i = 0; i <= 240 * 4; ++i) {  // 240 samples a second over 4 s
    const double open = clock.face("A", i / 240.0).mouth;
    if (i >= 2 && last > before && last >= open && last > 0.3) ++peaks;
    steepest = std::max(steepest, std::abs(open - last));
    before = last;
    last = open;
  }
  EXPECT_GE(peaks, 6 * 3);
  EXPECT_LE(peaks, 8 * 3);
  // Eased: never more than a tenth of the way in 1/240 s (a hard on/off would jump by 0.55+).
  EXPECT_LT(steepest, 0.1);
  EXPECT_EQ(clock.face("A", t0 + dur + 0.1).mouth, 0) << "shut after the line";
  EXPECT_EQ(clock.face("A", t0 - 0.1).mouth, 0) << "shut before it";
  EXPECT_EQ(clock.face("B", t0 + 1).mouth, 0) << "another character does not speak";
}

TEST(FaceClock, AShapeShowsWholeInTheMiddleOfItsCue) {
  const std::vector<MouthCue> cues{
      {1.0, 1.2, MouthShape::kD}, {1.2, 1.3, MouthShape::kA}, {1.3, 1.5, MouthShape::kF}};
  const FaceClock clock(0, {{.line = 0, .who = "A", .t = 1, .dur = 0.5, .cues = cues}});
  const FaceActing closed = clock.face("A", 1.25);
  EXPECT_NEAR(closed.shapes[static_cast<std::size_t>(MouthShape::kA)], 1, 1e-9);
  EXPECT_NEAR(closed.mouth, 0, 1e-9);
  EXPECT_EQ(drawn_mouth(closed, 0).shape, MouthShape::kA);
  const FaceActing wide = clock.face("A", 1.1);
  EXPECT_NEAR(wide.mouth, shape_openness(MouthShape::kD), 1e-9);
  EXPECT_EQ(drawn_mouth(wide, 0).shape, MouthShape::kD);
  // On a boundary, half and half.
  const FaceActing between = clock.face("A", 1.2);
  EXPECT_NEAR(between.shapes[static_cast<std::size_t>(MouthShape::kD)], 0.5, 1e-9);
  EXPECT_NEAR(between.shapes[static_cast<std::size_t>(MouthShape::kA)], 0.5, 1e-9);
  // The pose's mouth wins when it is larger (spec §7.4: the renderer's or a behaviour's).
  EXPECT_EQ(drawn_mouth(closed, 0.7).open, 0.7);
  EXPECT_NEAR(drawn_mouth(wide, 0.2).open, shape_openness(MouthShape::kD), 1e-9);
}

TEST(FaceClock, LoudnessScalesTheOpening) {
  const std::vector<MouthCue> cues{{0, 1, MouthShape::kD}};
  const auto at = [&](double loud) {
    const FaceClock clock(0, {{.line = 0, .who = "A", .t = 0, .dur = 1, .cues = cues}},
                          [loud](std::string_view, double) { return loud; });
    return clock.face("A", 0.5).mouth;
  };
  EXPECT_LT(at(0), at(0.5));
  EXPECT_LT(at(0.5), at(1));
  EXPECT_NEAR(at(1), shape_openness(MouthShape::kD), 1e-9);
}

// The blinks of one character over `seconds`: {start, length} of each.
std::vector<std::pair<double, double>> blinks(double seed, const std::string& who, double seconds) {
  std::vector<std::pair<double, double>> out;
  bool shut = false;
  for (int i = 0; i <= static_cast<int>(seconds * 1000); ++i) {
    const double t = i / 1000.0, b = blink_at(seed, who, t);
    if (b > 0 && !shut) out.push_back({t, 0});
    if (b > 0) out.back().second = t - out.back().first + 0.001;
    shut = b > 0;
  }
  return out;
}

TEST(Blinks, EveryTwoToSixSecondsShortAndTheirOwn) {
  std::set<std::vector<std::pair<double, double>>> seen;
  for (double seed : {0.0, 1.0, 42.0}) {
    for (const std::string who : {"A", "B", "kid", "monster"}) {
      const auto b = blinks(seed, who, 60);
      ASSERT_GE(b.size(), 10u) << who;
      for (std::size_t i = 0; i < b.size(); ++i) {
        EXPECT_GE(b[i].second, 0.1) << who << " " << b[i].first;
        EXPECT_LE(b[i].second, 0.2) << who << " " << b[i].first;
        if (i > 0) {
          EXPECT_GE(b[i].first - b[i - 1].first, 2.0 - 0.002) << who;
          // So any 6 s holds a whole blink.
          EXPECT_LE(b[i].first + b[i].second - b[i - 1].first, 6.0) << who;
        }
      }
      EXPECT_LE(b.front().first + b.front().second, 6.0);
      EXPECT_TRUE(seen.insert(b).second) << "the same blinks as another: " << who << " " << seed;
      EXPECT_EQ(blinks(seed, who, 60), b) << "the same every time";
    }
  }
  EXPECT_EQ(blink_at(0, "A", -1), 0);
  EXPECT_EQ(blink_at(0, "A", std::nan("")), 0);
  EXPECT_EQ(blink_at(0, "A", INFINITY), 0);
}

TEST(Blinks, NeverInLockstep) {
  const auto a = blinks(0, "A", 60), b = blinks(0, "B", 60);
  int together = 0;
  for (const auto& x : a) {
    for (const auto& y : b)
      together += std::abs(x.first - y.first) < 0.05;
  }
  EXPECT_LT(together, 3);
}

TEST(FaceClock, ListenersLookAtTheSpeaker) {
  const FaceClock clock(0, {{.line = 0, .who = "A", .t = 1, .dur = 2, .cues = flap_cues(1, 2)}});
  rt::Frame frame;
  frame.characters.push_back({.id = "A", .x = 0.3, .visible = true});
  frame.characters.push_back({.id = "B", .x = 0.7, .visible = true});
  frame.characters.push_back({.id = "C", .x = 0.1, .visible = true});
  frame.characters.push_back({.id = "D", .x = 0.9, .visible = false});
  frame.t = 2;
  clock.act(frame);
  EXPECT_TRUE(frame.characters[0].acting.acted);
  EXPECT_EQ(frame.characters[0].acting.look, 0) << "the speaker looks its own way";
  EXPECT_EQ(frame.characters[1].acting.look, -1) << "B, right of A, looks left";
  EXPECT_EQ(frame.characters[2].acting.look, 1) << "C, left of A, looks right";
  EXPECT_EQ(frame.characters[3].acting.look, 0) << "not on stage";
  EXPECT_GT(frame.characters[0].acting.mouth + frame.characters[0].acting.shapes[0], 0);
  frame.t = 5;
  clock.act(frame);
  EXPECT_EQ(frame.characters[1].acting.look, 0) << "after the line, ahead again";
  frame.t = 1.05;
  clock.act(frame);
  EXPECT_GT(frame.characters[1].acting.look, -1) << "turning, not snapping";
  EXPECT_LT(frame.characters[1].acting.look, 0);
}

TEST(FaceClock, TalkersTurnTheirHeadsToEachOtherAndBack) {
  // A speaks from 1 to 3 s, B (A's nearest) answers from 3.5 to 4 s; C stands far off.
  const FaceClock clock(
      0, {{.line = 0, .who = "A", .t = 1, .dur = 2, .cues = flap_cues(1, 2)},
          {.line = 1, .who = "B", .t = 3.5, .dur = 0.5, .cues = flap_cues(3.5, 0.5)}});
  rt::Frame frame;
  frame.characters.push_back({.id = "A", .x = 0.3, .visible = true});
  frame.characters.push_back({.id = "B", .x = 0.5, .visible = true});
  frame.characters.push_back({.id = "C", .x = 0.95, .visible = true});
  const auto turns_at = [&](double t) {
    frame.t = t;
    clock.act(frame);
    return std::array<double, 3>{frame.characters[0].acting.turn, frame.characters[1].acting.turn,
                                 frame.characters[2].acting.turn};
  };
  EXPECT_EQ(turns_at(0.5), (std::array<double, 3>{0, 0, 0})) << "before anyone speaks";
  EXPECT_EQ(turns_at(2), (std::array<double, 3>{1, -1, 0})) << "A to B's right, B to A's left";
  // Between the lines (3 to 3.5 s) the conversation holds them turned: 1.5 s after a line.
  EXPECT_EQ(turns_at(3.25), (std::array<double, 3>{1, -1, 0}));
  const std::array<double, 3> turning = turns_at(1.2);  // 0.2 s into the 0.4 s turn
  EXPECT_GT(turning[0], 0);
  EXPECT_LT(turning[0], 1);
  // Over 1.5 s and one turn's 0.4 s after B's last line (4 s), both face front again.
  EXPECT_EQ(turns_at(6), (std::array<double, 3>{0, 0, 0}));
}

// docs/SHAPES.md §2.2 "Talking gestures": beats of up to 2.5° while speaking, in 0.55 s slots
// (a bump over the slot's first 0.35 s), a listener's one nod of 5° over 0.5 s at 55 % of a line
// of 1.6 s or more (on most lines, drawn from the seed), a 6° tilt on a question toward whom it
// asks, rising over 0.3 s.
struct Gestures {
  rt::Frame frame;
  FaceClock clock;
  Gestures(std::vector<LineCues> lines, std::string_view a_line) : clock(0, std::move(lines)) {
    frame.characters.push_back({.id = "A", .x = 0.3, .visible = true});
    frame.characters.push_back({.id = "B", .x = 0.7, .visible = true});
    frame.characters[0].line = a_line;
  }
  const FaceActing& at(double t, std::size_t who, double talking = 1) {
    frame.t = t;
    frame.characters[0].talking = talking;
    clock.act(frame);
    return frame.characters[who].acting;
  }
};

TEST(TalkingGestures, ASpeakersHeadBeatsWithinItsLineOnly) {
  Gestures g({{.line = 0, .who = "A", .t = 1, .dur = 3, .cues = flap_cues(1, 3)}}, "Hello there.");
  double most = 0;
  int nodding = 0, frames = 0;
  for (double t = 1.3; t < 3.9; t += 1 / 48.0, ++frames) {
    const double nod = g.at(t, 0).nod;
    EXPECT_GE(nod, 0) << t;
    EXPECT_LE(nod, 2.5) << t;
    most = std::max(most, nod);
    nodding += nod > 0;
    // Within a slot the bump is over by 0.35 s.
    const double into_slot = std::fmod(t, 0.55);
    if (into_slot > 0.36 && into_slot < 0.54) {
      EXPECT_EQ(nod, 0) << t;
    }
  }
  EXPECT_GT(most, 0.4 * 2.5 * 0.9);  // the smallest beat's top is 40 % of the most
  EXPECT_GT(nodding, frames / 3);
  EXPECT_EQ(g.at(0.5, 0, 0).nod, 0) << "before the line";
  EXPECT_EQ(g.at(4.5, 0, 0).nod, 0) << "after it";
  EXPECT_EQ(g.at(2, 0).tilt, 0) << "not a question";
}

TEST(TalkingGestures, AListenerNodsOnlyAtItsTimeInALongLine) {
  // Twenty long lines by A (2 s each, 3 s apart): B may nod in each at 55 % (1.1 s in), for
  // 0.5 s, 5° at its top; never outside those windows, and on most lines.
  std::vector<LineCues> lines;
  for (int i = 0; i < 20; ++i) {
    const double t = 1 + 3.0 * i;
    lines.push_back({.line = static_cast<std::size_t>(i),
                     .who = "A",
                     .t = t,
                     .dur = 2,
                     .cues = flap_cues(t, 2)});
  }
  Gestures g(lines, "A long line about the weather.");
  int nodded = 0;
  for (int i = 0; i < 20; ++i) {
    const double start = 1 + 3.0 * i, at = start + 1.1;
    EXPECT_EQ(g.at(start + 0.5, 1).nod, 0) << i;
    EXPECT_EQ(g.at(at + 0.6, 1).nod, 0) << i;
    const double top = g.at(at + 0.25, 1).nod;
    EXPECT_TRUE(top == 0 || std::abs(top - 5) < 1e-9) << i << ": " << top;
    nodded += top > 0;
  }
  EXPECT_GE(nodded, 8);
  EXPECT_LE(nodded, 19);
  // A short line (1 s) gets no nod.
  Gestures short_line({{.line = 0, .who = "A", .t = 1, .dur = 1, .cues = flap_cues(1, 1)}}, "Hi.");
  for (double t = 1; t < 2; t += 0.05)
    EXPECT_EQ(short_line.at(t, 1).nod, 0) << t;
}

TEST(TalkingGestures, AQuestionTiltsTheHeadTowardWhomItAsks) {
  // A asks B, on its right: the top of the head leans right, clockwise: -6° once risen.
  Gestures g({{.line = 0, .who = "A", .t = 1, .dur = 2, .cues = flap_cues(1, 2)}},
             "Are you happy now?\"");
  EXPECT_DOUBLE_EQ(g.at(2, 0).tilt, -6);
  const double rising = g.at(1.15, 0).tilt;
  EXPECT_LT(rising, 0);
  EXPECT_GT(rising, -6);
  EXPECT_EQ(g.at(2, 1).tilt, 0) << "the listener does not tilt";
  EXPECT_EQ(g.at(2, 0, 0).tilt, 0) << "nor the asker when not talking";
  // Asking someone on its left: counter-clockwise.
  g.frame.characters[1].x = 0.1;
  EXPECT_DOUBLE_EQ(g.at(2, 0).tilt, 6);
}

// docs/SHAPES.md §3.3 "The body's acting": on a line of 1.6 s or more the speaker's hand comes up
// to 35 % over 0.3 s and rises to 100 % on stressed beats (bumps over the first 0.45 s of 0.55 s
// slots), 0 outside long lines and for listeners.
TEST(BodyActing, AHandBeatsOnlyOnALongLine) {
  Gestures g({{.line = 0, .who = "A", .t = 1, .dur = 6, .cues = flap_cues(1, 6)}},
             "A long line about the weather and the sea.");
  double most = 1;
  double top = 0;
  for (double t = 1.4; t < 6.6; t += 1 / 48.0) {
    const double hand = g.at(t, 0).hand;
    EXPECT_GE(hand, 0.35 - 1e-12) << t;
    EXPECT_LE(hand, 1) << t;
    most = std::min(most, hand);
    top = std::max(top, hand);
    // Between beats (past 0.45 s of a slot) the hand is held at 35 %.
    const double into_slot = std::fmod(t, 0.55);
    if (into_slot > 0.46 && into_slot < 0.54) {
      EXPECT_NEAR(hand, 0.35, 1e-12) << t;
    }
    EXPECT_EQ(g.at(t, 1).hand, 0) << "the listener's hands are still, " << t;
  }
  EXPECT_NEAR(most, 0.35, 1e-12);
  EXPECT_GT(top, 0.9) << "some beats are stressed";
  EXPECT_EQ(g.at(0.9, 0, 0).hand, 0) << "before the line";
  EXPECT_EQ(g.at(7.1, 0, 0).hand, 0) << "after it";
  // A short line (1.5 s) moves no hand.
  Gestures short_line({{.line = 0, .who = "A", .t = 1, .dur = 1.5, .cues = flap_cues(1, 1.5)}},
                      "Hi there.");
  for (double t = 0.5; t < 3; t += 0.01)
    EXPECT_EQ(short_line.at(t, 0).hand, 0) << t;
}

TEST(BodyActing, ALaughShakesTheShouldersByTheTimeAlone) {
  // 3·|sin(7πt)| px: t = 1/28 s, 3·sin(π/4) = 2.12132; t = 1/14 s, 3; t = 1/7 s, 0.
  Gestures g({}, "");
  g.frame.characters[0].pose.mood = "laugh";
  EXPECT_NEAR(g.at(1 / 28.0, 0, 0).shake, 2.1213203, 1e-6);
  EXPECT_NEAR(g.at(1 / 14.0, 0, 0).shake, 3, 1e-12);
  EXPECT_NEAR(g.at(1 / 7.0, 0, 0).shake, 0, 1e-12);
  EXPECT_NEAR(g.at(10 + 1 / 28.0, 0, 0).shake, 2.1213203, 1e-6) << "the same every 1/7 s";
  EXPECT_EQ(g.at(1 / 14.0, 1, 0).shake, 0) << "B does not laugh";
  EXPECT_EQ(laugh_shake(1 / 14.0), 3);
  g.frame.characters[0].pose.mood = "happy";
  EXPECT_EQ(g.at(1 / 14.0, 0, 0).shake, 0) << "happy is no laugh";
}

TEST(BodyActing, AHappyTailWags) {
  // 18·sin(5πt) degrees: t = 0.1 s, 18; t = 0.3 s, -18; t = 0.05 s, 18·sin(π/4) = 12.72792.
  Gestures g({}, "");
  g.frame.characters[1].pose.mood = "happy";
  g.frame.characters[1].mood_since = -1;  // happy for a while: the tail is all the way up
  EXPECT_NEAR(g.at(0.1, 1, 0).wag, 18, 1e-9);
  EXPECT_EQ(g.at(0.1, 1, 0).happy, 1);
  EXPECT_NEAR(g.at(0.3, 1, 0).wag, -18, 1e-9);
  EXPECT_NEAR(g.at(0.05, 1, 0).wag, 12.7279221, 1e-6);
  EXPECT_EQ(g.at(0.1, 0, 0).wag, 0) << "A is not happy";
  g.frame.characters[1].pose.mood = "sad";
  EXPECT_EQ(g.at(0.1, 1, 0).wag, 0);
  EXPECT_EQ(g.at(0.1, 1, 0).happy, 0);
}

TEST(BodyActing, AHappyTailComesUpOverAQuarterSecond) {
  // From the mood's start (mood_since = 2 s): smoothstep over 0.25 s. At 2 s 0 (no wag); at
  // 2.125 s half way, 0.5, and the wag 0.5·18·sin(5π·2.125) = 9·sin(10.625π) = 9·sin(0.625π) =
  // 8.31491; at 2.05 s, x = 0.2: 0.2²·(3 − 0.4) = 0.104; from 2.25 s all the way.
  Gestures g({}, "");
  g.frame.characters[1].pose.mood = "happy";
  g.frame.characters[1].mood_since = 2;
  EXPECT_EQ(g.at(2, 1, 0).happy, 0);
  EXPECT_EQ(g.at(2, 1, 0).wag, 0);
  EXPECT_NEAR(g.at(2.05, 1, 0).happy, 0.104, 1e-12);
  EXPECT_NEAR(g.at(2.125, 1, 0).happy, 0.5, 1e-12);
  EXPECT_NEAR(g.at(2.125, 1, 0).wag, 8.3149158, 1e-6);
  EXPECT_EQ(g.at(2.25, 1, 0).happy, 1);
  EXPECT_EQ(g.at(3, 1, 0).happy, 1);
  EXPECT_EQ(happy_in(-0.1), 0) << "before the mood";
}

TEST(BodyActing, AHappyTailGoesDownOverAQuarterSecondWhenTheMoodEnds) {
  // Happy until 5 s, calm from then (mood_since 5 s, mood_before happy): 1 − smoothstep over
  // 0.25 s. At 5 s all the way up, 1; at 5.05 s 1 − 0.104 = 0.896; at 5.125 s half way, 0.5, and
  // the wag 0.5·18·sin(5π·5.125) = 9·sin(1.625π) = −8.31491; from 5.25 s down, no wag.
  Gestures g({}, "");
  g.frame.characters[1].pose.mood = "calm";
  g.frame.characters[1].mood_since = 5;
  g.frame.characters[1].mood_before = "happy";
  EXPECT_EQ(g.at(5, 1, 0).happy, 1);
  EXPECT_NEAR(g.at(5.05, 1, 0).happy, 0.896, 1e-12);
  EXPECT_NEAR(g.at(5.125, 1, 0).happy, 0.5, 1e-12);
  EXPECT_NEAR(g.at(5.125, 1, 0).wag, -8.3149158, 1e-6);
  EXPECT_EQ(g.at(5.25, 1, 0).happy, 0);
  EXPECT_EQ(g.at(5.25, 1, 0).wag, 0);
  EXPECT_EQ(g.at(6, 1, 0).happy, 0);
  // After another mood nothing goes down.
  g.frame.characters[1].mood_before = "sad";
  EXPECT_EQ(g.at(5.05, 1, 0).happy, 0);
  EXPECT_EQ(g.at(5.05, 1, 0).wag, 0);
}

}  // namespace
}  // namespace jt::lipsync
