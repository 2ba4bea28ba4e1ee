// Formulas from the shipped packs (spec "Every pack"), at several bindings of their names. The
// expected values come from JavaScript (make_vectors.js); formulas that call sin or cos (hopair
// does) are compared within one ulp, the rest bit for bit.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "expr_test_support.h"

namespace jt::expr {
namespace {

using test::compiled;
using test::same_value;
using test::value_in;
using test::within_one_ulp;

struct PackCase {
  const char* formula;
  std::vector<std::pair<std::string, double>> bindings;  // built-ins, and params by name
  double expected;
};

const PackCase kPackCases[] = {
    {"min(max(dur*0.6, 0.5), 3.0)", {{"dur", 0.5}}, 0.5},
    {"min(dur*0.6, 2.0)", {{"dur", 0.5}}, 0.3},
    {"max(dur*0.8, 0.1)", {{"dur", 0.5}}, 0.4},
    {"dur - t_out", {{"dur", 0.5}, {"t_out", 1.5}}, -1.0},
    {"min(max(dur*0.6, 0.5), 3.0)", {{"dur", 2.0}}, 1.2},
    {"min(dur*0.6, 2.0)", {{"dur", 2.0}}, 1.2},
    {"max(dur*0.8, 0.1)", {{"dur", 2.0}}, 1.6},
    {"dur - t_out", {{"dur", 2.0}, {"t_out", 1.5}}, 0.5},
    {"min(max(dur*0.6, 0.5), 3.0)", {{"dur", 4.0}}, 2.4},
    {"min(dur*0.6, 2.0)", {{"dur", 4.0}}, 2.0},
    {"max(dur*0.8, 0.1)", {{"dur", 4.0}}, 3.2},
    {"dur - t_out", {{"dur", 4.0}, {"t_out", 1.5}}, 2.5},
    {"min(max(dur*0.6, 0.5), 3.0)", {{"dur", 10.0}}, 3.0},
    {"min(dur*0.6, 2.0)", {{"dur", 10.0}}, 2.0},
    {"max(dur*0.8, 0.1)", {{"dur", 10.0}}, 8.0},
    {"dur - t_out", {{"dur", 10.0}, {"t_out", 1.5}}, 8.5},
    {"min(max(dur*0.6, 0.5), 3.0)", {{"dur", 0.0}}, 0.5},
    {"min(dur*0.6, 2.0)", {{"dur", 0.0}}, 0.0},
    {"max(dur*0.8, 0.1)", {{"dur", 0.0}}, 0.1},
    {"dur - t_out", {{"dur", 0.0}, {"t_out", 1.5}}, -1.5},
    {"-(8 + hopair(mod(tau*1.7, 1))*20)", {{"tau", 0.0}}, -8.0},
    {"8 + hopair(mod(tau*1.7, 1))*20", {{"tau", 0.0}}, 8.0},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", {{"tau", 0.0}, {"t_in", 1.5}}, 7.0},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", {{"tau", 0.0}, {"t_in", 0.05}}, 7.0},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", {{"tau", 0.0}, {"t_in", 3.0}}, 7.0},
    {"-(8 + hopair(mod(tau*1.7, 1))*20)", {{"tau", 0.3}}, -27.68222408672232},
    {"8 + hopair(mod(tau*1.7, 1))*20", {{"tau", 0.3}}, 27.68222408672232},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", {{"tau", 0.3}, {"t_in", 1.5}}, 6.5632},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 0.3}, {"t_in", 0.05}},
     2.8000000000000003},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", {{"tau", 0.3}, {"t_in", 3.0}}, 6.8824},
    {"-(8 + hopair(mod(tau*1.7, 1))*20)", {{"tau", 0.5}}, -18.205400661218},
    {"8 + hopair(mod(tau*1.7, 1))*20", {{"tau", 0.5}}, 18.205400661218},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 0.5}, {"t_in", 1.5}},
     5.911111111111111},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 0.5}, {"t_in", 0.05}},
     2.8000000000000003},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 0.5}, {"t_in", 3.0}},
     6.688888888888889},
    {"-(8 + hopair(mod(tau*1.7, 1))*20)", {{"tau", 1.234}}, -8.0},
    {"8 + hopair(mod(tau*1.7, 1))*20", {{"tau", 1.234}}, 8.0},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 1.234}, {"t_in", 1.5}},
     3.1493899832888896},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 1.234}, {"t_in", 0.05}},
     2.8000000000000003},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 1.234}, {"t_in", 3.0}},
     5.452744547911111},
    {"-(8 + hopair(mod(tau*1.7, 1))*20)", {{"tau", 10.0}}, -8.0},
    {"8 + hopair(mod(tau*1.7, 1))*20", {{"tau", 10.0}}, 8.0},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 10.0}, {"t_in", 1.5}},
     2.8000000000000003},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 10.0}, {"t_in", 0.05}},
     2.8000000000000003},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 10.0}, {"t_in", 3.0}},
     2.8000000000000003},
    {"-(8 + hopair(mod(tau*1.7, 1))*20)", {{"tau", 0.07}}, -8.0},
    {"8 + hopair(mod(tau*1.7, 1))*20", {{"tau", 0.07}}, 8.0},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 0.07}, {"t_in", 1.5}},
     6.973413688888889},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", {{"tau", 0.07}, {"t_in", 0.05}}, 3.7072},
    {"7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))",
     {{"tau", 0.07}, {"t_in", 3.0}},
     6.993246711111111},
    {"pi/max(t_in, 0.1)", {{"t_in", 1.2}}, 2.6179938779914944},
    {"pi/max(t_in, 0.1)", {{"t_in", 0.0}}, 31.41592653589793},
    {"pi/max(t_in, 0.1)", {{"t_in", 0.1}}, 31.41592653589793},
    {"pi/max(t_in, 0.1)", {{"t_in", 2.4}}, 1.3089969389957472},
    {"abs(cos(pi*local/over))", {{"local", 0.0}, {"over", 1.0}}, 1.0},
    {"abs(cos(pi*local/over))", {{"local", 0.25}, {"over", 1.0}}, 0.7071067811865476},
    {"abs(cos(pi*local/over))", {{"local", 0.3}, {"over", 0.7}}, 0.22252093395631445},
    {"abs(cos(pi*local/over))", {{"local", 1.7}, {"over", 0.6}}, 0.8660254037844388},
    {"min(1, loud*1.25)", {{"loud", 0.0}}, 0.0},
    {"-20*loud", {{"loud", 0.0}}, -0.0},
    {"min(1, loud*1.25)", {{"loud", 0.3}}, 0.375},
    {"-20*loud", {{"loud", 0.3}}, -6.0},
    {"min(1, loud*1.25)", {{"loud", 0.9}}, 1.0},
    {"-20*loud", {{"loud", 0.9}}, -18.0},
    {"0.9*pi", {}, 2.827433388230814},
    {"distance/speed", {{"distance", 700.0}, {"speed", 0.85}}, 823.5294117647059},
    {"-distance", {{"distance", 700.0}}, -700.0},
    {"(x) / 3", {{"x", 10.0}}, 3.3333333333333335},
};

// Binds built-in names in the context and every other name as a param, in the order given.
double value_with(const PackCase& c) {
  Prng prng(0);
  Context context{.prng = prng};
  std::vector<std::string> params;
  std::vector<double> slots;
  for (const auto& [name, value] : c.bindings) {
    if (name == "tau") {
      context.tau = value;
    } else if (name == "local") {
      context.local = value;
    } else if (name == "dur") {
      context.dur = value;
    } else if (name == "loud") {
      context.loud = value;
    } else {
      params.push_back(name);
      slots.push_back(value);
    }
  }
  context.slots = slots;
  return value_in(compiled(c.formula, SlotTable(params, {})), context);
}

TEST(ExprPacks, ShippedFormulasMatchJavaScript) {
  for (const PackCase& c : kPackCases) {
    std::string_view formula = c.formula;
    SCOPED_TRACE(testing::Message() << formula << " with " << c.bindings.size() << " bindings, "
                                    << (c.bindings.empty() ? 0.0 : c.bindings[0].second));
    bool transcendental =
        formula.find("hopair") != formula.npos || formula.find("cos") != formula.npos;
    double actual = value_with(c);
    if (transcendental) {
      EXPECT_TRUE(within_one_ulp(actual, c.expected));
    } else {
      EXPECT_TRUE(same_value(actual, c.expected));
    }
  }
}

TEST(ExprPacks, ShippedFormulasNeedNoPageGlobals) {
  SlotTable names({"t_in", "t_out", "over", "distance", "speed", "x"}, {});
  for (const PackCase& c : kPackCases) {
    SCOPED_TRACE(c.formula);
    EXPECT_TRUE(compiled(c.formula, names).free_names().empty());
  }
}

}  // namespace
}  // namespace jt::expr
