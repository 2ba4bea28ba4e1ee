// `jabbertoon new cartoon|scene|move|character [NAME]`: a small, valid, commented starter that
// renders as it is (jt/screenplay/starters.h; a character: the shipped kid as a pack of one's
// own), written to NAME.screenplay or NAME.json, never over a file that is there.
#include <filesystem>
#include <memory>
#include <system_error>

#include "catalog_input.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/json/write.h"
#include "jt/packs/content_hash.h"
#include "jt/packs/pack_id.h"
#include "jt/screenplay/starters.h"
#include "log.h"
#include "outputs.h"

#include <spdlog/spdlog.h>

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

struct NewOptions {
  std::string kind, name;
};

// A character of one's own: the shipped kid, renamed, made a user pack (docs/PACKS.md "User-made
// packs": its id from its content's hash, author local, licence own, derived from the kid).
std::optional<std::string> character_starter(const std::string& name) {
  const std::optional<packs::Catalog> catalog = load_packs_quietly({});
  const packs::Pack* kid = catalog ? catalog->find("c4c:char:kid") : nullptr;
  if (kid == nullptr) {
    report_error("new character: the shipped character packs are not found (c4c:char:kid)");
    return std::nullopt;
  }
  const std::string hash = packs::content_hash(kid->content()).value;
  json::Object derived;
  derived.set("id", kid->id);
  derived.set("version", kid->version);
  json::Object author;
  author.set("id", "local");
  json::Object pack;
  pack.set("pack", 1);
  pack.set("id", packs::user_pack_id("character", hash));
  pack.set("type", "character");
  pack.set("version", "1.0.0");
  pack.set("name", name);
  pack.set("description",
           "A character of your own, started from the shipped kid: change its content (its parts, "
           "shapes and colours), then run `jabbertoon pack hash --fix` on this file. Try it: "
           "jabbertoon render MOVE.json --character THIS.json -o move.mp4");
  pack.set("author", json::Value(std::move(author)));
  pack.set("license", "own");
  pack.set("remixable", false);
  pack.set("derived_from", json::Value(json::Array{json::Value(std::move(derived))}));
  pack.set("content_hash", hash);
  pack.set("content", kid->content());
  return json::write_readable(json::Value(std::move(pack))) + "\n";
}

int run_new(const NewOptions& o) {
  const bool play = o.kind == "cartoon" || o.kind == "scene";
  const std::string extension = play ? ".screenplay" : ".json";
  std::string name = o.name.empty() ? "my_" + o.kind : o.name;
  std::string file = name;
  if (fs::path(name).extension() == extension) {
    name = fs::path(name).stem().string();
  } else {
    file += extension;
  }
  std::error_code error;
  if (fs::symlink_status(file, error).type() != fs::file_type::not_found) {
    report_error("new: " + file +
                 " is there already: new never writes over a file (give another "
                 "NAME, or move that file away)");
    return kExitInputErrors;
  }
  const std::optional<std::string> text =
      o.kind == "character" ? character_starter(name) : screenplay::starter(o.kind, name);
  if (!text) return kExitUsage;
  const NamedPath output{"NAME", file};
  if (!check_outputs_writable({&output, 1}) || !write_output(file, *text)) return kExitUsage;
  spdlog::info("wrote {}{}", file,
               play ? ": render it with `jabbertoon render " + file + " -o " + name + ".mp4`"
                    : std::string());
  return kExitOk;
}

}  // namespace

void add_new_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<NewOptions>();
  CLI::App* sub = app.add_subcommand(
      "new",
      "write a small, commented starter that renders as it is: a cartoon, a scene, a move "
      "or a character");
  sub->add_option("KIND", o->kind, "cartoon or scene (a .screenplay), move or character (a .json)")
      ->required()
      ->check(CLI::IsMember({"cartoon", "scene", "move", "character"}));
  sub->add_option("NAME", o->name,
                  "its name, and its file's (NAME.screenplay or NAME.json; default my_KIND)");
  sub->callback([o, &exit_code] { exit_code = run_new(*o); });
}

}  // namespace jt::cmd
