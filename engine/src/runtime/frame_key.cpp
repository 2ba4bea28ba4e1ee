#include "jt/runtime/frame_key.h"

#include <cstdint>
#include <cstring>

#include "packs/sha256.h"

namespace jt::rt {
namespace {

// A field added to these structs must be added to the key too (or the cache would join a segment
// drawn from older data): the sizes fail to compile until then.
static_assert(sizeof(PartValue) == 40, "PartValue changed: add the field to append_frame_key");
static_assert(sizeof(ReachValue) == 104, "ReachValue changed: add the field to append_frame_key");
static_assert(sizeof(Pose) == 208, "Pose changed: add the field to append_frame_key");
static_assert(sizeof(CharacterFrame) == 392,
              "CharacterFrame changed: add the field to append_frame_key");
static_assert(sizeof(Frame) == 216, "Frame changed: add the field to append_frame_key");

void put(std::string& out, std::uint64_t word) {
  char bytes[8];
  std::memcpy(bytes, &word, 8);
  out.append(bytes, 8);
}
void put(std::string& out, double number) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &number, 8);
  put(out, bits);
}
void put(std::string& out, std::string_view text) {
  put(out, static_cast<std::uint64_t>(text.size()));
  out.append(text);
}
void put(std::string& out, const std::optional<std::string>& text) {
  out.push_back(text ? 1 : 0);
  if (text) put(out, std::string_view(*text));
}
void put(std::string& out, const std::vector<PartValue>& values) {
  put(out, static_cast<std::uint64_t>(values.size()));
  for (const PartValue& v : values) {
    put(out, std::string_view(v.key));
    put(out, v.value);
  }
}

void put_pose(std::string& out, const Pose& p) {
  for (double d : {p.dx, p.dy, p.sx, p.sy, p.rot, p.mouth, p.blink}) put(out, d);
  put(out, p.parts);
  put(out, p.lift);
  put(out, p.mood);
  put(out, static_cast<std::uint64_t>(p.reach.size()));
  for (const ReachValue& r : p.reach) {
    put(out, std::string_view(r.limb));
    put(out, std::string_view(r.spot));
    for (double d : {r.x, r.y, r.dx, r.dy, r.w}) put(out, d);
  }
  put(out, p.view);
}

}  // namespace

void append_frame_key(const Frame& frame, std::string& out) {
  put(out, frame.scene);
  put(out, frame.place);
  put(out, std::string_view(frame.background));
  put(out, std::string_view(frame.grade));
  put(out, frame.caption);
  put(out, static_cast<std::uint64_t>(frame.characters.size()));
  for (const CharacterFrame& c : frame.characters) {
    put(out, std::string_view(c.id));
    for (double d : {c.x, c.y, c.h, c.facing, c.talking}) put(out, d);
    out.push_back(c.visible ? 1 : 0);
    put_pose(out, c.pose);
    // The face drawn beyond the pose (the voice's mouth, blinks, gaze).
    out.push_back(c.acting.acted ? 1 : 0);
    for (double d : {c.acting.mouth, c.acting.blink, c.acting.look}) put(out, d);
    for (double d : c.acting.shapes) put(out, d);
  }
}

std::string sha256_hex(std::string_view bytes) {
  return packs::detail::sha256_hex(bytes).value_or(std::string(64, '0'));
}

}  // namespace jt::rt
