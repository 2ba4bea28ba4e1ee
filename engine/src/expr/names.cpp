#include "jt/expr/names.h"

namespace jt::expr {

SlotTable::SlotTable(std::vector<std::string> params, std::vector<std::string> vars) {
  names_.reserve(params.size() + vars.size());
  first_slot_.reserve(params.size() + vars.size());
  for (std::string& name : params)
    append(std::move(name));
  for (std::string& name : vars)
    append(std::move(name));
}

void SlotTable::append(std::string name) {
  first_slot_.try_emplace(name, static_cast<std::uint32_t>(names_.size()));
  names_.push_back(std::move(name));
}

// The first slot of a name: a name that is both a param and a var is the param.
std::optional<std::uint32_t> SlotTable::slot_of(std::string_view name) const {
  auto it = first_slot_.find(name);
  if (it == first_slot_.end()) return std::nullopt;
  return it->second;
}

}  // namespace jt::expr
