// `jabbertoon list`: what ships (moves, scenes and cartoons, characters, backgrounds, looks,
// voices, grades), with ids, names and one-line descriptions, as text or JSON.
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <span>
#include <tuple>

#include "catalog_input.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/encode/flite_voices.h"
#include "jt/encode/voices.h"
#include "jt/json/write.h"
#include "jt/packs/looks.h"
#include "jt/printable.h"
#include "jt/render/stage.h"

namespace jt::cmd {
namespace {

struct ListOptions {
  std::string what = "all";
  std::string format = "text";
  std::vector<std::string> pack_dirs;
};

struct Section {
  std::string_view key;    // the JSON member and the WHAT that picks it: "moves"
  std::string_view title;  // the text heading: "Moves"
  std::vector<std::string_view> types;
};

const std::vector<Section>& pack_sections() {
  static const std::vector<Section> sections = {
      {"moves", "Moves", {"behaviour"}},
      {"scenes", "Scenes and cartoons", {"scene", "cartoon"}},
      {"characters", "Characters", {"character"}},
      {"creatures", "Creatures", {"creature"}},
      {"backgrounds", "Backgrounds", {"background"}},
      {"props", "Props", {"prop"}},
      {"sounds", "Sounds", {"sound"}},
  };
  return sections;
}

// The packs of a section, by id then version.
std::vector<const packs::Pack*> packs_of(const packs::Catalog& catalog, const Section& section) {
  std::vector<const packs::Pack*> found;
  for (const packs::Pack& pack : catalog.packs()) {
    if (std::find(section.types.begin(), section.types.end(), pack.type) != section.types.end()) {
      found.push_back(&pack);
    }
  }
  std::sort(found.begin(), found.end(), [](const packs::Pack* a, const packs::Pack* b) {
    return std::tie(a->id, a->version) < std::tie(b->id, b->version);
  });
  return found;
}

// The first sentence: up to the first ". " (a description is one plain sentence, some two).
std::string one_line(const std::string& description) {
  const std::size_t end = description.find(". ");
  return end == std::string::npos ? description : description.substr(0, end + 1);
}

// Letters, not bytes: names may hold any UTF-8.
std::size_t letters(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// Rows of cells, each column padded to its widest cell, the last column as it is.
void print_table(const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows) {
    widths.resize(std::max(widths.size(), row.size()));
    for (std::size_t i = 0; i < row.size(); ++i)
      widths[i] = std::max(widths[i], letters(row[i]));
  }
  for (const auto& row : rows) {
    std::string line = " ";
    for (std::size_t i = 0; i < row.size(); ++i) {
      line += " " + row[i];
      if (i + 1 < row.size()) line.append(widths[i] - letters(row[i]) + 1, ' ');
    }
    line.erase(line.find_last_not_of(' ') + 1);  // an empty last cell leaves no trailing space
    std::cout << printable(line) << "\n";
  }
}

void print_pack_section(const packs::Catalog& catalog, const Section& section) {
  const auto found = packs_of(catalog, section);
  std::cout << section.title << " (" << found.size() << ")\n";
  std::vector<std::vector<std::string>> rows;
  for (const packs::Pack* pack : found) {
    rows.push_back({pack->id, pack->version, pack->name, one_line(pack->description)});
  }
  print_table(rows);
}

void print_looks(std::string_view title, std::span<const packs::LookOption> options) {
  std::cout << title << "\n";
  std::vector<std::vector<std::string>> rows;
  for (const packs::LookOption& option : options) {
    rows.push_back({std::string(option.name), std::string(option.description)});
  }
  print_table(rows);
}

json::Value pack_list_json(const packs::Catalog& catalog, const Section& section) {
  json::Array list;
  for (const packs::Pack* pack : packs_of(catalog, section)) {
    json::Object entry;
    entry.set("id", pack->id);
    entry.set("type", pack->type);
    entry.set("version", pack->version);
    entry.set("name", pack->name);
    entry.set("description", pack->description);
    entry.set("file", pack->file);
    list.push_back(std::move(entry));
  }
  return list;
}

json::Value looks_json(std::span<const packs::LookOption> options) {
  json::Array list;
  for (const packs::LookOption& option : options) {
    json::Object entry;
    entry.set("name", option.name);
    entry.set("description", option.description);
    list.push_back(std::move(entry));
  }
  return list;
}

// The voices a cartoon may name (docs/ENCODING.md, "Voices"): ours, Flite's, then espeak-ng's
// installed languages and the variants one may add after a "+".
struct VoiceLists {
  std::vector<std::string> ours, flite, languages, variants;
};

VoiceLists voice_lists() {
  VoiceLists lists{encode::named_voices(), encode::flite_voice_names(), {}, {}};
  if (const auto voices = encode::Voices::create(); voices.ok()) {
    lists.languages = voices.value().installed().languages;
    lists.variants = voices.value().installed().variants;
  }
  return lists;
}

void print_words(std::string_view title, const std::vector<std::string>& words) {
  std::cout << title << " (" << words.size() << ")\n";
  std::string line = " ";
  for (const std::string& word : words) {
    if (line.size() > 1 && line.size() + word.size() + 1 > 80) {
      std::cout << line << "\n";
      line = " ";
    }
    line += " " + word;
  }
  if (line.size() > 1) std::cout << line << "\n";
}

void print_voices(const VoiceLists& lists) {
  print_words("Voices: ours", lists.ours);
  std::cout << "\n";
  print_words("Voices: Flite", lists.flite);
  std::cout << "\n";
  print_words("Voices: espeak-ng languages", lists.languages);
  std::cout << "\n";
  print_words("Voices: variants, after a language and \"+\" (\"en+f3\")", lists.variants);
}

json::Value voices_json(const VoiceLists& lists) {
  auto array = [](const std::vector<std::string>& words) {
    json::Array out;
    for (const std::string& w : words)
      out.push_back(json::Value(w));
    return out;
  };
  json::Object out;
  out.set("ours", array(lists.ours));
  out.set("flite", array(lists.flite));
  out.set("languages", array(lists.languages));
  out.set("variants", array(lists.variants));
  return out;
}

bool wants(const ListOptions& o, std::string_view key) {
  return o.what == "all" || o.what == key;
}

// How each grade looks (docs/STAGE.md "Grades").
std::string grade_look(std::string_view grade) {
  static const std::map<std::string_view, std::string_view> looks = {
      {"normal", "unchanged"},    {"bloom", "a warm glow, the colours kept"},
      {"night", "dark and blue"}, {"sepia", "old photograph"},
      {"grey", "luminance only"}, {"warm", "golden"},
      {"cool", "blue, not teal"}};
  const auto found = looks.find(grade);
  return found == looks.end() ? "" : std::string(found->second);
}

json::Value grades_json() {
  json::Array list;
  for (std::string_view name : render::grade_names()) {
    json::Object entry;
    entry.set("name", std::string(name));
    entry.set("description", grade_look(name));
    list.push_back(std::move(entry));
  }
  return list;
}

// The art styles alone and the grades, as text.
void print_styles_and_grades(const ListOptions& o, std::string_view separator) {
  if (o.what == "styles") print_looks("Art styles (a look's \"style\")", packs::kArtStyles);
  if (wants(o, "grades")) {
    std::cout << separator << "Grades (a place's \"grade\", a scene's or a cut's \"mood\")\n";
    std::vector<std::vector<std::string>> rows;
    for (std::string_view name : render::grade_names()) {
      rows.push_back({std::string(name), grade_look(name)});
    }
    print_table(rows);
  }
}

void print_text(const ListOptions& o, const packs::Catalog& catalog) {
  std::string_view separator;
  for (const Section& section : pack_sections()) {
    if (!wants(o, section.key)) continue;
    std::cout << separator;
    print_pack_section(catalog, section);
    separator = "\n";
  }
  if (wants(o, "looks")) {
    std::cout << separator;
    print_looks("Looks: art styles (\"style\")", packs::kArtStyles);
    std::cout << "\n";
    print_looks("Looks: body shapes (\"shape\")", packs::kBodyShapes);
    separator = "\n";
  }
  if (wants(o, "voices")) {
    std::cout << separator;
    print_voices(voice_lists());
    separator = "\n";
  }
  print_styles_and_grades(o, separator);
}

json::Value list_json(const ListOptions& o, const packs::Catalog& catalog) {
  json::Object out;
  for (const Section& section : pack_sections()) {
    if (wants(o, section.key)) out.set(std::string(section.key), pack_list_json(catalog, section));
  }
  if (wants(o, "looks")) {
    json::Object looks;
    looks.set("styles", looks_json(packs::kArtStyles));
    looks.set("shapes", looks_json(packs::kBodyShapes));
    out.set("looks", std::move(looks));
  }
  if (wants(o, "voices")) out.set("voices", voices_json(voice_lists()));
  if (o.what == "styles") out.set("styles", looks_json(packs::kArtStyles));
  if (wants(o, "grades")) out.set("grades", grades_json());
  return out;
}

// Every pack's id, once each in name order: for scripts and the shell completions (`show ID`).
std::vector<std::string> pack_ids(const packs::Catalog& catalog) {
  std::set<std::string> ids;
  for (const packs::Pack& pack : catalog.packs())
    ids.insert(pack.id);
  return {ids.begin(), ids.end()};
}

int run_list(const ListOptions& o) {
  int code = kExitOk;
  packs::Catalog catalog;  // the looks need none
  if (o.what != "looks" && o.what != "voices" && o.what != "styles" && o.what != "grades") {
    std::optional<packs::Catalog> loaded = load_packs(o.pack_dirs, code);
    if (!loaded) return code;
    catalog = std::move(*loaded);
  }
  if (o.what == "ids") {
    const std::vector<std::string> ids = pack_ids(catalog);
    if (o.format == "json") {
      json::Array list(ids.begin(), ids.end());
      json::Object out;
      out.set("ids", std::move(list));
      std::cout << json::write_readable(out) << "\n";
    } else {
      for (const std::string& id : ids)
        std::cout << id << "\n";
    }
  } else if (o.format == "json") {
    std::cout << json::write_readable(list_json(o, catalog)) << "\n";
  } else {
    print_text(o, catalog);
  }
  return code;
}

}  // namespace

void add_list_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ListOptions>();
  CLI::App* sub = app.add_subcommand(
      "list",
      "what ships: moves, scenes and cartoons, characters, creatures, backgrounds, props, sounds, "
      "looks, voices and grades, with their ids");
  sub->add_option("WHAT", o->what,
                  "moves, scenes, characters, creatures, backgrounds, props, sounds, looks, "
                  "styles, voices, grades, all (the default), or ids (every pack's id, one a line)")
      ->check(CLI::IsMember({"moves", "scenes", "characters", "creatures", "backgrounds", "props",
                             "sounds", "looks", "styles", "voices", "grades", "all", "ids"}));
  sub->add_option("--format", o->format, "text (the default) or json")
      ->check(CLI::IsMember({"text", "json"}));
  add_packs_option(*sub, o->pack_dirs);
  sub->callback([o, &exit_code] { exit_code = run_list(*o); });
}

}  // namespace jt::cmd
