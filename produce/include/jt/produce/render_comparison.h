// How two renders differ, for golden-frame CI (`compare`, docs/CLI.md): two pictures (PNG) or two
// videos read in step, a frame of each at a time, with PSNR and SSIM; or two render manifests (the
// first frame whose hash differs, and the settings and library versions that differ). A job: its
// report is a value the command prints, its problems go to the Reporter.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "jt/json/value.h"
#include "jt/produce/reporter.h"

namespace jt::produce {

struct ComparisonSettings {
  int tolerance = 0;  // a pixel differs when a channel differs by more than this (0-255)
  // The most pixels read from each video: a small file of large, still frames must not cost
  // unbounded time (issue 27: a 198 KB video of twenty 8192x8192 frames).
  double max_pixels = kDefaultMaxPixels;
  bool keep_difference = false;                               // fill Comparison::difference
  static constexpr double kDefaultMaxPixels = 34359738368.0;  // 2^35
};

struct Comparison {
  Outcome outcome = Outcome::kDone;  // kFailed: unreadable or over max_pixels; kInterrupted
  json::Object report;               // what compare prints, when kDone: its "pass" among it
  bool pass = false;
  // The grey picture of each pixel's largest channel difference (keep_difference): a video's
  // first frame beyond the tolerance, else its first frame. Empty when the sizes differ.
  std::vector<std::uint8_t> difference;
  int width = 0, height = 0;
};

// Two PNGs or two videos (any container FFmpeg reads), by path. Polls stop_requested() between
// frames.
Comparison compare_pictures(const std::string& a, const std::string& b,
                            const ComparisonSettings& settings, Reporter& reporter);

// Two render manifests (`render --manifest`), parsed; their files name them in the errors. Not a
// manifest (no "frame_hashes" array): kFailed, reported.
Comparison compare_manifests(const json::Value& a, const std::string& file_a, const json::Value& b,
                             const std::string& file_b, Reporter& reporter);

}  // namespace jt::produce
