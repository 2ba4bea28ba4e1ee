#include "project_settings.h"

#include <spdlog/spdlog.h>

#include <filesystem>
#include <optional>

#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/printable.h"
#include "jt/produce/project_file.h"
#include "log.h"
#include "source_text.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

// A project file holds a few dozen settings: a megabyte is plenty, and bounds what is read.
constexpr std::size_t kMostProjectBytes = std::size_t{1} << 20;

std::string same_file_key(const std::string& file) {
  std::error_code ignored;
  const fs::path canonical = fs::weakly_canonical(file, ignored);
  return canonical.empty() ? file : canonical.string();
}

// The project file the inputs share: --project's, none with --no-project, else the one beside
// them. Inputs in folders with different project files (or some with one and some without) are
// refused: which settings a video got would depend on the order of a batch.
std::optional<std::string> find_project_file(const ProjectChoice& choice,
                                             const std::vector<std::string>& inputs, int& code) {
  if (!choice.project.empty()) return choice.project;
  if (choice.no_project || inputs.empty()) return std::string();
  const std::optional<std::string> first = produce::project_file_beside(inputs.front());
  for (const std::string& input : inputs) {
    const std::optional<std::string> beside = produce::project_file_beside(input);
    if (beside.has_value() != first.has_value() ||
        (beside && same_file_key(*beside) != same_file_key(*first))) {
      report_error(printable(inputs.front()) + " and " + printable(input) +
                   " are in folders with different project files (" +
                   printable(first.value_or("none")) + ", " + printable(beside.value_or("none")) +
                   "): render them apart, or choose one with --project FILE or none with "
                   "--no-project");
      code = kExitUsage;
      return std::nullopt;
    }
  }
  return first.value_or(std::string());
}

std::optional<produce::ProjectFile> read_project(const std::string& file, int& code) {
  produce::ProjectFile project;
  if (file.empty()) return project;
  json::ParseResult parsed = json::parse_file(file, {.max_document_bytes = kMostProjectBytes});
  if (!parsed.ok()) {
    report(*parsed.error);
    code = parsed.failure == json::ParseFailure::kUnreadable ? kExitUsage : kExitInputErrors;
    return std::nullopt;
  }
  std::vector<Diagnostic> problems;
  project = produce::read_project_file(parsed.value, file, problems);
  remember_source(file, std::move(parsed.text));
  for (const Diagnostic& d : problems)
    report(d);
  if (!problems.empty()) {
    code = kExitInputErrors;
    return std::nullopt;
  }
  return project;
}

// One option's value from the project through the option's own checks (as if typed).
bool give_option(CLI::App& sub, const produce::ProjectSetting& s, const std::string& file,
                 const std::string& preset) {
  CLI::Option* option = sub.get_option_no_throw("--" + s.option);
  std::string problem;
  if (option == nullptr) {
    problem = "render has no option --" + s.option;
  } else {
    try {
      option->add_result(s.value);
      option->run_callback();
      return true;
    } catch (const CLI::Error& e) {
      problem = e.what();
    }
  }
  const std::string what = "--" + s.option + " \"" + printable(s.value) + "\": " + problem;
  if (s.pointer.empty()) {  // a shipped preset's: a mistake of ours, said as such
    report_error("--preset " + preset + ": " + what);
  } else {
    report({.severity = Severity::kError,
            .code = Code::kBadValue,
            .file = file,
            .path = s.pointer,
            .message = what,
            .hint = "as the option takes it on the command line (docs/CLI.md \"render\")"});
  }
  return false;
}

}  // namespace

void add_project_options(CLI::App& sub, ProjectChoice& choice) {
  sub.add_option("--preset", choice.preset,
                 "NAME: a preset's settings under the command line's: the project file's own or "
                 "a shipped one: youtube, shorts, square, preview, broadcast (docs/PROJECT.md)");
  CLI::Option* project = sub.add_option(
      "--project", choice.project,
      "FILE: the project file whose settings apply (default: jabbertoon.json beside the inputs)");
  sub.add_flag("--no-project", choice.no_project, "ignore the jabbertoon.json beside the inputs")
      ->excludes(project);
}

int apply_project_settings(CLI::App& sub, const ProjectChoice& choice,
                           const std::vector<std::string>& inputs) {
  int code = kExitOk;
  const std::optional<std::string> file = find_project_file(choice, inputs, code);
  if (!file) return code;
  const std::optional<produce::ProjectFile> project = read_project(*file, code);
  if (!project) return code;
  Diagnostic unknown_preset{.code = Code::kUnknownName};
  const auto settings = produce::render_settings(*project, choice.preset, unknown_preset);
  if (!settings) {
    report(unknown_preset);
    return kExitUsage;
  }
  std::string applied;
  for (const produce::ProjectSetting& s : *settings) {
    const CLI::Option* option = sub.get_option_no_throw("--" + s.option);
    if (option != nullptr && option->count() > 0) continue;  // the command line wins
    if (!give_option(sub, s, *file, choice.preset)) return kExitUsage;
    applied += (applied.empty() ? "" : ", ") + s.option + " " + printable(s.value);
  }
  if (!applied.empty()) {
    const std::string from = file->empty() ? "" : "from " + printable(*file);
    const std::string preset = choice.preset.empty() ? "" : "--preset " + printable(choice.preset);
    spdlog::info("settings {}{}{}: {}", from, from.empty() || preset.empty() ? "" : " and ", preset,
                 applied);
  }
  return kExitOk;
}

}  // namespace jt::cmd
