#include "creature/descriptor_rules.h"

#include <map>
#include <set>

#include "jt/creature/paint_colour.h"
#include "jt/creature/placement.h"
#include "jt/creature/svg_path.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"

namespace jt::creature::detail {
namespace {

template <typename Map>
std::string ids_of(const Map& map) {
  std::string out;
  for (const auto& [id, value] : map)
    out += (out.empty() ? "" : ", ") + id;
  return out;
}

class Rules {
 public:
  Rules(const Descriptor& d, const std::string& pointer, SchemaReader& report)
      : d_(d), root_(pointer), report_(report) {}

  void run() {
    chunk_count();
    section_rules();
    references();
    placements();
    legs();
    paints();
    shapes();
    channel_rates();
  }

 private:
  void error(Code code, const std::string& path, std::string message, std::string hint) {
    report_.error(code, root_ + path, std::move(message), std::move(hint));
  }

  template <typename Map>
  void reference(const Map& map, const std::string& id, const std::string& path, const char* kind) {
    if (map.contains(id)) return;
    error(Code::kDanglingReference, path, "references missing \"" + id + "\"",
          std::string("no ") + kind + " has that id; the " + kind + "s are " + ids_of(map));
  }

  void chunk_count() {
    const int total = d_.chunk_count();
    if (total < 2 || total > 256) {
      error(Code::kOutOfRange, "/chain/sections",
            "must contain 2 to 256 chunks, got " + std::to_string(total),
            "head, trunk and tail chunks together");
    }
  }

  void section_rules() {
    for (std::size_t s = 0; s < 3; ++s) {
      const Section& section = d_.chain.sections[s];
      const std::string at = std::string("/chain/sections/") + kSectionNames[s];
      reference(d_.materials, section.material, at + "/material", "material");
    }
    for (std::size_t s = 0; s < 3; ++s) {
      const Section& section = d_.chain.sections[s];
      const std::string at = std::string("/chain/sections/") + kSectionNames[s];
      const double gather = d_.gait.gather.amplitude * section.motion.gather;
      if (gather >= 1) {
        error(Code::kOutOfRange, at + "/motionScale/gather",
              "makes the gathered link length zero or negative",
              "gait.gather.amplitude × motionScale.gather is " + json::format_number(gather) +
                  "; it must stay below 1");
      }
      const double contact = d_.gait.contact.amplitude * section.motion.contact;
      if (contact > 1) {
        error(Code::kOutOfRange, at + "/motionScale/contact", "makes ground contact negative",
              "gait.contact.amplitude × motionScale.contact is " + json::format_number(contact) +
                  "; it must be at most 1");
      }
    }
  }

  void references() {
    reference(d_.paints, d_.chain.ribbon_paint, "/chain/skin/ribbon/paint", "paint");
    reference(d_.paints, d_.legs.limb_paint, "/legs/skin/limbPaint", "paint");
    reference(d_.shapes, d_.legs.foot_shape, "/legs/skin/foot/shape", "shape");
    reference(d_.paints, d_.legs.foot_paint, "/legs/skin/foot/paint", "paint");
  }

  template <typename Placement>
  bool placement(const Placement& p, const std::string& at, Resolution& resolved) {
    if (!ids_.insert(p.id).second) {
      error(Code::kDuplicateId, at + "/id", "must be unique, \"" + p.id + "\" is taken",
            "plates and ornaments share one namespace of ids");
    }
    reference(d_.shapes, p.shape, at + "/shape", "shape");
    reference(d_.paints, p.paint, at + "/paint", "paint");
    resolved = resolve_placement(p.at, p.repeat, d_.chain.sections);
    drawn_.push_back({p.shape, resolved.chunks.size()});
    if (!resolved.ok()) {
      error(Code::kOutOfRange, at + resolved.field, resolved.message,
            "offsets count from the named end of the section (or of the whole chain when "
            "section is null), from 0");
      return false;
    }
    return true;
  }

  void placements() {
    std::vector<std::string> owner(static_cast<std::size_t>(d_.chunk_count()));
    for (std::size_t i = 0; i < d_.chain.plates.size(); ++i) {
      const Plate& plate = d_.chain.plates[i];
      const std::string at = pointer_append("/chain/skin/plates", i);
      Resolution resolved;
      if (!placement(plate, at, resolved)) continue;
      for (int chunk : resolved.chunks) {
        if (chunk < 0 || chunk >= static_cast<int>(owner.size())) continue;
        if (!owner[chunk].empty()) {
          error(Code::kConflictingFields, at + "/at",
                "overlaps plate \"" + owner[chunk] + "\" at chunk " + std::to_string(chunk),
                "one plate per chunk: move its anchor, or shorten the repeat");
          break;
        }
        owner[chunk] = plate.id;
      }
    }
    int instances = 0;
    bool said = false;
    for (std::size_t i = 0; i < d_.chain.ornaments.size(); ++i) {
      const Ornament& ornament = d_.chain.ornaments[i];
      Resolution resolved;
      if (!placement(ornament, pointer_append("/chain/skin/ornaments", i), resolved)) continue;
      instances +=
          static_cast<int>(resolved.chunks.size()) * (ornament.side == Side::kBoth ? 2 : 1);
      if (ornament.side == Side::kBoth) drawn_.back().count *= 2;
      if (instances > kMaxOrnamentInstances && !said) {
        said = true;
        error(Code::kLimitExceeded, "/chain/skin/ornaments", "must expand to at most 512 instances",
              "ornament " + std::to_string(i) + " takes the total to " + std::to_string(instances) +
                  "; a \"both\" ornament counts twice per chunk");
      }
    }
  }

  void legs() {
    const int section = static_cast<int>(d_.legs.section);
    if (d_.legs.pairs > 0 && d_.chain.sections[section].chunks == 0) {
      error(Code::kBadValue, "/legs/section", "cannot attach legs to an empty section",
            "name a section with chunks, or set legs.pairs to 0");
    }
  }

  void paints() {
    for (const auto& [id, paint] : d_.paints) {
      const std::string at = pointer_append("/definitions/paints", id);
      if (paint.fill && !parse_colour(*paint.fill)) {
        error(Code::kBadColour, at + "/fill", "is not a colour: \"" + *paint.fill + "\"",
              colour_hint());
      }
      if (paint.stroke) {
        if (is_blank(paint.stroke->colour)) {
          error(Code::kBadColour, at + "/stroke/colour", "must not be blank", colour_hint());
        } else if (!parse_colour(paint.stroke->colour)) {
          error(Code::kBadColour, at + "/stroke/colour",
                "is not a colour: \"" + paint.stroke->colour + "\"", colour_hint());
        }
      }
      if (!paint.fill && (!paint.stroke || paint.stroke->width == 0)) {
        error(Code::kNoEffect, at, "must draw a fill or visible stroke",
              "give it a fill, or a stroke with a width above 0");
      }
    }
  }

  static std::string colour_hint() {
    return "a CSS colour: a name (\"olivedrab\"), #rgb, #rrggbb, #rrggbbaa or rgb(r, g, b)";
  }

  void shapes() {
    std::size_t total = 0;
    std::map<std::string, std::size_t> segments;  // of the shapes whose paths parse
    for (const auto& [id, shape] : d_.shapes) {
      total += utf16_length(shape.path);
      const PathResult path = parse_svg_path(shape.path);
      const std::string at = pointer_append("/definitions/shapes", id) + "/path";
      if (!path.ok()) {
        error(Code::kBadValue, at, "is not SVG path data: " + path.error,
              "commands M, L, H, V, C, S, Q, T, A and Z (or lower case), as in "
              "\"M 0 -4 L 8 0 L 0 4 Z\"");
        continue;
      }
      segments[id] = path.segments.size();
      if (path.segments.size() > kMaxShapeSegments) {
        error(Code::kLimitExceeded, at,
              "draws " + std::to_string(path.segments.size()) + " segments, more than the " +
                  std::to_string(kMaxShapeSegments) + " a shape may (an arc is up to four curves)",
              "a shape is a small mark drawn at every plate, ornament or foot that uses it: "
              "simplify its path");
      }
    }
    if (total > kMaxTotalPathLength) {
      error(Code::kLimitExceeded, "/definitions/shapes",
            "paths must total at most 1048576 characters", "they total " + std::to_string(total));
    }
    drawn_segments(segments);
  }

  // What every plate, ornament and foot draws in a frame, together.
  void drawn_segments(const std::map<std::string, std::size_t>& segments) {
    drawn_.push_back({d_.legs.foot_shape, static_cast<std::size_t>(d_.legs.pairs) * 2});
    std::size_t total = 0;
    for (const auto& [shape, count] : drawn_) {
      if (auto it = segments.find(shape); it != segments.end()) total += it->second * count;
    }
    if (total > kMaxDrawnSegments) {
      error(Code::kLimitExceeded, "/chain/skin",
            "the plates, ornaments and feet draw " + std::to_string(total) +
                " path segments a frame, more than " + std::to_string(kMaxDrawnSegments),
            "use simpler shapes, or fewer plates, ornaments or legs");
    }
  }

  void channel_rates() {
    const std::pair<const char*, const Wave*> channels[] = {{"bend", &d_.gait.bend},
                                                            {"thrust", &d_.gait.thrust},
                                                            {"gather", &d_.gait.gather},
                                                            {"contact", &d_.gait.contact}};
    for (const auto& [name, wave] : channels) {
      const double rate = d_.gait.cycles_per_second * wave->harmonic;
      if (rate > kMaxChannelRate) {
        error(Code::kOutOfRange, std::string("/gait/") + name + "/harmonic",
              "runs at " + json::format_number(rate) +
                  " cycles a second (cyclesPerSecond × harmonic), over 15",
              "sampled 60 times a second, a faster wave aliases into a slower one: lower "
              "gait.cyclesPerSecond or this harmonic");
      }
    }
  }

  const Descriptor& d_;
  struct Drawn {
    std::string shape;
    std::size_t count = 0;  // instances drawn in a frame
  };
  std::vector<Drawn> drawn_;  // by plate and ornament, then the feet
  std::string root_;
  SchemaReader& report_;
  std::set<std::string> ids_;
};

}  // namespace

void check_rules(const Descriptor& d, const std::string& pointer, SchemaReader& report) {
  Rules(d, pointer, report).run();
}

}  // namespace jt::creature::detail
