#include "scale_options.h"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "jt/encode/versions.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/produce/video_job.h"
#include "jt/render/versions.h"
#include "jt/runtime/frame_key.h"
#include "log.h"
#include "still_picture.h"

namespace jt::cmd {
namespace {

// "K/N" with 1 <= K <= N <= 10000.
bool parse_part(const std::string& text, int& k, int& n) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return false;
  char* end = nullptr;
  const long a = std::strtol(text.c_str(), &end, 10);
  if (end != text.c_str() + slash) return false;
  const long b = std::strtol(text.c_str() + slash + 1, &end, 10);
  if (*end != '\0' || slash + 1 == text.size()) return false;
  if (a < 1 || b < 1 || a > b || b > 10000) return false;
  k = static_cast<int>(a);
  n = static_cast<int>(b);
  return true;
}

// "500M", "2G", "1048576": bytes, with an optional K, M, G or T (powers of 1024).
bool parse_bytes(const std::string& text, std::uint64_t& bytes) {
  char* end = nullptr;
  const double number = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || !std::isfinite(number) || number < 0) return false;
  const std::string unit(end);
  double scale = 1;
  if (unit == "K" || unit == "k")
    scale = 1024.0;
  else if (unit == "M" || unit == "m")
    scale = 1024.0 * 1024;
  else if (unit == "G" || unit == "g")
    scale = 1024.0 * 1024 * 1024;
  else if (unit == "T" || unit == "t")
    scale = 1024.0 * 1024 * 1024 * 1024;
  else if (!unit.empty())
    return false;
  if (number * scale > 1e18) return false;
  bytes = static_cast<std::uint64_t>(number * scale);
  return true;
}

}  // namespace

void add_scale_options(CLI::App& sub, RenderOptions& o) {
  sub.add_option("--segment-length", o.segment_length,
                 "seconds a video segment lasts, a whole number of frames (rounded to one at an "
                 "NTSC rate; default 4): each is encoded on its own, starting with a keyframe");
  sub.add_option("--part", o.part,
                 "K/N: render only the K-th of N equal runs of segments (join "
                 "the parts with `jabbertoon join`)");
  sub.add_flag("--audio-only", o.audio_only,
               "write the soundtrack alone: -o FILE.m4a (AAC), .ogg (Opus) or .wav");
  sub.add_option("--cache", o.cache,
                 "keep encoded segments in this directory and reuse them "
                 "(default: ~/.cache/jabbertoon/segments)");
  sub.add_flag("--no-cache", o.no_cache, "neither reuse nor keep encoded segments");
  sub.add_option("--cache-size", o.cache_size,
                 "the cache's size limit, least recently used out first (default 2G)");
}

bool check_scale_options(RenderOptions& o) {
  // At an NTSC rate no round number of seconds is a whole number of frames (4 s at 29.97 is
  // 119.88): the length is rounded to frames there (120, 4.004 s), and must be exact elsewhere.
  const double frames = o.segment_length * o.cartoon.fps;
  const auto rate = encode::video_frame_rate(o.cartoon.fps);
  const bool rounded = rate && rate->den != 1;
  if (!std::isfinite(frames) || frames < (rounded ? 0.5 : 1) || frames > 100000 ||
      (!rounded && std::abs(frames - std::round(frames)) > 1e-6)) {
    const std::string fps = json::format_number(o.cartoon.fps);
    report_error("--segment-length: expected a whole number of frames of 1 or more (at --fps " +
                 fps + ", a multiple of 1/" + fps + " s), got " +
                 json::write_compact(json::Value(o.segment_length)));
    return false;
  }
  if (!o.part.empty() && !parse_part(o.part, o.part_index, o.part_count)) {
    report_error("--part: expected K/N with 1 <= K <= N <= 10000 (e.g. 2/4), got \"" + o.part +
                 "\"");
    return false;
  }
  if (!parse_bytes(o.cache_size, o.cache_bytes)) {
    report_error("--cache-size: expected a size such as 500M or 2G, got \"" + o.cache_size + "\"");
    return false;
  }
  if (o.no_cache && !o.cache.empty()) {
    report_error("--cache and --no-cache: give one of them");
    return false;
  }
  if (!o.part.empty() && (o.audio_only || o.still || o.files.size() > 1)) {
    report_error(
        "--part renders a part of one cartoon's video (not with --audio-only, --still or "
        "a batch)");
    return false;
  }
  if (!o.part.empty() && !produce::is_segmented_output(o.output)) {
    report_error(
        "--part: a part is a video file made of segments: -o PART.mp4, .mov or .webm (a "
        "GIF, a PNG sequence or standard output is not), got \"" +
        o.output + "\"");
    return false;
  }
  if (!o.part.empty() && lower_extension(o.output) == ".mkv") {
    // Matroska keeps no decoding times, which joining the parts' B-frames needs.
    report_error(
        "--part: the parts of an .mkv are .mp4 files (the same H.264): -o PART.mp4, then "
        "jabbertoon join PART.mp4... -o OUT.mkv");
    return false;
  }
  if (o.audio_only && o.still) {
    report_error("--audio-only and --still: give one of them");
    return false;
  }
  return true;
}

std::string cache_directory(const RenderOptions& o) {
  if (o.no_cache) return "";
  if (!o.cache.empty()) return o.cache;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && xdg[0] == '/') {
    return std::string(xdg) + "/jabbertoon/segments";
  }
  if (const char* home = std::getenv("HOME"); home != nullptr && home[0] == '/') {
    return std::string(home) + "/.cache/jabbertoon/segments";
  }
  return "";
}

}  // namespace jt::cmd
