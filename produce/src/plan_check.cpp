#include "jt/produce/plan_check.h"

#include "jt/diagnostic_codes.h"
#include "jt/produce/cartoon_run.h"
#include "jt/program/program_of.h"
#include "jt/render/cast_art.h"

namespace jt::produce {
namespace {

// Keeps a start's failure; everything else the start says, reading the file has said already.
class PlanReporter final : public QuietReporter {
 public:
  std::vector<std::string> errors;

  void error(std::string_view message) override { errors.emplace_back(message); }
};

// A runtime warning, "POINTER: message", as a diagnostic at that pointer in the file; nothing for
// the warnings reading the file gives too (a move that is no pack, a param it lacks).
std::optional<Diagnostic> plan_warning(const std::string& warning, const std::string& pointer,
                                       const std::string& file) {
  const std::size_t colon = warning.find(": ");
  if (warning.empty() || warning.front() != '/' || colon == std::string::npos) return std::nullopt;
  const std::string path = pointer + warning.substr(0, colon);
  const std::string message = warning.substr(colon + 2);
  constexpr std::string_view kOffStage = " speaks while off the stage";
  if (const std::size_t at = message.find(kOffStage); at != std::string::npos) {
    return Diagnostic{.severity = Severity::kWarning,
                      .code = Code::kOffStage,
                      .file = file,
                      .path = path,
                      .message = message.substr(0, message.find(':', at)) +
                                 " (as the plan times the lines, with estimated lengths)",
                      .hint =
                          "enter or place it before its line; an off-screen voice is meant "
                          "to be heard, not seen"};
  }
  if (message.ends_with(" (skipped)")) {
    return Diagnostic{
        .severity = Severity::kWarning,
        .code = Code::kPlanFailed,
        .file = file,
        .path = path,
        .message = "the plan skips this move: " +
                   message.substr(0, message.size() - std::string_view(" (skipped)").size()),
        .hint = "render would skip it too: give the move what it needs"};
  }
  return std::nullopt;
}

}  // namespace

std::vector<Diagnostic> plan_diagnostics(const json::Value& document, const packs::Catalog& catalog,
                                         const std::string& file,
                                         const std::vector<std::filesystem::path>& clip_folders) {
  ProgramInFile in_file = program_of(document);
  PrepareResult prepared = prepare_program(std::move(in_file.program), file);
  if (!prepared.ok()) return {};
  return plan_diagnostics(std::move(prepared.program), in_file.pointer, catalog, file,
                          clip_folders);
}

std::vector<Diagnostic> plan_diagnostics(std::shared_ptr<const Program> program,
                                         const std::string& pointer, const packs::Catalog& catalog,
                                         const std::string& file,
                                         const std::vector<std::filesystem::path>& clip_folders) {
  std::vector<Diagnostic> found;
  if (program == nullptr || program->kind == ProgramKind::kBehaviour) return found;
  PlanReporter reporter;
  Outcome outcome = Outcome::kDone;
  const std::shared_ptr<const Program> planned = program;
  const auto run =
      start_cartoon(std::move(program), catalog, {.tts = false, .clip_folders = clip_folders}, "",
                    reporter, outcome);
  if (!run) {
    if (outcome == Outcome::kInputErrors && !reporter.errors.empty()) {
      found.push_back(Diagnostic{.severity = Severity::kError,
                                 .code = Code::kPlanFailed,
                                 .file = file,
                                 .path = pointer,
                                 .message = reporter.errors.front(),
                                 .hint = "`jabbertoon plan` says the same; render refuses it"});
    }
    return found;
  }
  for (const std::string& w : run->runtime.warnings()) {
    if (auto d = plan_warning(w, pointer, file)) found.push_back(std::move(*d));
  }
  // The sets its scenes stand on, as render reads them before drawing (it refuses one that does
  // not read).
  for (Diagnostic& d : render::check_backgrounds(*planned, run->runtime.timeline(), run->catalog)) {
    found.push_back(std::move(d));
  }
  return found;
}

}  // namespace jt::produce
