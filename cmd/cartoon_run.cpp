#include "cartoon_run.h"

#include <algorithm>

#include "catalog_input.h"
#include "exit_code.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {

void add_cartoon_options(CLI::App& sub, CartoonOptions& o) {
  sub.add_option("--fps", o.fps, "frames per second: the plan steps on these frames (default 24)")
      ->check(CLI::PositiveNumber);
  sub.add_option("--param", o.params, "NAME=VALUE: a param of the cartoon (repeatable)");
  sub.add_option("--seed", o.seed, "the seed of `random` (default 0)");
  sub.add_option("--speech", o.speech,
                 "how long lines take: estimate (the spec's estimate) or tts (the voices)")
      ->check(CLI::IsMember({"estimate", "tts"}));
  add_packs_option(sub, o.packs);
}

std::unique_ptr<CartoonRun> start_cartoon(std::shared_ptr<const Program> program,
                                          const CartoonOptions& o, int& exit_code) {
  if (o.speech == "tts") {
    report_error("--speech tts is not available yet: the voices come with the video renderer; "
                 "use --speech estimate");
    exit_code = kExitUsage;
    return nullptr;
  }
  std::map<std::string, double> params;
  if (!parse_params(o.params, params)) {
    exit_code = kExitUsage;
    return nullptr;
  }
  auto run = std::make_unique<CartoonRun>();
  if (auto catalog = load_packs(o.packs, exit_code)) run->catalog = std::move(*catalog);
  if (exit_code == kExitUsage) return nullptr;
  run->runtime = rt::create_runtime({.seed = o.seed, .packs = pack_lookup(run->catalog),
                                     .fps = o.fps});
  rt::CartoonStart started = run->runtime.start_cartoon(std::move(program), params);
  if (!started.ok) {
    report_error("the cartoon cannot start: " + started.error);
    exit_code = std::max(exit_code, static_cast<int>(kExitInputErrors));
    return nullptr;
  }
  return run;
}

}  // namespace jt::cmd
