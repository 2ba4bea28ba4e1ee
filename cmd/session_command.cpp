// `jabbertoon session FILE`: a long-lived process for editors and agents (docs/CLI.md,
// "session"): one JSON request a line on stdin, exactly one JSON reply a line on stdout,
// {"ok", "result"?, "error"?, "diagnostics"}. A bad request gets an error reply and the session
// goes on; `reload` keeps the old program when the new file does not validate.
#include <iostream>
#include <memory>
#include <string>

#include "diagnostic_json.h"
#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
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

// A request line longer than this is refused without being parsed.
constexpr std::size_t kMaxRequestBytes = 1024 * 1024;

struct SessionOptions {
  std::string file;
  SubjectOptions subject;
};

struct Loaded {
  std::shared_ptr<const Program> program;
  std::vector<Diagnostic> diagnostics;
};

// The file read and prepared, its problems kept for the reply (not printed).
Loaded load(const std::string& file) {
  Loaded out;
  json::ParseResult parsed = json::parse_file(file);
  if (!parsed.ok()) {
    out.diagnostics.push_back(*parsed.error);
    return out;
  }
  remember_source(file, std::move(parsed.text));
  ProgramInFile in_file = program_of(parsed.value);
  PrepareResult prepared = prepare_program(in_file.program, file);
  for (Diagnostic& d : prepared.diagnostics)
    d.path = in_file.pointer + d.path;
  add_positions(prepared.diagnostics);
  out.diagnostics = std::move(prepared.diagnostics);
  if (prepared.ok()) out.program = prepared.program;
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
    if (!loaded.program) return false;
    program_ = loaded.program;
    return restart();
  }

  // The reply to one request line; `quit` set by {"cmd": "quit"}.
  json::Value answer(const std::string& line, bool& quit) {
    if (line.size() > kMaxRequestBytes) return error("a request is at most 1 MiB");
    json::ParseResult parsed = json::parse(line);
    if (!parsed.ok()) {
      return error("the request is not JSON: " + parsed.error->message, {*parsed.error});
    }
    const json::Value& request = parsed.value;
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

 private:
  bool restart() {
    int code = kExitOk;
    subject_ = start_subject(o_.file, program_, o_.subject, code);
    return subject_.has_value();
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
    if (!loaded.program) {
      return error("the file does not validate: the session keeps the program it had",
                   loaded.diagnostics);
    }
    std::shared_ptr<const Program> old = program_;
    program_ = loaded.program;
    if (!restart()) {
      program_ = old;
      restart();
      return error("the new program does not start: the session keeps the one it had",
                   loaded.diagnostics);
    }
    return ok(json::Value(), loaded.diagnostics);
  }

  json::Value plan() {
    if (subject_->is_behaviour())
      return error("plan is a scene's or a cartoon's; this is a behaviour");
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

  // A still PNG drawn as `render FILE --still AT -o OUT [--size WxH]` draws it (the program as
  // last loaded): the editor's preview. OUT is replaced when it exists (a preview is redrawn
  // again and again) but is never FILE, and never standard output, which carries the replies.
  json::Value still(const json::Value& request) {
    std::string message;
    const std::optional<double> t = time_of("still", request, message);
    if (!t) return error(message);
    const json::Value* out = request.find("out");
    if (out == nullptr || !out->is_string() || lower_extension(out->as_string()) != ".png") {
      return error("\"still\" needs \"out\": the path of a .png file to write");
    }
    RenderOptions render;
    render.still = *t;
    render.stills = {*t};
    render.output = out->as_string();
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
    const int code = program_->kind == ProgramKind::kBehaviour
                         ? render_move(render, o_.file, program_, render.output)
                         : render_cartoon(render, o_.file, program_, render.output);
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
    if (name == "frame" && subject_->is_behaviour()) {
      return error("a frame is a scene's or a cartoon's; a behaviour has a pose");
    }
    const double t = *at;
    if (t < subject_->time() && !restart()) return error("the program cannot start again");
    const std::size_t errors_before = subject_->runtime().errors().size();
    subject_->advance_to(t);
    std::vector<Diagnostic> met;
    const auto& errors = subject_->runtime().errors();
    for (std::size_t i = errors_before; i < errors.size(); ++i) {
      met.push_back({.code = errors[i].code,
                     .file = o_.file,
                     .path = errors[i].path,
                     .message = errors[i].message});
    }
    return ok(subject_->sample(), met);
  }

  const SessionOptions& o_;
  std::shared_ptr<const Program> program_;
  std::optional<Subject> subject_;
};

int run_session(const SessionOptions& o) {
  if (o.file == "-") {
    report_error("session reads its requests on stdin: give the program as a file");
    return kExitUsage;
  }
  Session session(o);
  if (!session.open()) return kExitInputErrors;
  std::string line;
  bool quit = false;
  while (!quit && std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::cout << json::write_compact(session.answer(line, quit)) << std::endl;  // flushed: a pipe
  }
  return kExitOk;
}

}  // namespace

void add_session_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SessionOptions>();
  CLI::App* sub = app.add_subcommand(
      "session", "keep a program open: JSON requests on stdin, one JSON reply a line on stdout");
  sub->add_option("FILE", o->file, "a program or a pack: a behaviour, a scene or a cartoon")
      ->required();
  add_cartoon_options(*sub, o->subject.cartoon);
  sub->add_option("--dur", o->subject.dur, "a behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->subject.legs, "a behaviour's character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  sub->callback([o, &exit_code] { exit_code = run_session(*o); });
}

}  // namespace jt::cmd
