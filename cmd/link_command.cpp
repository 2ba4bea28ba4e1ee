// `jabbertoon link`: the jabbertoon.com link that opens a program or a character (carried in the
// link as a share code), a shipped move or a ready-made character by name, in a page's slot, with a
// look; `jabbertoon link --open LINK_OR_CODE`: what a link opens and what its code holds (the link
// formats, §1-§5).
#include <algorithm>
#include <iostream>
#include <memory>

#include "catalog_input.h"
#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"
#include "jt/packs/link.h"
#include "jt/packs/manifest.h"
#include "jt/packs/share_code.h"
#include "jt/packs/shareable.h"
#include "jt/validate/validate.h"
#include "log.h"

namespace jt::cmd {
namespace {

struct LinkOptions {
  std::string file;
  std::string page;  // empty: blocks for a program, studio otherwise
  std::string open;
  std::string format = "text";
  std::string move, character, my, for_slot, slot, look;
  bool clear = false;
};

// The shipped moves a link may name by slug (`c4c:beh:sadidle` is `sadidle`), with their packs.
struct Moves {
  std::vector<std::string> slugs;
  std::vector<std::string> ids, names;
  std::vector<std::string_view> views() const { return {slugs.begin(), slugs.end()}; }
};

Moves shipped_moves() {
  Moves moves;
  const std::optional<packs::Catalog> catalog = load_packs_quietly({});
  if (!catalog) return moves;
  for (const packs::Pack& p : catalog->packs()) {
    if (p.type != "behaviour" || !p.id.starts_with("c4c:beh:")) continue;
    const std::string slug = p.id.substr(8);
    if (std::find(moves.slugs.begin(), moves.slugs.end(), slug) != moves.slugs.end()) continue;
    moves.slugs.push_back(slug);
    moves.ids.push_back(p.id);
    moves.names.push_back(p.name);
  }
  return moves;
}

// --move: a slug, a pack id or a pack's name ("Sad"), as its slug.
std::optional<std::string> move_slug(const Moves& moves, const std::string& given) {
  for (std::size_t i = 0; i < moves.slugs.size(); ++i) {
    if (given == moves.slugs[i] || given == moves.ids[i] || given == moves.names[i]) {
      return moves.slugs[i];
    }
  }
  std::string message = "--move " + given + ": no shipped move has that slug, id or name";
  const std::vector<std::string_view> views = moves.views();
  if (auto near = nearest_name(given, views))
    message += ": did you mean " + std::string(*near) + "?";
  report(
      {.code = Code::kUnknownName, .message = message, .hint = "jabbertoon list moves shows them"});
  return std::nullopt;
}

// A pack's manifest is checked first: a link should not carry a broken pack's content.
bool manifest_ok(const LoadedFile& loaded) {
  if (loaded.value.find("pack") == nullptr) return true;
  bool ok = true;
  for (const Diagnostic& d : packs::check_manifest(loaded.value, loaded.path)) {
    report(d);
    ok = ok && d.severity != Severity::kError;
  }
  return ok;
}

// A character's link is made, and opened, only for a character the studio and the character
// maker open: the same rules as `validate` (the pack format, "The rules").
bool character_ok(const json::Value& shared, const std::string& file) {
  const json::Value* content = shared.find("content");
  if (content == nullptr) {
    report({.code = Code::kMissingField,
            .file = file,
            .path = "/content",
            .message = "the character has no content"});
    return false;
  }
  bool ok = true;
  for (const Diagnostic& d : validate::check_character(*content, file, "/content")) {
    report(d);
    ok = ok && d.severity != Severity::kError;
  }
  return ok;
}

// The code of FILE into `link`; the exit code when it cannot be.
int add_file_code(const LinkOptions& o, packs::Link& link) {
  int code = kExitOk;
  std::optional<LoadedFile> loaded = load_json(o.file, code);
  if (!loaded) return code;
  if (!manifest_ok(*loaded)) return kExitInputErrors;
  packs::Shareable shared = packs::shareable(loaded->value, loaded->path);
  if (!shared.ok()) {
    report(*shared.error);
    return kExitInputErrors;
  }
  if (shared.kind == "character" && !character_ok(shared.value, loaded->path)) {
    return kExitInputErrors;
  }
  packs::ShareCode share_code = packs::encode_share_code(shared.value);
  if (!share_code.ok()) {
    share_code.error->file = loaded->path;
    report(*share_code.error);
    return kExitInputErrors;
  }
  link.code = share_code.code;
  link.code_kind = shared.kind;
  link.code_value = std::move(shared.value);
  return kExitOk;
}

std::optional<std::string> given(const std::string& value) {
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

int make_link(const LinkOptions& o) {
  packs::Link link;
  if (!o.file.empty()) {
    if (const int code = add_file_code(o, link); code != kExitOk) return code;
  }
  const Moves moves = shipped_moves();
  if (!o.move.empty()) {
    link.move = move_slug(moves, o.move);
    if (!link.move) return kExitUsage;
  }
  link.ready_made =
      given(o.character.starts_with("c4c:char:") ? o.character.substr(9) : o.character);
  link.my = given(o.my);
  link.for_slot = given(o.for_slot);
  link.slot = given(o.slot);
  link.look = given(o.look);
  link.clear = o.clear;
  const bool program_code = link.code && link.code_kind != "character";
  link.page = !o.page.empty() ? o.page : program_code || link.for_slot ? "blocks" : "studio";
  if (link.page == "studio" && (link.code_kind == "scene" || link.code_kind == "cartoon")) {
    report({.severity = Severity::kWarning,
            .code = Code::kNoEffect,
            .message = "the studio does not play a " + link.code_kind +
                       " from a link yet: it offers to open its blocks in the block editor",
            .hint = "--page blocks opens them directly"});
  }
  // The link is made only if the page opens it as it is: read back whole, as the page would.
  const std::string text = packs::write_link(link);
  const packs::LinkRead back = packs::read_link(text, moves.views());
  if (!back.ok()) {
    report(*back.error);
    return kExitUsage;
  }
  std::cout << text << "\n";
  return kExitOk;
}

int open_link(const LinkOptions& o) {
  const Moves moves = shipped_moves();
  const packs::LinkRead read = packs::read_link(o.open, moves.views());
  if (!read.ok()) {
    report(*read.error);
    return kExitInputErrors;
  }
  const packs::Link& link = read.link;
  if (link.code_kind == "character" && !character_ok(link.code_value, "the code")) {
    return kExitInputErrors;
  }
  if (o.format == "json") {
    std::cout << json::write_readable(packs::link_to_json(link)) << "\n";
    return kExitOk;
  }
  if (!link.page.empty()) {  // a bare code: only its JSON, as it was
    for (const std::string& line : packs::describe_link(link)) {
      std::cout << link.page << ": " << line << "\n";
    }
  }
  if (link.code) std::cout << json::write_readable(link.code_value) << "\n";
  return kExitOk;
}

}  // namespace

void add_link_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<LinkOptions>();
  CLI::App* sub = app.add_subcommand(
      "link",
      "the jabbertoon.com link to a program, a character, a shipped move or a ready-made "
      "character, or --open one");
  auto* file = sub->add_option(
      "FILE", o->file, "a program, a character, or a pack (behaviour, scene, cartoon, character)");
  auto* page =
      sub->add_option("--page", o->page,
                      "the page the link opens: blocks (default for a program or --for), studio "
                      "(default otherwise) or create")
          ->check(CLI::IsMember({"studio", "blocks", "create"}));
  auto* move = sub->add_option("--move", o->move,
                               "a shipped move by slug, pack id or name (#p=: sadidle, "
                               "c4c:beh:sadidle, \"Sad\")");
  auto* character = sub->add_option("--character", o->character,
                                    "a ready-made character (#ch=): person, kid, dog, cat, bird, "
                                    "monster");
  auto* my = sub->add_option("--my", o->my, "an entry of My characters (#my=local:char:<12 hex>)");
  auto* for_slot = sub->add_option("--for", o->for_slot,
                                   "character A or B of the cartoon the browser keeps (#for=)");
  auto* slot = sub->add_option("--slot", o->slot, "the studio's slot for the character: A or B");
  auto* look = sub->add_option("--look", o->look,
                               "the look (#look=): flat, outlined, soft, storybook, bold, crayon");
  auto* clear =
      sub->add_flag("--clear", o->clear, "open \"Clear my things from this browser\" (#clear)");
  auto* open = sub->add_option(
      "--open", o->open,
      "LINK_OR_CODE: what a link opens (every link form) and the JSON its share code holds");
  sub->add_option("--format", o->format, "with --open: text (default) or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->needs(open);
  for (CLI::Option* making : {file, page, move, character, my, for_slot, slot, look, clear}) {
    making->excludes(open);
  }
  sub->callback([o, open, &exit_code] {
    const bool making = !o->file.empty() || !o->move.empty() || !o->character.empty() ||
                        !o->my.empty() || !o->for_slot.empty() || !o->slot.empty() ||
                        !o->look.empty() || o->clear;
    if (!making && open->count() == 0) {
      throw CLI::ValidationError("link",
                                 "give a FILE, --move, --character, ..., or --open "
                                 "LINK_OR_CODE");
    }
    exit_code = open->count() > 0 ? open_link(*o) : make_link(*o);
  });
}

}  // namespace jt::cmd
