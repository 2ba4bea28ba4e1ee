// `jabbertoon join`: the parts of a render (render --part K/N) and its soundtrack (render
// --audio-only) into one video by stream copy, the same bytes as rendering it on one machine
// (docs/SCALE.md, docs/CLI.md "join").
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>

#include "commands.h"
#include "exit_code.h"
#include "jt/encode/audio_writer.h"
#include "jt/encode/foreign_track.h"
#include "jt/encode/stream_join.h"
#include "jt/encode/video_writer.h"
#include "jt/json/number.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

struct JoinOptions {
  std::vector<std::string> parts;
  std::string audio, output;
  Overwrite overwrite = Overwrite::kAsk;
};

struct PartRead {
  std::string path;
  json::Value manifest;
  std::string identity;  // the "video" member, as canonical JSON
  int part = 0, parts = 0;
  std::int64_t first_frame = 0, frames = 0;
};

double number_at(const json::Value& v, std::string_view key) {
  const json::Value* found = v.is_object() ? v.find(key) : nullptr;
  return found != nullptr && found->is_number() ? found->as_number() : -1;
}

// The manifest a render wrote into `path` ("part" or "soundtrack"); reports why not.
std::optional<PartRead> read_manifest(const std::string& path, const std::string& kind) {
  auto piece = encode::read_piece(path, kind == "soundtrack");
  if (!piece.ok()) {
    report_error(path + ": cannot be read: " + piece.error());
    return std::nullopt;
  }
  const json::ParseResult parsed = json::parse(piece.value().comment);
  const json::Value* said =
      parsed.ok() && parsed.value.is_object() ? parsed.value.find("jabbertoon") : nullptr;
  const json::Value* video =
      parsed.ok() && parsed.value.is_object() ? parsed.value.find("video") : nullptr;
  if (said == nullptr || !said->is_string() || said->as_string() != kind || video == nullptr) {
    report_error(path + ": not a " + kind + " written by `jabbertoon render " +
                 (kind == "part" ? "--part K/N" : "--audio-only") + "`");
    return std::nullopt;
  }
  PartRead read{
      .path = path, .manifest = parsed.value, .identity = json::write_canonical(*video).text};
  read.part = static_cast<int>(number_at(parsed.value, "part"));
  read.parts = static_cast<int>(number_at(parsed.value, "parts"));
  read.first_frame = static_cast<std::int64_t>(number_at(parsed.value, "first_frame"));
  read.frames = static_cast<std::int64_t>(number_at(parsed.value, "frames"));
  if (kind == "part" && (read.parts < 1 || read.part < 1 || read.part > read.parts ||
                         read.frames != piece.value().packets || read.first_frame < 0)) {
    report_error(path +
                 ": its part manifest does not match its frames (a damaged part): "
                 "render it again");
    return std::nullopt;
  }
  return read;
}

// Whether `path` is a soundtrack `render --audio-only` wrote (its comment says so); quiet.
bool own_soundtrack(const std::string& path) {
  auto piece = encode::read_piece(path, true);
  if (!piece.ok()) return false;
  const json::ParseResult parsed = json::parse(piece.value().comment);
  const json::Value* said =
      parsed.ok() && parsed.value.is_object() ? parsed.value.find("jabbertoon") : nullptr;
  return said != nullptr && said->is_string() && said->as_string() == "soundtrack";
}

// A temporary file for a track encoded for the join (.m4a or .ogg), removed with this object.
struct ForeignTrack {
  fs::path path;
  explicit ForeignTrack(encode::AudioContainer kind) {
    std::error_code ec;
    const fs::path dir = fs::temp_directory_path(ec);
    if (ec) return;
    path = dir / ("jabbertoon-join-" + std::to_string(::getpid()) +
                  (kind == encode::AudioContainer::kOgg ? ".ogg" : ".m4a"));
  }
  ForeignTrack(const ForeignTrack&) = delete;
  ForeignTrack& operator=(const ForeignTrack&) = delete;
  ~ForeignTrack() {
    std::error_code ignored;
    if (!path.empty()) fs::remove(path, ignored);
  }
};

// What differs between two identities, named for the user.
std::string difference(const json::Value& a, const json::Value& b) {
  const json::Value* va = a.find("video");
  const json::Value* vb = b.find("video");
  for (const auto& [key, what] : std::vector<std::pair<std::string, std::string>>{
           {"input", "another input (its content differs)"},
           {"settings", "other settings"},
           {"first_frame", "another --from"},
           {"frames", "another length (--from/--to)"},
           {"version", "another version of jabbertoon"},
           {"libraries", "other library versions"},
           {"build", "another build of jabbertoon"}}) {
    const json::Value* x = va->find(key);
    const json::Value* y = vb->find(key);
    if ((x == nullptr) != (y == nullptr) ||
        (x != nullptr && json::write_canonical(*x).text != json::write_canonical(*y).text)) {
      return what;
    }
  }
  return "another render";
}

int run_join(const JoinOptions& o) {
  const auto container = encode::container_for_path(o.output);
  if (!container || *container == encode::Container::kGif) {
    report_error("-o " + o.output + ": join writes a .mp4, .mov, .mkv or .webm");
    return kExitUsage;
  }
  std::vector<NamedPath> inputs;
  for (const std::string& part : o.parts)
    inputs.push_back({"the input", part});
  if (!o.audio.empty()) inputs.push_back({"--audio", o.audio});
  const NamedPath output{"-o", o.output};
  if (const int code = check_outputs({&output, 1}, inputs, o.overwrite, false); code != kExitOk) {
    return code;
  }
  std::vector<PartRead> parts;
  for (const std::string& path : o.parts) {
    std::optional<PartRead> read = read_manifest(path, "part");
    if (!read) return kExitInputErrors;
    if (!parts.empty() && read->identity != parts[0].identity) {
      report_error(path + " is a part of another render than " + parts[0].path + ": made from " +
                   difference(read->manifest, parts[0].manifest));
      return kExitInputErrors;
    }
    if (!parts.empty() && read->parts != parts[0].parts) {
      report_error(path + " is part " + std::to_string(read->part) + " of " +
                   std::to_string(read->parts) + ", " + parts[0].path + " part " +
                   std::to_string(parts[0].part) + " of " + std::to_string(parts[0].parts) +
                   ": render every part with the same N");
      return kExitInputErrors;
    }
    parts.push_back(std::move(*read));
  }
  std::map<int, const PartRead*> by_number;
  for (const PartRead& p : parts) {
    if (auto [it, added] = by_number.emplace(p.part, &p); !added) {
      report_error("part " + std::to_string(p.part) + "/" + std::to_string(p.parts) +
                   " is given twice: " + it->second->path + " and " + p.path);
      return kExitInputErrors;
    }
  }
  const int n = parts[0].parts;
  for (int k = 1; k <= n; ++k) {
    if (!by_number.contains(k)) {
      report_error("part " + std::to_string(k) + "/" + std::to_string(n) +
                   " is missing: render it with --part " + std::to_string(k) + "/" +
                   std::to_string(n) + " and give it too");
      return kExitInputErrors;
    }
  }
  const json::Value& video = *parts[0].manifest.find("video");
  const json::Value* settings = video.find("settings");
  const double fps = number_at(*settings, "fps");
  const std::optional<encode::FrameRate> rate = encode::video_frame_rate(fps);
  if (!rate) {
    report_error(parts[0].path + ": its manifest says " + json::format_number(fps) +
                 " frames per second, not a video's rate (a whole number or an NTSC rate)");
    return kExitInputErrors;
  }
  encode::JoinJob job{.rate = *rate, .output = o.output};
  for (const auto& [k, p] : by_number)
    job.pieces.push_back({.path = p->path, .first_frame = p->first_frame});
  std::int64_t total_frames = 0;
  for (const PartRead& p : parts)
    total_frames = std::max(total_frames, p.first_frame + p.frames);
  // A track made elsewhere, encoded for this video; removed when the join is done.
  std::optional<ForeignTrack> foreign;
  if (!o.audio.empty()) {
    std::error_code ec;
    if (!fs::is_regular_file(o.audio, ec)) {
      report_error("--audio " + o.audio + ": " +
                   (fs::exists(o.audio, ec) ? "not a regular file" : "no such file") +
                   " (a sound file: WAV, FLAC, Ogg, MP3, M4A, or render --audio-only's track)");
      return kExitInputErrors;
    }
    if (own_soundtrack(o.audio)) {
      // A soundtrack `render --audio-only` wrote: of this render, or refused.
      std::optional<PartRead> track = read_manifest(o.audio, "soundtrack");
      if (!track) return kExitInputErrors;
      if (track->identity != parts[0].identity) {
        report_error(o.audio + " is the soundtrack of another render than " + parts[0].path +
                     ": made from " + difference(track->manifest, parts[0].manifest));
        return kExitInputErrors;
      }
    }
    const auto audio = encode::audio_container_for_path(o.audio);
    if (own_soundtrack(o.audio) && audio && *audio == encode::track_for(*container)) {
      job.audio = o.audio;  // its packets as they are: the bytes of a one-machine render
    } else {
      // Any other sound: decoded, resampled to 48 kHz stereo and encoded once, as long as the
      // video (docs/SCALE.md "A soundtrack made elsewhere").
      foreign.emplace(encode::track_for(*container));
      if (foreign->path.empty()) {
        report_error("no temporary directory to encode --audio " + o.audio +
                     " in: set TMPDIR to a directory that exists");
        return kExitUsage;
      }
      const encode::Status made =
          encode::encode_foreign_track(o.audio, total_frames, *rate, foreign->path.string());
      if (!made.ok()) {
        report_error("--audio " + o.audio + ": " + made.error());
        return kExitInputErrors;
      }
      job.audio = foreign->path.string();
    }
  }
  if (encode::Status s = encode::join_streams(job); !s.ok()) {
    report_error(o.output + ": " + s.error());
    // The output was checked before: what fails now is the parts' content (encoded with other
    // settings, not starting with a keyframe, not following on), an input error (docs/CLI.md),
    // unless it is the output's own writing ("join OUT: ...").
    return s.error().starts_with("join " + o.output + ":") ? kExitUsage : kExitInputErrors;
  }
  return kExitOk;
}

}  // namespace

void add_join_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<JoinOptions>();
  CLI::App* sub = app.add_subcommand(
      "join", "the parts of a render (render --part K/N) into one video, without re-encoding");
  sub->add_option("PART", o->parts, "the parts, each once, in any order")->required();
  sub->add_option("--audio", o->audio,
                  "the soundtrack: render --audio-only's (copied as it is), or any sound file "
                  "(WAV, FLAC, Ogg, MP3, M4A: encoded once, trimmed or padded to the video)");
  sub->add_option("-o,--output", o->output, "the video: .mp4, .mov, .mkv or .webm")->required();
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_join(*o); });
}

}  // namespace jt::cmd
