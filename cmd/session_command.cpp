// `jabbertoon session FILE`: a long-lived process for editors and agents (docs/CLI.md,
// "session"): one JSON request a line on stdin, exactly one JSON reply a line on stdout,
// {"ok", "result"?, "error"?, "diagnostics"}. A bad request gets an error reply and the session
// goes on; `reload` keeps the old program when the new file does not validate.
#include <sys/stat.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "creature_input.h"
#include "diagnostic_json.h"
#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/produce/sample_script.h"
#include "jt/program/program_of.h"
#include "log.h"
#include "outputs.h"
#include "plan_json.h"
#include "posed_subject.h"
#include "render_cartoon.h"
#include "render_options.h"
#include "source_text.h"
#include "still_picture.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

// A request line longer than this is refused without being parsed: read no further than this
// (the rest of the line is skipped, not kept), so a huge line costs no memory.
constexpr std::size_t kMaxRequestBytes = 1024 * 1024;

struct SessionOptions {
  std::string file;
  SubjectOptions subject;
  std::string stills;  // --stills DIR: the one folder `still` writes into; empty: no still
};

enum class LineRead { kLine, kTooLong, kEnd };

// Reads one line (without its newline) into `line`, keeping at most `limit` bytes: a longer one is
// read on to its end without being kept, and is kTooLong. kEnd at the end of the input.
LineRead read_request(std::istream& in, std::string& line, std::size_t limit) {
  line.clear();
  std::streambuf& buffer = *in.rdbuf();
  bool any = false, too_long = false;
  for (;;) {
    const int c = buffer.sbumpc();
    if (c == std::char_traits<char>::eof()) break;
    any = true;
    if (c == '\n') break;
    if (line.size() < limit) {
      line.push_back(static_cast<char>(c));
    } else {
      too_long = true;
    }
  }
  if (!any) return LineRead::kEnd;
  return too_long ? LineRead::kTooLong : LineRead::kLine;
}

// Whether `name` may name a still in the --stills folder: a plain file name (no directory, no
// "..", not hidden) ending in .png.
bool is_still_name(const std::string& name) {
  return !name.empty() && name.find('/') == std::string::npos && name.front() != '.' &&
         lower_extension(name) == ".png";
}

struct Loaded {
  SubjectSource source;
  std::vector<Diagnostic> diagnostics;
};

// The file read and prepared (a program) or read (a creature), its problems kept for the reply
// (not printed).
Loaded load(const std::string& file) {
  Loaded out;
  json::ParseResult parsed = json::parse_file(file);
  if (!parsed.ok()) {
    out.diagnostics.push_back(*parsed.error);
    return out;
  }
  remember_source(file, std::move(parsed.text));
  if (holds_creature(parsed.value)) {
    out.source.creature = read_creature(parsed.value, file, out.diagnostics);
    add_positions(out.diagnostics);
    return out;
  }
  ProgramInFile in_file = program_of(parsed.value);
  PrepareResult prepared = prepare_program(in_file.program, file);
  for (Diagnostic& d : prepared.diagnostics)
    d.path = in_file.pointer + d.path;
  add_positions(prepared.diagnostics);
  out.diagnostics = std::move(prepared.diagnostics);
  if (prepared.ok()) out.source.program = prepared.program;
  return out;
}

class Session {
 public:
  explicit Session(const SessionOptions& o) : o_(o) {}

  // False when the file cannot be used at all (reported on stderr).
  bool open() {
    Loaded loaded = load(o_.file);
    for (const Diagnostic& d : loaded.diagnostics)
      report(d);
    if (!loaded.source) return false;
    source_ = loaded.source;
    return restart();
  }

  // The reply to a request line over the limit, which was not read past it.
  static json::Value too_long() {
    return error(
        "a request is at most 1 MiB: this line was longer, and was not read past the "
        "limit");
  }

  // The reply to one request line; `quit` set by {"cmd": "quit"}.
  json::Value answer(const std::string& line, bool& quit) {
    if (line.size() > kMaxRequestBytes) return too_long();
    // A line that is no JSON object is a sample script's command (docs/CLI.md "sample").
    if (const std::size_t first = line.find_first_not_of(" \t\r");
        first != std::string::npos && line[first] != '{' && line[first] != '[') {
      return script_line(line);
    }
    json::ParseResult parsed = json::parse(line);
    if (!parsed.ok()) {
      return error("the request is not JSON: " + parsed.error->message, {*parsed.error});
    }
    json::Value reply = respond(parsed.value, quit);
    // A request's "id" (any JSON value) comes back first in its reply, so that a client can
    // match replies to requests (JSON-RPC's habit).
    const json::Value* id = parsed.value.find("id");
    if (id == nullptr) return reply;
    json::Object with_id;
    with_id.set("id", *id);
    for (const auto& [key, value] : reply.as_object())
      with_id.set(key, value);
    return with_id;
  }

 private:
  json::Value respond(const json::Value& request, bool& quit) {
    const json::Value* cmd = request.find("cmd");
    if (cmd == nullptr || !cmd->is_string()) {
      return error("a request is an object with \"cmd\": pose, plan, frame, still, reload or quit");
    }
    const std::string& name = cmd->as_string();
    if (name == "quit") {
      quit = true;
      return ok(json::Value());
    }
    if (name == "reload") return reload();
    if (name == "plan") return plan();
    if (name == "pose" || name == "frame") return sample(name, request);
    if (name == "still") return still(request);
    return error("unknown cmd " + json::write_compact(*cmd) +
                 ": pose, plan, frame, still, reload or quit");
  }

  bool restart() {
    int code = kExitOk;
    subject_ = start_subject(o_.file, source_, o_.subject, code);
    return subject_.has_value();
  }

  // `at 2`, `advance 0.5 in 5`, `set loud 0.8`, `emit click`, `expect dx ~ 4`, `snapshot dx`.
  json::Value script_line(const std::string& line) {
    const produce::ScriptLineReply r =
        produce::run_script_line(line, *subject_, script_inputs_, o_.file,
                                 [this]() -> Subject* { return restart() ? &*subject_ : nullptr; });
    return reply(r.ok, r.result, r.error, r.diagnostics);
  }

  static json::Value reply(bool success, json::Value result, std::string message,
                           const std::vector<Diagnostic>& diagnostics) {
    json::Object out;
    out.set("ok", success);
    if (success) out.set("result", std::move(result));
    if (!message.empty()) out.set("error", std::move(message));
    out.set("diagnostics", diagnostics_json(diagnostics));
    return out;
  }
  static json::Value ok(json::Value result, const std::vector<Diagnostic>& diagnostics = {}) {
    return reply(true, std::move(result), {}, diagnostics);
  }
  static json::Value error(std::string message, const std::vector<Diagnostic>& diagnostics = {}) {
    return reply(false, json::Value(), std::move(message), diagnostics);
  }

  json::Value reload() {
    Loaded loaded = load(o_.file);
    if (!loaded.source) {
      return error("the file does not validate: the session keeps the program it had",
                   loaded.diagnostics);
    }
    const SubjectSource old = source_;
    source_ = loaded.source;
    if (!restart()) {
      source_ = old;
      restart();
      return error("the new program does not start: the session keeps the one it had",
                   loaded.diagnostics);
    }
    return ok(json::Value(), loaded.diagnostics);
  }

  json::Value plan() {
    if (subject_->is_behaviour() || subject_->is_creature()) {
      return error(std::string("plan is a scene's or a cartoon's; this is a ") +
                   (subject_->is_creature() ? "creature" : "behaviour"));
    }
    return ok(plan_json(subject_->runtime(), false));
  }

  // The time a request gives in "at", or nothing (and `message` says why).
  static std::optional<double> time_of(const std::string& name, const json::Value& request,
                                       std::string& message) {
    const json::Value* at = request.find("at");
    if (at == nullptr || !at->is_number() || !(at->as_number() >= 0) || at->as_number() > 86400) {
      message = "\"" + name + "\" needs \"at\": a time in seconds, 0 to 86400";
      return std::nullopt;
    }
    return at->as_number();
  }

  // A still PNG drawn as `render FILE --still AT -o DIR/OUT [--size WxH]` draws it (the program
  // as last loaded): the editor's preview. OUT is a file name in the --stills folder and nowhere
  // else (issue 27: any path the process could reach was written); it is replaced when it is
  // there (a preview is redrawn again and again) if it is an ordinary file, and is never FILE.
  // Without --stills, no still is written.
  json::Value still(const json::Value& request) {
    if (o_.stills.empty()) {
      return error(
          "this session writes no stills: start it with --stills DIR, the folder they go "
          "into");
    }
    std::string message;
    const std::optional<double> t = time_of("still", request, message);
    if (!t) return error(message);
    const json::Value* out = request.find("out");
    if (out == nullptr || !out->is_string() || !is_still_name(out->as_string())) {
      return error(
          "\"still\" needs \"out\": a file name ending in .png (no folder: stills go "
          "into the --stills folder)");
    }
    const std::string path = (std::filesystem::path(o_.stills) / out->as_string()).string();
    struct stat info {};
    if (::lstat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
      return error("\"out\" " + out->as_string() +
                   " is there and is not an ordinary file: name another .png");
    }
    RenderOptions render;
    render.still = *t;
    render.stills = {*t};
    render.output = path;
    render.cartoon = o_.subject.cartoon;
    render.overwrite = Overwrite::kYes;
    render.progress_mode = ProgressMode::kNone;
    if (const json::Value* size = request.find("size"); size != nullptr) {
      if (!size->is_string() || !parse_size(size->as_string(), render.width, render.height)) {
        return error("\"size\" is \"WxH\", each 16 to 8192 (\"1280x720\")");
      }
      render.size = size->as_string();
    }
    if (same_file(render.output, o_.file)) {
      return error("\"out\" is the program's own file: name another .png");
    }
    const int code = source_.creature ? render_creature(render, o_.file, render.output)
                     : source_.program->kind == ProgramKind::kBehaviour
                         ? render_move(render, o_.file, source_.program, render.output)
                         : render_cartoon(render, o_.file, source_.program, render.output);
    if (code != kExitOk) return error("the still could not be drawn (see standard error)");
    json::Object result;
    result.set("out", render.output);
    result.set("at", *t);
    result.set("width", render.width);
    result.set("height", render.height);
    return ok(std::move(result));
  }

  json::Value sample(const std::string& name, const json::Value& request) {
    std::string message;
    const std::optional<double> at = time_of(name, request, message);
    if (!at) return error(message);
    if (name == "frame" && (subject_->is_behaviour() || subject_->is_creature())) {
      return error(std::string("a frame is a scene's or a cartoon's; a ") +
                   (subject_->is_creature() ? "creature" : "behaviour") + " has a pose");
    }
    const double t = *at;
    if (t < subject_->time() && !restart()) return error("the program cannot start again");
    const std::size_t errors_before = subject_->errors().size();
    subject_->advance_to(t);
    std::vector<Diagnostic> met;
    const auto& errors = subject_->errors();
    for (std::size_t i = errors_before; i < errors.size(); ++i) {
      met.push_back({.code = errors[i].code,
                     .file = o_.file,
                     .path = errors[i].path,
                     .message = errors[i].message});
    }
    return ok(subject_->sample(), met);
  }

  const SessionOptions& o_;
  SubjectSource source_;
  std::optional<Subject> subject_;
  produce::SubjectInputs script_inputs_ = o_.subject.inputs;  // as script lines `set` them
};

int run_session(const SessionOptions& o) {
  if (o.file == "-") {
    report_error("session reads its requests on stdin: give the program as a file");
    return kExitUsage;
  }
  if (!o.stills.empty() && !std::filesystem::is_directory(o.stills)) {
    report_error("--stills " + o.stills + ": not a folder (make it first)");
    return kExitUsage;
  }
  Session session(o);
  if (!session.open()) return kExitInputErrors;
  std::string line;
  bool quit = false;
  for (LineRead read;
       !quit && (read = read_request(std::cin, line, kMaxRequestBytes)) != LineRead::kEnd;) {
    if (read == LineRead::kLine && line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const json::Value reply =
        read == LineRead::kTooLong ? Session::too_long() : session.answer(line, quit);
    std::cout << json::write_compact(reply) << std::endl;  // flushed: a pipe
  }
  return kExitOk;
}

}  // namespace

void add_session_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SessionOptions>();
  CLI::App* sub = app.add_subcommand(
      "session", "keep a program open: JSON requests on stdin, one JSON reply a line on stdout");
  sub->add_option("FILE", o->file,
                  "a program or a pack: a behaviour, a scene or a cartoon, or a creature "
                  "descriptor or pack")
      ->required();
  add_cartoon_options(*sub, o->subject.cartoon);
  sub->add_option("--dur", o->subject.dur, "a behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->subject.legs, "a behaviour's character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  add_creature_options(*sub, o->subject);
  sub->add_option("--stills", o->stills,
                  "the folder `still` writes its PNGs into (default: none, `still` is refused)");
  sub->callback([o, &exit_code] { exit_code = run_session(*o); });
}

}  // namespace jt::cmd
