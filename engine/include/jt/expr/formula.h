// A formula (spec §5): the text after a value's leading '=', compiled once into a flat postfix
// program and evaluated many times (every frame, for live values) without allocating.
//
//   SlotTable names({"t_in"}, {});
//   CompileResult compiled = compile("pi/max(t_in, 0.1)", names);
//   const Formula& f = std::get<Formula>(compiled);   // or report std::get<CompileError>
//   Prng prng(seed);
//   EvalResult r = f.evaluate({.tau = 0.5, .slots = values, .prng = prng});
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jt/expr/names.h"
#include "jt/expr/prng.h"

namespace jt::expr {

// What a formula reads when it runs: the built-in names' values, the param and var values at the
// slots the Resolver gave at compile time, the page's globals, and the runtime's random source.
struct Context {
  double tau = 0.0;                  // behaviour time, s
  double local = 0.0;                // the motion's own time, s
  double t = 0.0;                    // runtime time, s
  double dur = 0.0;                  // the behaviour's duration, s
  double loud = 0.0;                 // voice level, 0..1
  double talking = 0.0;              // 1 while the character speaks a line, else 0
  std::span<const double> slots{};   // param and var values, indexed by slot
  const Globals* globals = nullptr;  // null when the page has none
  Prng& prng;                        // each evaluation of `random` draws from it
};

// Why an evaluation failed. Small and allocation-free: the name views the formula's own storage,
// so it is valid while that formula lives and is not moved from.
struct EvalError {
  enum class Kind : std::uint8_t {
    kNone,
    kUnknownName,  // a name that is no built-in, param or var, and not a page global either
    kMissingSlots  // the context gives fewer slots than the formula was compiled for (a caller bug)
  };
  Kind kind = Kind::kNone;
  // kUnknownName: the name, a view of the formula's own names (valid while the Formula lives).
  std::string_view name{};

  // "unknown name "speed": not a built-in, a param, a var or a page global".
  std::string message() const;
};

struct EvalResult {
  double value = 0.0;  // meaningful when ok()
  EvalError error{};
  bool ok() const { return error.kind == EvalError::Kind::kNone; }
};

// A formula that does not compile: where and why.
struct CompileError {
  std::size_t offset = 0;  // in bytes into the formula text (the text after '=')
  std::string message;     // "expected ')' to close '(' at 4, got end of formula"

  friend bool operator==(const CompileError&, const CompileError&) = default;
};

struct Instruction;  // one step of the compiled program (engine/src/expr/instruction.h)
class Formula;
using CompileResult = std::variant<Formula, CompileError>;

// Compiles the text after '='. Names resolve at compile time, in the spec's order: built-ins,
// then `resolver` (params, then vars), and what is left becomes a page-global lookup.
CompileResult compile(std::string_view text, const Resolver& resolver);

class Formula {
 public:
  Formula(const Formula&);
  Formula(Formula&&) noexcept;
  Formula& operator=(const Formula&);
  Formula& operator=(Formula&&) noexcept;
  ~Formula();

  // The text as written (after '='), for printing formulas as the user wrote them.
  const std::string& source() const { return source_; }
  // The names left to the page's globals, in order of first use, each once; validation warns
  // about these. Names in branches that can never run (`0 && x`) are listed too.
  const std::vector<std::string>& free_names() const { return free_names_; }
  // The functions called, in order of first use, each once.
  const std::vector<std::string>& functions() const { return functions_; }
  // Whether running it may draw from the random source (a `random` that can run).
  bool draws_random() const { return draws_random_; }
  // Whether running it may read `loud` or `talking`.
  bool reads_inputs() const { return reads_inputs_; }
  // The number of slots the context must give: one past the highest slot it reads.
  std::uint32_t slot_count() const { return slot_count_; }

  EvalResult evaluate(const Context& context) const;

 private:
  Formula();
  friend CompileResult compile(std::string_view text, const Resolver& resolver);

  std::string source_;
  std::vector<Instruction> code_;
  std::vector<std::string> free_names_;  // a page-global instruction's index points here
  std::vector<std::string> functions_;
  std::uint32_t slot_count_ = 0;
  bool draws_random_ = false;
  bool reads_inputs_ = false;
};

}  // namespace jt::expr
