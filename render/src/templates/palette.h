// A template's colours: its three look colours (body, skin, acc) and the shades derived from them.
#pragma once

#include <string>

#include "jt/render/templates.h"

namespace jt::render::tpl {

struct Palette {
  std::string body, skin, acc;
  std::string far_body, far_skin, far_acc;  // the far side in profile: a shade darker (ART.md)
  std::string dark;                         // shoes, noses: acc much darker
  std::string light;                        // bellies and muzzles over the body
};

// The look's colours over the template's defaults.
Palette palette_for(const Look& look, const std::string& body, const std::string& skin,
                    const std::string& acc);

// "#rrggbb" mixed toward black by `amount`.
std::string shade(const std::string& color, double amount);

}  // namespace jt::render::tpl
