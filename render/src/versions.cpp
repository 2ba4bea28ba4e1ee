#include "jt/render/versions.h"

#include <cairo.h>
#include <pango/pango.h>

namespace jt::render {

std::vector<std::pair<std::string, std::string>> library_versions() {
  return {{"cairo", cairo_version_string()}, {"pango", pango_version_string()}};
}

}  // namespace jt::render
