// The versions of the encoding and speech libraries this build runs with, for `jabbertoon
// --version` and render manifests.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace jt::encode {

// {"libavcodec", "59.37.100"}, ..., {"espeak-ng", "1.51"}: the libraries loaded at run time.
std::vector<std::pair<std::string, std::string>> library_versions();

}  // namespace jt::encode
