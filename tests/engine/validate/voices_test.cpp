// Voices are names, never paths (issue "Hostile input"): the form of a name, and the check against
// the names a renderer has installed, with the nearest as a hint (docs/VALIDATION.md, "Voices").
#include "jt/validate/voices.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "validate_test_support.h"

namespace jt::validate {
namespace {

using test::parse_json;

TEST(ValidateVoices, ANameIsLettersDigitsAndOnePlus) {
  for (const char* name : {"bright", "en", "en-us", "en-GB-x-rp", "en+f3", "en+Mr serious", "x_y"})
    EXPECT_TRUE(is_voice_name(name)) << name;
  for (const char* path :
       {"", "../../../../etc/passwd", "/dev/zero", "/proc/self/environ", "en+../../x", "a+b+c",
        "+f3", "en+", "voices/en", "en\x1b[2J", "C:\\voices\\en", "en.voice", "en\ny"})
    EXPECT_FALSE(is_voice_name(path)) << path;
  EXPECT_TRUE(is_voice_name(std::string(64, 'a')));
  EXPECT_FALSE(is_voice_name(std::string(65, 'a'))) << "longer than any voice's name";
}

TEST(ValidateVoices, AFliteVoiceIsFliteColonAndOneName) {
  for (const char* name : {"flite:slt", "flite:kal16", "FLITE:AWB", "flite:no such voice"})
    EXPECT_TRUE(is_voice_name(name))
        << name << ": a name; whether it is installed is checked apart";
  for (const char* path : {"flite:", "flite:../x", "flite:/dev/zero", "flite:slt+f3", "flite:a:b",
                           "flite::slt", "espeak:en", ":slt"})
    EXPECT_FALSE(is_voice_name(path)) << path;
}

// Where a document names voices: a say block anywhere (a scene's script, an inline behaviour) and a
// cast entry (a program's, a cartoon pack's content).
const char* kCartoon = R"({"v": 1, "kind": "cartoon",
  "cast": {"A": {"name": "Ann", "voice": "../../../../etc/passwd"}, "voice": "a role named voice",
           "B": {"voice": "brigt"}},
  "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [
    {"op": "say", "who": "A", "text": "Hi.", "voice": "/dev/zero"},
    {"op": "say", "who": "B", "text": "Hi.", "voice": "en+f33"},
    {"op": "caption", "text": "x", "voice": "/not/a/say/block"},
    {"op": "say", "who": "B", "text": "Hi.", "voice": "EN-US+F3"}]}]})";

TEST(ValidateVoices, EveryVoiceThatIsNotANameIsAnError) {
  const std::vector<Diagnostic> found = check_voices(parse_json(kCartoon), {}, "c.json");
  ASSERT_EQ(found.size(), 2u) << "names are not checked against a list without one";
  EXPECT_EQ(found[0].path, "/cast/A/voice");
  EXPECT_EQ(found[0].message, "\"../../../../etc/passwd\" is not a voice's name");
  EXPECT_EQ(found[0].severity, Severity::kError);
  EXPECT_EQ(found[0].file, "c.json");
  EXPECT_EQ(found[1].path, "/scripts/0/body/0/voice");
}

TEST(ValidateVoices, ANameNotInstalledIsAWarningWithTheNearest) {
  const InstalledVoices installed{{"bright", "gruff", "en", "en-us"}, {"f3", "m3", "whisper"}};
  const std::vector<Diagnostic> found = check_voices(parse_json(kCartoon), installed, "c.json");
  ASSERT_EQ(found.size(), 4u);
  EXPECT_EQ(found[1].path, "/cast/B/voice");
  EXPECT_EQ(found[1].severity, Severity::kWarning);
  EXPECT_EQ(found[1].message,
            "no installed voice \"brigt\": its lines get the speaker's default voice");
  EXPECT_EQ(found[1].hint, "did you mean \"bright\"? `jabbertoon list voices` lists them");
  EXPECT_EQ(found[3].path, "/scripts/0/body/1/voice");
  EXPECT_EQ(found[3].hint, "did you mean \"en+f3\"? `jabbertoon list voices` lists them");
}

TEST(ValidateVoices, AVeryLongVoiceIsNotQuoted) {
  const std::string program = R"({"v": 1, "kind": "scene", "scripts": [{"body": [{"op": "say",
    "who": "A", "text": "x", "voice": ")" +
                              std::string(100000, 'a') + R"("}]}]})";
  const std::vector<Diagnostic> found = check_voices(parse_json(program), {}, "s.json");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].message, "the voice is not a voice's name");
}

TEST(ValidateVoices, ValidateDocumentChecksThem) {
  const Report report = validate_document(parse_json(kCartoon), {}, "c.json");
  EXPECT_FALSE(report.ok());
  const auto lines = test::lines(report);
  EXPECT_NE(std::ranges::find(lines,
                              "error /cast/A/voice: \"../../../../etc/passwd\" is not a "
                              "voice's name"),
            lines.end());
}

}  // namespace
}  // namespace jt::validate
