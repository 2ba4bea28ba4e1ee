#include "validate/formula_names.h"

#include <array>
#include <cctype>
#include <variant>

#include "jt/diagnostic_codes.h"
#include "jt/expr/formula.h"

namespace jt::validate {
namespace {

// Spec §5's built-in names (validate.js BUILTIN_NAMES), for suggestions.
constexpr std::array<std::string_view, 9> kBuiltinNames = {"tau",     "local",  "t",  "dur", "loud",
                                                           "talking", "random", "pi", "e"};

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

}  // namespace

bool formula_mentions(std::string_view text, std::string_view name) {
  for (std::size_t at = text.find(name); at != std::string_view::npos;
       at = text.find(name, at + 1)) {
    const bool starts = at == 0 || !is_name_char(text[at - 1]);
    const std::size_t end = at + name.size();
    if (starts && (end == text.size() || !is_name_char(text[end]))) return true;
  }
  return false;
}

void check_formula_names(const json::Value& value, const std::string& path, FormulaNames& names,
                         Reporter& report) {
  if (!value.is_string() || !value.as_string().starts_with('=')) return;
  const std::string_view text = std::string_view(value.as_string()).substr(1);
  expr::CompileResult compiled = expr::compile(text, names.declared);
  const auto* formula = std::get_if<expr::Formula>(&compiled);
  if (formula == nullptr) return;       // prepare_program reports it
  std::vector<std::string_view> known;  // for suggestions, made only when a name is unknown
  for (const std::string& name : formula->free_names()) {
    if (name == "dt") {
      report.warning(Code::kUnknownName, path,
                     "there is no \"dt\": under exact time a value never depends on the step",
                     "use tau or local and timed blocks (for, wait until), or declare a param or "
                     "var called dt");
      continue;
    }
    if (names.suggestions_left > 0) {
      --names.suggestions_left;
      if (known.empty()) {
        known.assign(kBuiltinNames.begin(), kBuiltinNames.end());
        known.insert(known.end(), names.declared.names().begin(), names.declared.names().end());
      }
    } else {
      known.clear();  // past the limit, the warning goes without a "did you mean"
    }
    report.warning(Code::kUnknownName, path, unknown("name", name, known),
                   "it is not a built-in, a param or a var: declare it in \"params\" or "
                   "\"vars\" (a page global is seen only when the program runs)");
  }
  if (names.in_scene && formula->reads_inputs()) {
    report.warning(Code::kNoEffect, path,
                   "\"loud\" and \"talking\" belong to characters: a scene reads 0",
                   "give the formula to a behaviour the scene starts with does");
  }
}

}  // namespace jt::validate
