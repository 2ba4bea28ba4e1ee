// libFuzzer target (docs/FUZZING.md): any text as a jabbertoon.com link, a fragment or a share
// code. Reading one gives a Link or an error that names what is wrong, never a crash. What reads
// is written back as a link that reads again to the same link; a share code that decodes encodes
// again to a code of the same JSON.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "jt/json/write.h"
#include "jt/packs/link.h"
#include "jt/packs/share_code.h"

namespace {

constexpr std::size_t kMaxLinkBytes = 64 * 1024;
constexpr std::array<std::string_view, 3> kMoves = {"wag", "bounce", "wave_hello"};

void check_link(std::string_view text) {
  const jt::packs::LinkRead read = jt::packs::read_link(text, kMoves);
  if (!read.ok()) return;
  (void)jt::packs::describe_link(read.link);
  (void)jt::json::write_compact(jt::packs::link_to_json(read.link));
  const std::string written = jt::packs::write_link(read.link);
  const jt::packs::LinkRead again = jt::packs::read_link(written, kMoves);
  if (!again.ok() || jt::packs::write_link(again.link) != written) __builtin_trap();
}

void check_share_code(std::string_view text) {
  const jt::json::ParseResult decoded = jt::packs::decode_share_code(text);
  if (!decoded.ok()) return;
  const jt::packs::ShareCode code = jt::packs::encode_share_code(decoded.value);
  if (!code.ok()) return;  // NaN or Infinity cannot be carried
  const jt::json::ParseResult round = jt::packs::decode_share_code(code.code);
  const std::string again = round.ok() ? jt::json::write_canonical(round.value).text : "";
  if (again != jt::json::write_canonical(decoded.value).text) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxLinkBytes) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_link(text);
  check_share_code(text);
  return 0;
}
