// A numbered PNG sequence's files: -o out.png names out_000000.png, out_000001.png, ...; a name
// with a printf-style pattern, -o f%04d.png (`%d` or `%0Nd`, N from 1 to 9, and no other '%'),
// names f0000.png, f0001.png, ... as ffmpeg's image2 does.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace jt::produce {

// The sequence's file for a frame: out.png -> out_000042.png (at least six digits), f%04d.png ->
// f0042.png.
std::string sequence_file(const std::string& output, std::int64_t index);

// A file of a PNG sequence: its path and the frame number its name carries (-1 when that number
// has too many digits to be one).
struct SequenceFile {
  std::string path;
  std::int64_t index = -1;
};

// The files of a PNG sequence `output` already in its directory, in name order.
std::vector<SequenceFile> existing_sequence_files(const std::string& output);

// Several files named by their first and last: "f_000000.png ... f_000119.png (120 files)"; one
// file by its name.
std::string file_range(const std::string& first, const std::string& last, std::int64_t count);

}  // namespace jt::produce
