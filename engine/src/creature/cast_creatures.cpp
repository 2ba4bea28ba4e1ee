#include "jt/creature/cast_creatures.h"

#include "jt/creature/descriptor.h"
#include "jt/diagnostic_codes.h"
#include "jt/packs/content_hash.h"

namespace jt::creature {

CastCreatures cast_creatures(const Program& program, const packs::Catalog& catalog,
                             const std::string& file) {
  CastCreatures out;
  for (const CastEntry& entry : program.cast) {
    if (entry.creature_model != nullptr) {
      out.models.emplace(entry.id, entry.creature_model);
      out.fingerprints.emplace(entry.id, packs::content_hash(*entry.entry.find("creature")).value);
      continue;
    }
    if (entry.creature_pack.empty()) continue;
    const packs::Pack* pack = catalog.find(entry.creature_pack);
    if (pack == nullptr || pack->type != "creature") {
      out.errors.push_back(
          {.code = Code::kMissingPack,
           .file = file,
           .path = pointer_append(pointer_append("/cast", entry.id), "creature"),
           .message = "no creature pack \"" + entry.creature_pack + "\" among the packs found",
           .hint = "jabbertoon list creatures shows them; add a directory with --packs DIR"});
      continue;
    }
    ReadResult read = read_descriptor(pack->content(), pack->file, "/content");
    if (!read.descriptor) {
      for (Diagnostic& d : read.errors)
        out.errors.push_back(std::move(d));
      continue;
    }
    out.models.emplace(entry.id, compile_model(*read.descriptor));
    out.fingerprints.emplace(entry.id, packs::content_hash(pack->content()).value);
  }
  return out;
}

}  // namespace jt::creature
