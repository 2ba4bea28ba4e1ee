// A pack (the pack format): the packs module reads its manifest, content_hash and user-made pack
// rules; the content is then checked by its type.
#include "jt/packs/pack.h"
#include "jt/validate/validate.h"
#include "validate/cast_checks.h"
#include "validate/pack_content.h"
#include "validate/reporter.h"
#include "validate/speaker_checks.h"

namespace jt::validate {
namespace {

void add_program(const json::Value& program, const std::string& pointer, Reporter& report) {
  Report inner = validate_program(program, report.file());
  Reporter at = report.nested(pointer);
  at.add(std::move(inner.errors));
  at.add(std::move(inner.warnings));
}

}  // namespace

void check_cartoon_content(const json::Value& content, Reporter& report) {
  if (!content.is_object()) return;
  check_cast_and_places(content.as_object(), report);
  if (const json::Value* program = content.find("program")) {
    add_program(*program, "/program", report);
    if (program->is_object()) {
      Reporter at = report.nested("/program");
      check_speakers_on_stage(content.as_object(), program->as_object(), at);
    }
  }
}

void check_pack_content(const json::Value& pack, Reporter& report) {
  const json::Value* type = pack.find("type");
  const json::Value* content = pack.find("content");
  if (type == nullptr || !type->is_string() || content == nullptr || !content->is_object()) {
    return;  // the manifest's errors say so
  }
  const std::string& kind = type->as_string();
  Reporter at = report.nested("/content");
  if (kind == "behaviour" || kind == "scene") {
    add_program(*content, "", at);
  } else if (kind == "cartoon") {
    check_cartoon_content(*content, at);
  } else if (kind == "character") {
    at.add(check_character(*content, report.file(), ""));
  } else if (kind == "creature") {
    at.add(check_creature(*content, report.file(), ""));
  }
}

Report validate_pack(const json::Value& pack, const std::string& file) {
  std::vector<Diagnostic> diagnostics = packs::read_pack(pack, file).diagnostics;
  Reporter report(file, diagnostics);
  check_pack_content(pack, report);
  return make_report(std::move(diagnostics));
}

}  // namespace jt::validate
