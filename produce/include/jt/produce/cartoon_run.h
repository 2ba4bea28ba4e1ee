// A scene or a cartoon started on its own runtime, as `plan`, `pose` and `render` run one: its
// cast's creatures read, its lines measured by the voices that will speak them (or by the spec's
// estimate), its `does` resolved through a catalog of packs.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "jt/encode/cartoon_clips.h"
#include "jt/encode/soundtrack.h"
#include "jt/encode/spoken_lines.h"
#include "jt/lipsync/face_clock.h"
#include "jt/packs/catalog.h"
#include "jt/produce/reporter.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::produce {

// What decides a cartoon's timing.
struct CartoonSettings {
  double fps = 24;
  std::map<std::string, double> params;  // checked against nothing here: any name
  double seed = 0;
  // The lines' lengths from the voices the renderer speaks them with, so a plan predicts its
  // video; false: the spec's estimate (§7.4), and no voices.
  bool tts = true;
  // How it is shot (docs/CAMERA.md): as the file says, by the director, or the wide shot.
  rt::CameraMode camera = rt::CameraMode::kAsWritten;
  // Polled while planning and stepping (kept by the runtime, so it must outlive the run): true
  // stops a long plan (Ctrl-C).
  std::function<bool()> interrupted;
  // Where the cartoon's clips are found, in order (the cartoon's own folder, then --assets):
  // jt/encode/clip_file.h. A clip in none of them stops the start.
  std::vector<std::filesystem::path> clip_folders;
};

// The catalog its `does` resolve through and, with tts, the spoken lines its plan measured
// (declared first: the runtime's speech provider refers to them).
struct CartoonRun {
  packs::Catalog catalog;
  encode::CartoonClips clips;                  // its recorded lines, decoded
  std::unique_ptr<encode::SpokenLines> lines;  // null without tts
  rt::Runtime runtime{rt::RuntimeOptions{}};
};

// Starts `program` (read from `file`, for messages) at time 0. Null when it cannot, with why
// reported and `outcome` set (kInputErrors: the cartoon's own errors, its creature packs and
// clips included; kFailed: the voices cannot start; kInterrupted). Warnings (the voices') reported.
std::unique_ptr<CartoonRun> start_cartoon(std::shared_ptr<const Program> program,
                                          packs::Catalog catalog, const CartoonSettings& settings,
                                          const std::string& file, Reporter& reporter,
                                          Outcome& outcome);

// The faces of the cartoon's frames (docs/SHAPES.md §2.2): with `sound` (its voices, heard), the
// mouths follow each speaker's phonemes and loudness; without, they flap while talking. Blinks
// from the seed. `sound` must outlive the clock.
lipsync::FaceClock cartoon_faces(CartoonRun& run, double seed, const encode::Soundtrack* sound);

}  // namespace jt::produce
