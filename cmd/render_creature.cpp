// A creature rendered on its own: crawling left to right across a plain stage, lying on its floor
// (docs/CREATURES.md, "Drawing"): a still PNG, or a video of --to seconds (5 by default). The view
// holds its whole crawl, simulated first.
#include <algorithm>

#include "creature_input.h"
#include "exit_code.h"
#include "interrupt.h"
#include "jt/json/number.h"
#include "jt/render/creature_framing.h"
#include "jt/runtime/frame_key.h"
#include "log.h"
#include "outputs.h"
#include "render_cartoon.h"
#include "still_picture.h"
#include "video_output.h"

namespace jt::cmd {
namespace {

// The plain stage's floor line, as a fraction of the picture's height.
constexpr double kFloorLine = 0.42;
constexpr double kDefaultLength = 5;

}  // namespace

CreatureStage creature_stage(std::shared_ptr<const creature::Model> model, const RenderOptions& o,
                             const creature::Controls& controls, std::uint32_t seed) {
  CreatureStage s{model, render::prepare_creature_art(model, o.style), {}, {0, 0}};
  // No closer than to span about a third of a 16:9 picture (and at most 4×), and far enough that
  // its whole crawl stays in the picture: over the default 5 s, or the render's longer length
  // (so every part of a render, and a still, is seen in the one view).
  const double zoom = std::clamp(600 / std::max(model->rest_length, 1.0), 1.0, 4.0);
  const double seconds =
      std::max({kDefaultLength, o.to.value_or(kDefaultLength), o.still.value_or(0)});
  const render::WorldBox box = render::crawl_box(s.art, s.start, controls, seed, seconds);
  s.view = render::view_holding(box, o.width, o.height, kFloorLine,
                                std::min(o.width, o.height) / 1080.0 * zoom);
  return s;
}

void draw_creature_stage(render::Canvas& canvas, const CreatureStage& stage,
                         const creature::CreaturePose& pose,
                         const std::optional<render::Background>& flat, bool transparent) {
  if (transparent) {
    canvas.clear();
  } else if (flat) {
    canvas.background(*flat);
  } else {
    canvas.plain_stage(kFloorLine * canvas.height());
  }
  canvas.draw_creature(stage.art, pose, stage.view);
}

namespace {

// What decides a creature render's pictures: the cartoon's settings and the art style.
json::Object creature_settings(const RenderOptions& o) {
  json::Object settings = render_settings(o);
  settings.set("style", o.style);
  return settings;
}

}  // namespace

int render_creature(const RenderOptions& o, const std::string& file, const std::string& output) {
  if (!o.subtitles.empty()) {
    report_error("--subtitles: " + file + " is a creature, with no lines");
    return kExitUsage;
  }
  int code = kExitOk;
  std::shared_ptr<const creature::Model> model = load_creature(file, code);
  if (!model) return code;
  const creature::Controls controls{1, {1, 0}};
  const std::uint32_t seed = creature::creature_seed(o.cartoon.seed, model->descriptor.name);
  const CreatureStage scene = creature_stage(model, o, controls, seed);
  creature::Creature crawler(model, scene.start, {1, 0}, 0, seed);
  const std::optional<render::Background> flat =
      o.background_rgb ? std::optional(render::flat_background(*o.background_rgb)) : std::nullopt;
  if (o.still) {
    // A second of substeps at a time, so that Ctrl-C stops an hour of a heavy creature's crawl
    // (write_picture then writes nothing).
    const long last = creature::substeps_at(*o.still);
    for (long k = 0; k < last && !interrupted();) {
      k = std::min(last, k + 60);
      creature::advance_to(crawler, k, controls);
    }
    creature::CreaturePose pose;
    creature::pose_into(crawler, pose);
    render::Canvas canvas(o.width, o.height);
    draw_creature_stage(canvas, scene, pose, flat, o.transparent);
    return write_picture(canvas, output, "the creature at " + json::format_number(*o.still) + " s")
               ? code
               : kExitUsage;
  }
  const double fps = o.cartoon.fps;
  const FrameSpan frames = frames_between(o.from.value_or(0), o.to.value_or(kDefaultLength), fps);
  const bool transparent = o.transparent;
  VideoJob job{
      .output = output,
      .first = frames.first,
      .count = frames.count(),
      .audio = false,
      .fill =
          [&](render::FrameJob& f) {
            f.frame.t = static_cast<double>(f.index) / fps;
            creature::advance_to(crawler, creature::substeps_at(f.frame.t), controls);
            f.creatures.resize(1);
            creature::pose_into(crawler, f.creatures[0]);
            return true;
          },
      .cast = nullptr,
      .draw =
          [&scene, &flat, transparent](const render::FrameJob& f, render::Canvas& canvas) {
            draw_creature_stage(canvas, scene, f.creatures[0], flat, transparent);
          },
      .manifest = {.input = file, .settings = creature_settings(o)},
  };
  // A segment's key (docs/SCALE.md): the creature's poses, with its file's bytes, its style and
  // the view it is drawn in.
  std::optional<std::string> bytes = read_bytes(file, code);
  if (!bytes) return code;
  job.input_hash = "sha256:" + rt::sha256_hex(*bytes);
  job.art_key = "creature " + job.input_hash + " " + o.style;
  for (double d : {scene.view.x0, scene.view.y0, scene.view.scale, scene.view.tilt, kFloorLine}) {
    job.art_key += " " + json::format_number(d);
  }
  job.key_frame = [](const render::FrameJob& f, std::string& key) {
    rt::append_creature_key(f.creatures[0], key);
  };
  const int written = write_video(o, std::move(job));
  return written != kExitOk ? written : code;
}

}  // namespace jt::cmd
