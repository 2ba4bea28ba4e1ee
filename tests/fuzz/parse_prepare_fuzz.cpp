// libFuzzer target (docs/FUZZING.md): any bytes through everything jabbertoon does with a file it
// did not write: the JSON reader, validation, preparing the program it holds, and a short run of
// it (a behaviour on a character, or a scene or cartoon through the director and its plan).
// Hostile input must give diagnostics, never a crash, a sanitizer report or a hang.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/runtime/runtime.h"
#include "jt/validate/validate.h"

namespace {

// Small limits keep one input's work bounded: the reader's own defaults allow 64 MiB and 512
// levels, which would make the fuzzer slow, not find more.
constexpr jt::json::ParseLimits kLimits{.max_depth = 64, .max_document_bytes = 64 * 1024};
// Runtime seconds a run may reach: long enough for loops, lines and scene changes.
constexpr double kStepTimes[] = {0.05, 0.4, 1.0, 2.5};
constexpr double kMaxCartoonSeconds = 4;

void run_behaviour(std::shared_ptr<const jt::Program> program) {
  jt::rt::Runtime rt = jt::rt::create_runtime({.seed = 1});
  rt.add_character("A", {.legs = 4});
  if (!rt.start_behaviour("A", std::move(program), {.dur = 2}).instance) return;
  for (double t : kStepTimes) {
    rt.step_to(t);
    (void)jt::json::write_compact(jt::rt::pose_to_json(rt.pose("A")));
  }
}

void run_cartoon(std::shared_ptr<const jt::Program> program) {
  jt::rt::Runtime rt = jt::rt::create_runtime({.seed = 1, .max_duration = kMaxCartoonSeconds});
  if (!rt.start_cartoon(std::move(program)).ok) return;
  for (double t : kStepTimes) {
    rt.step_to(t);
    (void)jt::json::write_compact(jt::rt::frame_to_json(rt.frame()));
  }
  for (const jt::rt::TimelineRecord& record : rt.timeline()) {
    (void)jt::json::write_compact(jt::rt::record_to_json(record));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const jt::json::ParseResult parsed = jt::json::parse(text, kLimits);
  if (!parsed.ok()) return 0;
  (void)jt::json::write_compact(parsed.value);

  // An empty path: a catalog is checked as read from standard input, with no pack files.
  (void)jt::validate::validate_document(parsed.value, {}, "fuzz.json");

  const jt::PrepareResult prepared = jt::prepare_program(jt::program_of(parsed.value).program);
  if (!prepared.ok()) return 0;
  if (prepared.program->kind == jt::ProgramKind::kBehaviour) {
    run_behaviour(prepared.program);
  } else {
    run_cartoon(prepared.program);
  }
  return 0;
}
