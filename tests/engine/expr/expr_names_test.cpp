// Names (spec §5): built-ins, then params, then vars, then the page's globals; names are data;
// there is no `dt`; an unknown name is an error when the formula runs, not when it compiles.
#include <gtest/gtest.h>

#include <numbers>

#include "expr_test_support.h"

namespace jt::expr {
namespace {

using test::compiled;
using test::kNaN;
using test::MapGlobals;
using test::value_in;

TEST(ExprNames, BuiltinsReadTheContext) {
  Prng prng(0);
  Context context{
      .tau = 1.5, .local = 0.25, .t = 7, .dur = 4, .loud = 0.75, .talking = 1, .prng = prng};
  EXPECT_EQ(value_in(compiled("tau"), context), 1.5);
  EXPECT_EQ(value_in(compiled("local"), context), 0.25);
  EXPECT_EQ(value_in(compiled("t"), context), 7.0);
  EXPECT_EQ(value_in(compiled("dur"), context), 4.0);
  EXPECT_EQ(value_in(compiled("loud"), context), 0.75);
  EXPECT_EQ(value_in(compiled("talking"), context), 1.0);
  EXPECT_EQ(value_in(compiled("pi"), context), 3.141592653589793);  // Math.PI
  EXPECT_EQ(value_in(compiled("e"), context), 2.718281828459045);   // Math.E
}

TEST(ExprNames, BuiltinsShadowParamsAndVars) {
  SlotTable names({"pi", "tau", "e", "t", "random", "loud"}, {"dur", "local", "talking"});
  const double slots[] = {10, 11, 12, 13, 14, 15, 16, 17, 18};
  Prng prng(42);
  Context context{.tau = 0.5,
                  .local = 0.25,
                  .t = 3,
                  .dur = 2,
                  .loud = 0.125,
                  .talking = 1,
                  .slots = slots,
                  .prng = prng};
  EXPECT_EQ(value_in(compiled("pi", names), context), std::numbers::pi);
  EXPECT_EQ(value_in(compiled("e", names), context), std::numbers::e);
  EXPECT_EQ(value_in(compiled("tau", names), context), 0.5);
  EXPECT_EQ(value_in(compiled("t", names), context), 3.0);
  EXPECT_EQ(value_in(compiled("loud", names), context), 0.125);
  EXPECT_EQ(value_in(compiled("dur", names), context), 2.0);
  EXPECT_EQ(value_in(compiled("local", names), context), 0.25);
  EXPECT_EQ(value_in(compiled("talking", names), context), 1.0);
  EXPECT_EQ(value_in(compiled("random", names), context), 0.6011037519201636);
}

TEST(ExprNames, ParamsComeBeforeVarsAndVarsBeforeGlobals) {
  SlotTable names({"x", "speed"}, {"x", "y"});
  const double slots[] = {1, 2, 3, 4};
  MapGlobals globals({{"x", 9}, {"y", 9}, {"g", 5}});
  Prng prng(0);
  Context context{.slots = slots, .globals = &globals, .prng = prng};
  EXPECT_EQ(value_in(compiled("x", names), context), 1.0);  // the param, not the var
  EXPECT_EQ(value_in(compiled("speed", names), context), 2.0);
  EXPECT_EQ(value_in(compiled("y", names), context), 4.0);  // the var, not the global
  EXPECT_EQ(value_in(compiled("g", names), context), 5.0);  // only a global
  EXPECT_EQ(value_in(compiled("x*100 + speed*10 + y + g/10", names), context), 124.5);
}

TEST(ExprNames, SlotTableNumbersParamsThenVars) {
  SlotTable names({"a", "b"}, {"b", "c"});
  EXPECT_EQ(names.slot_of("a"), 0u);
  EXPECT_EQ(names.slot_of("b"), 1u);
  EXPECT_EQ(names.slot_of("c"), 3u);
  EXPECT_EQ(names.slot_of("d"), std::nullopt);
  EXPECT_EQ(names.size(), 4u);
  // A table of the first params only gives them the same slots (for param defaults).
  EXPECT_EQ(SlotTable({"a"}, {}).slot_of("a"), 0u);
}

// A table grown one name at a time numbers them as one made whole: a repeated name keeps its
// first slot but still takes one, as a var named like a param does.
TEST(ExprNames, SlotTableGrowsOneNameAtATime) {
  SlotTable grown;
  EXPECT_EQ(grown.slot_of("a"), std::nullopt);
  for (const char* name : {"a", "b", "b", "c"})
    grown.append(name);
  const SlotTable whole({"a", "b"}, {"b", "c"});
  for (const char* name : {"a", "b", "c", "d"})
    EXPECT_EQ(grown.slot_of(name), whole.slot_of(name)) << name;
  EXPECT_EQ(grown.size(), 4u);
  EXPECT_EQ(grown.names(), (std::vector<std::string>{"a", "b", "b", "c"}));
}

// A param default may use earlier params only: later ones are left to the page, where the page
// has no such global.
TEST(ExprNames, ParamDefaultsSeeTheParamsBeforeThem) {
  Formula f = compiled("min(t_in*2, t_out)", SlotTable({"t_in"}, {}));
  EXPECT_EQ(f.free_names(), std::vector<std::string>{"t_out"});
  EXPECT_EQ(f.slot_count(), 1u);
}

TEST(ExprNames, NamesAreData) {
  SlotTable names({"constructor", "__proto__"}, {"toString", "hasOwnProperty", "valueOf"});
  const double slots[] = {1, 2, 3, 4, 5};
  MapGlobals globals({{"prototype", 6}});
  Prng prng(0);
  Context context{.slots = slots, .globals = &globals, .prng = prng};
  EXPECT_EQ(value_in(compiled("constructor", names), context), 1.0);
  EXPECT_EQ(value_in(compiled("__proto__", names), context), 2.0);
  EXPECT_EQ(value_in(compiled("toString", names), context), 3.0);
  EXPECT_EQ(value_in(compiled("hasOwnProperty + valueOf", names), context), 9.0);
  EXPECT_EQ(value_in(compiled("prototype", names), context), 6.0);
  // Not a param, var or global: unknown, however JavaScript-like the name.
  // The error names the formula's own text: the formula outlives the result that points into it.
  const Formula unknown = compiled("constructor");
  EvalResult r = unknown.evaluate(context);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error.name, "constructor");
}

TEST(ExprNames, NamesAreCaseSensitive) {
  Formula f = compiled("PI + Tau + E");
  EXPECT_EQ(f.free_names(), (std::vector<std::string>{"PI", "Tau", "E"}));
}

TEST(ExprNames, UnknownNamesFailWhenTheFormulaRuns) {
  Formula f = compiled("2 * speed");
  EXPECT_EQ(f.free_names(), std::vector<std::string>{"speed"});
  Prng prng(0);

  EvalResult without_globals = f.evaluate({.prng = prng});
  ASSERT_FALSE(without_globals.ok());
  EXPECT_EQ(without_globals.error.kind, EvalError::Kind::kUnknownName);
  EXPECT_EQ(without_globals.error.name, "speed");
  EXPECT_EQ(without_globals.error.message(),
            "unknown name \"speed\": not a built-in, a param, a var or a page global");

  MapGlobals other({{"sped", 1}});
  EXPECT_FALSE(f.evaluate({.globals = &other, .prng = prng}).ok());

  MapGlobals page({{"speed", 1.5}});
  EXPECT_EQ(value_in(f, {.globals = &page, .prng = prng}), 3.0);
}

TEST(ExprNames, ThereIsNoDt) {
  Formula f = compiled("x + dt");
  EXPECT_EQ(f.free_names(), (std::vector<std::string>{"x", "dt"}));
  Prng prng(0);
  MapGlobals globals({{"x", 1}});
  EvalResult r = f.evaluate({.globals = &globals, .prng = prng});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error.name, "dt");
  // A param may be called dt.
  const double slots[] = {0.04};
  EXPECT_EQ(value_in(compiled("dt", SlotTable({"dt"}, {})), {.slots = slots, .prng = prng}), 0.04);
}

TEST(ExprNames, FreeNamesAreTheGlobalsInOrderOfFirstUse) {
  Formula f = compiled("b + a*b + tau + p + sin(c) + (0 && d)", SlotTable({"p"}, {}));
  EXPECT_EQ(f.free_names(), (std::vector<std::string>{"b", "a", "c", "d"}));
}

TEST(ExprNames, AGlobalInABranchThatDoesNotRunIsNotLookedUp) {
  Formula f = compiled("x || missing", SlotTable({"x"}, {}));
  const double slots[] = {2};
  Prng prng(0);
  EXPECT_EQ(value_in(f, {.slots = slots, .prng = prng}), 2.0);
}

TEST(ExprNames, TooFewSlotsIsAnErrorNotACrash) {
  Formula f = compiled("b", SlotTable({"a", "b"}, {}));
  EXPECT_EQ(f.slot_count(), 2u);
  const double slots[] = {1};
  Prng prng(0);
  EvalResult r = f.evaluate({.slots = slots, .prng = prng});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error.kind, EvalError::Kind::kMissingSlots);
}

TEST(ExprNames, ReadsInputsWhenLoudOrTalkingCanRun) {
  EXPECT_TRUE(compiled("-20*loud").reads_inputs());
  EXPECT_TRUE(compiled("talking && 3").reads_inputs());
  EXPECT_FALSE(compiled("tau + dur").reads_inputs());
  EXPECT_FALSE(compiled("0 && loud").reads_inputs());
}

}  // namespace
}  // namespace jt::expr
