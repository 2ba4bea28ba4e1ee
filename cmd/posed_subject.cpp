#include "posed_subject.h"

#include "command_reporter.h"
#include "exit_code.h"
#include "program_input.h"

namespace jt::cmd {

std::optional<Subject> start_subject(const std::string& file,
                                     std::shared_ptr<const Program> program,
                                     const SubjectOptions& o, int& code) {
  if (program->kind != ProgramKind::kBehaviour) {
    std::unique_ptr<CartoonRun> run = start_cartoon(program, o.cartoon, code, file);
    if (!run) return std::nullopt;
    return Subject::of_cartoon(std::move(run), o.cartoon.seed);
  }
  produce::BehaviourSettings settings{.fps = o.cartoon.fps,
                                      .seed = o.cartoon.seed,
                                      .dur = o.dur,
                                      .legs = o.legs,
                                      .inputs = o.inputs};
  if (!parse_params(o.cartoon.params, settings.params)) {
    code = kExitUsage;
    return std::nullopt;
  }
  warn_undeclared_params(*program, settings.params, file);
  for (const auto& [name, value] : o.params)
    settings.params[name] = value;
  CommandReporter reporter(ProgressMode::kNone, {});
  std::optional<Subject> subject =
      Subject::of_behaviour(file, std::move(program), settings, reporter);
  if (!subject) code = kExitInputErrors;
  return subject;
}

}  // namespace jt::cmd
