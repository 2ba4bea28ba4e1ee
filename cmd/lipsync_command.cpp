// `jabbertoon lipsync FILE [-o cues.json|cues.tsv] [--format rhubarb --who ID]`: each speaker's
// mouth cues in the cartoon's time, line by line, or one speaker's mouth as Rhubarb Lip Sync writes
// it (docs/CLI.md, the shapes in docs/SHAPES.md §2.1), for other tools to drive their own mouths
// with.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cartoon_run.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/encode/lip_sync.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/lipsync/cue_export.h"
#include "jt/lipsync/rhubarb_export.h"
#include "jt/nearest_name.h"
#include "log.h"
#include "outputs.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct LipsyncOptions {
  std::string file, output;
  std::string format = "jabbertoon";  // or rhubarb
  std::string who;                    // the speaker of a Rhubarb track
  CartoonOptions cartoon;
  Overwrite overwrite = Overwrite::kAsk;
};

// "A, B, C".
std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& name : names)
    out += (out.empty() ? "" : ", ") + name;
  return out;
}

// Whether `s` ends with `suffix` (given in lower case), whatever the case of `s`: cues.TSV too.
bool ends_with_nocase(const std::string& s, std::string_view suffix) {
  if (s.size() < suffix.size()) return false;
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(s[s.size() - suffix.size() + i])) != suffix[i]) {
      return false;
    }
  }
  return true;
}

// The speaker of a Rhubarb track: --who (a cast id), else the one character who speaks; a usage
// error (reported) when --who names no one in the cast, or several speak and none is chosen.
std::optional<std::string> rhubarb_speaker(const LipsyncOptions& o, const Program& program,
                                           const std::vector<lipsync::LineCues>& lines) {
  std::vector<std::string> ids, speakers;
  for (const CastEntry& entry : program.cast)
    ids.push_back(entry.id);
  if (!o.who.empty()) {
    if (std::find(ids.begin(), ids.end(), o.who) != ids.end()) return o.who;
    const std::vector<std::string_view> names(ids.begin(), ids.end());
    const auto near = nearest_name(o.who, names);
    report_error("lipsync: --who " + o.who + ": no one in " + o.file + "'s cast has that id" +
                 (near ? " (did you mean " + std::string(*near) + "?)" : "") +
                 "; the cast: " + join_names(ids));
    return std::nullopt;
  }
  for (const lipsync::LineCues& line : lines) {
    if (std::find(speakers.begin(), speakers.end(), line.who) == speakers.end())
      speakers.push_back(line.who);
  }
  if (speakers.size() == 1) return speakers.front();
  if (speakers.empty()) {
    report_error("lipsync: no one speaks in " + o.file +
                 ": a Rhubarb track is a speaker's mouth: give --who ID for one at rest");
  } else {
    report_error("lipsync: " + std::to_string(speakers.size()) + " characters speak in " + o.file +
                 " (" + join_names(speakers) + "), and a Rhubarb track is one mouth: give --who " +
                 speakers.front() + " (a file each)");
  }
  return std::nullopt;
}

int run_lipsync(const LipsyncOptions& o) {
  const bool tsv = ends_with_nocase(o.output, ".tsv");
  if (!o.output.empty() && !tsv && !ends_with_nocase(o.output, ".json")) {
    report_error("lipsync: -o " + o.output +
                 ": write cues to a .json or a .tsv file (without -o: JSON on standard output)");
    return kExitUsage;
  }
  const bool rhubarb = o.format == "rhubarb";
  if (!o.who.empty() && !rhubarb) {
    report_error(
        "lipsync: --who picks the one mouth of a Rhubarb track: give --format rhubarb "
        "(jabbertoon's own format has every speaker's lines)");
    return kExitUsage;
  }
  if (!o.output.empty()) {
    const NamedPath output{"-o", o.output}, input{"the input", o.file};
    if (const int code = check_outputs({&output, 1}, {&input, 1}, o.overwrite, o.file == "-");
        code != kExitOk) {
      return code;
    }
  }
  int code = kExitOk;
  auto program = load_program(o.file, code);
  if (!program) return code;
  if (program->kind == ProgramKind::kBehaviour) {
    report_error(o.file +
                 ": this is a behaviour, with no lines; lipsync takes a scene or a "
                 "cartoon");
    return kExitUsage;
  }
  auto run = start_cartoon(program, o.cartoon, code, o.file);
  if (!run) return code;
  for (const std::string& w : run->runtime.warnings())
    report_warning(o.file + ": " + w);
  const std::size_t voices_said = run->lines ? run->lines->warnings().size() : 0;
  const std::vector<lipsync::LineCues> lines =
      encode::line_cues(run->runtime.timeline(), run->lines.get());
  report_mouths(*run, voices_said, o.file);
  std::string text, what;
  if (rhubarb) {
    std::optional<std::string> who = rhubarb_speaker(o, *program, lines);
    if (!who) return kExitUsage;
    // The track lasts the cartoon (a cartoon that never ends: to its last line's end).
    double duration = run->runtime.duration().value_or(0);
    if (!run->runtime.duration()) {
      for (const lipsync::LineCues& line : lines)
        duration = std::max(duration, line.t + line.dur);
    }
    const std::vector<lipsync::MouthCue> track = lipsync::speaker_track(lines, *who, duration);
    text = tsv ? lipsync::rhubarb_tsv(track, duration)
               : json::write_readable(lipsync::rhubarb_json(track, duration, "")) + "\n";
    what = *who + "'s mouth, " + std::to_string(track.size()) + " cues over " +
           json::format_number(duration) + " s (Rhubarb Lip Sync " + (tsv ? "TSV" : "JSON") + ")";
  } else if (tsv) {
    text = lipsync::cues_to_tsv(lines);
  } else {
    json::Object out;
    const std::optional<double> duration = run->runtime.duration();
    out.set("duration", duration ? json::Value(*duration) : json::Value());
    out.set("speech", o.cartoon.speech);
    out.set("shapes", "ABCDEFGHX");
    out.set("lines", lipsync::cues_to_json(lines));
    text = json::write_readable(json::Value(std::move(out))) + "\n";
  }
  if (!rhubarb) {
    std::size_t cues = 0;
    for (const lipsync::LineCues& line : lines)
      cues += line.cues.size();
    what = std::to_string(lines.size()) + " lines, " + std::to_string(cues) + " mouth cues";
  }
  if (o.output.empty()) {
    std::cout << text;
  } else if (!write_output(o.output, text)) {
    return kExitUsage;
  } else {
    spdlog::info("wrote {}: {}", o.output, what);
  }
  return report_run_errors(run->runtime, o.file, code);
}

}  // namespace

void add_lipsync_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<LipsyncOptions>();
  CLI::App* sub = app.add_subcommand(
      "lipsync", "each line's mouth cues (shapes A-H and X) in the cartoon's time, as JSON or TSV");
  sub->add_option("FILE", o->file, "a scene or cartoon program, or a pack (- for stdin)")
      ->required();
  sub->add_option("-o,--output", o->output,
                  "cues.json or cues.tsv (default: JSON on standard output)");
  sub->add_option("--format", o->format,
                  "jabbertoon (default: every line's cues) or rhubarb (one speaker's mouth from 0 "
                  "to the end, as Rhubarb Lip Sync writes it: mouthCues in JSON, or its TSV)")
      ->check(CLI::IsMember({"jabbertoon", "rhubarb"}));
  sub->add_option("--who", o->who,
                  "the cast id of the speaker of a Rhubarb track (default: the one who speaks)");
  add_cartoon_options(*sub, o->cartoon);
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_lipsync(*o); });
}

}  // namespace jt::cmd
