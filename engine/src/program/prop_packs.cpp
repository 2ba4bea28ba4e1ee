#include "jt/program/prop_packs.h"

#include <algorithm>
#include <variant>

namespace jt {
namespace {

void collect_prop_packs(const BlockList& blocks, std::vector<std::string>& out) {
  for (const Block& block : blocks) {
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, PropBlock>) {
            if (b.kind == PropBlock::Kind::kPut && !b.pack.empty()) out.push_back(b.pack);
          } else if constexpr (std::is_same_v<T, TogetherBlock>) {
            for (const BlockList& branch : b.branches)
              collect_prop_packs(branch, out);
          } else if constexpr (std::is_same_v<T, IfBlock>) {
            collect_prop_packs(b.then_body, out);
            collect_prop_packs(b.else_body, out);
          } else if constexpr (requires { b.body; }) {
            collect_prop_packs(b.body, out);
          }
        },
        block.op);
  }
}

}  // namespace

std::vector<std::string> prop_packs(const Program& program) {
  std::vector<std::string> out;
  for (const Script& script : program.scripts)
    collect_prop_packs(script.body, out);
  std::ranges::sort(out);
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace jt
