// libFuzzer target (docs/FUZZING.md): the paths that turn a file's text into what people see.
// Any bytes as a caption or a line's words (drawable_text: what Pango is handed), as a message
// quotes them (printable, shortened), and, when they are JSON, as the program's text view.
//   drawable_text: at most kMaxDrawnCharacters characters and an ellipsis, no lone surrogate,
//     unchanged when drawn again (so it is valid UTF-8 by its own reading);
//   printable: no C0 control character, no DEL, no ESC; unchanged when made printable again
//     (a backslash stays, so escaping is done once);
//   the text view of any program, made printable, holds no raw control character either.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "jt/json/parse.h"
#include "jt/printable.h"
#include "jt/program/drawn_text.h"
#include "jt/text/text_view.h"

namespace {

constexpr jt::json::ParseLimits kLimits{.max_depth = 64, .max_document_bytes = 64 * 1024};

void check_drawable(std::string_view text) {
  const std::string drawn = jt::drawable_text(text);
  if (jt::character_count(drawn) > jt::kMaxDrawnCharacters + 1) __builtin_trap();
  if (jt::has_lone_surrogate(drawn)) __builtin_trap();
  if (jt::character_count(drawn) <= jt::kMaxDrawnCharacters && jt::drawable_text(drawn) != drawn) {
    __builtin_trap();
  }
}

void check_printable(std::string_view text, jt::Newlines newlines) {
  const std::string shown = jt::printable(text, newlines);
  for (char c : shown) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && !(c == '\n' && newlines == jt::Newlines::kKeep)) || byte == 0x7F) {
      __builtin_trap();
    }
  }
  if (jt::printable(shown, newlines) != shown) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_drawable(text);
  check_printable(text, jt::Newlines::kEscape);
  check_printable(text, jt::Newlines::kKeep);
  check_printable(jt::shortened(text), jt::Newlines::kEscape);
  const jt::json::ParseResult parsed = jt::json::parse(text, kLimits);
  if (parsed.ok()) check_printable(jt::text::to_text(parsed.value), jt::Newlines::kKeep);
  return 0;
}
