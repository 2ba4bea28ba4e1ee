// `session`'s protocol (docs/CLI.md "session"): one request a line in, exactly one JSON reply a
// line out, {"ok", "result"?, "error"?, "diagnostics"}. A JSON request names its "cmd" (pose,
// frame, plan, still, reload, quit) and gets its "id" back; any other line is a sample script's
// command run now (sample_script.h). A bad request gets an error reply and the session goes on;
// `reload` keeps the old program when the new file does not validate or start.
//
// Strings in, strings out: reading FILE, starting what it holds and drawing a still are the
// command's (SessionServices), so that a test can drive the protocol with fakes.
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/produce/posed_subject.h"
#include "jt/produce/sample_script.h"

namespace jt::produce {

// A request line longer than this is refused without being parsed, and read no further.
inline constexpr std::size_t kMaxSessionRequestBytes = 1024 * 1024;

enum class SessionLine { kLine, kTooLong, kEnd };

// Reads one line (without its newline) into `line`, keeping at most `limit` bytes: a longer one is
// read on to its end without being kept (so a huge line costs no memory), and is kTooLong. kEnd
// at the end of the input, when nothing was read.
SessionLine read_session_line(std::istream& in, std::string& line,
                              std::size_t limit = kMaxSessionRequestBytes);

// FILE read: a program prepared, or a creature read (`source` empty when it holds neither
// usable), and the problems found, kept for a reply.
struct SubjectLoad {
  SubjectSource source;
  std::vector<Diagnostic> diagnostics;
};

// A still that a `still` request asks for: the subject as last loaded drawn at `at` into a
// `width`x`height` picture written to `path` (replaced when it is there).
struct StillAsk {
  double at = 0;
  std::string path;
  int width = 1920, height = 1080;
  std::string size;  // the request's "size" ("640x360"); empty: the default size
};

// What the protocol needs from its command.
struct SessionServices {
  // FILE read again.
  std::function<SubjectLoad()> load;
  // `source` started as the session's options say; nullopt (why reported) when it cannot start.
  std::function<std::optional<PosedSubject>(const SubjectSource&)> start;
  // The still drawn and written; false (why reported) when it could not be.
  std::function<bool(const SubjectSource&, const StillAsk&)> draw_still;
};

struct SessionSettings {
  std::string file;      // FILE, as its diagnostics name it; a still is never written over it
  std::string stills;    // --stills DIR, the one folder `still` writes into; empty: no still
  SubjectInputs inputs;  // what the script lines' `set` starts from (the options' inputs)
};

class SessionProtocol {
 public:
  SessionProtocol(SessionSettings settings, SessionServices services);

  // Reads FILE, tells `problem` each problem found (for the command to print), then starts it:
  // false when it cannot be used.
  bool open(const std::function<void(const Diagnostic&)>& problem);

  // The reply to one request line (compact JSON, no newline), or nullopt for a blank line (no
  // reply). `quit` is set by {"cmd": "quit"}. Needs a successful open().
  std::optional<std::string> answer(const std::string& line, bool& quit);

  // The reply to a line over kMaxSessionRequestBytes, which was not read past the limit.
  static std::string too_long();

 private:
  json::Value answer_json(const std::string& line, bool& quit);
  json::Value respond(const json::Value& request, bool& quit);
  bool restart();
  json::Value script_line(const std::string& line);
  json::Value reload();
  json::Value plan();
  json::Value still(const json::Value& request);
  json::Value sample(const std::string& name, const json::Value& request);

  SessionSettings settings_;
  SessionServices services_;
  SubjectSource source_;
  std::optional<PosedSubject> subject_;
  SubjectInputs script_inputs_;  // as script lines `set` them
};

}  // namespace jt::produce
