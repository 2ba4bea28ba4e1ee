// `jabbertoon session FILE`: a long-lived process for editors and agents (docs/CLI.md,
// "session"). The protocol is produce/session_protocol.h's; the command reads FILE (its problems
// located in its text), starts it as its options say, draws stills as `render --still` does, and
// wires the protocol to stdin and stdout.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "creature_input.h"
#include "exit_code.h"
#include "jt/json/parse.h"
#include "jt/produce/session_protocol.h"
#include "jt/program/program_of.h"
#include "log.h"
#include "outputs.h"
#include "posed_subject.h"
#include "render_cartoon.h"
#include "render_options.h"
#include "source_text.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

struct SessionOptions {
  std::string file;
  SubjectOptions subject;
  std::string stills;  // --stills DIR: the one folder `still` writes into; empty: no still
};

// The file read and prepared (a program) or read (a creature), its problems located in its text
// and kept for the reply (not printed).
produce::SubjectLoad load_session_file(const std::string& file) {
  produce::SubjectLoad out;
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

// A still drawn as `render FILE --still AT -o PATH [--size WxH]` draws it; its problems are
// reported on standard error.
bool draw_session_still(const SessionOptions& o, const SubjectSource& source,
                        const produce::StillAsk& ask) {
  RenderOptions render;
  render.still = ask.at;
  render.stills = {ask.at};
  render.output = ask.path;
  render.cartoon = o.subject.cartoon;
  render.overwrite = Overwrite::kYes;
  render.progress_mode = ProgressMode::kNone;
  render.width = ask.width;
  render.height = ask.height;
  if (!ask.size.empty()) render.size = ask.size;
  const int code = source.creature ? render_creature(render, o.file, render.output)
                   : source.program->kind == ProgramKind::kBehaviour
                       ? render_move(render, o.file, source.program, render.output)
                       : render_cartoon(render, o.file, source.program, render.output);
  return code == kExitOk;
}

int run_session(const SessionOptions& o) {
  if (o.file == "-") {
    report_error("session reads its requests on stdin: give the program as a file");
    return kExitUsage;
  }
  if (!o.stills.empty() && !std::filesystem::is_directory(o.stills)) {
    report_error("--stills " + o.stills + ": not a folder (make it first)");
    return kExitUsage;
  }
  produce::SessionServices services{
      .load = [&o] { return load_session_file(o.file); },
      .start =
          [&o](const SubjectSource& source) {
            int code = kExitOk;
            return start_subject(o.file, source, o.subject, code);
          },
      .draw_still =
          [&o](const SubjectSource& source, const produce::StillAsk& ask) {
            return draw_session_still(o, source, ask);
          },
  };
  produce::SessionProtocol session({.file = o.file, .stills = o.stills, .inputs = o.subject.inputs},
                                   std::move(services));
  if (!session.open([](const Diagnostic& d) { report(d); })) return kExitInputErrors;
  std::string line;
  bool quit = false;
  for (produce::SessionLine read; !quit && (read = produce::read_session_line(std::cin, line)) !=
                                               produce::SessionLine::kEnd;) {
    const std::optional<std::string> reply = read == produce::SessionLine::kTooLong
                                                 ? produce::SessionProtocol::too_long()
                                                 : session.answer(line, quit);
    if (reply) std::cout << *reply << std::endl;  // flushed: a pipe
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
