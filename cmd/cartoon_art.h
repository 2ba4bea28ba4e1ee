// What a cartoon's frames are drawn with: each cast member's drawing (its `pack` or `look`, else a
// default template) and each place's background pack, looked up in the catalog (docs/RENDER.md).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "jt/packs/catalog.h"
#include "jt/program/program.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/stage.h"

namespace jt::cmd {

// The drawing of every cast member of `program`. A pack that is not in the catalog or does not
// read as a character is an error (reported, `exit_code` 1, nullopt); `file` names the cartoon.
std::optional<render::CastDrawings> load_cast_drawings(const Program& program,
                                                       const packs::Catalog& catalog,
                                                       const std::string& file, int& exit_code);

// The backgrounds of the places a cartoon visits, read from the catalog's background packs
// (`c4c:background:<name>`) the first time each is asked for. A name without a pack gets the plain
// backdrop and one warning. A returned reference stays valid while the shelf lives, whatever is
// added later, so drawing threads may hold it while the shelf grows.
class BackgroundShelf {
 public:
  explicit BackgroundShelf(const packs::Catalog& catalog) : catalog_(catalog) {}
  const render::Background& get(const std::string& name);

 private:
  const packs::Catalog& catalog_;
  std::map<std::string, render::Background, std::less<>> shelf_;
};

}  // namespace jt::cmd
