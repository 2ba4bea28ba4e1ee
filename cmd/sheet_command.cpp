// `jabbertoon sheet [--moves FILE...] [--characters NAME...] [--at T] -o sheet.png`: a grid, one
// row per move and one column per character, each cell a move's still on a plain stage, so a
// drawing rule that breaks one body (a dog waving through its head) shows at a glance.
#include <algorithm>
#include <cmath>
#include <filesystem>

#include "catalog_input.h"
#include "character_input.h"
#include "exit_code.h"
#include "finite_option.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/render/face_sheet.h"
#include "jt/render/templates.h"
#include "jt/runtime/runtime.h"
#include "log.h"
#include "outputs.h"
#include "program_input.h"
#include "sheet_command.h"
#include "still_picture.h"

namespace jt::cmd {
namespace {

struct SheetOptions {
  std::vector<std::string> moves, characters;
  double at = 1.0;
  int cell = 220;
  bool faces = false;               // the faces sheet instead: mouth shapes and moods
  std::string style, view, output;  // view: every cell's, empty for each character's own
  Overwrite overwrite = Overwrite::kAsk;
};

struct Move {
  std::string name;
  std::shared_ptr<const Program> program;
};

// The moves given, or every behaviour pack found (docs/PACKS.md), in file order.
std::vector<Move> sheet_moves(const SheetOptions& o, int& code) {
  std::vector<Move> moves;
  if (o.moves.empty()) {
    int catalog_code = kExitOk;
    if (std::optional<packs::Catalog> catalog = load_packs({}, catalog_code)) {
      for (const packs::Pack& p : catalog->packs()) {
        if (p.type != "behaviour") continue;
        PrepareResult prepared = prepare_program(program_of(p.json).program, p.file);
        if (prepared.program) {
          moves.push_back({std::filesystem::path(p.file).stem().string(), prepared.program});
        }
      }
    }
    std::sort(moves.begin(), moves.end(),
              [](const Move& a, const Move& b) { return a.name < b.name; });
    return moves;
  }
  for (const std::string& f : o.moves) {
    if (auto program = load_program(f, code)) {
      if (program->kind == ProgramKind::kBehaviour) {
        moves.push_back({std::filesystem::path(f).stem().string(), program});
      }
    }
  }
  return moves;
}

// A move's still and the stretch of ground its feet cover up to it (1080p px): a walk or a hop
// that travels is drawn in its cell recentred on that stretch, not walked out of the cell.
struct StillOnPath {
  rt::Pose pose;
  double min_dx = 0, max_dx = 0;
};

StillOnPath still_on_path(const std::shared_ptr<const Program>& move, int legs, double at) {
  constexpr int kSamples = 16;
  rt::Runtime runtime = rt::create_runtime({});
  runtime.add_character("A", {.legs = legs});
  runtime.start_behaviour("A", move);
  StillOnPath out;
  for (int i = 0; i <= kSamples; ++i) {
    runtime.step_to(at * i / kSamples);
    out.pose = runtime.pose("A");
    if (!std::isfinite(out.pose.dx)) continue;
    out.min_dx = std::min(out.min_dx, out.pose.dx);
    out.max_dx = std::max(out.max_dx, out.pose.dx);
  }
  return out;
}

// The pose as a cell shows it: offsets at the cell's scale (a character `height` px tall stands
// for one half of a 1080p picture), the path centred in the cell and squeezed to fit its middle,
// a flight eased to stay under the cell's top (the feet stand at 90 % of the cell): lifted at
// most a fifth of the cell, and never so far that the drawing's top (up to 1.3 × its height:
// ears, antennae) comes within 4 % of the cell's top (a small dog had room to fly to the top).
rt::Pose fit_to_cell(StillOnPath s, double height, double cell, double canvas_pose_scale) {
  const double to_cell = height / 540.0;  // cell px per 1080p px
  const double centre = (s.min_dx + s.max_dx) / 2;
  const double span = (s.max_dx - s.min_dx) * to_cell, room = cell * 0.5;
  const double squeeze = span > room ? room / span : 1.0;
  s.pose.dx = (s.pose.dx - centre) * to_cell * squeeze / canvas_pose_scale;
  double dy = s.pose.dy * to_cell;  // cell px, down
  const double headroom = std::max(1.0, std::min(cell * 0.2, cell * 0.86 - height * 1.3));
  if (dy < 0) dy = -headroom * std::tanh(-dy / headroom);
  s.pose.dy = dy / canvas_pose_scale;
  return s.pose;
}

// Every template's (or the given characters') mouth shapes and moods, side by side.
int run_faces_sheet(const SheetOptions& o, const std::vector<std::string>& names,
                    const std::vector<DrawnCharacter>& characters, int code) {
  std::vector<render::FaceSheetCharacter> drawn;
  for (std::size_t i = 0; i < characters.size(); ++i) {
    drawn.push_back({.name = names[i],
                     .character = &characters[i].character,
                     .style = characters[i].style,
                     .art_facing = characters[i].art_facing});
  }
  const std::unique_ptr<render::Canvas> canvas = render::draw_face_sheet(drawn, o.cell);
  const std::string what = "the faces of " + std::to_string(characters.size()) + " characters";
  return write_picture(*canvas, o.output, what) ? code : kExitUsage;
}

int run_sheet(const SheetOptions& o) {
  std::vector<NamedPath> inputs;
  for (const std::string& f : o.moves)
    inputs.push_back({"--moves", f});
  for (const std::string& f : o.characters)
    inputs.push_back({"--characters", f});
  const NamedPath output{"-o", o.output};
  if (const int checked = check_outputs({&output, 1}, inputs, o.overwrite, false);
      checked != kExitOk) {
    return checked;
  }
  int code = kExitOk;
  std::vector<std::string> names = o.characters;
  if (names.empty()) names.assign(render::kTemplates.begin(), render::kTemplates.end());
  std::vector<DrawnCharacter> characters;
  std::vector<std::string> loaded;
  for (const std::string& n : names) {
    std::string look;
    if (!o.style.empty()) look = "{\"style\": \"" + o.style + "\"}";
    if (auto c = load_character(n, look, code)) {
      characters.push_back(std::move(*c));
      loaded.push_back(n);
    }
  }
  if (o.faces) {
    if (characters.empty()) {
      report_error("sheet: no characters to draw");
      return std::max<int>(code, kExitUsage);
    }
    return run_faces_sheet(o, loaded, characters, code);
  }
  const std::vector<Move> moves = sheet_moves(o, code);
  names = loaded;
  if (moves.empty() || characters.empty()) {
    report_error("sheet: no moves or no characters to draw");
    return std::max<int>(code, kExitUsage);
  }
  const int label_w = o.cell * 3 / 4, label_h = o.cell / 6;
  const int cols = static_cast<int>(characters.size()), rows = static_cast<int>(moves.size());
  render::Canvas canvas(label_w + cols * o.cell, label_h + rows * o.cell);
  canvas.plain_stage(canvas.height());
  for (int c = 0; c < cols; ++c) {
    canvas.label(names[static_cast<std::size_t>(c)], label_w + c * o.cell + 8, 4, label_h * 0.6);
  }
  for (int r = 0; r < rows; ++r) {
    const Move& m = moves[static_cast<std::size_t>(r)];
    const double top = label_h + r * o.cell;
    canvas.label(m.name, 6, top + o.cell * 0.45, label_h * 0.5);
    for (int c = 0; c < cols; ++c) {
      const DrawnCharacter& d = characters[static_cast<std::size_t>(c)];
      // A long, low body (a dog) is drawn smaller so its length fits the cell.
      const render::Character& ch = d.character;
      const double length = 3.2 * ch.views.front().footprint / ch.height;
      const double height = o.cell * std::min(0.6, 0.8 / std::max(length, 1e-9));
      rt::Pose pose =
          fit_to_cell(still_on_path(m.program, ch.legs, o.at), height, o.cell, canvas.pose_scale());
      if (!o.view.empty()) pose.view = o.view;
      canvas.draw_character(
          ch, pose,
          {.x = label_w + (c + 0.5) * o.cell, .feet_y = top + o.cell * 0.9, .height = height},
          {.style = d.style, .art_facing = d.art_facing});
    }
  }
  const std::string what = "a contact sheet of " + std::to_string(rows) + " moves on " +
                           std::to_string(cols) + " characters";
  return write_picture(canvas, o.output, what) ? code : kExitUsage;
}

}  // namespace

void add_sheet_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SheetOptions>();
  CLI::App* sub = app.add_subcommand(
      "sheet", "a contact sheet PNG: every move (a row) on every character (a column)");
  sub->add_option("--moves", o->moves, "move files (default: every shipped behaviour pack)");
  sub->add_option("--characters", o->characters,
                  "names or PACK.json files (default: the six templates)");
  sub->add_option("--at", o->at, "the time of every still, 0 to 3600 seconds (default 1)")
      ->check(finite_number() & CLI::Range(0.0, 3600.0));
  sub->add_option("--cell", o->cell, "a cell's size in pixels (default 220)")
      ->check(CLI::Range(64, 1024));
  sub->add_option("--style", o->style, "draw every character in this art style");
  sub->add_option("--view", o->view, "draw every cell in this view: front, side or back")
      ->check(CLI::IsMember({"front", "side", "back"}));
  sub->add_flag("--faces", o->faces,
                "the faces sheet instead: every mouth shape and mood of each character's faces");
  sub->add_option("-o,--output", o->output, "the PNG to write")->required();
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_sheet(*o); });
}

}  // namespace jt::cmd
