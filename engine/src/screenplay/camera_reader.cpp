// The camera's directions read back (docs/CAMERA.md, docs/TEXT.md "Scene blocks"): "camera:
// close-up on A in 0.5 s", "camera: zoom to 3× on B", "camera: pan to x 0.2 in 2 s", "camera:
// roll to 8° in 1 s", "camera: shake 0.03 for 0.5 s".
#include "block_reader.h"

namespace jt::screenplay {
namespace {

// A shot's name and the size it stands for; the longest names first.
struct ShotName {
  std::string_view name;
  std::string_view size;  // empty: the size is the name's first word ("medium two-shot")
};
constexpr ShotName kShotNames[] = {
    {"wide shot", "wide"},
    {"extreme close-up", "extreme"},
    {"close two-shot", "close"},
    {"close-up", "close"},
    {"group shot", ""},
    {"two-shot", ""},
    {"shot", ""},
};

// "A", "A and B", "A, B and C" up to a timing or the end: one id, or a list of them.
std::optional<json::Value> read_cast_list(Scanner& s, const CastNames& cast,
                                          std::optional<LineError>& error) {
  json::Array ids;
  for (;;) {
    std::optional<std::string> who = read_who(s, cast, error);
    if (!who) return std::nullopt;
    ids.emplace_back(*who);
    if (!s.eat(", ") && !s.eat(" and ")) break;
  }
  if (ids.size() == 1) return std::move(ids.front());
  return json::Value(std::move(ids));
}

// " x 0.2, y 0.4" after `intro`.
std::optional<LineError> read_point(Scanner& s, std::string_view intro, json::Object& block) {
  if (!s.eat(intro)) return std::nullopt;
  bool any = false;
  for (const char* key : {"x", "y"}) {
    if (any && !s.eat(", ")) break;
    if (!s.eat(std::string(key) + " ")) {
      if (!any) continue;
      return s.error("expected `y` and a number");
    }
    std::optional<LineError> error;
    std::optional<json::Value> v = expect_value(s, "a number", error);
    if (!v) return error;
    block.set(key, std::move(*v));
    any = true;
  }
  if (!any) return s.error("expected `x` or `y` and a number");
  return std::nullopt;
}

ReadLine finish(Scanner& s, json::Object block, std::string_view what) {
  if (auto e = read_timing(s, block)) return failed(*e);
  if (auto e = expect_end(s, what)) return failed(*e);
  return read(json::Value(std::move(block)));
}

}  // namespace

ReadLine read_camera_line(Scanner& s, const CastNames& cast) {
  json::Object block;
  std::optional<LineError> error;
  if (s.eat("zoom")) {
    block.set("op", "zoom");
    if (s.eat(" to ")) {
      std::optional<json::Value> to = expect_value(s, "a zoom factor", error);
      if (!to) return failed(*error);
      if (!s.eat("×")) return failed(s.error("expected `×` after the zoom factor"));
      block.set("to", std::move(*to));
    }
    if (s.eat(" on ")) {
      std::optional<json::Value> on = read_cast_list(s, cast, error);
      if (!on) return failed(*error);
      block.set("on", std::move(*on));
    } else if ((error = read_point(s, " about ", block))) {
      return failed(*error);
    }
    return finish(s, std::move(block), "a zoom");
  }
  if (s.eat("pan")) {
    block.set("op", "pan");
    if ((error = read_point(s, " to ", block))) return failed(*error);
    return finish(s, std::move(block), "a pan");
  }
  if (s.eat("roll")) {
    block.set("op", "roll");
    if (s.eat(" to ")) {
      std::optional<json::Value> to = expect_value(s, "a roll in degrees", error);
      if (!to) return failed(*error);
      if (!s.eat("°")) return failed(s.error("expected `°` after the roll's degrees"));
      block.set("to", std::move(*to));
    }
    return finish(s, std::move(block), "a roll");
  }
  if (s.eat("shake")) {
    block.set("op", "shake");
    if (s.eat(" ") && !s.next_is("for ")) {
      std::optional<json::Value> amount = expect_value(s, "the shake's amount", error);
      if (!amount) return failed(*error);
      block.set("amount", std::move(*amount));
    } else if (s.next_is("for ")) {
      s.seek(s.pos() - 1);
    }
    if (s.eat(" for ")) {
      std::optional<json::Value> seconds = expect_value(s, "a number of seconds", error);
      if (!seconds || !s.eat(" s")) {
        return failed(error ? *error : s.error("expected ` s` after the length"));
      }
      block.set("for", std::move(*seconds));
    }
    if (auto e = expect_end(s, "a shake")) return failed(*e);
    return read(json::Value(std::move(block)));
  }
  block.set("op", "shot");
  const std::size_t start = s.pos();
  for (const ShotName& shot : kShotNames) {
    std::string size(shot.size);
    if (size.empty()) {
      const std::size_t space = s.rest().find(' ');
      if (space == std::string_view::npos) continue;
      size = std::string(s.rest().substr(0, space));
      if (!s.rest().substr(space + 1).starts_with(shot.name)) continue;
      s.seek(s.pos() + space + 1);
    }
    if (!s.eat(shot.name)) {
      s.seek(start);
      continue;
    }
    block.set("size", json::Value(size));
    if (s.eat(" on ")) {
      std::optional<json::Value> on = read_cast_list(s, cast, error);
      if (!on) return failed(*error);
      block.set("on", std::move(*on));
    }
    return finish(s, std::move(block), "a shot");
  }
  return failed(
      s.error("expected a camera direction: a shot (`close-up on A`), `zoom`, `pan`, `roll` "
              "or `shake`"));
}

}  // namespace jt::screenplay
