#include "jt/program/prop_packs.h"

#include <algorithm>
#include <variant>

namespace jt {
namespace {

void collect_puts(const BlockList& blocks, std::vector<const PropBlock*>& out) {
  for (const Block& block : blocks) {
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, PropBlock>) {
            if (b.kind == PropBlock::Kind::kPut && !b.pack.empty()) out.push_back(&b);
          } else if constexpr (std::is_same_v<T, TogetherBlock>) {
            for (const BlockList& branch : b.branches)
              collect_puts(branch, out);
          } else if constexpr (std::is_same_v<T, IfBlock>) {
            collect_puts(b.then_body, out);
            collect_puts(b.else_body, out);
          } else if constexpr (requires { b.body; }) {
            collect_puts(b.body, out);
          }
        },
        block.op);
  }
}

std::vector<const PropBlock*> put_blocks(const Program& program) {
  std::vector<const PropBlock*> out;
  for (const Script& script : program.scripts)
    collect_puts(script.body, out);
  return out;
}

}  // namespace

std::vector<std::string> prop_packs(const Program& program) {
  std::vector<std::string> out;
  for (const PropBlock* put : put_blocks(program))
    out.push_back(put->pack);
  std::ranges::sort(out);
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<PropText> prop_texts(const Program& program) {
  std::vector<PropText> out;
  for (const PropBlock* put : put_blocks(program)) {
    if (!put->text.empty()) out.push_back({put->pack, put->text});
  }
  std::ranges::sort(out);
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace jt
