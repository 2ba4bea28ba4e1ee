// `render` with several inputs: each rendered in a child process (espeak-ng keeps state between
// lines within a process, so a cartoon's voices would otherwise depend on the cartoons before
// it), every overwrite question asked before the first, a summary line after the last.
#pragma once

#include <functional>
#include <string>

#include "render_options.h"

namespace jt::cmd {

// Renders one input with the options given; returns its exit code.
using RenderInput = std::function<int(const RenderOptions&, const std::string& file)>;
// The output file an input renders to.
using OutputOf = std::function<std::string(const RenderOptions&, const std::string& file)>;

// --skip-existing: whether `output` exists, so that `input` is skipped (said when it is).
bool skipped_as_existing(const std::string& input, const std::string& output);

// The exit code of the worst input, or kExitInterrupted when Ctrl-C stopped the batch.
int render_batch(const RenderOptions& o, const RenderInput& render_one, const OutputOf& output_for);

}  // namespace jt::cmd
