// `jabbertoon render MOVE.json --character NAME|PACK.json --still T -o frame.png`: one move drawn
// on one character standing centred on a plain stage, as the block editor's stage shows it.
// Video (`-o move.mp4`) comes with the video issue. Also adds `sheet` (sheet_command.cpp), the
// render's contact sheet.
#include <cmath>
#include <memory>

#include "character_input.h"
#include "commands.h"
#include "exit_code.h"
#include "log.h"
#include "program_input.h"
#include "sheet_command.h"
#include "still_picture.h"

namespace jt::cmd {
namespace {

struct RenderOptions {
  std::string file, character = "person", look, output, size = "1280x720";
  std::optional<double> still;
};

// The stage's feet line and a character's height, as fractions of the picture (spec §7.2).
constexpr double kGround = 0.92, kHeight = 0.5;

int run_render(const RenderOptions& o) {
  if (!o.still || !o.output.ends_with(".png")) {
    report_error("only a still is drawn yet (--still T -o FILE.png): video comes with the video "
                 "issue");
    return kExitUsage;
  }
  int width = 0, height = 0;
  if (!parse_size(o.size, width, height)) {
    report_error("--size: expected WxH, each 16 to 8192 (e.g. 1920x1080), got \"" + o.size +
                 "\"");
    return kExitUsage;
  }
  if (!std::isfinite(*o.still) || *o.still < 0) {
    report_error("--still: expected a time of 0 s or more");
    return kExitUsage;
  }
  int code = kExitOk;
  std::shared_ptr<const Program> move = load_program(o.file, code);
  if (!move) return code;
  if (move->kind != ProgramKind::kBehaviour) {
    report_error(o.file + ": a scene or a cartoon is drawn with the video issue; render draws a "
                          "move (a behaviour) for now");
    return kExitUsage;
  }
  std::optional<DrawnCharacter> drawn = load_character(o.character, o.look, code);
  if (!drawn) return code;
  const rt::Pose pose = pose_at(move, drawn->character.legs, *o.still);
  render::Canvas canvas(width, height);
  canvas.plain_stage(kGround * height);
  canvas.draw_character(drawn->character, pose,
                        {.x = width / 2.0, .feet_y = kGround * height, .height = kHeight * height},
                        {.style = drawn->style, .art_facing = drawn->art_facing});
  return write_png(canvas, o.output) ? code : kExitUsage;
}

}  // namespace

void add_render_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<RenderOptions>();
  CLI::App* sub = app.add_subcommand(
      "render", "draw a move on a character: a still PNG (video comes with the video issue)");
  sub->add_option("MOVE", o->file, "a move: a behaviour program or pack (- for stdin)")
      ->required();
  sub->add_option("--character", o->character,
                  "NAME (person kid dog cat bird monster) or PACK.json (default person)");
  sub->add_option("--look", o->look, "a look as JSON: {\"template\", \"style\", \"shape\", "
                                     "\"colors\", \"stretch\", \"options\", \"facing\"}");
  sub->add_option("--still", o->still, "the time of the still, in seconds");
  sub->add_option("-o,--output", o->output, "the PNG to write")->required();
  sub->add_option("--size", o->size, "the picture's size WxH (default 1280x720)");
  sub->callback([o, &exit_code] { exit_code = run_render(*o); });
  add_sheet_command(app, exit_code);
}

}  // namespace jt::cmd
