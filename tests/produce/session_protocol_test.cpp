// `session`'s protocol, string in, string out (docs/CLI.md "session"), with fake services: FILE
// "read" from a text the test changes, a behaviour started on "A", a scene started with the
// spec's estimate, and a still renderer that records what it was asked. The poses are the spec's
// wave worked out by hand (§8: dx = amp·sin(w·t)): 10·sin(2) = 9.092974268256818, 10·sin(1) =
// 8.414709848078965, 20·sin(2) = 18.185948536513635.
#include "jt/produce/session_protocol.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "collecting_reporter.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/program/program.h"

namespace jt::produce {
namespace {

namespace fs = std::filesystem;

std::string session_wave(int amp) {
  return R"({"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 2, "amp": )" +
         std::to_string(amp) + "}]}]}";
}

constexpr const char* kTwoSecondScene =
    R"({"v": 1, "kind": "scene", "cast": {"A": "any"}, "scripts": [{"body": [{"op": "wait", "s": 2}]}]})";

// The fakes and what they were asked.
struct FakeSession {
  std::string text = session_wave(10);  // FILE's text, as load reads it
  std::string stills;                   // --stills
  std::string file = "move.json";
  bool still_draws = true;
  int loads = 0, starts = 0;
  std::vector<StillAsk> stills_asked;
  CollectingReporter reporter;

  SessionProtocol protocol() {
    SessionServices services{
        .load =
            [this] {
              ++loads;
              SubjectLoad out;
              const json::ParseResult parsed = json::parse(text);
              PrepareResult prepared = prepare_program(parsed.value, file);
              out.diagnostics = prepared.diagnostics;
              if (prepared.ok()) out.source.program = prepared.program;
              return out;
            },
        .start = [this](const SubjectSource& source) -> std::optional<PosedSubject> {
          ++starts;
          if (source.program->kind == ProgramKind::kBehaviour) {
            return PosedSubject::of_behaviour(file, source.program, {}, reporter);
          }
          Outcome outcome = Outcome::kDone;
          auto run = start_cartoon(source.program, packs::Catalog{}, {.tts = false}, file, reporter,
                                   outcome);
          if (!run) return std::nullopt;
          return PosedSubject::of_cartoon(std::move(run), 0);
        },
        .draw_still =
            [this](const SubjectSource&, const StillAsk& ask) {
              stills_asked.push_back(ask);
              return still_draws;
            },
    };
    return SessionProtocol({.file = file, .stills = stills}, std::move(services));
  }
};

// The reply to `line`, parsed (a failing test when there is none).
json::Value reply_to(SessionProtocol& session, const std::string& line, bool& quit) {
  const std::optional<std::string> reply = session.answer(line, quit);
  EXPECT_TRUE(reply.has_value()) << line;
  if (!reply) return json::Value();
  const json::ParseResult parsed = json::parse(*reply);
  EXPECT_TRUE(parsed.ok()) << *reply;
  return parsed.value;
}

double dx_in(const json::Value& reply) {
  const json::Value* result = reply.find("result");
  if (result == nullptr || result->find("dx") == nullptr) return -1;
  return result->find("dx")->as_number();
}

bool open_quietly(SessionProtocol& session) {
  return session.open([](const Diagnostic& d) { ADD_FAILURE() << d.message; });
}

TEST(SessionProtocol, APoseIsTheWaveAtItsTimeAndAnEarlierTimeStartsAgain) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  EXPECT_EQ(fake.starts, 1);
  bool quit = false;
  const json::Value first = reply_to(session, R"({"cmd": "pose", "at": 1})", quit);
  EXPECT_EQ(first.find("ok")->as_bool(), true);
  EXPECT_EQ(dx_in(first), 9.092974268256818);
  EXPECT_EQ(first.find("diagnostics")->as_array().size(), 0u);
  EXPECT_EQ(dx_in(reply_to(session, R"({"cmd": "pose", "at": 0.5})", quit)), 8.414709848078965);
  EXPECT_EQ(fake.starts, 2);  // back in time: started again
  EXPECT_FALSE(quit);
}

TEST(SessionProtocol, BadRequestsGetAnErrorAndTheSessionGoesOn) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  EXPECT_EQ(
      session.answer(R"({"cmd": "dance"})", quit),
      R"({"ok":false,"error":"unknown cmd \"dance\": pose, plan, frame, still, reload or quit","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"at": 1})", quit),
      R"({"ok":false,"error":"a request is an object with \"cmd\": pose, plan, frame, still, reload or quit","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"cmd": "pose"})", quit),
      R"({"ok":false,"error":"\"pose\" needs \"at\": a time in seconds, 0 to 86400","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"cmd": "pose", "at": -1})", quit),
      R"({"ok":false,"error":"\"pose\" needs \"at\": a time in seconds, 0 to 86400","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"cmd": "frame", "at": 1})", quit),
      R"({"ok":false,"error":"a frame is a scene's or a cartoon's; a behaviour has a pose","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"cmd": "plan"})", quit),
      R"({"ok":false,"error":"plan is a scene's or a cartoon's; this is a behaviour","diagnostics":[]})");
  // A line starting with { that does not parse: its syntax error is the diagnostic.
  const json::Value broken = reply_to(session, R"({"cmd": )", quit);
  EXPECT_FALSE(broken.find("ok")->as_bool());
  EXPECT_EQ(broken.find("error")->as_string().rfind("the request is not JSON: ", 0), 0u);
  EXPECT_EQ(broken.find("diagnostics")->as_array().size(), 1u);
  EXPECT_EQ(dx_in(reply_to(session, R"({"cmd": "pose", "at": 1})", quit)), 9.092974268256818);
  EXPECT_FALSE(quit);
}

TEST(SessionProtocol, BlankLinesGetNoReplyAndQuitRepliesWithItsId) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  EXPECT_EQ(session.answer("", quit), std::nullopt);
  EXPECT_EQ(session.answer(" \t\r", quit), std::nullopt);
  EXPECT_EQ(session.answer(R"({"cmd": "quit", "id": [7, "a"]})", quit),
            R"({"id":[7,"a"],"ok":true,"result":null,"diagnostics":[]})");
  EXPECT_TRUE(quit);
}

TEST(SessionProtocol, AnIdComesBackFirstInAnErrorToo) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  EXPECT_EQ(
      session.answer(R"({"cmd": "nope", "id": 7})", quit),
      R"({"id":7,"ok":false,"error":"unknown cmd \"nope\": pose, plan, frame, still, reload or quit","diagnostics":[]})");
}

TEST(SessionProtocol, ScriptLinesRunOnTheSubject) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  EXPECT_EQ(session.answer("at 1", quit), R"({"ok":true,"result":{"t":1},"diagnostics":[]})");
  EXPECT_EQ(session.answer("set loud 0.8", quit), R"({"ok":true,"result":null,"diagnostics":[]})");
  EXPECT_EQ(session.answer("snapshot dx", quit),
            R"({"ok":true,"result":{"t":1,"pose":{"dx":9.092974268256818}},"diagnostics":[]})");
  EXPECT_EQ(session.answer("expect dx ~ 9.092974268256818", quit),
            R"({"ok":true,"result":null,"diagnostics":[]})");
  const json::Value failed = reply_to(session, "expect dx > 10", quit);
  EXPECT_FALSE(failed.find("ok")->as_bool());
  ASSERT_EQ(failed.find("diagnostics")->as_array().size(), 1u);
  EXPECT_EQ(failed.find("diagnostics")->as_array()[0].find("code")->as_string(), "script-expect");
  EXPECT_FALSE(reply_to(session, "not json", quit).find("ok")->as_bool());
}

TEST(SessionProtocol, AReloadThatDoesNotValidateKeepsTheOldProgram) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  fake.text = R"({"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hopp"}]}]})";
  const json::Value refused = reply_to(session, R"({"cmd": "reload"})", quit);
  EXPECT_FALSE(refused.find("ok")->as_bool());
  EXPECT_EQ(refused.find("error")->as_string(),
            "the file does not validate: the session keeps the program it had");
  ASSERT_FALSE(refused.find("diagnostics")->as_array().empty());
  EXPECT_EQ(refused.find("diagnostics")->as_array()[0].find("code")->as_string(), "unknown-op");
  EXPECT_EQ(dx_in(reply_to(session, R"({"cmd": "pose", "at": 1})", quit)), 9.092974268256818);
  fake.text = session_wave(20);
  EXPECT_EQ(session.answer(R"({"cmd": "reload"})", quit),
            R"({"ok":true,"result":null,"diagnostics":[]})");
  EXPECT_EQ(dx_in(reply_to(session, R"({"cmd": "pose", "at": 1})", quit)), 18.185948536513635);
  EXPECT_EQ(fake.loads, 3);
}

TEST(SessionProtocol, AFileThatDoesNotValidateIsNotOpenedAndSaysWhy) {
  FakeSession fake;
  fake.text = R"({"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hopp"}]}]})";
  SessionProtocol session = fake.protocol();
  std::vector<Diagnostic> problems;
  EXPECT_FALSE(session.open([&](const Diagnostic& d) { problems.push_back(d); }));
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems[0].code, Code::kUnknownOp);
  EXPECT_EQ(fake.starts, 0);
}

TEST(SessionProtocol, AScenesPlanHasItsDurationAndItsFramesAreFrames) {
  FakeSession fake;
  fake.text = kTwoSecondScene;
  fake.file = "scene.json";
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  const json::Value plan = reply_to(session, R"({"cmd": "plan"})", quit);
  ASSERT_TRUE(plan.find("ok")->as_bool());
  EXPECT_EQ(plan.find("result")->find("duration")->as_number(), 2);
  EXPECT_EQ(plan.find("result")->find("warnings")->as_array().size(), 0u);
  const json::Value frame = reply_to(session, R"({"cmd": "frame", "at": 1})", quit);
  ASSERT_TRUE(frame.find("ok")->as_bool());
  EXPECT_NE(frame.find("result")->find("characters"), nullptr);
}

// A fresh folder for stills, removed at the end.
struct StillsFolder {
  fs::path path =
      fs::temp_directory_path() /
      ("jt_session_protocol_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
       "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
  StillsFolder() { fs::create_directories(path); }
  ~StillsFolder() { fs::remove_all(path); }
};

TEST(SessionProtocol, WithoutAStillsFolderNoStillIsDrawn) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  EXPECT_EQ(
      session.answer(R"({"cmd": "still", "at": 1, "out": "x.png"})", quit),
      R"({"ok":false,"error":"this session writes no stills: start it with --stills DIR, the folder they go into","diagnostics":[]})");
  EXPECT_TRUE(fake.stills_asked.empty());
}

TEST(SessionProtocol, AStillIsDrawnIntoTheStillsFolderAtItsSize) {
  StillsFolder folder;
  FakeSession fake;
  fake.stills = folder.path.string();
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  const std::string out = (folder.path / "x.png").string();
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 2, "out": "x.png", "size": "640x360"})", quit),
            R"({"ok":true,"result":{"out":")" + out +
                R"(","at":2,"width":640,"height":360},"diagnostics":[]})");
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 0.5, "out": "Y.PNG"})", quit),
            R"({"ok":true,"result":{"out":")" + (folder.path / "Y.PNG").string() +
                R"(","at":0.5,"width":1920,"height":1080},"diagnostics":[]})");
  ASSERT_EQ(fake.stills_asked.size(), 2u);
  EXPECT_EQ(fake.stills_asked[0].at, 2);
  EXPECT_EQ(fake.stills_asked[0].path, out);
  EXPECT_EQ(fake.stills_asked[0].width, 640);
  EXPECT_EQ(fake.stills_asked[0].height, 360);
  EXPECT_EQ(fake.stills_asked[0].size, "640x360");
  EXPECT_EQ(fake.stills_asked[1].size, "");  // the default, 1920x1080
}

TEST(SessionProtocol, AStillOutsideTheFolderOrOverAnotherThingIsRefused) {
  StillsFolder folder;
  fs::create_directory(folder.path / "dir.png");
  FakeSession fake;
  fake.stills = folder.path.string();
  fake.file = (folder.path / "own.png").string();
  { std::ofstream(fake.file) << "{}"; }
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  bool quit = false;
  const std::string needs_out =
      R"j({"ok":false,"error":"\"still\" needs \"out\": a file name ending in .png (no folder: stills go into the --stills folder)","diagnostics":[]})j";
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 1, "out": "../up.png"})", quit), needs_out);
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 1, "out": "/tmp/abs.png"})", quit), needs_out);
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 1, "out": ".hidden.png"})", quit), needs_out);
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 1, "out": "x.txt"})", quit), needs_out);
  EXPECT_EQ(session.answer(R"({"cmd": "still", "at": 1})", quit), needs_out);
  EXPECT_EQ(
      session.answer(R"({"cmd": "still", "out": "x.png"})", quit),
      R"({"ok":false,"error":"\"still\" needs \"at\": a time in seconds, 0 to 86400","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"cmd": "still", "at": 1, "out": "x.png", "size": "8x8"})", quit),
      R"j({"ok":false,"error":"\"size\" is \"WxH\", each 16 to 8192 (\"1280x720\")","diagnostics":[]})j");
  EXPECT_EQ(
      session.answer(R"({"cmd": "still", "at": 1, "out": "dir.png"})", quit),
      R"({"ok":false,"error":"\"out\" dir.png is there and is not an ordinary file: name another .png","diagnostics":[]})");
  EXPECT_EQ(
      session.answer(R"({"cmd": "still", "at": 1, "out": "own.png"})", quit),
      R"({"ok":false,"error":"\"out\" is the program's own file: name another .png","diagnostics":[]})");
  EXPECT_TRUE(fake.stills_asked.empty());
  fake.still_draws = false;
  EXPECT_EQ(
      session.answer(R"({"cmd": "still", "at": 1, "out": "x.png"})", quit),
      R"j({"ok":false,"error":"the still could not be drawn (see standard error)","diagnostics":[]})j");
  EXPECT_EQ(fake.stills_asked.size(), 1u);
}

TEST(SessionProtocol, ALineOverTheLimitIsRefused) {
  FakeSession fake;
  SessionProtocol session = fake.protocol();
  ASSERT_TRUE(open_quietly(session));
  const std::string refusal =
      R"({"ok":false,"error":"a request is at most 1 MiB: this line was longer, and was not read past the limit","diagnostics":[]})";
  EXPECT_EQ(SessionProtocol::too_long(), refusal);
  bool quit = false;
  EXPECT_EQ(session.answer(std::string(kMaxSessionRequestBytes + 1, '{'), quit), refusal);
}

TEST(SessionLineReader, ALongLineIsReadToItsEndButNotKept) {
  std::istringstream in("abc\ndefgh\n\nxy");
  std::string line;
  EXPECT_EQ(read_session_line(in, line, 3), SessionLine::kLine);
  EXPECT_EQ(line, "abc");
  EXPECT_EQ(read_session_line(in, line, 3), SessionLine::kTooLong);
  EXPECT_EQ(line, "def");
  EXPECT_EQ(read_session_line(in, line, 3), SessionLine::kLine);
  EXPECT_EQ(line, "");
  EXPECT_EQ(read_session_line(in, line, 3), SessionLine::kLine);  // no newline at the end
  EXPECT_EQ(line, "xy");
  EXPECT_EQ(read_session_line(in, line, 3), SessionLine::kEnd);
}

}  // namespace
}  // namespace jt::produce
