// What a file is, from its content, and the checks that go with it.
#include "jt/diagnostic_codes.h"
#include "jt/printable.h"
#include "jt/validate/validate.h"
#include "packs/content_rules.h"
#include "validate/pack_content.h"
#include "validate/reporter.h"

namespace jt::validate {

namespace {

// A character as a share code carries it (the link formats, §5): {type: "character", name,
// content}.
bool is_shared_character(const json::Value& document) {
  const json::Value* type = document.find("type");
  return type != nullptr && type->is_string() && type->as_string() == "character" &&
         document.find("content") != nullptr;
}

std::vector<Diagnostic> check_shared_character(const json::Value& document,
                                               const std::string& file) {
  std::vector<Diagnostic> diagnostics;
  Reporter report(file, diagnostics);
  const json::Value* name = document.find("name");
  if (name == nullptr || !name->is_string()) {
    report.error(Code::kWrongType, "/name", "a shared character's name is a string",
                 "{\"type\": \"character\", \"name\": \"...\", \"content\": {...}}");
  }
  for (const json::Member& m : document.as_object()) {
    if (m.key != "type" && m.key != "name" && m.key != "content") {
      report.warning(
          Code::kUnknownField, pointer_append("", m.key),
          "a shared character holds type, name and content only: nothing reads " + quote(m.key));
    }
  }
  report.add(check_character(*document.find("content"), file, "/content"));
  return diagnostics;
}

}  // namespace

DocumentKind document_kind(const json::Value& document) {
  if (!document.is_object()) return DocumentKind::kUnknown;
  if (document.as_object().contains("pack_index")) return DocumentKind::kCatalog;
  if (document.as_object().contains("pack")) return DocumentKind::kPack;
  if (document.as_object().contains("schemaVersion")) return DocumentKind::kCreature;
  if (document.as_object().contains("tree") && !document.as_object().contains("scripts"))
    return DocumentKind::kCharacter;
  if (is_shared_character(document)) return DocumentKind::kCharacter;
  for (std::string_view key : {"scripts", "program", "kind", "v"}) {
    if (document.as_object().contains(key)) return DocumentKind::kProgram;
  }
  return DocumentKind::kUnknown;
}

std::string_view document_kind_name(DocumentKind kind) {
  switch (kind) {
    case DocumentKind::kProgram:
      return "program";
    case DocumentKind::kPack:
      return "pack";
    case DocumentKind::kCatalog:
      return "catalog";
    case DocumentKind::kCharacter:
      return "character";
    case DocumentKind::kCreature:
      return "creature";
    case DocumentKind::kUnknown:
      break;
  }
  return "unknown";
}

namespace {

Report checks_of_its_kind(const json::Value& document, const std::filesystem::path& path,
                          const std::string& file) {
  switch (document_kind(document)) {
    case DocumentKind::kCatalog:
      return validate_catalog(document, path, file);
    case DocumentKind::kPack:
      return validate_pack(document, file);
    case DocumentKind::kCharacter:
      if (is_shared_character(document)) return make_report(check_shared_character(document, file));
      return make_report(check_character(document, file, ""));
    case DocumentKind::kCreature:
      return make_report(check_creature(document, file, ""));
    case DocumentKind::kProgram:
      if (document.find("program") != nullptr && document.find("scripts") == nullptr) {
        // A cartoon pack's content, saved as a file: the pack's rule of its keys holds too.
        packs::detail::CheckContext keys(file);
        packs::detail::check_cartoon_keys(document.as_object(), "", keys);
        std::vector<Diagnostic> diagnostics = keys.take();
        Reporter report(file, diagnostics);
        check_cartoon_content(document, report);
        return make_report(std::move(diagnostics));
      }
      return validate_program(document, file);
    case DocumentKind::kUnknown:
      break;
  }
  std::vector<Diagnostic> diagnostics;
  Reporter(file, diagnostics)
      .error(Code::kUnknownDocument, "",
             "not a program, a pack, a catalog, a character or a creature",
             "a program has \"v\": 1, \"kind\" and \"scripts\"; a pack \"pack\": 1; a catalog "
             "\"pack_index\": 1; a character's content a \"tree\"; a creature "
             "\"schemaVersion\": 1");
  return make_report(std::move(diagnostics));
}

}  // namespace

// The most characters a diagnostic's message or path keeps.
constexpr std::size_t kMaxMessageCharacters = 2000;

Report validate_document(const json::Value& document, const std::filesystem::path& path,
                         const std::string& file, const InstalledVoices& voices) {
  Report report = checks_of_its_kind(document, path, file);
  for (Diagnostic& d : check_voices(document, voices, file)) {
    (d.severity == Severity::kError ? report.errors : report.warnings).push_back(std::move(d));
  }
  if (!report.ok()) report.program = nullptr;  // its voices' errors stop it too
  // Whatever a message quotes from the file, it is not printed whole (issue 27: a 5 MB name was).
  for (std::vector<Diagnostic>* list : {&report.errors, &report.warnings}) {
    for (Diagnostic& d : *list) {
      d.message = shortened(d.message, kMaxMessageCharacters);
      d.path = shortened(d.path, kMaxMessageCharacters);
    }
  }
  return report;
}

}  // namespace jt::validate
