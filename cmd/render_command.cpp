// `jabbertoon render`: a cartoon (or a scene) to a voiced video, a still or a PNG sequence; a move
// on one character to a still or a video; several inputs into a directory, one after another
// (docs/CLI.md "render"; the batch: render_batch.cpp). Also adds `sheet` (sheet_command.cpp), the
// moves' contact sheet.
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <thread>

#include "commands.h"
#include "creature_input.h"
#include "exit_code.h"
#include "finite_option.h"
#include "interrupt.h"
#include "jt/creature/paint_colour.h"
#include "jt/encode/audio_writer.h"
#include "jt/encode/segment_cache.h"
#include "jt/encode/video_writer.h"
#include "jt/json/number.h"
#include "jt/json/value.h"
#include "jt/produce/sequence_files.h"
#include "log.h"
#include "outputs.h"
#include "program_input.h"
#include "project_settings.h"
#include "render_batch.h"
#include "render_cartoon.h"
#include "render_options.h"
#include "scale_options.h"
#include "sheet_command.h"
#include "still_picture.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

bool is_directory_output(const std::string& output) {
  return output.ends_with('/') || fs::is_directory(output);
}

// --probe 'x,y;x,y' into o.probe_points, each inside the picture.
bool parse_probes(RenderOptions& o) {
  std::string_view rest = o.probe;
  while (!rest.empty()) {
    const std::size_t semicolon = rest.find(';');
    const std::string_view point = rest.substr(0, semicolon);
    const std::size_t comma = point.find(',');
    int x = -1, y = -1;
    const bool ok =
        comma != std::string_view::npos &&
        std::from_chars(point.data(), point.data() + comma, x).ptr == point.data() + comma &&
        std::from_chars(point.data() + comma + 1, point.data() + point.size(), y).ptr ==
            point.data() + point.size();
    if (!ok || x < 0 || y < 0 || x >= o.width || y >= o.height || o.probe_points.size() >= 10000) {
      const std::string which = point.empty() ? "an empty point" : "\"" + std::string(point) + "\"";
      report_error("--probe \"" + o.probe + "\": " + which +
                   ": expected x,y in pixels inside the " + std::to_string(o.width) + "x" +
                   std::to_string(o.height) + " picture, points separated by ';' (at most 10000)");
      return false;
    }
    o.probe_points.emplace_back(x, y);
    if (semicolon == std::string_view::npos) break;
    rest.remove_prefix(semicolon + 1);
  }
  return true;
}

// Checks what the options can check before anything is read; reports the first problem.
bool check_options(RenderOptions& o) {
  if (!o.stills.empty()) o.still = o.stills.front();
  if (o.stills.size() > 1 && o.probe.empty()) {
    report_error("--still is given once, or several times with --probe");
    return false;
  }
  if (!o.probe.empty() && o.stills.empty()) {
    report_error("--probe reads the pixels of a still: give --still T (or several)");
    return false;
  }
  if (o.output.empty() && o.probe.empty()) {
    report_error("-o: the output is required (only --probe prints without one)");
    return false;
  }
  if (!o.output.empty() && o.stills.size() > 1) {
    report_error("-o writes one still: with several --still times, --probe prints without -o");
    return false;
  }
  if (o.format.empty()) o.format = o.still ? "png" : "mp4";
  if (!parse_size(o.size, o.width, o.height) || o.width % 2 != 0 || o.height % 2 != 0) {
    report_error("--size: expected WxH, each even and 16 to 8192 (e.g. 1920x1080), got \"" +
                 o.size + "\"");
    return false;
  }
  if (!o.probe.empty() && !parse_probes(o)) return false;
  if (!o.background.empty()) {
    const std::optional<creature::Rgba> colour = creature::parse_colour(o.background);
    if (!colour || colour->a < 1) {
      report_error(
          "--background: expected an opaque colour (#rgb, #rrggbb, rgb(r, g, b) or a "
          "CSS name: white, skyblue), got \"" +
          o.background + "\"" + (colour ? ": for no stage at all, --transparent" : ""));
      return false;
    }
    if (o.transparent) {
      report_error("--background and --transparent: a stage of one colour, or none; not both");
      return false;
    }
    const auto byte = [](double v) { return static_cast<std::uint32_t>(std::lround(v * 255)); };
    o.background_rgb = byte(colour->r) << 16 | byte(colour->g) << 8 | byte(colour->b);
  }
  if (!parse_progress_mode(o.progress, o.progress_mode)) {
    report_error("--progress: expected auto, bar, json or none, got \"" + o.progress + "\"");
    return false;
  }
  // An hour, the longest a plan runs: stepping to a time costs work in proportion to it (1e12 ran
  // for ever), and a cartoon's still past its end is refused where its length is known.
  if (o.still && (!std::isfinite(*o.still) || *o.still < 0 || *o.still > 3600)) {
    report_error("--still: expected a time of 0 to 3600 s");
    return false;
  }
  if ((o.from && (!std::isfinite(*o.from) || *o.from < 0)) ||
      (o.to && (!std::isfinite(*o.to) || *o.to <= o.from.value_or(0)))) {
    report_error("--from/--to: expected 0 <= FROM < TO, in seconds");
    return false;
  }
  if (!encode::video_frame_rate(o.cartoon.fps)) {
    report_error("--fps " + json::format_number(o.cartoon.fps) +
                 ": a video's timestamps keep a whole number of frames per second (1 to 240) "
                 "or an NTSC rate (23.976, 29.97, 59.94, or as a ratio 24000/1001, 30000/1001, "
                 "60000/1001): give one of those");
    return false;
  }
  if (o.crf && (*o.crf < 0 || *o.crf > 63)) {
    report_error("--crf: expected 0 to 51 for .mp4/.mov/.mkv (H.264), 0 to 63 for .webm (VP9)");
    return false;
  }
  // Each drawing thread holds frames of its own: a few per core at most (10000 took 2.9 GB).
  const int most_threads = 4 * static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (o.threads < 0 || o.threads > most_threads) {
    report_error("--threads: expected 0 (one per core) to " + std::to_string(most_threads) +
                 " (4 per core), got " + std::to_string(o.threads));
    return false;
  }
  if (!o.subtitles.empty() && !embeds_subtitles(o) && !o.subtitles.ends_with(".srt") &&
      !o.subtitles.ends_with(".vtt")) {
    report_error(
        "--subtitles: expected embed (a stream inside the video), or a .srt or a .vtt "
        "file, got \"" +
        o.subtitles + "\"");
    return false;
  }
  // The lines once: as subtitles, not burned in as well, unless --captions asks for both.
  if (o.captions.empty()) o.captions = o.subtitles.empty() ? "box" : "none";
  if (!o.manifest.empty() && o.still) {
    report_error("--manifest describes a video's frames: it does not go with --still");
    return false;
  }
  if (!o.subtitles.empty() && (o.still || o.files.size() > 1)) {
    report_error("--subtitles goes with one cartoon's video (not --still, not a batch)");
    return false;
  }
  // -o DIR/ names its videos by --format.
  const std::string named = is_directory_output(o.output) ? "video." + o.format : o.output;
  if (embeds_subtitles(o) &&
      (o.audio_only || !o.part.empty() || !produce::segmented_container(named, o.format))) {
    report_error(
        "--subtitles embed: a subtitle stream goes inside a .mp4, .mov, .mkv or .webm "
        "video (not a GIF, a PNG sequence, the soundtrack alone or a --part, which "
        "`join` makes without one), got -o \"" +
        o.output + "\": write them beside it with --subtitles FILE.srt or FILE.vtt");
    return false;
  }
  // A streamed .mp4 or .mov is fragmented, where readers lose timed text's durations.
  if (embeds_subtitles(o) && o.output == encode::kStandardOutput &&
      (o.format == "mp4" || o.format == "mov")) {
    report_error("--subtitles embed: a streamed " + o.format +
                 " (-o -) is fragmented, and its subtitle stream would lose its cues' ends: "
                 "write a file, or stream --format webm");
    return false;
  }
  if (!o.scene.empty() && (o.from || o.to || o.still)) {
    report_error("--scene renders the span of one scene: not with --from, --to or --still");
    return false;
  }
  if (o.every_nth_frame < 1 || o.every_nth_frame > o.cartoon.fps) {
    report_error("--every-nth-frame: expected 1 to the frame rate (" +
                 json::format_number(o.cartoon.fps) + "), got " +
                 std::to_string(o.every_nth_frame));
    return false;
  }
  if (o.every_nth_frame > 1 && !o.manifest.empty()) {
    report_error("--manifest describes every frame: it does not go with --every-nth-frame");
    return false;
  }
  if (!check_scale_options(o)) return false;
  if (is_directory_output(o.output) &&
      std::find(o.files.begin(), o.files.end(), "-") != o.files.end()) {
    report_error("-o " + o.output + ": standard input has no name to give its output there: -o " +
                 o.output + "NAME." + o.format);
    return false;
  }
  if (o.files.size() > 1) {
    if (!is_directory_output(o.output)) {
      report_error("several inputs render into a directory: -o DIR/ (each input's name with ." +
                   o.format + ")");
      return false;
    }
    if (!o.manifest.empty()) {
      report_error("--manifest describes one render: give one input with it");
      return false;
    }
  }
  return true;
}

// The output file of `file`: -o itself, or in a directory the input's name with --format's
// extension.
std::string output_for(const RenderOptions& o, const std::string& file) {
  if (!is_directory_output(o.output)) return o.output;
  return (fs::path(o.output) / (fs::path(file).stem().string() + "." + o.format)).string();
}

// `-o -`: standard output, in --format's format, for what can stream (not a PNG sequence, and not
// with the JSON progress lines, which go there too).
bool check_standard_output(const RenderOptions& o) {
  // As gzip does: a picture's bytes in a terminal are noise that can leave it garbled.
  if (::isatty(STDOUT_FILENO) != 0 && o.overwrite != Overwrite::kYes) {
    report_error(
        "-o -: standard output is a terminal, where a video's bytes would be noise: redirect it "
        "(> out.mp4) or pipe it (| ffplay -); -y writes it anyway");
    return false;
  }
  if (o.progress_mode == ProgressMode::kJson) {
    report_error(
        "-o -: the video goes to standard output, where --progress json would go too: "
        "use --progress bar or none");
    return false;
  }
  if (o.still && o.format != "png") {
    report_error("-o - with --still writes a PNG: --format png (or no --format)");
    return false;
  }
  if (!o.still && o.format == "png") {
    report_error(
        "-o -: a PNG sequence is many files: --format mp4, mov, mkv, webm or gif, or --still T");
    return false;
  }
  return true;
}

bool check_output(const RenderOptions& o, const std::string& output) {
  const bool to_stdout = output == encode::kStandardOutput;
  if (to_stdout && !check_standard_output(o)) return false;
  const std::string ext = to_stdout ? "." + o.format : lower_extension(output);
  if (o.still) {
    if (ext != ".png") {
      report_error("--still draws one picture: -o FILE.png, got \"" + output + "\"");
      return false;
    }
    return true;
  }
  // The extension chooses a soundtrack alone; --audio-only says so (and checks it).
  if (encode::audio_container_for_path(output)) return true;
  if (o.audio_only) {
    report_error(
        "--audio-only writes the soundtrack alone: -o FILE.m4a (AAC), .ogg (Opus) or "
        ".wav, got \"" +
        output + "\"");
    return false;
  }
  if (o.transparent && ext != ".png" && ext != ".mov" && ext != ".webm") {
    report_error(
        "--transparent: only .mov (ProRes 4444), .webm (VP9) and .png keep "
        "transparency, got \"" +
        output + "\"");
    return false;
  }
  if (o.every_nth_frame > 1 && ext != ".gif") {
    report_error(
        "--every-nth-frame makes a GIF preview: -o FILE.gif (a video at a lower rate: "
        "--fps), got \"" +
        output + "\"");
    return false;
  }
  if (o.crf && (ext == ".gif" || ext == ".png")) {
    report_warning("--crf does not apply to " + ext.substr(1) +
                   " (a GIF's quality is its palette, a PNG is lossless): it is ignored");
  }
  if (ext == ".png" || encode::container_for_path("out" + ext)) return true;
  report_error("-o " + output +
               ": the output's extension chooses the format: .mp4, .mov, .mkv, .webm, .gif, or "
               ".png (a numbered sequence, or one still with --still T); .m4a, .ogg, .wav for the "
               "sound alone");
  return false;
}

// What a render of one input would write over: its video, still or sequence, its subtitles and its
// manifest.
std::vector<PlannedOutput> planned_outputs(const RenderOptions& o, const std::string& output) {
  std::vector<PlannedOutput> planned;
  if (lower_extension(output) == ".png" && !o.still) {
    const std::vector<produce::SequenceFile> frames = produce::existing_sequence_files(output);
    if (!frames.empty()) {
      planned.push_back(
          {frames.front().path,
           "the PNG sequence " +
               produce::file_range(frames.front().path, frames.back().path, frames.size())});
    }
  } else if (output != encode::kStandardOutput) {
    planned.push_back({output, output});
  }
  if (const std::string file = subtitles_file(o); !file.empty()) planned.push_back({file, file});
  if (!o.manifest.empty()) planned.push_back({o.manifest, o.manifest});
  return planned;
}

// The outputs of a render apart from each other and from what it reads: the inputs and a move's
// character file.
bool outputs_apart(const RenderOptions& o, const std::string& output) {
  std::vector<NamedPath> outputs{{"-o", output}};
  if (const std::string file = subtitles_file(o); !file.empty()) {
    outputs.push_back({"--subtitles", file});
  }
  if (!o.manifest.empty()) outputs.push_back({"--manifest", o.manifest});
  std::vector<NamedPath> inputs;
  for (const std::string& file : o.files)
    inputs.push_back({"the input", file});
  inputs.push_back({"--character", o.character});
  return check_outputs_apart(outputs, inputs);
}

// Every output of a render can be written (the rule of jt/encode/output_file.h; its directory
// there): found before anything is drawn, not after the render. A PNG sequence's by its first
// frame's name.
bool outputs_writable(const RenderOptions& o, const std::string& output) {
  const bool sequence = lower_extension(output) == ".png" && !o.still;
  std::vector<NamedPath> outputs{{"-o", sequence ? produce::sequence_file(output, 0) : output}};
  if (const std::string file = subtitles_file(o); !file.empty()) {
    outputs.push_back({"--subtitles", file});
  }
  if (!o.manifest.empty()) outputs.push_back({"--manifest", o.manifest});
  return check_outputs_writable(outputs);
}

bool reads_stdin(const RenderOptions& o) {
  return std::find(o.files.begin(), o.files.end(), "-") != o.files.end();
}

int render_one(const RenderOptions& o, const std::string& file) {
  if (o.stills.size() > 1) {  // --probe at several times: one still each, in the order given
    int worst = kExitOk;
    for (double t : o.stills) {
      RenderOptions one = o;
      one.still = t;
      one.stills = {t};
      worst = std::max(worst, render_one(one, file));
    }
    return worst;
  }
  const std::string output = o.output.empty() ? std::string() : output_for(o, file);
  if (!output.empty()) {  // --probe alone writes nothing
    if (!check_output(o, output) || !outputs_apart(o, output) || !outputs_writable(o, output)) {
      return kExitUsage;
    }
    if (!may_write(planned_outputs(o, output), o.overwrite, reads_stdin(o))) {
      return kExitInputErrors;
    }
  }
  const auto no_scenes = [&](const char* what) {
    report_error(file + ": --scene: " + what + " has no scenes (a cartoon or a scene has)");
    return kExitUsage;
  };
  if (is_creature_file(file)) {
    return o.scene.empty() ? render_creature(o, file, output) : no_scenes("a creature");
  }
  int code = kExitOk;
  std::shared_ptr<const Program> program = load_program(file, code);
  if (!program) return code;
  if (!o.scene.empty() && program->kind == ProgramKind::kBehaviour) return no_scenes("a move");
  const int rendered = program->kind == ProgramKind::kBehaviour
                           ? render_move(o, file, program, output)
                           : render_cartoon(o, file, program, output);
  return std::max(rendered, code);
}

// `-o DIR/` names a folder for the outputs: made when missing (that folder alone, never its
// parents). Every other output's directory must exist: outputs never create directories.
bool make_output_directory(const RenderOptions& o) {
  if (!is_directory_output(o.output) || o.output == "/") return true;
  if (::mkdir(o.output.c_str(), 0777) == 0 || errno == EEXIST) return true;
  report_error("-o " + o.output + ": cannot make the folder: " + std::strerror(errno) +
               (errno == ENOENT ? " (its parent does not exist: outputs never create more than "
                                  "the folder -o DIR/ names)"
                                : ""));
  return false;
}

int run_render(RenderOptions& o) {
  if (!check_options(o) || !make_output_directory(o)) return kExitUsage;
  catch_interrupts();
  if (o.files.size() == 1) {
    const std::string& file = o.files[0];
    if (o.skip_existing && file != "-" && o.output != "-" &&
        skipped_as_existing(file, output_for(o, file))) {
      return kExitOk;
    }
    return render_one(o, file);
  }
  return render_batch(o, render_one, output_for);
}

}  // namespace

void add_render_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<RenderOptions>();
  CLI::App* sub = app.add_subcommand(
      "render",
      "a cartoon to a voiced video (.mp4 .mov .mkv .webm), a .gif, a PNG still or "
      "sequence; a move on a character");
  sub->add_option("FILE", o->files,
                  "cartoons, scenes or moves (programs or packs; - for stdin); several render "
                  "into -o DIR/")
      ->required();
  sub->add_option("-o,--output", o->output,
                  "the output: .mp4, .mov, .mkv, .webm, .gif, .png; DIR/ for several inputs; - for "
                  "standard output (with --format); not needed with --probe");
  sub->add_option("--size", o->size, "the picture's size WxH, even (default 1920x1080)");
  add_cartoon_options(*sub, o->cartoon);
  sub->add_option("--still", o->stills,
                  "one picture at this time (seconds), to -o FILE.png "
                  "(several times with --probe)");
  sub->add_option("--probe", o->probe,
                  "'x,y;x,y': print each pixel's RGBA at the still's time as JSON (no picture "
                  "without -o)");
  sub->add_option("--from", o->from, "start the video at this time (seconds; default 0)");
  sub->add_option("--to", o->to,
                  "end the video at this time (default: the cartoon's end; a "
                  "move: 5 s)");
  sub->add_option("--quality", o->quality, "draft, standard (default) or high")
      ->check(CLI::IsMember({"draft", "standard", "high"}));
  sub->add_option("--crf", o->crf, "the encoder's constant quality (overrides --quality's)");
  sub->add_option("--threads", o->threads,
                  "the render's threads: segments drawn and encoded side by side "
                  "(default: one per core); the output is the same at any count");
  sub->add_flag("--no-audio", o->no_audio, "no audio stream");
  sub->add_option(
         "--loudness", o->loudness,
         "LUFS: the soundtrack's loudness, -70 to -5: -16 (the default, online video), -14 "
         "(streaming platforms), -23 (broadcast, EBU R 128); true peaks stay under -1 dBTP")
      ->check(finite_number())
      ->check(CLI::Range(-70.0, -5.0));
  sub->add_option("--background", o->background,
                  "one colour for the stage behind everything, every place's backdrop replaced: "
                  "#rrggbb, #rgb, rgb(r, g, b) or a CSS name (white, skyblue)");
  sub->add_flag("--transparent", o->transparent,
                "no stage behind the characters: alpha in .mov (ProRes 4444), .webm, .png");
  sub->add_option("--progress", o->progress,
                  "auto (a bar when stderr is a terminal), bar, json (JSON lines on stdout), none");
  sub->add_option("--manifest", o->manifest,
                  "write the render's manifest (versions, settings, frame hashes) as JSON");
  sub->add_option("--subtitles", o->subtitles,
                  "also give the lines and captions as subtitles: embed (a stream inside the "
                  ".mp4/.mov/.mkv/.webm), or FILE.srt or FILE.vtt beside it");
  sub->add_option("--captions", o->captions,
                  "how lines and captions show in the picture: box (default), bubble (by the "
                  "speaker), none (the default with --subtitles)")
      ->check(CLI::IsMember({"box", "bubble", "none"}));
  sub->add_option("--fit", o->fit,
                  "a --size of another shape than the stage's 16:9: frame (default: the shots "
                  "framed for the picture's shape), contain (the whole stage, its sky and ground "
                  "extended), cover (filled, cropped evenly)")
      ->check(CLI::IsMember({"frame", "contain", "cover"}));
  sub->add_option("--format", o->format,
                  "the format of -o DIR/'s or -o -'s outputs: mp4 (default), mov, mkv, webm, gif, "
                  "png (the default with --still)")
      ->check(CLI::IsMember({"mp4", "mov", "mkv", "webm", "gif", "png"}));
  sub->add_option("--scene", o->scene,
                  "only the scene of this name (as the plan names it): its span, as --from/--to");
  sub->add_option("--every-nth-frame", o->every_nth_frame,
                  "a GIF of the first frame and every Nth after it, each shown N frames long (a "
                  "light preview at the video's speed)");
  sub->add_option("--character", o->character,
                  "a move's character: NAME (person kid dog cat bird monster) or PACK.json");
  sub->add_option("--style", o->style,
                  "a creature's art style: flat, outlined (default), soft, storybook, bold, crayon")
      ->check(CLI::IsMember({"flat", "outlined", "soft", "storybook", "bold", "crayon"}));
  sub->add_option("--look", o->look,
                  "a move's character as a look, JSON: {\"template\", "
                  "\"style\", \"shape\", \"colors\", \"stretch\", \"options\", "
                  "\"facing\"}");
  add_overwrite_options(*sub, o->overwrite);
  sub->add_flag("--skip-existing", o->skip_existing,
                "keep each output that exists and render the others (a batch resumed): the "
                "kept ones count as skipped, not failed")
      ->excludes("--overwrite");
  add_scale_options(*sub, *o);
  auto project = std::make_shared<ProjectChoice>();
  add_project_options(*sub, *project);
  sub->callback([o, project, sub, &exit_code] {
    exit_code = apply_project_settings(*sub, *project, o->files);
    if (exit_code == kExitOk) exit_code = run_render(*o);
  });
  add_sheet_command(app, exit_code);
}

}  // namespace jt::cmd
