// Rendering a scene or a cartoon (issue "A cartoon to a voiced video"): planned with the voices,
// stepped frame by frame, drawn on its stage, encoded with its soundtrack; or one still.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "jt/creature/pose.h"
#include "jt/json/value.h"
#include "jt/program/program.h"
#include "jt/render/canvas.h"
#include "jt/render/creature_art.h"
#include "render_options.h"

namespace jt::cmd {

// Renders `program` (read from `file`) to `output` as the options say; returns the exit code.
int render_cartoon(const RenderOptions& options, const std::string& file,
                   std::shared_ptr<const Program> program, const std::string& output);

// Renders a move (a behaviour) on one character centred on a plain stage: a still or a video.
int render_move(const RenderOptions& options, const std::string& file,
                std::shared_ptr<const Program> move, const std::string& output);

// Renders a creature (a descriptor or a creature pack) crawling across a plain stage: a still or a
// video of --to seconds (5 by default).
int render_creature(const RenderOptions& options, const std::string& file,
                    const std::string& output);

// What a lone creature is drawn with: its art in the options' style, the view that holds its
// whole crawl (docs/CREATURES.md "Drawing"), where it starts.
struct CreatureStage {
  std::shared_ptr<const creature::Model> model;
  render::CreatureArt art;
  render::CreatureView view;
  creature::Vec start;
};
CreatureStage creature_stage(std::shared_ptr<const creature::Model> model,
                             const RenderOptions& options, const creature::Controls& controls,
                             std::uint32_t seed);

// The creature in `pose` on its stage: the plain stage, a flat colour, or nothing (transparent).
void draw_creature_stage(render::Canvas& canvas, const CreatureStage& stage,
                         const creature::CreaturePose& pose,
                         const std::optional<render::Background>& flat, bool transparent);

// The settings that decide a render's pictures and sound (size, fps, quality, crf, speech, audio,
// transparent, captions, seed, params, from, to): in its manifest and its segments' keys.
json::Object render_settings(const RenderOptions& options);

}  // namespace jt::cmd
