#include "jt/render/cast_art.h"

#include <array>
#include <set>

#include "jt/creature/cast_creatures.h"
#include "jt/diagnostic_codes.h"
#include "jt/packs/content_hash.h"
#include "jt/program/prop_packs.h"
#include "jt/render/templates.h"

namespace jt::render {
namespace {

// Cast members with neither a pack nor a look: the person (the dog on four legs), in colours
// that tell them apart, by cast order.
Look default_look(const CastEntry& entry, std::size_t index) {
  static constexpr std::array<std::array<const char*, 2>, 4> kColors = {{{"#4f8fd8", "#f2c9a0"},
                                                                         {"#e0685a", "#e8b48c"},
                                                                         {"#5fb07a", "#c98f68"},
                                                                         {"#9a72c8", "#f5d6b8"}}};
  Look look;
  look.template_name = entry.legs == 4 ? "dog" : "person";
  const auto& [body, skin] = kColors[index % kColors.size()];
  look.colors["body"] = body;
  if (entry.legs != 4) look.colors["skin"] = skin;
  return look;
}

// A cast entry's `pack` as an id and a version (empty: the highest).
std::pair<std::string, std::string> pack_reference(const json::Value& pack) {
  if (pack.is_string()) return {pack.as_string(), ""};
  const json::Value* id = pack.is_object() ? pack.find("id") : nullptr;
  const json::Value* version = pack.is_object() ? pack.find("version") : nullptr;
  return {id && id->is_string() ? id->as_string() : "",
          version && version->is_string() ? version->as_string() : ""};
}

std::optional<Character> read_drawing(const json::Value& content, const std::string& file,
                                      const std::string& pointer,
                                      std::vector<Diagnostic>& diagnostics,
                                      std::string& fingerprint) {
  fingerprint = packs::content_hash(content).value;
  CharacterRead read = read_character(content);
  for (Diagnostic& d : read.diagnostics) {
    d.file = file;
    d.path = pointer + d.path;
    diagnostics.push_back(std::move(d));
  }
  return std::move(read.character);
}

}  // namespace

CastDrawingsRead read_cast_drawings(const Program& program, const packs::Catalog& catalog,
                                    const std::string& file) {
  CastDrawingsRead out;
  CastDrawings drawings;
  creature::CastCreatures creatures = creature::cast_creatures(program, catalog, file);
  bool failed = !creatures.errors.empty();
  out.diagnostics = std::move(creatures.errors);
  for (std::size_t i = 0; i < program.cast.size(); ++i) {
    const CastEntry& entry = program.cast[i];
    const std::string pointer = "/cast/" + entry.id;
    const json::Value* pack = entry.entry.is_object() ? entry.entry.find("pack") : nullptr;
    const json::Value* look = entry.entry.is_object() ? entry.entry.find("look") : nullptr;
    if (look != nullptr && !look->is_object()) look = nullptr;  // validate reports it
    CastDrawing drawing;
    if (entry.is_creature()) {
      // Its descriptor's own art, in the look's style when it gives one.
      const auto model = creatures.models.find(entry.id);
      if (model == creatures.models.end()) continue;  // reported
      const std::string style =
          look != nullptr && look->find("style") != nullptr ? read_look(*look).style : "outlined";
      drawing.creature =
          std::make_shared<const CreatureArt>(prepare_creature_art(model->second, style));
      drawing.fingerprint = creatures.fingerprints.at(entry.id) + " " + style;
      drawings.emplace(entry.id, std::move(drawing));
      continue;
    }
    std::optional<Character> character;
    if (pack != nullptr) {
      // The pack chooses the drawing; a look beside it still gives the art style.
      const auto [id, version] = pack_reference(*pack);
      const packs::Pack* found = catalog.find(id, version);
      if (found == nullptr || found->type != "character") {
        out.diagnostics.push_back({.code = Code::kMissingPack,
                                   .file = file,
                                   .path = pointer + "/pack",
                                   .message = "no character pack \"" + id +
                                              (version.empty() ? "" : "\" version \"" + version) +
                                              "\" among the packs found",
                                   .hint = "add its directory with --packs DIR (docs/PACKS.md)"});
        failed = true;
        continue;
      }
      character = read_drawing(found->content(), found->file, "/content", out.diagnostics,
                               drawing.fingerprint);
      if (look != nullptr && (look->find("style") || look->find("look"))) {
        drawing.style = read_look(*look).style;
      }
    } else {
      // In a cartoon the scene's facing overrides the design's own switch (spec §7.2: a cartoon
      // renderer passes the placement's facing for a shape character), so the art's A stays 1.
      const Look parsed = look ? read_look(*look) : default_look(entry, i);
      drawing.style = parsed.style;
      character = read_drawing(template_content(parsed), file, pointer + "/look", out.diagnostics,
                               drawing.fingerprint);
    }
    if (!character) {
      failed = true;
      continue;
    }
    drawing.character = std::move(*character);
    drawing.fingerprint += " " + drawing.style.value_or("-");
    drawings.emplace(entry.id, std::move(drawing));
  }
  if (!failed) out.drawings = std::move(drawings);
  return out;
}

std::string background_fingerprint(const packs::Catalog& catalog, const std::string& name) {
  const packs::Pack* pack = name.empty() ? nullptr : catalog.find("c4c:background:" + name);
  if (pack == nullptr || pack->type != "background") return "plain";
  std::string fingerprint = packs::content_hash(pack->content()).value;
  // Its set dressing's drawings are the set's too.
  const json::Value* props = pack->content().find("props");
  if (props != nullptr && props->is_array()) {
    for (const json::Value& p : props->as_array()) {
      const json::Value* id = p.is_object() ? p.find("prop") : nullptr;
      const packs::Pack* prop =
          id != nullptr && id->is_string() ? catalog.find(id->as_string()) : nullptr;
      fingerprint += " " + (prop != nullptr ? packs::content_hash(prop->content()).value : "-");
    }
  }
  return fingerprint;
}

void BackgroundShelf::dress(Background& background, const std::string& file,
                            std::vector<Diagnostic>& diagnostics) {
  for (std::size_t i = 0; i < background.props.size(); ++i) {
    SetProp& p = background.props[i];
    const packs::Pack* pack = catalog_.find(p.prop);
    if (pack == nullptr || pack->type != "prop") {
      diagnostics.push_back(
          {.severity = Severity::kWarning,
           .code = Code::kMissingPack,
           .file = file,
           .path = pointer_append(pointer_append("/content/props", i), "prop"),
           .message = "no prop pack \"" + p.prop + "\": the set's prop is not drawn",
           .hint = "jabbertoon list props names the shipped ones (an id as "
                   "\"c4c:prop:chair\")"});
      continue;
    }
    if (auto art = read_prop(pack->content(), pack->file, diagnostics)) {
      p.art = std::make_shared<const PropArt>(std::move(*art));
    }
  }
}

std::optional<Background> read_background_pack(const packs::Pack& pack,
                                               std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  std::optional<Background> read = read_background(pack.content(), pack.file, found);
  for (Diagnostic& d : found) {
    d.path = "/content" + d.path;
    if (d.hint.empty()) {
      d.hint = "fix this field of the background pack " + pack.id +
               " (docs/STAGE.md lists a set's fields), then `jabbertoon pack hash --fix " +
               pack.file + "`";
    }
    diagnostics.push_back(std::move(d));
  }
  return read;
}

std::vector<Diagnostic> check_background_document(const json::Value& document,
                                                  const std::string& file) {
  const json::Value* type = document.find("type");
  if (type == nullptr || !type->is_string() || type->as_string() != "background" ||
      document.find("content") == nullptr) {
    return {};
  }
  const json::Value* id = document.find("id");
  const packs::Pack pack{.id = id != nullptr && id->is_string() ? id->as_string() : "",
                         .type = "background",
                         .file = file,
                         .json = document};
  std::vector<Diagnostic> found;
  read_background_pack(pack, found);
  return found;
}

std::vector<Diagnostic> check_backgrounds(const Program& program,
                                          const std::vector<rt::TimelineRecord>& timeline,
                                          const packs::Catalog& catalog) {
  std::vector<Diagnostic> found;
  std::set<std::string, std::less<>> seen;
  for (const rt::TimelineRecord& r : timeline) {
    if ((r.kind != "scene" && r.kind != "cut") || r.place == nullptr) continue;
    std::string name = *r.place;  // a place without an entry is its own background
    for (const Place& p : program.places) {
      if (p.name == *r.place) name = p.background;
    }
    if (name.empty() || !seen.insert(name).second) continue;
    const packs::Pack* pack = catalog.find("c4c:background:" + name);
    if (pack != nullptr && pack->type == "background") read_background_pack(*pack, found);
  }
  return found;
}

const Background& BackgroundShelf::get(const std::string& name,
                                       std::vector<Diagnostic>& diagnostics) {
  if (auto it = shelf_.find(name); it != shelf_.end()) return it->second;
  Background background = plain_background();
  const packs::Pack* pack = name.empty() ? nullptr : catalog_.find("c4c:background:" + name);
  if (pack != nullptr && pack->type == "background") {
    if (auto read = read_background_pack(*pack, diagnostics)) {
      background = std::move(*read);
      dress(background, pack->file, diagnostics);
    }
  } else if (!name.empty()) {  // a cartoon that names no place stands on the plain backdrop
    diagnostics.push_back(
        {.severity = Severity::kWarning,
         .code = Code::kMissingPack,
         .message = "no background pack for \"" + name + "\" (c4c:background:" + name +
                    "): a plain backdrop instead",
         .hint = "the shipped ones are park, street, kitchen, living_room, beach and night_sky"});
  }
  return shelf_.emplace(name, std::move(background)).first->second;
}

PropArtsRead read_prop_arts(const Program& program, const packs::Catalog& catalog,
                            const std::string& file) {
  PropArtsRead out;
  for (const std::string& id : prop_packs(program)) {
    const packs::Pack* pack = catalog.find(id);
    if (pack == nullptr || pack->type != "prop") {
      out.diagnostics.push_back({.severity = Severity::kError,
                                 .code = Code::kMissingPack,
                                 .file = file,
                                 .message = "no prop pack \"" + id + "\": the prop is not drawn",
                                 .hint = "jabbertoon list props names the shipped ones"});
      continue;
    }
    std::vector<Diagnostic> read_notes;
    if (auto art = read_prop(pack->content(), pack->file, read_notes)) {
      art->fingerprint = packs::content_hash(pack->content()).value;
      out.arts.emplace(id, std::move(*art));
    }
    for (Diagnostic& d : read_notes)
      out.diagnostics.push_back(std::move(d));
  }
  // The words on the props, laid out once here rather than on every frame that shows them.
  for (const PropText& words : prop_texts(program)) {
    if (const auto art = out.arts.find(words.pack); art != out.arts.end()) {
      lay_out_label(art->second, words.text);
    }
  }
  return out;
}

}  // namespace jt::render
