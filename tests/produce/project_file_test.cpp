// The project file's reading and the order its settings apply in (docs/PROJECT.md).
#include "jt/produce/project_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"

namespace jt::produce {
namespace {

ProjectFile read(std::string_view text, std::vector<Diagnostic>& diagnostics) {
  const json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok());
  return read_project_file(parsed.value, "jabbertoon.json", diagnostics);
}

std::string joined(const std::vector<ProjectSetting>& settings) {
  std::string text;
  for (const ProjectSetting& s : settings)
    text += s.option + "=" + s.value + "@" + s.pointer + ";";
  return text;
}

TEST(ProjectFile, ReadsDefaultsAndPresetsAsTheOptionsWouldBeTyped) {
  std::vector<Diagnostic> diagnostics;
  const ProjectFile project = read(R"({"$schema": "x", "render": {"size": "1280x720", "fps": 30,
      "loudness": -14.5, "no-audio": true, "captions": "bubble"},
      "presets": {"tiny": {"size": "320x180", "quality": "draft"}, "ntsc": {"fps": "30000/1001"}}})",
                                   diagnostics);
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_EQ(joined(project.defaults),
            "size=1280x720@/render/size;fps=30@/render/fps;loudness=-14.5@/render/loudness;"
            "no-audio=true@/render/no-audio;captions=bubble@/render/captions;");
  ASSERT_EQ(project.presets.size(), 2u);
  EXPECT_EQ(project.presets[0].name, "tiny");
  EXPECT_EQ(joined(project.presets[1].settings), "fps=30000/1001@/presets/ntsc/fps;");
}

TEST(ProjectFile, AFlagSetFalseIsItsDefaultAndSetsNothing) {
  std::vector<Diagnostic> diagnostics;
  const ProjectFile project = read(R"({"render": {"no-audio": false}})", diagnostics);
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_TRUE(project.defaults.empty());
}

TEST(ProjectFile, EachProblemIsSaidAtItsPointerAndTheSoundSettingsKept) {
  std::vector<Diagnostic> diagnostics;
  const ProjectFile project = read(R"({"render": {"sise": "1x1", "fps": true, "crf": "20",
      "subtitles": "../../etc/x.srt", "quality": "high"}, "preset": {}, "presets": {"a": 3}})",
                                   diagnostics);
  ASSERT_EQ(diagnostics.size(), 6u);
  EXPECT_EQ(diagnostics[0].path, "/render/sise");
  EXPECT_EQ(diagnostics[0].code, Code::kUnknownField);
  EXPECT_EQ(diagnostics[0].hint, "did you mean \"size\"?");
  EXPECT_EQ(diagnostics[1].path, "/render/fps");
  EXPECT_EQ(diagnostics[1].code, Code::kWrongType);
  EXPECT_EQ(diagnostics[2].path, "/render/crf");
  EXPECT_EQ(diagnostics[2].message, "expected a number, got a string");
  EXPECT_EQ(diagnostics[3].path, "/render/subtitles");  // a path: never from a project file
  EXPECT_EQ(diagnostics[3].code, Code::kBadValue);
  EXPECT_EQ(diagnostics[4].path, "/preset");
  EXPECT_EQ(diagnostics[4].hint, "did you mean \"presets\"?");
  EXPECT_EQ(diagnostics[5].path, "/presets/a");
  EXPECT_EQ(joined(project.defaults), "quality=high@/render/quality;");
}

TEST(ProjectFile, NoOptionThatNamesAFileCanBeSet) {
  for (std::string_view option : settable_options()) {
    for (std::string_view path_option :
         {"output", "o", "manifest", "cache", "assets", "character", "look", "packs", "part"})
      EXPECT_NE(option, path_option);
  }
}

TEST(ProjectFile,
     APresetsSettingReplacesTheDefaultOfItsOptionAndTheProjectsOwnWinsOverAShippedOne) {
  std::vector<Diagnostic> diagnostics;
  const ProjectFile project = read(
      R"({"render": {"size": "1280x720", "fps": 30}, "presets": {"square": {"size": "600x600"}}})",
      diagnostics);
  Diagnostic error{.code = Code::kUnknownName};
  const auto square = render_settings(project, "square", error);
  ASSERT_TRUE(square);
  EXPECT_EQ(joined(*square), "size=600x600@/presets/square/size;fps=30@/render/fps;");
  const auto broadcast = render_settings(project, "broadcast", error);
  ASSERT_TRUE(broadcast);  // shipped: EBU R 128's loudness at 25 fps
  EXPECT_EQ(joined(*broadcast), "size=1920x1080@;fps=25@;loudness=-23@;");
  EXPECT_EQ(joined(*render_settings(project, "", error)),
            "size=1280x720@/render/size;fps=30@/render/fps;");
}

TEST(ProjectFile, AnUnknownPresetIsAnErrorWithTheNearestName) {
  const ProjectFile none;
  Diagnostic error{.code = Code::kUnknownName};
  EXPECT_FALSE(render_settings(none, "youtub", error));
  EXPECT_EQ(error.code, Code::kUnknownName);
  EXPECT_EQ(error.hint, "did you mean \"youtube\"?");
}

TEST(ProjectFile, IsFoundBesideTheInputOnlyAsARegularFile) {
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / "jt_project_file_test";
  fs::remove_all(folder);
  fs::create_directories(folder / "with");
  fs::create_directories(folder / "folder" / "jabbertoon.json");  // a directory, not a file
  std::ofstream(folder / "with" / "jabbertoon.json") << "{}";
  EXPECT_EQ(project_file_beside((folder / "with" / "a.json").string()),
            (folder / "with" / "jabbertoon.json").string());
  EXPECT_FALSE(project_file_beside((folder / "folder" / "a.json").string()));
  EXPECT_FALSE(project_file_beside((folder / "a.json").string()));
  fs::remove_all(folder);
}

}  // namespace
}  // namespace jt::produce
