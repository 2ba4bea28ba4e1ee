#include "still_picture.h"

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "jt/json/write.h"

#include <spdlog/spdlog.h>

#include "interrupt.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {

bool write_png(const std::string& png, const std::string& path) {
  if (path != "-") return write_output(path, png);
  if (std::fwrite(png.data(), 1, png.size(), stdout) == png.size() && std::fflush(stdout) == 0) {
    return true;
  }
  report_error("standard output: cannot write the PNG: " + std::string(std::strerror(errno)));
  return false;
}

bool write_picture(render::Canvas& canvas, const std::string& path, const std::string& what) {
  const std::string png = canvas.png();
  // Ctrl-C while the still was drawn or compressed: nothing is written (issue 27: the file was,
  // exit 0); main exits 130.
  if (interrupted()) {
    report_error(output_name(path) + ": interrupted: not written");
    return false;
  }
  if (!write_png(png, path)) return false;
  spdlog::info("wrote {}: {}x{}, {}", output_name(path), canvas.width(), canvas.height(), what);
  return true;
}

bool finish_still(render::Canvas& canvas, const std::string& path, const std::string& what,
                  double time, const std::vector<std::pair<int, int>>& probes) {
  if (!probes.empty()) {
    const std::span<const std::uint8_t> pixels = canvas.pixels();
    json::Array list;
    for (const auto& [x, y] : probes) {
      // Cairo's ARGB32 word, premultiplied: made straight, rounded to the nearest.
      std::uint32_t word = 0;
      std::memcpy(&word, pixels.data() + (static_cast<std::size_t>(y) * canvas.width() + x) * 4, 4);
      const std::uint32_t a = word >> 24;
      auto straight = [a](std::uint32_t c) {
        return a == 0 ? 0.0 : static_cast<double>((c * 255 + a / 2) / a);
      };
      json::Object probe;
      probe.set("x", x);
      probe.set("y", y);
      probe.set("rgba", json::Array{json::Value(straight((word >> 16) & 0xFF)),
                                    json::Value(straight((word >> 8) & 0xFF)),
                                    json::Value(straight(word & 0xFF)),
                                    json::Value(static_cast<double>(a))});
      list.push_back(std::move(probe));
    }
    json::Object out;
    out.set("t", time);
    out.set("probes", std::move(list));
    std::cout << json::write_compact(out) << "\n";
  }
  return path.empty() || write_picture(canvas, path, what);
}

}  // namespace jt::cmd
