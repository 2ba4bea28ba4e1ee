#include "jt/produce/session_protocol.h"

#include <sys/stat.h>

#include <filesystem>
#include <istream>
#include <utility>

#include "jt/diagnostic_json.h"
#include "jt/encode/output_file.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/produce/video_settings.h"
#include "jt/runtime/plan_json.h"

namespace jt::produce {
namespace {

json::Value session_reply(bool success, json::Value result, std::string message,
                          const std::vector<Diagnostic>& diagnostics) {
  json::Object out;
  out.set("ok", success);
  if (success) out.set("result", std::move(result));
  if (!message.empty()) out.set("error", std::move(message));
  out.set("diagnostics", diagnostics_json(diagnostics));
  return out;
}

json::Value session_ok(json::Value result, const std::vector<Diagnostic>& diagnostics = {}) {
  return session_reply(true, std::move(result), {}, diagnostics);
}

json::Value session_error(std::string message, const std::vector<Diagnostic>& diagnostics = {}) {
  return session_reply(false, json::Value(), std::move(message), diagnostics);
}

json::Value session_too_long() {
  return session_error(
      "a request is at most 1 MiB: this line was longer, and was not read past the limit");
}

// The reply to a request that needs the subject when it could not start again.
json::Value session_not_started() {
  return session_error("the program cannot start again");
}

// Whether `name` may name a still in the --stills folder: a plain file name (no directory, no
// "..", not hidden) ending in .png.
bool is_still_name(const std::string& name) {
  return !name.empty() && name.find('/') == std::string::npos && name.front() != '.' &&
         lower_extension(name) == ".png";
}

// The time a request gives in "at", or nothing (and `message` says why).
std::optional<double> session_time(const std::string& name, const json::Value& request,
                                   std::string& message) {
  const json::Value* at = request.find("at");
  if (at == nullptr || !at->is_number() || !(at->as_number() >= 0) || at->as_number() > 86400) {
    message = "\"" + name + "\" needs \"at\": a time in seconds, 0 to 86400";
    return std::nullopt;
  }
  return at->as_number();
}

// Whether a line holds nothing but blanks.
bool is_blank(const std::string& line) {
  return line.find_first_not_of(" \t\r") == std::string::npos;
}

}  // namespace

SessionLine read_session_line(std::istream& in, std::string& line, std::size_t limit) {
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
  if (!any) return SessionLine::kEnd;
  return too_long ? SessionLine::kTooLong : SessionLine::kLine;
}

SessionProtocol::SessionProtocol(SessionSettings settings, SessionServices services)
    : settings_(std::move(settings)),
      services_(std::move(services)),
      script_inputs_(settings_.inputs) {}

bool SessionProtocol::open(const std::function<void(const Diagnostic&)>& problem) {
  SubjectLoad loaded = services_.load();
  for (const Diagnostic& d : loaded.diagnostics)
    problem(d);
  if (!loaded.source) return false;
  source_ = std::move(loaded.source);
  return restart();
}

std::string SessionProtocol::too_long() {
  return json::write_compact(session_too_long());
}

std::optional<std::string> SessionProtocol::answer(const std::string& line, bool& quit) {
  if (is_blank(line)) return std::nullopt;
  return json::write_compact(answer_json(line, quit));
}

json::Value SessionProtocol::answer_json(const std::string& line, bool& quit) {
  if (line.size() > kMaxSessionRequestBytes) {
    return session_too_long();
  }
  // A line that is no JSON object is a sample script's command (docs/CLI.md "sample").
  if (const std::size_t first = line.find_first_not_of(" \t\r");
      line[first] != '{' && line[first] != '[') {
    return script_line(line);
  }
  json::ParseResult parsed = json::parse(line);
  if (!parsed.ok()) {
    return session_error("the request is not JSON: " + parsed.error->message, {*parsed.error});
  }
  json::Value reply = respond(parsed.value, quit);
  // A request's "id" (any JSON value) comes back first in its reply, so that a client can match
  // replies to requests (JSON-RPC's habit).
  const json::Value* id = parsed.value.find("id");
  if (id == nullptr) return reply;
  json::Object with_id;
  with_id.set("id", *id);
  for (const auto& [key, value] : reply.as_object())
    with_id.set(key, value);
  return with_id;
}

json::Value SessionProtocol::respond(const json::Value& request, bool& quit) {
  const json::Value* cmd = request.find("cmd");
  if (cmd == nullptr || !cmd->is_string()) {
    return session_error(
        "a request is an object with \"cmd\": pose, plan, frame, still, reload or quit");
  }
  const std::string& name = cmd->as_string();
  if (name == "quit") {
    quit = true;
    return session_ok(json::Value());
  }
  if (name == "reload") return reload();
  if (name == "plan") return plan();
  if (name == "pose" || name == "frame") return sample(name, request);
  if (name == "still") return still(request);
  return session_error("unknown cmd " + json::write_compact(*cmd) +
                       ": pose, plan, frame, still, reload or quit");
}

bool SessionProtocol::restart() {
  subject_ = services_.start(source_);
  return subject_.has_value();
}

// `at 2`, `advance 0.5 in 5`, `set loud 0.8`, `emit click`, `expect dx ~ 4`, `snapshot dx`.
json::Value SessionProtocol::script_line(const std::string& line) {
  if (!subject_) return session_not_started();
  ScriptLineReply r =
      run_script_line(line, *subject_, script_inputs_, settings_.file,
                      [this]() -> PosedSubject* { return restart() ? &*subject_ : nullptr; });
  return session_reply(r.ok, std::move(r.result), std::move(r.error), r.diagnostics);
}

json::Value SessionProtocol::reload() {
  SubjectLoad loaded = services_.load();
  if (!loaded.source) {
    return session_error("the file does not validate: the session keeps the program it had",
                         loaded.diagnostics);
  }
  SubjectSource old = std::move(source_);
  source_ = std::move(loaded.source);
  if (!restart()) {
    source_ = std::move(old);
    restart();
    return session_error("the new program does not start: the session keeps the one it had",
                         loaded.diagnostics);
  }
  return session_ok(json::Value(), loaded.diagnostics);
}

json::Value SessionProtocol::plan() {
  if (!subject_) return session_not_started();
  if (subject_->is_behaviour() || subject_->is_creature()) {
    return session_error(std::string("plan is a scene's or a cartoon's; this is a ") +
                         (subject_->is_creature() ? "creature" : "behaviour"));
  }
  return session_ok(rt::plan_json(subject_->runtime(), false));
}

// A still PNG drawn as `render FILE --still AT -o DIR/OUT [--size WxH]` draws it (the program as
// last loaded): the editor's preview. OUT is a file name in the --stills folder and nowhere else
// (issue 27: any path the process could reach was written); it is replaced when it is there (a
// preview is redrawn again and again) if it is an ordinary file, and is never FILE. Without
// --stills, no still is written.
json::Value SessionProtocol::still(const json::Value& request) {
  if (settings_.stills.empty()) {
    return session_error(
        "this session writes no stills: start it with --stills DIR, the folder they go into");
  }
  std::string message;
  const std::optional<double> t = session_time("still", request, message);
  if (!t) return session_error(message);
  const json::Value* out = request.find("out");
  if (out == nullptr || !out->is_string() || !is_still_name(out->as_string())) {
    return session_error(
        "\"still\" needs \"out\": a file name ending in .png (no folder: stills go into the "
        "--stills folder)");
  }
  StillAsk ask;
  ask.at = *t;
  ask.path = (std::filesystem::path(settings_.stills) / out->as_string()).string();
  struct stat info {};
  if (::lstat(ask.path.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
    return session_error("\"out\" " + out->as_string() +
                         " is there and is not an ordinary file: name another .png");
  }
  if (const json::Value* size = request.find("size"); size != nullptr) {
    if (!size->is_string() || !parse_size(size->as_string(), ask.width, ask.height)) {
      return session_error("\"size\" is \"WxH\", each 16 to 8192 (\"1280x720\")");
    }
    ask.size = size->as_string();
  }
  if (encode::same_file(ask.path, settings_.file)) {
    return session_error("\"out\" is the program's own file: name another .png");
  }
  if (!services_.draw_still(source_, ask)) {
    return session_error("the still could not be drawn (see standard error)");
  }
  json::Object result;
  result.set("out", ask.path);
  result.set("at", ask.at);
  result.set("width", ask.width);
  result.set("height", ask.height);
  return session_ok(std::move(result));
}

json::Value SessionProtocol::sample(const std::string& name, const json::Value& request) {
  std::string message;
  const std::optional<double> at = session_time(name, request, message);
  if (!at) return session_error(message);
  if (!subject_) return session_not_started();
  if (name == "frame" && (subject_->is_behaviour() || subject_->is_creature())) {
    return session_error(std::string("a frame is a scene's or a cartoon's; a ") +
                         (subject_->is_creature() ? "creature" : "behaviour") + " has a pose");
  }
  const double t = *at;
  if (t < subject_->time() && !restart()) return session_not_started();
  const std::size_t errors_before = subject_->errors().size();
  subject_->advance_to(t);
  std::vector<Diagnostic> met;
  const auto& errors = subject_->errors();
  for (std::size_t i = errors_before; i < errors.size(); ++i) {
    met.push_back({.code = errors[i].code,
                   .file = settings_.file,
                   .path = errors[i].path,
                   .message = errors[i].message});
  }
  return session_ok(subject_->sample(), met);
}

}  // namespace jt::produce
