#include "jt/expr/names.h"

#include <algorithm>
#include <iterator>

namespace jt::expr {

SlotTable::SlotTable(std::vector<std::string> params, std::vector<std::string> vars)
    : names_(std::move(params)) {
  std::move(vars.begin(), vars.end(), std::back_inserter(names_));
}

// A linear search: it runs once per name at compile time, and the first match is the param.
std::optional<std::uint32_t> SlotTable::slot_of(std::string_view name) const {
  auto it = std::find(names_.begin(), names_.end(), name);
  if (it == names_.end()) return std::nullopt;
  return static_cast<std::uint32_t>(it - names_.begin());
}

}  // namespace jt::expr
