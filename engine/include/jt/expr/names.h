// Where a formula's names live beyond the built-ins (spec §5: built-ins, then params, then vars,
// then the page's globals). Params and vars are known when a program is prepared, so a formula
// compiles them to slot indices and never looks them up by name again; page globals are set by
// the page at run time, so they are read by name when the formula runs.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace jt::expr {

// Compile time: the slot of a param or var name (an index into Context::slots), or nothing when
// the name is neither here (it is then a page global).
class Resolver {
 public:
  virtual std::optional<std::uint32_t> slot_of(std::string_view name) const = 0;

 protected:
  ~Resolver() = default;
};

// The usual resolver: params take slots 0..P-1 in the order given, vars P..P+V-1; a name that is
// both is the param (params come first in the lookup order). Names are compared as plain strings,
// so "constructor" or "__proto__" is a name like any other. A table of the first k params gives
// them the same slots as the full table, for compiling a param default that may use only the
// params declared before it: such a table grows by `append`, one param after another. A name is
// found through a hash index, so a program of many params compiles in time linear in their count.
class SlotTable final : public Resolver {
 public:
  SlotTable() = default;
  SlotTable(std::vector<std::string> params, std::vector<std::string> vars);

  // Gives `name` the next slot (a name already here keeps resolving to its first slot).
  void append(std::string name);

  std::optional<std::uint32_t> slot_of(std::string_view name) const override;
  std::uint32_t size() const { return static_cast<std::uint32_t>(names_.size()); }
  // Every name in slot order, for suggestions.
  const std::vector<std::string>& names() const { return names_; }

 private:
  struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view name) const {
      return std::hash<std::string_view>()(name);
    }
  };

  std::vector<std::string> names_;  // params, then vars: a name's index is its slot
  std::unordered_map<std::string, std::uint32_t, NameHash, std::equal_to<>> first_slot_;
};

// Run time: the page's globals (`rt.vars`), or nothing when the page has no such name.
class Globals {
 public:
  virtual std::optional<double> find(std::string_view name) const = 0;

 protected:
  ~Globals() = default;
};

}  // namespace jt::expr
