// window {from, to, body} (spec §4, §7.1): wait until `from`, then run the body until `to`.
// Negative times count back from the behaviour's (or the scene's) end, `dur`; without `to` the
// window lasts to the end.
#include <optional>
#include <utility>

#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {

json::Array expand_window(BlockArgs& args) {
  std::optional<json::Value> from = args.amount("from");
  std::optional<json::Value> to = args.amount("to");
  json::Array out;
  if (from) {
    json::Object wait = primitive("wait");
    wait.set("until", time_from_end(*from));
    out.push_back(std::move(wait));
  }
  json::Object run = primitive("for");
  run.set("until", to ? time_from_end(*to) : json::Value("=dur"));
  run.set("body", args.body("body"));
  out.push_back(std::move(run));
  return out;
}

}  // namespace jt::program
