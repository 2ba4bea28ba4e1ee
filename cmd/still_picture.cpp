#include "still_picture.h"

#include <cctype>
#include <charconv>
#include <filesystem>

#include "file_io.h"

namespace jt::cmd {

std::string lower_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

bool parse_size(const std::string& text, int& width, int& height) {
  const std::size_t x = text.find('x');
  if (x == std::string::npos) return false;
  const char* begin = text.data();
  const char* end = begin + text.size();
  auto [p1, e1] = std::from_chars(begin, begin + x, width);
  auto [p2, e2] = std::from_chars(begin + x + 1, end, height);
  return e1 == std::errc() && e2 == std::errc() && p1 == begin + x && p2 == end &&
         width >= 16 && height >= 16 && width <= 8192 && height <= 8192;
}

bool write_png(render::Canvas& canvas, const std::string& path) {
  return write_atomically(path, canvas.png());
}

}  // namespace jt::cmd
