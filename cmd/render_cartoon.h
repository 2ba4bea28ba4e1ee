// Rendering a scene or a cartoon (issue "A cartoon to a voiced video"): planned with the voices,
// stepped frame by frame, drawn on its stage, encoded with its soundtrack; or one still.
#pragma once

#include <memory>
#include <string>

#include "jt/json/value.h"
#include "jt/program/program.h"
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

// The settings that decide a render's pictures and sound (size, fps, quality, crf, speech, audio,
// transparent, captions, seed, params, from, to): in its manifest and its segments' keys.
json::Object render_settings(const RenderOptions& options);

}  // namespace jt::cmd
