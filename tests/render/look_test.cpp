// A look draws differently (the pack format's "A character's look"): every shape, stretch, option,
// colour and style changes the pixels of a still against the template's default look, and the same
// look twice gives the same bytes.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kLookStillWidth = 320, kLookStillHeight = 240;

std::vector<std::uint8_t> still_of(const Look& look) {
  static const auto idle = [] {
    const json::ParseResult parsed =
        json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/behaviours/idle.json");
    return prepare_program(program_of(parsed.value).program).program;
  }();
  const Character c = *read_character(template_content(look)).character;
  Canvas canvas(kLookStillWidth, kLookStillHeight);
  canvas.plain_stage(0.92 * kLookStillHeight);
  canvas.draw_character(
      c, testing::pose_of(idle, c.legs, 1.0),
      {.x = kLookStillWidth / 2.0, .feet_y = 0.92 * kLookStillHeight, .height = 150});
  const auto pixels = canvas.pixels();
  return {pixels.begin(), pixels.end()};
}

// Pixels whose colour moved by more than a rounding step: a change one can see.
int visibly_differing_pixels(const std::vector<std::uint8_t>& a,
                             const std::vector<std::uint8_t>& b) {
  int n = 0;
  for (std::size_t i = 0; i + 3 < a.size() && i + 3 < b.size(); i += 4) {
    for (std::size_t k = 0; k < 3; ++k) {
      if (std::abs(int(a[i + k]) - int(b[i + k])) > 6) {
        ++n;
        break;
      }
    }
  }
  return n;
}

Look default_look(std::string_view name) {
  Look look;
  look.template_name = std::string(name);
  return look;
}

// Draws the template's default look and the look `change` makes of it: they must differ in at
// least `min_pixels` pixels, and the changed look drawn twice must give the same bytes.
void expect_differs(std::string_view name, const std::string& what,
                    const std::function<void(Look&)>& change, int min_pixels = 40) {
  Look look = default_look(name);
  change(look);
  const auto changed = still_of(look);
  EXPECT_GE(visibly_differing_pixels(still_of(default_look(name)), changed), min_pixels)
      << name << ": " << what << " draws like the default look";
  EXPECT_EQ(changed, still_of(look)) << name << ": " << what << " is not the same twice";
}

TEST(RenderLook, TheDefaultLookTwiceIsTheSameBytes) {
  for (std::string_view name : kTemplates) {
    EXPECT_EQ(still_of(default_look(name)), still_of(default_look(name))) << name;
  }
}

TEST(RenderLook, EveryShapeDrawsDifferently) {
  for (std::string_view name : kTemplates) {
    for (const char* shape : {"bighead", "tall"}) {
      expect_differs(name, std::string("shape ") + shape, [&](Look& l) { l.shape = shape; });
    }
    Look bighead = default_look(name), tall = default_look(name);
    bighead.shape = "bighead";
    tall.shape = "tall";
    EXPECT_GE(visibly_differing_pixels(still_of(bighead), still_of(tall)), 40) << name;
  }
}

TEST(RenderLook, EveryStretchDrawsDifferently) {
  for (std::string_view name : kTemplates) {
    expect_differs(name, "stretch head", [](Look& l) { l.stretch_head = 1.3; });
    expect_differs(name, "stretch body", [](Look& l) { l.stretch_body = 1.3; });
    expect_differs(name, "stretch legs", [](Look& l) { l.stretch_legs = 1.3; });
  }
}

TEST(RenderLook, EveryOptionDrawsDifferently) {
  expect_differs("kid", "no pigtails", [](Look& l) { l.pigtails = false; });
  expect_differs("monster", "no legs", [](Look& l) { l.monster_legs = 0; });
  expect_differs("monster", "one eye", [](Look& l) { l.monster_eyes = 1; });
}

TEST(RenderLook, EveryColourDrawsDifferently) {
  for (std::string_view name : kTemplates) {
    for (const char* key : {"body", "skin", "acc"}) {
      expect_differs(name, std::string("colour ") + key,
                     [&](Look& l) { l.colors[key] = "#2a9d8f"; });
    }
  }
}

TEST(RenderLook, TheSixStylesAllDrawDifferently) {
  const char* styles[] = {"flat", "outlined", "soft", "storybook", "bold", "crayon"};
  for (std::string_view name : kTemplates) {
    std::vector<std::vector<std::uint8_t>> stills;
    for (const char* style : styles) {
      Look look = default_look(name);
      look.style = style;
      stills.push_back(still_of(look));
      EXPECT_EQ(stills.back(), still_of(look)) << name << " " << style << " twice";
    }
    // Each pair visibly different: a good share of the character's pixels, not a few edges.
    for (std::size_t a = 0; a < stills.size(); ++a) {
      for (std::size_t b = a + 1; b < stills.size(); ++b) {
        EXPECT_GE(visibly_differing_pixels(stills[a], stills[b]), 400)
            << name << ": " << styles[a] << " and " << styles[b] << " look alike";
      }
    }
  }
}

}  // namespace
}  // namespace jt::render
