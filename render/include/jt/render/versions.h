// The versions of the drawing libraries this build runs with, for `jabbertoon --version` and
// render manifests (a render is reproducible only with the same libraries).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace jt::render {

// {"cairo", "1.16.0"}, {"pango", "1.50.12"}: the libraries loaded at run time.
std::vector<std::pair<std::string, std::string>> library_versions();

}  // namespace jt::render
