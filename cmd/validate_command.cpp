// `jabbertoon validate FILE...`: programs, packs, characters and catalogs checked for people and CI
// (docs/VALIDATION.md). Files, directories (every *.json below them) and - for stdin; one report
// per file as text, JSON lines or GitHub workflow annotations, or one JUnit or SARIF document;
// exit 0 without errors, 1 with errors (or warnings under --strict), 2 for a usage error or a file
// that cannot be read.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include "cartoon_run.h"
#include "catalog_input.h"
#include "commands.h"
#include "document_input.h"
#include "exit_code.h"
#include "jt/diagnostic_json.h"
#include "jt/encode/cartoon_clips.h"
#include "jt/encode/sample_rate.h"
#include "jt/encode/voices.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/packs/pack_directory.h"
#include "jt/printable.h"
#include "jt/produce/plan_check.h"
#include "jt/render/cast_art.h"
#include "jt/validate/validate.h"
#include "log.h"
#include "source_text.h"
#include "validate_reports.h"

#include <spdlog/spdlog.h>

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

enum class Format { kText, kJson, kGithub, kJunit, kSarif };

struct Options {
  std::vector<std::string> inputs;
  std::string format = "text";
  bool strict = false;
  std::vector<std::string> packs;   // --packs DIR
  std::vector<std::string> assets;  // --assets DIR: where clips are found after the file's folder
};

// The files to check: each argument, a directory's *.json files below it (sorted, names starting
// with '.' skipped; directory links are not followed, so a loop cannot hang the walk).
std::vector<std::string> expand_inputs(const std::vector<std::string>& inputs, int& exit_code) {
  std::vector<std::string> files;
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (input == "-" || !fs::is_directory(input, ec)) {
      files.push_back(input);
      continue;
    }
    std::vector<std::string> found;
    fs::recursive_directory_iterator it(input, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      const fs::path& path = it->path();
      if (path.filename().string().starts_with('.')) {
        if (it->is_directory(ec)) it.disable_recursion_pending();
        continue;
      }
      if (path.extension() == ".json" && it->is_regular_file(ec)) found.push_back(path.string());
    }
    if (ec) {
      report_error(input + ": cannot read the directory: " + ec.message());
      exit_code = kExitUsage;
    } else if (found.empty()) {
      report_error(input + ": a directory with no .json file in it");
      exit_code = kExitUsage;
    }
    std::ranges::sort(found);
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

// One file's report; `unreadable` when the file could not be read at all.
struct FileReport {
  std::string file;
  validate::Report report;
  bool unreadable = false;
  bool reported = false;  // said on stderr already: no JSON document to check
  std::optional<std::pair<std::string, std::string>> pack;  // a pack file's {id, version}
};

// A pack's {id, version} as its manifest gives them (both strings), for the check that no two
// files of one run are one pack.
std::optional<std::pair<std::string, std::string>> pack_key(const json::Value& document) {
  const json::Value* id = document.find("id");
  const json::Value* version = document.find("version");
  if (id == nullptr || version == nullptr || !id->is_string() || !version->is_string()) {
    return std::nullopt;
  }
  return std::pair{id->as_string(), version->as_string()};
}

// A file that cannot be read or is not JSON (or not a screenplay) is reported in the text report's
// one stream, in order, as every other problem; with the json and github formats, on stderr as
// every subcommand reports it (docs/CLI.md, "Messages") and in their stream too.
// A program or a pack is checked against `catalog` too (the packs its `does` and cast name).
FileReport check_file(const std::string& file, const validate::InstalledVoices& voices,
                      const packs::Catalog* catalog, const std::vector<std::string>& assets,
                      bool in_text) {
  Document parsed = read_document(file);
  if (!parsed.ok()) {
    if (!in_text) {  // the text report prints them on stdout, in order, in its one form
      for (const Diagnostic& d : parsed.errors)
        report(d);
      for (const Diagnostic& d : parsed.warnings)
        report(d);
    }
    std::vector<Diagnostic> found = std::move(parsed.errors);
    found.insert(found.end(), parsed.warnings.begin(), parsed.warnings.end());
    return {file, validate::make_report(found), parsed.failure == json::ParseFailure::kUnreadable,
            !in_text};
  }
  const fs::path path = file == "-" ? fs::path() : fs::path(file);
  FileReport checked{file, validate::validate_document(parsed.value, path, file, voices)};
  // What reading it guessed or left out (a Fountain screenplay's), before what checking it found.
  checked.report.warnings.insert(checked.report.warnings.begin(), parsed.warnings.begin(),
                                 parsed.warnings.end());
  const validate::DocumentKind kind = validate::document_kind(parsed.value);
  if (kind == validate::DocumentKind::kPack) checked.pack = pack_key(parsed.value);
  if (catalog != nullptr &&
      (kind == validate::DocumentKind::kProgram || kind == validate::DocumentKind::kPack)) {
    // A pack the catalog lacks is a warning (another --packs may hold it); a prop no put brings
    // on is an error whatever the packs.
    for (Diagnostic& d : validate::check_pack_references(parsed.value, *catalog, file)) {
      (d.severity == Severity::kError ? checked.report.errors : checked.report.warnings)
          .push_back(std::move(d));
    }
  }
  // A set's shapes and props as render reads them (docs/STAGE.md): render refuses a cartoon on a
  // set that does not read.
  if (kind == validate::DocumentKind::kPack) {
    for (Diagnostic& d : render::check_background_document(parsed.value, file)) {
      (d.severity == Severity::kError ? checked.report.errors : checked.report.warnings)
          .push_back(std::move(d));
    }
  }
  // Its clips as render reads them: found, decoded, not too long (docs/ENCODING.md, "Clips").
  const std::vector<fs::path> folders = clip_folders(file, assets);
  encode::CartoonClips::load(parsed.value, folders, encode::kSpeechSampleRate, file, {},
                             checked.report.errors, catalog);
  // What the plan finds, when nothing above stops it: lines spoken off the stage, moves skipped.
  if (catalog != nullptr && checked.report.errors.empty() &&
      (kind == validate::DocumentKind::kProgram || kind == validate::DocumentKind::kPack)) {
    // A bare program was prepared by validating it (the report keeps it); a pack's is prepared
    // as its planner reads it.
    std::vector<Diagnostic> planned =
        checked.report.program
            ? produce::plan_diagnostics(checked.report.program, "", *catalog, file, folders)
            : produce::plan_diagnostics(parsed.value, *catalog, file, folders);
    for (Diagnostic& d : planned) {
      const bool said = std::ranges::any_of(checked.report.warnings, [&](const Diagnostic& w) {
        return w.code == d.code && w.path == d.path;
      });
      if (said) continue;  // the reading's own off-stage warning at this line
      (d.severity == Severity::kError ? checked.report.errors : checked.report.warnings)
          .push_back(std::move(d));
    }
  }
  add_positions(checked.report.errors);
  add_positions(checked.report.warnings);
  return checked;
}

// The voices render can speak; without espeak-ng's data, only the form of a voice is checked.
validate::InstalledVoices installed_voices() {
  const auto voices = encode::Voices::create();
  if (!voices.ok()) return {};
  return {voices.value().names(), voices.value().installed().variants};
}

void print_text(const FileReport& r) {
  if (r.reported) return;
  auto print = [](const Diagnostic& d, const char* severity) {
    std::cout << problem_text(d, severity) << "\n";
  };
  for (const Diagnostic& d : r.report.errors)
    print(d, "error");
  for (const Diagnostic& d : r.report.warnings)
    print(d, "warning");
}

void print_json(const FileReport& r, bool ok) {
  json::Object o;
  o.set("file", r.file);
  o.set("ok", ok);
  o.set("errors", diagnostics_json(r.report.errors));
  o.set("warnings", diagnostics_json(r.report.warnings));
  std::cout << json::write_compact(o) << "\n";
}

// GitHub's workflow commands: data escapes %, CR and LF; property values ':' and ',' too.
std::string escape_data(std::string_view text) {
  std::string out;
  for (char c : printable(text, Newlines::kKeep)) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else
      out += c;
  }
  return out;
}

std::string escape_property(std::string_view text) {
  std::string out;
  for (char c : escape_data(text)) {
    if (c == ':')
      out += "%3A";
    else if (c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

void print_github(const FileReport& r) {
  auto print = [](const Diagnostic& d, const char* command) {
    std::string properties = "file=" + escape_property(d.file);
    if (d.line > 0) {
      properties += ",line=" + std::to_string(d.line) + ",col=" + std::to_string(d.column);
    }
    const std::string title = "jabbertoon " + std::string(code_name(d.code));
    properties += ",title=" + escape_property(d.path.empty() ? title : title + " at " + d.path);
    std::string message = d.message + (d.hint.empty() ? "" : "\nhint: " + d.hint);
    std::cout << "::" << command << " " << properties << "::" << escape_data(message) << "\n";
  };
  for (const Diagnostic& d : r.report.errors)
    print(d, "error");
  for (const Diagnostic& d : r.report.warnings)
    print(d, "warning");
}

int run_validate(const Options& options) {
  const Format format = options.format == "json"     ? Format::kJson
                        : options.format == "github" ? Format::kGithub
                        : options.format == "junit"  ? Format::kJunit
                        : options.format == "sarif"  ? Format::kSarif
                                                     : Format::kText;
  std::vector<CheckedFile> checked;  // for the reports written whole at the end
  std::size_t failed = 0;
  int exit_code = kExitOk;
  const std::vector<std::string> files = expand_inputs(options.inputs, exit_code);
  const std::optional<packs::Catalog> catalog = load_packs_quietly(options.packs);
  std::size_t errors = 0, warnings = 0;
  const validate::InstalledVoices voices = installed_voices();
  std::map<std::pair<std::string, std::string>, std::string> pack_files;  // {id, version} -> file
  for (const std::string& file : files) {
    FileReport r = check_file(file, voices, catalog ? &*catalog : nullptr, options.assets,
                              format == Format::kText);
    if (r.pack) {  // two files of one id and version: as `pack index` refuses them
      auto [first, is_new] = pack_files.try_emplace(*r.pack, file);
      if (!is_new) {
        Diagnostic twin = packs::duplicate_pack(file, r.pack->first, r.pack->second, first->second);
        add_position(twin);
        r.report.errors.push_back(std::move(twin));
      }
    }
    const bool ok = r.report.ok() && !(options.strict && !r.report.warnings.empty());
    errors += r.report.errors.size();
    warnings += r.report.warnings.size();
    failed += ok ? 0 : 1;
    if (r.unreadable) {
      exit_code = kExitUsage;
    } else if (!ok) {
      exit_code = std::max<int>(exit_code, kExitInputErrors);
    }
    switch (format) {
      case Format::kText:
        print_text(r);
        break;
      case Format::kJson:
        print_json(r, ok);
        break;
      case Format::kGithub:
        print_github(r);
        break;
      case Format::kJunit:
      case Format::kSarif:
        checked.push_back({r.file, ok, r.report.errors, r.report.warnings});
        break;
    }
  }
  if (format == Format::kJunit) std::cout << junit_report(checked);
  if (format == Format::kSarif) std::cout << sarif_report(checked);
  if (format == Format::kJson) {  // the last line: the run's totals, apart from any file's
    json::Object summary;
    summary.set("files", static_cast<double>(files.size()));
    summary.set("failed", static_cast<double>(failed));
    summary.set("errors", static_cast<double>(errors));
    summary.set("warnings", static_cast<double>(warnings));
    summary.set("ok", failed == 0);
    json::Object line;
    line.set("summary", std::move(summary));
    std::cout << json::write_compact(line) << "\n";
  }
  if (format == Format::kText) {  // -q leaves it out
    std::cout.flush();            // the report first, then the summary, in a log of both streams
    spdlog::info("{} {} checked: {} {}, {} {}", files.size(), files.size() == 1 ? "file" : "files",
                 errors, errors == 1 ? "error" : "errors", warnings,
                 warnings == 1 ? "warning" : "warnings");
  }
  return exit_code;
}

}  // namespace

void add_validate_command(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<Options>();
  CLI::App* sub = app.add_subcommand("validate", "check programs, packs, characters and catalogs");
  sub->add_option("FILE", options->inputs,
                  "programs, packs, characters or catalogs; a directory checks every *.json "
                  "below it; - reads stdin")
      ->required();
  sub->add_option("--format", options->format,
                  "text (FILE:LINE:COL: error: message [code at /json/pointer]), json (one object "
                  "per file, JSON lines, then a summary line), github (workflow annotations), "
                  "junit (JUnit XML) or sarif (SARIF 2.1.0)")
      ->check(CLI::IsMember({"text", "json", "github", "junit", "sarif"}));
  sub->add_flag("--strict", options->strict, "warnings fail too (exit 1)");
  add_packs_option(*sub, options->packs);  // where the packs a `does` or a cast names are found
  sub->add_option("--assets", options->assets,
                  "DIR: a folder the clips (recorded lines) may be in, after each file's own "
                  "folder (repeatable)");
  sub->callback([options, &exit_code] { exit_code = run_validate(*options); });
}

}  // namespace jt::cmd
