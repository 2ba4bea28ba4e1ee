// What identifies a render's bytes (docs/SCALE.md): the input's hash, the settings less "audio"
// with the segment length, the versions, the build, and the frames a segment holds.
#include "jt/produce/render_identity.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"

namespace jt::produce {
namespace {

TEST(RenderIdentity, TheSettingsLessAudioWithTheSegmentLengthAndTheFrames) {
  json::Object settings;
  settings.set("size", "1280x720");
  settings.set("audio", "aac");
  settings.set("fps", 24);
  const json::Value identity = render_identity(settings, 4, "abc123", 96, 48);
  EXPECT_EQ(identity.find("input")->as_string(), "abc123");
  EXPECT_EQ(json::write_compact(*identity.find("settings")),
            R"({"size":"1280x720","fps":24,"segment_length":4})");
  EXPECT_EQ(identity.find("first_frame")->as_number(), 96);
  EXPECT_EQ(identity.find("frames")->as_number(), 48);
  EXPECT_FALSE(identity.find("version")->as_string().empty());
  EXPECT_TRUE(identity.find("libraries")->is_object());
  EXPECT_EQ(identity.find("build")->as_string(), build_fingerprint());
}

TEST(RenderIdentity, ThePartsAndTheSoundtrackShareItWhateverTheirAudio) {
  json::Object pictures, sound;
  pictures.set("size", "640x360");
  sound.set("size", "640x360");
  sound.set("audio", "opus");
  EXPECT_EQ(json::write_compact(render_identity(pictures, 2, "h", 0, 10)),
            json::write_compact(render_identity(sound, 2, "h", 0, 10)));
  EXPECT_NE(json::write_compact(render_identity(pictures, 2, "h", 0, 10)),
            json::write_compact(render_identity(pictures, 4, "h", 0, 10)));
}

TEST(RenderIdentity, TheBuildIsTheHexSha256OfThisProgram) {
  const std::string& build = build_fingerprint();
  ASSERT_EQ(build.size(), 64u);
  EXPECT_EQ(build.find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_EQ(&build, &build_fingerprint());  // worked out once
}

TEST(RenderIdentity, TheLibrariesAreNamedWithTheirVersions) {
  const json::Object libraries = library_versions();
  EXPECT_FALSE(libraries.empty());
  for (const auto& [name, version] : libraries) {
    EXPECT_FALSE(name.empty());
    EXPECT_TRUE(version.is_string()) << name;
  }
}

}  // namespace
}  // namespace jt::produce
