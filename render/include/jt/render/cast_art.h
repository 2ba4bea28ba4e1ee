// What a cartoon's frames are drawn with (docs/RENDER.md): each cast member's drawing (its `pack`
// or `look`, else a default template) and each place's background pack, from the catalog.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/packs/catalog.h"
#include "jt/program/program.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/prop.h"
#include "jt/render/stage.h"
#include "jt/runtime/frame.h"

namespace jt::render {

struct CastDrawingsRead {
  std::optional<CastDrawings> drawings;  // nullopt when there is an error
  std::vector<Diagnostic> diagnostics;
};

// The drawing of every cast member of `program` (read from `file`). A pack that is not in the
// catalog, is not a character, or does not read as one is an error at its cast entry.
CastDrawingsRead read_cast_drawings(const Program& program, const packs::Catalog& catalog,
                                    const std::string& file);

// The prop packs `program`'s put blocks show (docs/PROPS.md), read once before drawing. A pack
// that is not in the catalog or does not read is left out with an error (a render refuses the
// cartoon; validate says so first).
struct PropArtsRead {
  PropArts arts;
  std::vector<Diagnostic> diagnostics;
};
PropArtsRead read_prop_arts(const Program& program, const packs::Catalog& catalog,
                            const std::string& file);

// The backgrounds of the places a cartoon visits, read from the catalog's background packs
// (`c4c:background:<name>`) the first time each is asked for. A name without a pack gets the plain
// backdrop and one warning. A returned reference stays valid while the shelf lives, whatever is
// added later, so drawing threads may hold it while the shelf grows.
// The hash of the background pack a frame's `background` names ("plain" when there is none): part
// of a segment's cache key.
std::string background_fingerprint(const packs::Catalog& catalog, const std::string& name);

// A background pack read (read_background), each problem at its pointer in the pack's file
// (under /content) with how to fix it.
std::optional<Background> read_background_pack(const packs::Pack& pack,
                                               std::vector<Diagnostic>& diagnostics);

// A document that is a background pack, read as render reads it (for `validate PACK.json`): what
// read_background_pack says of it; nothing for any other document.
std::vector<Diagnostic> check_background_document(const json::Value& document,
                                                  const std::string& file);

// The background packs a planned cartoon stands on (each scene's and cut's place in `timeline`,
// through `program`'s places), read before anything is drawn: what is wrong with one, as
// read_background_pack says it. A place no pack holds is not here (validate warns of it; render
// draws the plain backdrop).
std::vector<Diagnostic> check_backgrounds(const Program& program,
                                          const std::vector<rt::TimelineRecord>& timeline,
                                          const packs::Catalog& catalog);

class BackgroundShelf {
 public:
  explicit BackgroundShelf(const packs::Catalog& catalog) : catalog_(catalog) {}
  // What reading a background met is appended to `diagnostics` (the first time only).
  const Background& get(const std::string& name, std::vector<Diagnostic>& diagnostics);

 private:
  // Each of the set's props gets its pack's drawing (a missing one: a warning at its pointer).
  void dress(Background& background, const std::string& file, std::vector<Diagnostic>& diagnostics);

  const packs::Catalog& catalog_;
  std::map<std::string, Background, std::less<>> shelf_;
};

}  // namespace jt::render
