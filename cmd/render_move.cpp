// A move (a behaviour) rendered on one character standing centred on a plain stage, as the block
// editor's stage shows it: a still PNG, or a video of --to seconds (5 by default).
#include <cmath>

#include "character_input.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/json/number.h"
#include "jt/lipsync/face_clock.h"
#include "jt/packs/content_hash.h"
#include "jt/runtime/runtime.h"
#include "log.h"
#include "program_input.h"
#include "render_cartoon.h"
#include "still_picture.h"
#include "video_output.h"

namespace jt::cmd {
namespace {

// The stage's feet line and a character's height, as fractions of the picture (spec §7.2).
constexpr double kGround = 0.92, kHeight = 0.5;
constexpr double kDefaultMoveLength = 5;

}  // namespace

int render_move(const RenderOptions& o, const std::string& file,
                std::shared_ptr<const Program> move, const std::string& output) {
  if (!o.subtitles.empty()) {
    report_error("--subtitles: " + file +
                 " is a move, with no lines; subtitles come from a "
                 "cartoon's lines and captions");
    return kExitUsage;
  }
  int code = kExitOk;
  rt::StartOptions start;  // --param: the move's params
  if (!parse_params(o.cartoon.params, start.params)) return kExitUsage;
  warn_undeclared_params(*move, start.params, file);
  const lipsync::FaceClock blinks(o.cartoon.seed, {});  // a move has no lines: its eyes blink
  std::optional<DrawnCharacter> drawn = load_character(o.character, o.look, code);
  if (!drawn) return code;
  if (o.still) {
    const rt::Pose pose = pose_at(move, drawn->character.legs, *o.still, start);
    const lipsync::FaceActing acting = blinks.face("A", *o.still);
    render::Canvas canvas(o.width, o.height);
    if (o.background_rgb) {
      canvas.background(render::flat_background(*o.background_rgb));
    } else if (!o.transparent) {
      canvas.plain_stage(kGround * o.height);
    }
    canvas.draw_character(
        drawn->character, pose,
        {.x = o.width / 2.0, .feet_y = kGround * o.height, .height = kHeight * o.height},
        {.style = drawn->style, .art_facing = drawn->art_facing, .acting = &acting});
    return finish_still(canvas, output, "the pose at " + json::format_number(*o.still) + " s",
                        *o.still, o.probe_points)
               ? code
               : kExitUsage;
  }

  render::CastDrawings cast;
  cast.emplace("A", render::CastDrawing{.character = std::move(drawn->character),
                                        .style = drawn->style,
                                        .art_facing = drawn->art_facing});
  rt::Runtime runtime = rt::create_runtime(
      {.seed = o.cartoon.seed, .fps = o.cartoon.fps, .interrupted = interrupted});
  runtime.add_character("A", {.legs = cast.at("A").character.legs});
  const rt::StartResult started = runtime.start_behaviour("A", move, start);
  if (!started.instance) {
    report_error(file + ": the move cannot start: " + started.error);
    return kExitInputErrors;
  }
  const render::Background stage =
      o.background_rgb ? render::flat_background(*o.background_rgb) : render::plain_background();
  const double fps = o.cartoon.fps;
  const FrameSpan frames =
      frames_between(o.from.value_or(0), o.to.value_or(kDefaultMoveLength), fps);
  rt::Frame frame;
  frame.characters.push_back(
      {.id = "A", .x = 0.5, .y = kGround, .h = kHeight, .facing = 1, .visible = true});
  VideoJob job{
      .output = output,
      .first = frames.first,
      .count = frames.count(),
      .audio = false,
      .fill =
          [&](render::FrameJob& f) {
            if (f.frame.characters.empty()) f.frame = frame;  // once a slot: then reused
            f.frame.t = static_cast<double>(f.index) / fps;
            runtime.step_to(f.frame.t);
            runtime.pose_into("A", f.frame.characters[0].pose);
            f.frame.characters[0].acting = blinks.face("A", f.frame.t);
            f.background = o.transparent ? nullptr : &stage;
            return true;
          },
      .cast = &cast,
      .manifest = {.input = file, .settings = render_settings(o)},
      // A segment's key (docs/SCALE.md): its frames' plain data with the character's drawing.
      .input_hash = packs::content_hash(move->source).value,
      .art_key = "A " + drawn->fingerprint,
  };
  const int written = write_video(o, std::move(job));
  return written != kExitOk ? written : code;
}

}  // namespace jt::cmd
