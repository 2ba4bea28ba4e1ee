#include "posed_subject.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>

#include "command_reporter.h"
#include "creature_input.h"
#include "exit_code.h"
#include "finite_option.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

// The original's limit on a caller's coordinates (MAX_WORLD_COORDINATE).
constexpr double kMaxWorldCoordinate = 1e9;

// `X,Y`: two finite numbers within ±1e9 (world px).
std::optional<creature::Vec> parse_position(const std::string& text) {
  const std::size_t comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  double xy[2] = {0, 0};
  const std::string parts[2] = {text.substr(0, comma), text.substr(comma + 1)};
  for (int i = 0; i < 2; ++i) {
    const char* begin = parts[i].data();
    const char* end = begin + parts[i].size();
    const auto [stop, error] = std::from_chars(begin, end, xy[i]);
    if (error != std::errc() || stop != end || !std::isfinite(xy[i]) ||
        std::abs(xy[i]) > kMaxWorldCoordinate) {
      return std::nullopt;
    }
  }
  return creature::Vec{xy[0], xy[1]};
}

}  // namespace

SubjectSource load_subject(const std::string& file, int& code) {
  SubjectSource source;
  if (is_creature_file(file)) {
    source.creature = load_creature(file, code);
  } else {
    source.program = load_program(file, code);
  }
  return source;
}

void add_creature_options(CLI::App& sub, SubjectOptions& o) {
  sub.add_option_function<std::string>(
         "--position", [&o](const std::string& text) { o.position = parse_position(text); },
         "a creature's head at the start, X,Y in world px (default 0,0)")
      ->check(CLI::Validator(
          [](std::string& text) -> std::string {
            return parse_position(text) ? std::string()
                                        : "expected X,Y, two finite numbers within ±1e9 (as in "
                                          "--position 200,150), got \"" +
                                              text + "\"";
          },
          "X,Y"));
  sub.add_option("--phase", o.phase, "a creature's gait phase at the start, in radians (default 0)")
      ->check(finite_between(-1e6, 1e6));
  sub.add_option("--throttle", o.inputs.steering.throttle,
                 "a creature's throttle, 0 to 1 (default 1)")
      ->check(finite_between(0, 1));
  sub.add_option("--heading", o.inputs.steering.heading,
                 "a creature's heading in degrees: 0 toward +x, 90 toward +y (default 0)")
      ->check(finite_between(-1e6, 1e6));
}

std::optional<Subject> start_subject(const std::string& file, const SubjectSource& source,
                                     const SubjectOptions& o, int& code) {
  if (source.creature) {
    Subject subject =
        Subject::of_creature(source.creature, {.position = o.position.value_or(creature::Vec{0, 0}),
                                               .phase = o.phase,
                                               .seed = o.cartoon.seed,
                                               .steering = o.inputs.steering});
    subject.schedule_steering(o.steering_at);
    return subject;
  }
  const std::shared_ptr<const Program>& program = source.program;
  if (program->kind != ProgramKind::kBehaviour) {
    std::unique_ptr<CartoonRun> run = start_cartoon(program, o.cartoon, code, file);
    if (!run) return std::nullopt;
    return Subject::of_cartoon(std::move(run), o.cartoon.seed);
  }
  produce::BehaviourSettings settings{.fps = o.cartoon.fps,
                                      .seed = o.cartoon.seed,
                                      .dur = o.dur,
                                      .legs = o.legs,
                                      .inputs = o.inputs.character};
  if (!parse_params(o.cartoon.params, settings.params)) {
    code = kExitUsage;
    return std::nullopt;
  }
  warn_undeclared_params(*program, settings.params, file);
  for (const auto& [name, value] : o.params)
    settings.params[name] = value;
  CommandReporter reporter(ProgressMode::kNone, {});
  std::optional<Subject> subject = Subject::of_behaviour(file, program, settings, reporter);
  if (!subject) code = kExitInputErrors;
  return subject;
}

produce::StartSubject script_starter(const std::string& file, const SubjectSource& source,
                                     const SubjectOptions& options, int& code) {
  return [&file, &source, &options, &code](const produce::SubjectStart& asked) {
    SubjectOptions started = options;
    for (const auto& [name, value] : asked.params)
      started.params[name] = value;
    started.inputs = asked.inputs;
    if (asked.seed) started.cartoon.seed = *asked.seed;
    return start_subject(file, source, started, code);
  };
}

}  // namespace jt::cmd
