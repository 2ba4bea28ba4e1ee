// `jabbertoon inspect`: what a scene or a cartoon uses and declares, its length and scenes
// (docs/CLI.md "inspect"), as text or JSON.
#include <CLI/CLI.hpp>
#include <cmath>
#include <iostream>
#include <memory>

#include "cartoon_run.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/inspect/inventory.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/printable.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct InspectOptions {
  std::string file;
  std::string format = "text";
  bool summary = false;
  CartoonOptions cartoon;
};

struct SceneSpan {
  std::string name;
  double t = 0, dur = 0;
};

std::string seconds(double s) {
  return json::format_number(std::round(s * 100) / 100) + " s";
}

// "a, b, c", or "none"; each item printable (a file's words may hold control characters).
std::string listed(const std::vector<std::string>& items) {
  if (items.empty()) return "none";
  std::string out;
  for (const std::string& item : items)
    out += (out.empty() ? "" : ", ") + printable(item);
  return out;
}

void print_text(const inspect::Inventory& inv, double duration,
                const std::vector<SceneSpan>& scenes, bool summary) {
  std::cout << inv.kind << (inv.name.empty() ? "" : " \"" + printable(inv.name) + "\"") << ": "
            << seconds(duration) << ", " << scenes.size()
            << (scenes.size() == 1 ? " scene" : " scenes") << ", " << inv.cast.size()
            << " in the cast\n";
  if (summary) return;
  for (const SceneSpan& s : scenes) {
    std::cout << "  scene \"" << printable(s.name) << "\" at " << seconds(s.t) << " for "
              << seconds(s.dur) << "\n";
  }
  std::cout << "cast:\n";
  for (const inspect::CastMember& m : inv.cast) {
    std::cout << "  " << printable(m.id);
    if (!m.name.empty()) std::cout << " = " << printable(m.name);
    if (!m.template_name.empty()) std::cout << " · " << printable(m.template_name);
    if (!m.voice.empty()) std::cout << " · voice " << printable(m.voice);
    std::cout << "\n";
  }
  std::cout << "places: " << listed(inv.places) << "\n"
            << "moves: " << listed(inv.moves) << "\n"
            << "voices: " << listed(inv.voices) << "\n"
            << "clips: " << listed(inv.clips) << "\n"
            << "props: " << listed(inv.props) << "\n"
            << "params: " << listed(inv.params) << "\n"
            << "declared, never used: params " << listed(inv.unused_params) << "; cast "
            << listed(inv.unused_cast) << "\n";
}

int run_inspect(const InspectOptions& o) {
  int code = kExitOk;
  auto program = load_program(o.file, code);
  if (!program) return code;
  if (program->kind == ProgramKind::kBehaviour) {
    report_error(o.file +
                 ": this is a behaviour; inspect takes a scene or a cartoon (a move's "
                 "numbers: jabbertoon sample, its text: jabbertoon text)");
    return kExitUsage;
  }
  auto run = start_cartoon(program, o.cartoon, code, o.file);
  if (!run) return code;
  const inspect::Inventory inv = inspect::take_inventory(program->source);
  std::vector<SceneSpan> scenes;
  for (const rt::TimelineRecord& r : run->runtime.timeline()) {
    if (r.kind == "scene") scenes.push_back({std::string(r.text), r.t, r.dur});
  }
  const double duration = run->runtime.duration().value_or(0);
  if (o.format == "text") {
    print_text(inv, duration, scenes, o.summary);
    return code;
  }
  json::Value out = o.summary ? json::Value(json::Object()) : inspect::inventory_to_json(inv);
  json::Object& obj = out.as_object();
  if (o.summary) {
    obj.set("kind", inv.kind);
    obj.set("name", inv.name);
    obj.set("cast", static_cast<double>(inv.cast.size()));
  }
  obj.set("duration", duration);
  json::Array list;
  for (const SceneSpan& s : scenes) {
    json::Object scene;
    scene.set("name", s.name);
    scene.set("t", s.t);
    scene.set("dur", s.dur);
    list.push_back(json::Value(std::move(scene)));
  }
  obj.set("scenes", o.summary ? json::Value(static_cast<double>(scenes.size()))
                              : json::Value(std::move(list)));
  std::cout << json::write_readable(out) << "\n";
  return code;
}

}  // namespace

void add_inspect_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<InspectOptions>();
  CLI::App* sub = app.add_subcommand(
      "inspect",
      "what a scene or a cartoon uses (cast, places, moves, voices, clips, props, params), what "
      "it "
      "declares and never uses, its length and scenes");
  sub->add_option("FILE", o->file,
                  "a scene or cartoon program, or a pack, or a pack id (- for stdin)")
      ->required();
  sub->add_option("--format", o->format, "text (default) or json")
      ->check(CLI::IsMember({"text", "json"}));
  sub->add_flag("--summary", o->summary, "the kind, name, length and counts only");
  add_cartoon_options(*sub, o->cartoon);
  sub->callback([o, &exit_code] { exit_code = run_inspect(*o); });
}

}  // namespace jt::cmd
