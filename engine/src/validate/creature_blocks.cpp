#include "validate/creature_blocks.h"

#include "jt/diagnostic_codes.h"

namespace jt::validate {

void check_creature_block(const std::string& op, const json::Object& block, const std::string& who,
                          const std::string& path, Reporter& report) {
  const std::string creature = quote(who) + " is a creature";
  if (op == "does") {
    report.warning(Code::kNotForCreatures, path,
                   creature + ": a does block's move drives a person's parts, so it is ignored",
                   "a creature crawls where enter, exit and place send it");
  } else if (op == "mood") {
    report.warning(Code::kNotForCreatures, path, creature + ": it has no face to show a mood",
                   "the block is ignored");
  } else if (op == "place" || op == "enter" || op == "exit") {
    if (block.contains("h")) {
      report.warning(Code::kNotForCreatures, pointer_append(path, "h"),
                     creature + ": its size is its cast entry's, so h is ignored",
                     "give its size in the cast entry's \"at\": {\"h\": ...}");
    }
    for (const char* key : {"over", "ease"}) {
      if (!block.contains(key)) continue;
      report.warning(
          Code::kNotForCreatures, pointer_append(path, key),
          creature + ": it crawls there at its gait's own speed, so " + key + " is ignored",
          "the glide takes as long as the crawl (docs/CREATURES.md)");
    }
  }
}

}  // namespace jt::validate
