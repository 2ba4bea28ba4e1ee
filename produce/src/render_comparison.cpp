#include "jt/produce/render_comparison.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "jt/encode/picture_reader.h"
#include "jt/json/write.h"
#include "jt/render/picture_difference.h"

namespace jt::produce {
namespace {

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

// One input read a frame at a time, its pixels counted against the budget.
struct Input {
  const std::string& file;
  encode::PictureReader& reader;
  encode::RgbaFrame frame;
  std::int64_t count = 0;
  double pixels = 0;
};

// What reading the next frame gave: one, the end, or a failure (reported).
enum class Read { kFrame, kEnd, kFailed, kInterrupted };

Read read_next(Input& in, double max_pixels, Reporter& reporter) {
  if (reporter.stop_requested()) {
    reporter.error("interrupted at frame " + std::to_string(in.count) + " of " + in.file);
    return Read::kInterrupted;
  }
  auto more = in.reader.next(in.frame);
  if (!more.ok()) {
    reporter.error(in.file + ": cannot decode frame " + std::to_string(in.count) + ": " +
                   more.error());
    return Read::kFailed;
  }
  if (!more.value()) return Read::kEnd;
  in.pixels += static_cast<double>(in.frame.width) * in.frame.height;
  if (in.pixels > max_pixels) {
    reporter.error(in.file + ": frame " + std::to_string(in.count) + " (" + size_text(in.frame) +
                   ") takes the pixels read past the limit of " +
                   json::write_compact(json::Value(max_pixels)) +
                   ": give --max-pixels a larger number to compare videos this long");
    return Read::kFailed;
  }
  ++in.count;
  return Read::kFrame;
}

Comparison unreadable(const std::string& file, const std::string& why, Reporter& reporter) {
  reporter.error(file + ": cannot be read as a picture or a video (" + why + ")");
  Comparison c;
  c.outcome = Outcome::kFailed;
  return c;
}

Comparison failed(Read read) {
  Comparison c;
  c.outcome = read == Read::kInterrupted ? Outcome::kInterrupted : Outcome::kFailed;
  return c;
}

// The sums over a video's frames.
struct Totals {
  render::PictureDifference difference;
  double mean_sum = 0;
  std::int64_t compared = 0, beyond = 0;
  std::optional<std::int64_t> first_beyond;
  double first_beyond_time = 0;

  void add(const render::PictureDifference& d) {
    difference.max_channel_difference =
        std::max(difference.max_channel_difference, d.max_channel_difference);
    difference.differing_pixels += d.differing_pixels;
    difference.pixels_beyond_tolerance += d.pixels_beyond_tolerance;
    difference.squared_error += d.squared_error;
    difference.colour_samples += d.colour_samples;
    difference.ssim_sum += d.ssim_sum;
    difference.ssim_windows += d.ssim_windows;
    mean_sum += d.mean_channel_difference;
  }
};

void video_report(Comparison& c, Totals& t, const Input& a, const Input& b, json::Array frames) {
  json::Object& out = c.report;
  out.set("frames_a", static_cast<double>(a.count));
  out.set("frames_b", static_cast<double>(b.count));
  add_figures(out, t.difference);
  out.set("frames_beyond_tolerance", static_cast<double>(t.beyond));
  out.set("first_frame_beyond_tolerance",
          t.first_beyond ? json::Value(static_cast<double>(*t.first_beyond)) : json::Value());
  out.set("first_time_beyond_tolerance",
          t.first_beyond ? json::Value(t.first_beyond_time) : json::Value());
  out.set("psnr",
          finite_or_null(render::psnr(t.difference.squared_error, t.difference.colour_samples)));
  out.set("ssim", t.difference.ssim_windows == 0
                      ? json::Value()
                      : json::Value(t.difference.ssim_sum /
                                    static_cast<double>(t.difference.ssim_windows)));
  c.pass = t.beyond == 0 && a.count == b.count;
  out.set("pass", c.pass);
  out.set("per_frame", std::move(frames));
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

}  // namespace

Comparison compare_pictures(const std::string& a_file, const std::string& b_file,
                            const ComparisonSettings& settings, Reporter& reporter) {
  auto a_reader = encode::PictureReader::open(a_file);
  if (!a_reader.ok()) return unreadable(a_file, a_reader.error(), reporter);
  auto b_reader = encode::PictureReader::open(b_file);
  if (!b_reader.ok()) return unreadable(b_file, b_reader.error(), reporter);
  Input a{a_file, a_reader.value()}, b{b_file, b_reader.value()};
  const bool still =
      a.reader.format_name().find("png") != std::string::npos || a.reader.format_name() == "image2";
  Comparison c;
  Totals totals;
  json::Array frames;
  std::vector<std::uint8_t> difference;
  std::vector<std::uint8_t>* wanted = settings.keep_difference ? &difference : nullptr;
  while (true) {
    const Read got_a = read_next(a, settings.max_pixels, reporter);
    if (got_a == Read::kFailed || got_a == Read::kInterrupted) return failed(got_a);
    const Read got_b = read_next(b, settings.max_pixels, reporter);
    if (got_b == Read::kFailed || got_b == Read::kInterrupted) return failed(got_b);
    if (got_a == Read::kEnd || got_b == Read::kEnd) {
      // Count what is left of the longer one.
      for (Input* longer : {&a, &b}) {
        for (Read more = longer == &a ? got_a : got_b; more == Read::kFrame;) {
          more = read_next(*longer, settings.max_pixels, reporter);
          if (more == Read::kFailed || more == Read::kInterrupted) return failed(more);
        }
      }
      break;
    }
    if (a.frame.width != b.frame.width || a.frame.height != b.frame.height) {
      c.difference.clear();
      c.report.set("pass", false);
      c.report.set("reason",
                   "the sizes differ: " + size_text(a.frame) + " and " + size_text(b.frame));
      return c;
    }
    const render::PictureDifference d = render::difference(
        a.frame.pixels, b.frame.pixels, a.frame.width, a.frame.height, settings.tolerance, wanted);
    const bool over = d.pixels_beyond_tolerance > 0;
    if (settings.keep_difference && ((over && !totals.first_beyond) || totals.compared == 0)) {
      c.difference = difference;
      c.width = a.frame.width;
      c.height = a.frame.height;
    }
    if (over && !totals.first_beyond) {
      totals.first_beyond = totals.compared;
      totals.first_beyond_time = a.frame.time;
    }
    totals.beyond += over;
    totals.add(d);
    json::Object frame;
    frame.set("frame", static_cast<double>(totals.compared));
    frame.set("time", a.frame.time);
    add_figures(frame, d);
    frames.push_back(std::move(frame));
    ++totals.compared;
    if (still) break;
  }
  totals.difference.mean_channel_difference =
      totals.compared == 0 ? 0 : totals.mean_sum / static_cast<double>(totals.compared);
  if (still) {
    add_figures(c.report, totals.difference);
    c.pass = totals.difference.pixels_beyond_tolerance == 0;
    c.report.set("pass", c.pass);
    return c;
  }
  video_report(c, totals, a, b, std::move(frames));
  return c;
}

Comparison compare_manifests(const json::Value& a, const std::string& file_a, const json::Value& b,
                             const std::string& file_b, Reporter& reporter) {
  for (const auto& [value, file] : {std::pair{&a, &file_a}, std::pair{&b, &file_b}}) {
    const json::Value* hashes = value->find("frame_hashes");
    if (hashes == nullptr || !hashes->is_array()) {
      reporter.error(*file +
                     ": not a render manifest (no \"frame_hashes\"): compare takes two PNGs, two "
                     "videos or two manifests of `render --manifest`");
      return failed(Read::kFailed);
    }
  }
  const json::Array& ha = a.find("frame_hashes")->as_array();
  const json::Array& hb = b.find("frame_hashes")->as_array();
  const json::Value* first_a = a.find("first_frame");
  const double first = first_a != nullptr && first_a->is_number() ? first_a->as_number() : 0;
  std::optional<std::size_t> differs;
  for (std::size_t i = 0; i < std::min(ha.size(), hb.size()) && !differs; ++i) {
    if (!(ha[i] == hb[i])) differs = i;
  }
  if (!differs && ha.size() != hb.size()) differs = std::min(ha.size(), hb.size());
  Comparison c;
  json::Object& out = c.report;
  out.set("frames_a", static_cast<double>(ha.size()));
  out.set("frames_b", static_cast<double>(hb.size()));
  out.set("first_differing_frame",
          differs ? json::Value(first + static_cast<double>(*differs)) : json::Value());
  out.set("settings", differing_members(member_at(a, "settings"), member_at(b, "settings")));
  out.set("libraries",
          differing_members(member_at(a, "tool", "libraries"), member_at(b, "tool", "libraries")));
  const json::Value* va = member_at(a, "tool", "version");
  const json::Value* vb = member_at(b, "tool", "version");
  out.set("tool_version_differs", !(va != nullptr && vb != nullptr && *va == *vb));
  c.pass = !differs;
  out.set("pass", c.pass);
  return c;
}

}  // namespace jt::produce
