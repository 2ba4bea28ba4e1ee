#include "validate/speaker_checks.h"

#include "jt/diagnostic_codes.h"

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace jt::validate {
namespace {

// Calls `visit` with every block of `blocks` and the blocks inside them (bodies, an if's else,
// together's branches), each with its JSON pointer.
void each_block(const json::Value& blocks, const std::string& path,
                const std::function<void(const json::Object&, const std::string&)>& visit) {
  if (!blocks.is_array()) return;
  for (std::size_t i = 0; i < blocks.as_array().size(); ++i) {
    const json::Value& block = blocks.as_array()[i];
    if (!block.is_object()) continue;
    const std::string at = path + "/" + std::to_string(i);
    visit(block.as_object(), at);
    for (const char* key : {"body", "else"}) {
      if (const json::Value* inner = block.find(key)) each_block(*inner, at + "/" + key, visit);
    }
    if (const json::Value* branches = block.find("branches"); branches && branches->is_array()) {
      for (std::size_t b = 0; b < branches->as_array().size(); ++b) {
        each_block(branches->as_array()[b], at + "/branches/" + std::to_string(b), visit);
      }
    }
  }
}

const std::string* text_of(const json::Object& block, std::string_view key) {
  const json::Value* v = block.find(key);
  return v != nullptr && v->is_string() ? &v->as_string() : nullptr;
}

}  // namespace

void check_speakers_on_stage(const json::Object& cast_holder, const json::Object& program,
                             Reporter& report) {
  const json::Value* scripts = program.find("scripts");
  const json::Value* cast = cast_holder.find("cast");
  if (scripts == nullptr || !scripts->is_array() || cast == nullptr || !cast->is_object()) return;
  std::set<std::string> shown;
  for (const json::Member& m : cast->as_object()) {
    if (!m.value.is_object()) continue;
    const json::Value* narrator = m.value.find("narrator");
    // A narrator is heard, not seen: its lines off the stage are meant (docs/STAGE.md).
    const bool heard_only = narrator != nullptr && narrator->is_bool() && narrator->as_bool();
    if (m.value.find("at") != nullptr || heard_only) shown.insert(m.key);
  }
  struct Line {
    std::string who, path;
  };
  std::vector<Line> lines;
  for (std::size_t i = 0; i < scripts->as_array().size(); ++i) {
    const json::Value* body = scripts->as_array()[i].find("body");
    if (body == nullptr) continue;
    each_block(*body, "/scripts/" + std::to_string(i) + "/body",
               [&](const json::Object& block, const std::string& path) {
                 const std::string* op = text_of(block, "op");
                 const std::string* who = text_of(block, "who");
                 if (op == nullptr || who == nullptr) return;
                 if (*op == "place" || *op == "enter") shown.insert(*who);
                 if (*op == "say" || *op == "sing") lines.push_back({*who, path});
               });
  }
  std::set<std::string> said;
  for (const Line& line : lines) {
    if (shown.contains(line.who) || !said.insert(line.who).second) continue;
    report.warning(Code::kOffStage, line.path,
                   "\"" + line.who + "\" speaks but is never on the stage: nobody is seen talking",
                   "enter it first ({\"op\": \"enter\", \"who\": \"" + line.who +
                       "\"}), place it, or give its cast entry an \"at\"");
  }
}

}  // namespace jt::validate
