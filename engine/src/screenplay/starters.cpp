// The starters' texts. Each names only shipped moves, backgrounds and voices, so that `validate
// --strict` passes and `render` draws it as it is (tests/cli/new_test.sh).
#include "jt/screenplay/starters.h"

#include "jt/json/value.h"
#include "jt/json/write.h"

namespace jt::screenplay {
namespace {

constexpr std::string_view kCartoon =
    R"(# A first cartoon, written as a play (docs/SCREENPLAY.md). See it:
#   jabbertoon render FILE -o FILE.mp4
# Lines that start with # are comments. Indent two spaces a level.
cartoon TITLE
# The cast, one character a line: an id, = and a name, then its look (template kid, person, dog,
# cat, bird or monster; colours), its voice, and where it stands from the start (at: x across
# 0..1, y the feet line, h its height).
cast:
  A = Sunny · template kid · colours body #f2b134, skin #f5cfa8, acc #6b3f24 · voice bright
  B = Grump · template monster · colours body #7f8c99, skin #b3bec8, acc #4a5560 · voice gruff · at x 0.68, y 0.92, h 0.5, facing -1
# A scene: its name and its place (park, street, kitchen, living_room, beach or night_sky).
scene "Morning" at park
  B does sadidle
  caption "Grump was having a grey sort of morning." for 2.5 s
  # Sunny walks on the spot while her place glides in from the left.
  A does walk for 2 s (from 0, to 0, t_in 2)
  A enters from the left to x 0.3 in 2 s
  A does wave_hello
  # A line: who says it, the words, and (a mood) when there is one.
  A: Good morning, Grump! (happy)
  B: Is it? (annoyed)
  A does point
  A: I brought you a cake!
  B looks happy
  B does jump_for_joy
  B: Oh! It IS a good morning! (happy)
  wait 0.5 s
)";

constexpr std::string_view kScene =
    R"(# A scene, written as a play (docs/SCREENPLAY.md): one scene, two characters. See it:
#   jabbertoon render FILE -o FILE.mp4
scene program TITLE
cast:
  A = Pip · template kid · colours body #e85d75, skin #f3c9a5, acc #4a2f1f · voice child
  B = Biscuit · template dog · legs 4 · voice gruff · at x 0.7, y 0.92, h 0.3, facing -1
scene TITLE at street
  B does idle
  A does walk for 1.5 s (from 0, to 0, t_in 1.5)
  A enters from the left to x 0.3 in 1.5 s
  A: Hello, Biscuit! (happy)
  B does floppy_hop
  B: Woof! (happy, pitch 1.4)
  wait 0.5 s
)";

// A move: a behaviour program (spec §3, §4, docs/BLOCKS.md). Each block's "note" says what it
// does; a note is the author's own and changes nothing.
json::Value move_program(std::string_view name) {
  auto block = [](std::initializer_list<json::Member> members) {
    json::Object o;
    for (const json::Member& m : members)
      o.set(m.key, m.value);
    return json::Value(std::move(o));
  };
  json::Array body{
      block({{"op", "hop"},
             {"amp", "=amp"},
             {"hz", 1.5},
             {"note", "hops amp pixels high, 1.5 times a second"}}),
      block({{"op", "swingPart"},
             {"part", "arms"},
             {"deg", 20},
             {"every", 0.67},
             {"note", "swings the arms 20 degrees, once a hop"}}),
      block({{"op", "mood"}, {"mood", "happy"}, {"note", "a happy face while it hops"}}),
  };
  json::Object script;
  script.set("hat", block({{"on", "start"}}));
  script.set("body", json::Value(std::move(body)));
  json::Object params;
  params.set("amp", 40);
  json::Object program;
  program.set("v", 1);
  program.set("kind", "behaviour");
  program.set("name", json::Value(name));
  program.set("params", json::Value(std::move(params)));
  program.set("scripts", json::Value(json::Array{json::Value(std::move(script))}));
  return json::Value(std::move(program));
}

std::string with_title(std::string_view text, std::string_view name) {
  const std::string title = json::write_compact(json::Value(name));
  std::string out(text);
  for (std::size_t at = out.find("TITLE"); at != std::string::npos;
       at = out.find("TITLE", at + title.size())) {
    out.replace(at, 5, title);
  }
  return out;
}

}  // namespace

std::optional<std::string> starter(std::string_view kind, std::string_view name) {
  if (kind == "cartoon") return with_title(kCartoon, name);
  if (kind == "scene") return with_title(kScene, name);
  if (kind == "move") return json::write_readable(move_program(name)) + "\n";
  return std::nullopt;
}

}  // namespace jt::screenplay
