// Block arguments evaluated for an instance: the formula's context (spec §5 names) from the
// instance, its character and the runtime.
#include <cmath>
#include <limits>

#include "internal.h"

#include "jt/diagnostic_codes.h"
#include "jt/printable.h"

namespace jt::rt {
namespace {

// A formula's page-global lookup: the params the caller passed beyond the program's own first,
// then the page's globals (rt.vars).
class InstanceGlobals final : public expr::Globals {
 public:
  InstanceGlobals(const Instance& inst, const std::map<std::string, double>& page)
      : inst_(inst), page_(page) {}

  std::optional<double> find(std::string_view name) const override {
    if (auto it = inst_.extra_params.find(std::string(name)); it != inst_.extra_params.end()) {
      return it->second;
    }
    if (auto it = page_.find(std::string(name)); it != page_.end()) return it->second;
    return std::nullopt;
  }

 private:
  const Instance& inst_;
  const std::map<std::string, double>& page_;
};

}  // namespace

void record_error(RuntimeState& s, Code code, const std::string& path, std::string message) {
  // A set of those seen: a program of many failing blocks fails in time linear in their number.
  if (!s.error_keys.emplace(path, message).second) return;
  s.errors.push_back({path, std::move(message), code});
}

double evaluate(RuntimeState& s, Instance& inst, const Num& num, double now, double local,
                const std::string& path) {
  if (num.is_constant()) return num.constant();
  const expr::Formula& formula = num.formula();
  if (formula.reads_inputs()) s.inputs_read = true;
  const InstanceGlobals globals(inst, s.globals);
  const expr::Context context{.tau = now - inst.start,
                              .local = local,
                              .t = now,
                              .dur = inst.dur,
                              .loud = inst.character->loud,
                              .talking = inst.character->talking,
                              .slots = inst.slots,
                              .globals = &globals,
                              .prng = s.prng};
  const expr::EvalResult result = formula.evaluate(context);
  if (!result.ok()) {
    record_error(
        s, Code::kFormulaFailed, path,
        "formula \"" + shortened("=" + formula.source()) + "\": " + result.error.message());
    return std::numeric_limits<double>::quiet_NaN();
  }
  return result.value;
}

}  // namespace jt::rt
