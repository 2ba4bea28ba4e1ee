// `jabbertoon compare A B`: how two renders differ, for golden-frame CI (docs/CLI.md, "compare").
// Two pictures (PNG), two videos (frame by frame, with PSNR and SSIM) or two render manifests
// (the first frame whose hash differs, and the settings and library versions that differ).
// Exit 0 the same (within --tolerance), 1 different, 2 a usage error or a file that cannot be read.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "exit_code.h"
#include "input.h"
#include "interrupt.h"
#include "jt/encode/picture_reader.h"
#include "jt/json/write.h"
#include "jt/render/picture_difference.h"
#include "log.h"
#include "outputs.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

struct CompareOptions {
  std::string a, b;
  int tolerance = 0;
  std::string diff;  // -o: the picture of the differences
  Overwrite overwrite = Overwrite::kAsk;
  // The most pixels read from each video (docs/CLI.md "compare"): a small file of large, still
  // frames must not cost unbounded time (issue 27: a 198 KB video of twenty 8192x8192 frames).
  double max_pixels = kDefaultMaxPixels;
  static constexpr double kDefaultMaxPixels = 34359738368.0;  // 2^35
};

// Counts each video's pixels as they are read, and says when one passes --max-pixels.
class PixelBudget {
 public:
  explicit PixelBudget(double limit) : limit_(limit) {}
  // False (and the error reported) when `frame` takes `file`'s pixels past the limit.
  bool spend(const std::string& file, const encode::RgbaFrame& frame, std::int64_t index,
             double& spent) const {
    spent += static_cast<double>(frame.width) * frame.height;
    if (spent <= limit_) return true;
    report_error(file + ": frame " + std::to_string(index) + " (" + std::to_string(frame.width) +
                 "x" + std::to_string(frame.height) + ") takes the pixels read past the limit of " +
                 json::write_compact(json::Value(limit_)) +
                 ": give --max-pixels a larger number to compare videos this long");
    return false;
  }

 private:
  double limit_;
};

// A file is a manifest when its first byte that is not white space opens a JSON object.
bool looks_like_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char c = 0;
  while (in.get(c)) {
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return c == '{';
  }
  return false;
}

json::Value finite_or_null(double x) {
  return std::isfinite(x) ? json::Value(x) : json::Value();
}

void add_figures(json::Object& o, const render::PictureDifference& d) {
  o.set("max_channel_difference", d.max_channel_difference);
  o.set("mean_channel_difference", d.mean_channel_difference);
  o.set("differing_pixels", static_cast<double>(d.differing_pixels));
  o.set("pixels_beyond_tolerance", static_cast<double>(d.pixels_beyond_tolerance));
}

std::string size_text(const encode::RgbaFrame& f) {
  return std::to_string(f.width) + "x" + std::to_string(f.height);
}

bool write_diff(const std::string& path, const std::vector<std::uint8_t>& diff, int width,
                int height) {
  return path.empty() || write_output(path, render::grey_png(diff, width, height));
}

int print(const json::Object& out, bool pass) {
  std::cout << json::write_compact(out) << "\n";
  return pass ? kExitOk : kExitInputErrors;
}

int unreadable(const std::string& file, const std::string& why) {
  report_error(file + ": cannot be read as a picture or a video (" + why + ")");
  return kExitUsage;
}

// Two pictures or two videos, read in step: a frame of each at a time.
int compare_pictures(const CompareOptions& o) {
  auto a = encode::PictureReader::open(o.a);
  if (!a.ok()) return unreadable(o.a, a.error());
  auto b = encode::PictureReader::open(o.b);
  if (!b.ok()) return unreadable(o.b, b.error());
  const bool still = a.value().format_name().find("png") != std::string::npos ||
                     a.value().format_name() == "image2";
  encode::RgbaFrame fa, fb;
  json::Array frames;
  render::PictureDifference total;
  std::int64_t compared = 0, count_a = 0, count_b = 0, beyond = 0;
  std::optional<std::int64_t> first_beyond;
  double first_beyond_time = 0, mean_sum = 0;
  std::vector<std::uint8_t> diff, kept_diff;
  int diff_w = 0, diff_h = 0;
  std::string size_problem;
  const PixelBudget budget(o.max_pixels);
  double spent_a = 0, spent_b = 0;
  // The next frame of one input, counted against the budget: nothing when it has no more, an
  // exit code when it cannot be read, is over the budget or the user interrupted.
  auto read = [&](encode::PictureReader& reader, encode::RgbaFrame& frame, const std::string& file,
                  std::int64_t& count, double& spent) -> std::optional<int> {
    if (interrupted()) {
      report_error("interrupted at frame " + std::to_string(count) + " of " + file +
                   (o.diff.empty() ? std::string() : ": " + o.diff + " not written"));
      return kExitInterrupted;
    }
    auto more = reader.next(frame);
    if (!more.ok()) {
      report_error(file + ": cannot decode frame " + std::to_string(count) + ": " + more.error());
      return kExitUsage;
    }
    if (!more.value()) return std::nullopt;
    if (!budget.spend(file, frame, count, spent)) return kExitUsage;
    ++count;
    return kExitOk;
  };
  while (true) {
    const std::optional<int> got_a = read(a.value(), fa, o.a, count_a, spent_a);
    if (got_a && *got_a != kExitOk) return *got_a;
    const std::optional<int> got_b = read(b.value(), fb, o.b, count_b, spent_b);
    if (got_b && *got_b != kExitOk) return *got_b;
    if (!got_a || !got_b) {
      // Count what is left of the longer one.
      for (std::optional<int> more = got_a; more;) {
        if (*more != kExitOk) return *more;
        more = read(a.value(), fa, o.a, count_a, spent_a);
      }
      for (std::optional<int> more = got_b; more;) {
        if (*more != kExitOk) return *more;
        more = read(b.value(), fb, o.b, count_b, spent_b);
      }
      break;
    }
    if (fa.width != fb.width || fa.height != fb.height) {
      size_problem = "the sizes differ: " + size_text(fa) + " and " + size_text(fb);
      break;
    }
    const render::PictureDifference d =
        render::difference(fa.pixels, fb.pixels, fa.width, fa.height, o.tolerance, &diff);
    const bool over = d.pixels_beyond_tolerance > 0;
    if ((over && !first_beyond) || compared == 0) {
      kept_diff = diff;
      diff_w = fa.width;
      diff_h = fa.height;
    }
    if (over && !first_beyond) {
      first_beyond = compared;
      first_beyond_time = fa.time;
    }
    beyond += over;
    total.max_channel_difference = std::max(total.max_channel_difference, d.max_channel_difference);
    total.differing_pixels += d.differing_pixels;
    total.pixels_beyond_tolerance += d.pixels_beyond_tolerance;
    total.squared_error += d.squared_error;
    total.colour_samples += d.colour_samples;
    total.ssim_sum += d.ssim_sum;
    total.ssim_windows += d.ssim_windows;
    mean_sum += d.mean_channel_difference;
    json::Object frame;
    frame.set("frame", static_cast<double>(compared));
    frame.set("time", fa.time);
    add_figures(frame, d);
    frames.push_back(std::move(frame));
    ++compared;
    if (still) break;
  }
  json::Object out;
  if (!size_problem.empty()) {
    out.set("pass", false);
    out.set("reason", size_problem);
    return print(out, false);
  }
  if (!write_diff(o.diff, kept_diff, diff_w, diff_h)) return kExitUsage;
  total.mean_channel_difference = compared == 0 ? 0 : mean_sum / static_cast<double>(compared);
  if (still) {
    add_figures(out, total);
    const bool pass = total.pixels_beyond_tolerance == 0;
    out.set("pass", pass);
    return print(out, pass);
  }
  out.set("frames_a", static_cast<double>(count_a));
  out.set("frames_b", static_cast<double>(count_b));
  add_figures(out, total);
  out.set("frames_beyond_tolerance", static_cast<double>(beyond));
  out.set("first_frame_beyond_tolerance",
          first_beyond ? json::Value(static_cast<double>(*first_beyond)) : json::Value());
  out.set("first_time_beyond_tolerance",
          first_beyond ? json::Value(first_beyond_time) : json::Value());
  out.set("psnr", finite_or_null(render::psnr(total.squared_error, total.colour_samples)));
  out.set("ssim", total.ssim_windows == 0
                      ? json::Value()
                      : json::Value(total.ssim_sum / static_cast<double>(total.ssim_windows)));
  const bool pass = beyond == 0 && count_a == count_b;
  out.set("pass", pass);
  out.set("per_frame", std::move(frames));
  return print(out, pass);
}

// The names of the members of two objects whose values differ (or that only one has), in order.
json::Array differing_members(const json::Value* a, const json::Value* b) {
  static const json::Object kEmpty;
  const json::Object& oa = a != nullptr && a->is_object() ? a->as_object() : kEmpty;
  const json::Object& ob = b != nullptr && b->is_object() ? b->as_object() : kEmpty;
  json::Array names;
  for (const json::Member& m : oa.members()) {
    const json::Value* other = ob.find(m.key);
    if (other == nullptr || !(*other == m.value)) names.emplace_back(m.key);
  }
  for (const json::Member& m : ob.members()) {
    if (oa.find(m.key) == nullptr) names.emplace_back(m.key);
  }
  return names;
}

const json::Value* member_at(const json::Value& v, std::string_view first,
                             std::string_view second = {}) {
  const json::Value* found = v.find(first);
  if (found != nullptr && !second.empty()) found = found->find(second);
  return found;
}

int compare_manifests(const CompareOptions& o) {
  int code = kExitOk;
  auto a = load_json(o.a, code);
  auto b = load_json(o.b, code);
  if (!a || !b) return code;
  for (const LoadedFile* f : {&*a, &*b}) {
    const json::Value* hashes = f->value.find("frame_hashes");
    if (hashes == nullptr || !hashes->is_array()) {
      report_error(f->path +
                   ": not a render manifest (no \"frame_hashes\"): compare takes two "
                   "PNGs, two videos or two manifests of `render --manifest`");
      return kExitUsage;
    }
  }
  const json::Array& ha = a->value.find("frame_hashes")->as_array();
  const json::Array& hb = b->value.find("frame_hashes")->as_array();
  const json::Value* first_a = a->value.find("first_frame");
  const double first = first_a != nullptr && first_a->is_number() ? first_a->as_number() : 0;
  std::optional<std::size_t> differs;
  for (std::size_t i = 0; i < std::min(ha.size(), hb.size()) && !differs; ++i) {
    if (!(ha[i] == hb[i])) differs = i;
  }
  if (!differs && ha.size() != hb.size()) differs = std::min(ha.size(), hb.size());
  json::Object out;
  out.set("frames_a", static_cast<double>(ha.size()));
  out.set("frames_b", static_cast<double>(hb.size()));
  out.set("first_differing_frame",
          differs ? json::Value(first + static_cast<double>(*differs)) : json::Value());
  out.set("settings",
          differing_members(member_at(a->value, "settings"), member_at(b->value, "settings")));
  out.set("libraries", differing_members(member_at(a->value, "tool", "libraries"),
                                         member_at(b->value, "tool", "libraries")));
  const json::Value* va = member_at(a->value, "tool", "version");
  const json::Value* vb = member_at(b->value, "tool", "version");
  out.set("tool_version_differs", !(va != nullptr && vb != nullptr && *va == *vb));
  out.set("pass", !differs);
  return print(out, !differs);
}

// Compare reads each input more than once (what kind it is, a PNG's declared size, then its
// frames): a FIFO or a device would block or be read half, and Ctrl-C would not end a wait on one.
bool is_ordinary_file(const std::string& path) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || status.type() == std::filesystem::file_type::regular) return true;  // read errors
  report_error(path + ": compare reads ordinary files, and this is " +
               (status.type() == std::filesystem::file_type::directory
                    ? std::string("a directory: name a file in it")
                    : std::string("a FIFO, a device or a socket: save what it holds to a file "
                                  "first")));
  return false;
}

int run_compare(const CompareOptions& o) {
  catch_interrupts();  // Ctrl-C between two frames of a long video: exit 130, no -o written
  if (!(o.max_pixels >= 1)) {
    report_error("--max-pixels " + json::write_compact(json::Value(o.max_pixels)) +
                 ": expected a number of pixels, at least 1");
    return kExitUsage;
  }
  if (!is_ordinary_file(o.a) || !is_ordinary_file(o.b)) return kExitUsage;
  if (o.tolerance < 0 || o.tolerance > 255) {
    report_error("--tolerance " + std::to_string(o.tolerance) + ": expected 0 to 255");
    return kExitUsage;
  }
  if (!o.diff.empty()) {  // before anything is decoded
    const NamedPath output{"-o", o.diff};
    const NamedPath inputs[] = {{"the input", o.a}, {"the input", o.b}};
    if (const int code = check_outputs({&output, 1}, inputs, o.overwrite, false); code != kExitOk) {
      return code;
    }
  }
  const bool manifest_a = looks_like_json(o.a), manifest_b = looks_like_json(o.b);
  if (manifest_a != manifest_b) {
    report_error("compare takes two of a kind: " + (manifest_a ? o.a : o.b) +
                 " is a manifest (JSON), the other is not");
    return kExitUsage;
  }
  if (manifest_a) {
    if (!o.diff.empty()) {
      report_error("-o draws the differences of pictures or videos, not of manifests");
      return kExitUsage;
    }
    return compare_manifests(o);
  }
  return compare_pictures(o);
}

}  // namespace

void add_compare_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* sub = app.add_subcommand(
      "compare", "how two renders differ: two PNGs, two videos or two render manifests (JSON)");
  sub->add_option("A", o->a, "a PNG, a video or a render manifest")->required();
  sub->add_option("B", o->b, "another of the same kind")->required();
  sub->add_option("--tolerance", o->tolerance,
                  "a pixel differs when a channel differs by more than this (0-255, default 0)");
  sub->add_option("-o,--output", o->diff,
                  "write a grey PNG of each pixel's largest channel difference (a video: of the "
                  "first frame beyond the tolerance, else of the first frame)");
  sub->add_option("--max-pixels", o->max_pixels,
                  "read at most this many pixels of each video (default 2^35, about 16,500 frames "
                  "of 1920x1080), an error past it");
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_compare(*o); });
}

}  // namespace jt::cmd
