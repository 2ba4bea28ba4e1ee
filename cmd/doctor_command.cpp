// `jabbertoon doctor`: what a render needs, checked before a long batch starts (docs/CLI.md,
// "doctor"): the encoders, espeak-ng's data and the voices the packs name, the caption fonts, the
// packs directories and their catalogs, a writable output folder. One line per check with a
// repair hint; exit 1 when one fails. It installs and changes nothing.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <set>

#include "catalog_input.h"
#include "exit_code.h"
#include "jt/encode/capabilities.h"
#include "jt/encode/flite_voices.h"
#include "jt/encode/output_file.h"
#include "jt/encode/voice_settings.h"
#include "jt/encode/voices.h"
#include "jt/json/write.h"
#include "jt/packs/catalog_index.h"
#include "jt/packs/pack_directory.h"
#include "jt/packs/search_path.h"
#include "jt/render/stage.h"
#include "log.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

struct DoctorOptions {
  std::string format = "text";
  std::string output = ".";
  std::vector<std::string> packs;
};

struct Check {
  std::string name;  // "encoder libx264"
  bool ok = false;
  std::string detail;  // what was found, or what is wrong
  std::string hint;    // how to repair it, when it failed
};

void check_encoders(std::vector<Check>& out) {
  for (const encode::EncoderCheck& e : encode::check_encoders()) {
    out.push_back({"encoder " + e.name, e.found, e.purpose,
                   e.found ? ""
                           : "install an FFmpeg built with " + e.name +
                                 " (Debian: apt-get install libavcodec-extra)"});
  }
}

// The voices the packs' casts name, besides our own names and the defaults.
std::set<std::string> pack_voices(const packs::Catalog& catalog) {
  std::set<std::string> voices;
  for (const packs::Pack& pack : catalog.packs()) {
    if (pack.type != "cartoon" && pack.type != "scene") continue;
    const json::Value* program = pack.content().find("program");
    for (const json::Value* holder : {&pack.content(), program}) {
      const json::Value* cast = holder == nullptr ? nullptr : holder->find("cast");
      if (cast == nullptr || !cast->is_object()) continue;
      for (const json::Member& m : cast->as_object().members()) {
        const json::Value* voice = m.value.find("voice");
        if (voice != nullptr && voice->is_string() && voice->as_string().size() <= 64) {
          voices.insert(voice->as_string());
        }
      }
    }
  }
  return voices;
}

void check_voices(const packs::Catalog* catalog, std::vector<Check>& out) {
  auto voices = encode::Voices::create();
  out.push_back(
      {"espeak-ng data", voices.ok(), voices.ok() ? "the voices start" : voices.error(),
       voices.ok() ? "" : "apt-get install espeak-ng-data (or render with --speech estimate)"});
  if (!voices.ok()) return;
  std::vector<std::pair<std::string, encode::VoiceSettings>> wanted;
  for (const std::string& name : encode::named_voices()) {
    wanted.push_back({name, encode::voice_settings({.voice = name}, encode::default_voice(0))});
  }
  for (std::size_t i = 0; i < 8; ++i) {
    wanted.push_back({"default " + std::to_string(i + 1), encode::default_voice(i)});
  }
  for (const std::string& name : encode::flite_voice_names()) {
    wanted.push_back({name, encode::voice_settings({.voice = name}, encode::default_voice(0))});
  }
  if (catalog != nullptr) {
    for (const std::string& name : pack_voices(*catalog)) {
      wanted.push_back({name, encode::voice_settings({.voice = name}, encode::default_voice(0))});
    }
  }
  for (const auto& [name, settings] : wanted) {
    auto spoken = voices.value().synthesize("ok", settings);
    out.push_back(
        {"voice " + name, spoken.ok(), settings.voice,
         spoken.ok() ? "" : spoken.error() + ": install espeak-ng-data, or name another voice"});
  }
}

void check_fonts(std::vector<Check>& out) {
  const std::pair<const char*, const char*> samples[] = {
      {"caption font (Latin)", "Hello, world! Äpfel"},
      {"caption font (CJK)", "\xE4\xBD\xA0\xE5\xA5\xBD"},  // 你好
      {"caption font (emoji)", "\xF0\x9F\x98\x80"},        // 😀
  };
  for (const auto& [name, text] : samples) {
    const int missing = render::caption_missing_glyphs(text);
    out.push_back({name, missing == 0,
                   missing == 0 ? "drawn" : std::to_string(missing) + " characters would be boxes",
                   missing == 0 ? ""
                                : "scripts/setup installs Noto (fonts-noto-core, fonts-noto-cjk, "
                                  "fonts-noto-color-emoji)"});
  }
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void check_packs(const std::vector<std::string>& option_dirs, std::vector<Check>& out) {
  const char* env = std::getenv("JABBERTOON_PACKS");
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  const std::vector<fs::path> dirs = packs::pack_search_path(
      option_dirs, env == nullptr ? "" : env, error ? fs::path() : exe.parent_path());
  out.push_back({"packs directories", !dirs.empty(),
                 dirs.empty() ? "none found" : std::to_string(dirs.size()) + " found",
                 dirs.empty() ? "give --packs DIR or set JABBERTOON_PACKS (docs/PACKS.md)" : ""});
  for (const fs::path& dir : dirs) {
    const packs::CatalogTexts texts = packs::build_catalogs(dir);
    bool current = true;
    for (const Diagnostic& d : texts.diagnostics)
      current = current && d.severity != Severity::kError;
    current = current && read_text(dir / packs::kIndexFile) == texts.index &&
              read_text(dir / packs::kCharacterIndexFile) == texts.character_index;
    out.push_back(
        {"catalogs of " + dir.string(), current,
         current ? "current with the pack files" : "not current with the pack files",
         current ? "" : "run `jabbertoon pack index " + dir.string() + "` (or validate it)"});
  }
}

// Writable as a render would find it: a new file can be made there (access() says yes to root in
// /proc and on a read-only file system).
void check_output(const std::string& dir, std::vector<Check>& out) {
  const bool ok =
      fs::is_directory(dir) && encode::resolve_output(fs::path(dir) / "jabbertoon-doctor.mp4").ok();
  out.push_back({"output folder " + dir, ok, ok ? "writable" : "not a writable directory",
                 ok ? "" : "make it, or give --output DIR where renders go"});
}

int run_doctor(const DoctorOptions& o) {
  std::vector<Check> checks;
  check_encoders(checks);
  int ignored = kExitOk;
  set_verbosity(-1);  // the catalog's own problems are the packs check's, not printed twice
  std::optional<packs::Catalog> catalog = load_packs(o.packs, ignored);
  set_verbosity(0);
  check_voices(catalog ? &*catalog : nullptr, checks);
  check_fonts(checks);
  check_packs(o.packs, checks);
  check_output(o.output, checks);
  bool all_ok = true;
  json::Array list;
  for (const Check& c : checks) {
    all_ok = all_ok && c.ok;
    if (o.format == "json") {
      json::Object item;
      item.set("check", c.name);
      item.set("ok", c.ok);
      item.set("detail", c.detail);
      if (!c.hint.empty()) item.set("hint", c.hint);
      list.push_back(std::move(item));
    } else {
      std::cout << (c.ok ? "ok    " : "FAIL  ") << c.name << ": " << c.detail;
      if (!c.hint.empty()) std::cout << "\n      hint: " << c.hint;
      std::cout << "\n";
    }
  }
  if (o.format == "json") {
    json::Object report;
    report.set("ok", all_ok);
    report.set("checks", std::move(list));
    std::cout << json::write_compact(report) << "\n";
  }
  return all_ok ? kExitOk : kExitInputErrors;
}

}  // namespace

void add_doctor_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<DoctorOptions>();
  CLI::App* sub = app.add_subcommand(
      "doctor", "check what renders need on this machine (encoders, voices, fonts, packs, output)");
  sub->add_option("--format", o->format, "text (one line per check) or json")
      ->check(CLI::IsMember({"text", "json"}));
  sub->add_option("--output", o->output, "the folder renders will be written to (default .)");
  add_packs_option(*sub, o->packs);
  sub->callback([o, &exit_code] { exit_code = run_doctor(*o); });
}

}  // namespace jt::cmd
