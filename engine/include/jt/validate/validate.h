// Validation for people and CI (docs/VALIDATION.md): the spec's `validate(program) -> {ok, errors,
// warnings}`, and the same for every file jabbertoon reads: a program, a pack (its manifest, hash
// and content), a character's content and a catalog. Every problem is a Diagnostic with the file,
// a JSON pointer, what is wrong and how to fix it. Nothing here throws on any input.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/packs/catalog.h"
#include "jt/program/program.h"
#include "jt/validate/voices.h"

namespace jt::validate {

struct Report {
  std::vector<Diagnostic> errors;    // in document order
  std::vector<Diagnostic> warnings;  // in document order
  // A bare program's, prepared once here for whatever checks it next (its plan): null when it
  // has errors, and for every other document (a pack's program is prepared as its planner reads
  // it, a cartoon pack's with its outer cast and places merged in).
  std::shared_ptr<const Program> program;
  bool ok() const { return errors.empty(); }
};

// Splits diagnostics into a report, dropping exact repeats (one problem said once).
Report make_report(std::vector<Diagnostic> diagnostics);

// A program of any kind (spec §1-§8): everything prepare_program reports, and what it leaves to
// validation: unknown block arguments, unknown names in formulas (and `dt`), skeleton values,
// cast entries and looks, a `does` param the inline behaviour does not declare, counting back from
// an end that is not pinned. The report keeps the program prepared.
Report validate_program(const json::Value& program, const std::string& file = {});

// A character pack's content (the pack format, "The rules"), its pointers under `pointer`.
std::vector<Diagnostic> check_character(const json::Value& content, const std::string& file,
                                        const std::string& pointer = "/content");

// A character's look (the pack format, "A character's look"), as a cast entry's `look` or
// `render --look` gives it: every problem (a field, template, style or shape it does not know, a
// colour that is not one, ...) at its pointer into the look.
std::vector<Diagnostic> check_character_look(const json::Value& look, const std::string& file);

// A creature descriptor (schema v1, docs/CREATURES.md): every problem, its pointers under
// `pointer`.
std::vector<Diagnostic> check_creature(const json::Value& descriptor, const std::string& file,
                                       const std::string& pointer = "/content");

// A pack: its manifest, content_hash and user-made pack rules (packs module), then its content by
// type: a behaviour's or scene's program, a cartoon's {cast?, places?, program}, a character.
Report validate_pack(const json::Value& pack, const std::string& file = {});

// A catalog (index.json) read from `path`: every entry a whole pack, the count, and complete
// against the pack files of its packs directory (each listed file present and equal to its entry).
Report validate_catalog(const json::Value& catalog, const std::filesystem::path& path,
                        const std::string& file);

// The packs a program, a pack or a cartoon's content names, against the packs a run would find:
// a `does` or a cast entry naming a pack `catalog` does not hold (the nearest id as the hint), of
// another type, or a version no pack of that id has. Warnings: the run falls back (spec §7.5).
std::vector<Diagnostic> check_pack_references(const json::Value& document,
                                              const packs::Catalog& catalog,
                                              const std::string& file);

// The places a program's scene hats and `cut`s name whose background `catalog` does not hold (a
// render draws a plain backdrop): warnings, the nearest background as the hint. Part of
// check_pack_references().
std::vector<Diagnostic> check_place_references(const json::Value& document,
                                               const packs::Catalog& catalog,
                                               const std::string& file);

// The props a program's blocks name (docs/PROPS.md): a put's prop pack `catalog` does not hold
// (a warning), and a prop a hold, give, drop, eat, use, remove or put-on names that no put brings
// on (an error), the nearest name as the hint. Part of check_pack_references().
std::vector<Diagnostic> check_prop_references(const json::Value& document,
                                              const packs::Catalog& catalog,
                                              const std::string& file);

// What a JSON document is, from its content alone.
enum class DocumentKind { kProgram, kPack, kCatalog, kCharacter, kCreature, kUnknown };
DocumentKind document_kind(const json::Value& document);
std::string_view document_kind_name(DocumentKind kind);

// Any document: its kind decides the checks. `path` is where it was read from (for a catalog's
// pack files); empty for standard input. Its voices are checked as names, and against
// `voices` when it lists any (check_voices).
Report validate_document(const json::Value& document, const std::filesystem::path& path,
                         const std::string& file, const InstalledVoices& voices = {});

}  // namespace jt::validate
