// What `plan`, `pose` and `render` share for a scene or a cartoon: the options that decide its
// timing (fps, params, seed, speech, packs) and starting it on a runtime.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli_fwd.h"

#include "jt/produce/cartoon_run.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::cmd {

struct CartoonOptions {
  double fps = 24;
  std::vector<std::string> params;  // NAME=VALUE
  double seed = 0;
  // tts: the lines' lengths from the voices the renderer speaks them with, so a plan predicts its
  // video; estimate: the spec's estimate (§7.4), and no voices.
  std::string speech = "tts";
  std::vector<std::string> packs;  // --packs DIR
  // auto: the director shoots scenes without camera blocks; fixed: the wide shot always; empty:
  // as the file says (its "camera" field), docs/CAMERA.md.
  std::string camera;
  std::vector<std::string> assets;  // --assets DIR: where clips are found after the file's folder
};

void add_cartoon_options(CLI::App& sub, CartoonOptions& options);

// Where a cartoon read from `file` finds its clips: its own folder (none for stdin), then each
// --assets folder.
std::vector<std::filesystem::path> clip_folders(const std::string& file,
                                                const std::vector<std::string>& assets);

using produce::cartoon_faces;
using produce::CartoonRun;

// Starts `program` (a scene or a cartoon, read from `file`) as the options say, its creature
// packs read from the catalog; reports why it cannot and sets `exit_code` when it returns null.
std::unique_ptr<CartoonRun> start_cartoon(std::shared_ptr<const Program> program,
                                          const CartoonOptions& options, int& exit_code,
                                          const std::string& file = {});

// After the mouths were found (cartoon_faces, line_cues): the voices' warnings from the
// `already_said`th on (those met since start_cartoon reported the others), and under -v how each
// recorded line's mouth was found.
void report_mouths(const CartoonRun& run, std::size_t already_said, const std::string& file);

// Reports each of `found` (what reading a cartoon's packs met); true when none is an error.
bool report_all(const std::vector<Diagnostic>& found);

// The sets (background packs) the scenes of `run`, started from `program`, stand on, read as
// render reads them before drawing (render::check_backgrounds): reports each problem; false when
// one is an error, where render, plan and bench stop (exit 1) before printing or drawing anything.
bool report_sets(const Program& program, const CartoonRun& run);

// Reports the formulas that failed while `runtime` ran (each with its block in `file`); returns
// the exit code with them: `code`, or 1 when there were any.
int report_run_errors(const rt::Runtime& runtime, const std::string& file, int code);

}  // namespace jt::cmd
