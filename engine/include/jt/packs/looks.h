// The looks a shape character can take (the pack format, "A character's look"): its art style
// (`style`, the studio's `look`) and its body shape (`shape`, the studio's `proportions`).
#pragma once

#include <array>
#include <string_view>

namespace jt::packs {

struct LookOption {
  std::string_view name;
  std::string_view description;  // one line
};

// The six art styles (ui/shapes.js LOOKS), as the art direction describes them.
inline constexpr std::array<LookOption, 6> kArtStyles = {{
    {"flat", "fills only, no outlines, crisp shapes"},
    {"outlined",
     "fills with one outline weight, each outline a darker shade of its fill (the default)"},
    {"soft", "no outlines; fills shaded by a gentle gradient, lighter toward the top left"},
    {"storybook", "a muted, warm palette, a thin brown outline and a subtle paper grain"},
    {"bold", "thick outlines, saturated fills and a hard cel shadow on one side"},
    {"crayon", "outlines of two or three jittered strokes, fills with a light hatch"},
}};

// The three body shapes (ui/shapes.js PROPORTIONS).
inline constexpr std::array<LookOption, 3> kBodyShapes = {{
    {"classic", "the template's own proportions (the default)"},
    {"bighead", "a bigger head on a smaller body, cute and young"},
    {"tall", "a longer body and longer legs, lanky"},
}};

}  // namespace jt::packs
