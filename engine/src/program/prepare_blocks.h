// Preparing primitive blocks from JSON (the program's scripts, after desugaring).
#pragma once

#include <optional>
#include <string>

#include "jt/program/block.h"
#include "prepare_context.h"

namespace jt::prepare {

// Errors go to the context; a block with errors is still returned where it can be, so that one
// pass reports every problem.
std::optional<Block> prepare_block(Context& cx, const json::Value& json, const std::string& path);
BlockList prepare_block_list(Context& cx, const json::Value& json, const std::string& path);

}  // namespace jt::prepare
