// What decides how a frame looks, as bytes (docs/SCALE.md "Segment keys"): SHA-256 as FIPS 180-4's
// examples give it; a frame's and a creature's key changed by every field drawn, never the time.
#include "jt/runtime/frame_key.h"

#include <gtest/gtest.h>

#include "jt/creature/pose.h"
#include "jt/runtime/frame.h"

namespace jt::rt {
namespace {

TEST(FrameKey, Sha256AsTheStandardsExamples) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST(FrameKey, EveryDrawnFieldChangesTheKeyButTheTimeDoesNot) {
  Frame frame;
  frame.background = "park";
  CharacterFrame who;
  who.id = "A";
  who.visible = true;
  who.pose.parts.push_back({"arm:1", 0.5});
  frame.characters.push_back(who);
  const auto key = [](const Frame& f) {
    std::string bytes;
    append_frame_key(f, bytes);
    return bytes;
  };
  const std::string base = key(frame);
  Frame later = frame;
  later.t = 12.5;
  EXPECT_EQ(key(later), base);
  const auto differs = [&](auto change) {
    Frame f = frame;
    change(f);
    return key(f) != base;
  };
  EXPECT_TRUE(differs([](Frame& f) { f.caption = "Hello"; }));
  EXPECT_TRUE(differs([](Frame& f) { f.grade = "warm"; }));
  EXPECT_TRUE(differs([](Frame& f) { f.background = "beach"; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].x = 0.51; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].visible = false; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].talking = 0.2; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].pose.mouth = 0.3; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].pose.parts[0].value = 0.6; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].pose.view = "side"; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].pose.reach.push_back({"hand:1"}); }));
  // The body's acting (docs/SHAPES.md §3.3): a hand's beat, a laugh's shake, a wag.
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].acting.hand = 0.35; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].acting.shake = 2; }));
  EXPECT_TRUE(differs([](Frame& f) { f.characters[0].acting.wag = 18; }));
  // A prop's words (a sign's): keyed only when written, so a frame without any keeps its key.
  Frame with_prop = frame;
  with_prop.props.push_back({.name = "sign", .pack = "c4c:prop:sign"});
  const std::string blank = key(with_prop);
  with_prop.props[0].text = "LEMONADE";
  const std::string lemonade = key(with_prop);
  with_prop.props[0].text = "LEMONADES";
  EXPECT_NE(blank, lemonade);
  EXPECT_NE(key(with_prop), lemonade);
  EXPECT_NE(blank, base);
  // Text lengths are in the key: "ab" + "c" is not "a" + "bc".
  Frame split_a = frame, split_b = frame;
  split_a.scene = "ab";
  split_a.place = "c";
  split_b.scene = "a";
  split_b.place = "bc";
  EXPECT_NE(key(split_a), key(split_b));
}

TEST(FrameKey, EveryFieldOfACreaturePoseChangesTheKey) {
  creature::CreaturePose pose;
  pose.points = {{1, 2}, {3, 4}};
  pose.normals = {{0, 1}, {0, 1}};
  pose.half_widths = {5, 6};
  pose.legs.push_back({});
  pose.plates.push_back({});
  pose.ornaments.push_back({});
  const auto key = [](const creature::CreaturePose& p) {
    std::string bytes;
    append_creature_key(p, bytes);
    return bytes;
  };
  const std::string base = key(pose);
  const auto differs = [&](auto change) {
    creature::CreaturePose p = pose;
    change(p);
    return key(p) != base;
  };
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.head.x = 0.5; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.phase = 0.25; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.points[1].y = 4.5; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.normals[0].x = 0.1; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.half_widths[1] = 6.5; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.legs[0].knee.x = 1; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.legs[0].planted = false; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.plates[0].chunk = 1; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.plates[0].scale = 0.5; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.ornaments[0].over = true; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.ornaments[0].ornament = 2; }));
  EXPECT_TRUE(differs([](creature::CreaturePose& p) { p.legs.push_back({}); }));
  // A point moved from the chain to the normals is another key (the lists' sizes are in it).
  creature::CreaturePose moved = pose;
  moved.normals.insert(moved.normals.begin(), moved.points.back());
  moved.points.pop_back();
  EXPECT_NE(key(moved), base);
}

}  // namespace
}  // namespace jt::rt
