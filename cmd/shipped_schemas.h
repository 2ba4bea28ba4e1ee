// The JSON Schemas of schemas/ (docs/SCHEMAS.md), built into the command: `jabbertoon schema`.
#pragma once

#include <string_view>
#include <vector>

namespace jt::cmd {

struct ShippedSchema {
  std::string_view name;  // "program", from schemas/program.schema.json
  std::string_view text;  // the file as it is
};

// In name order.
const std::vector<ShippedSchema>& shipped_schemas();

}  // namespace jt::cmd
