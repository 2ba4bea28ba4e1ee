// `jabbertoon link FILE`: the jabbertoon.com link that opens a program or a character, carried in
// the link as a share code; `jabbertoon link --open CODE_OR_URL`: what a code holds (the link
// formats, §5).
#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/json/write.h"
#include "jt/packs/manifest.h"
#include "jt/packs/share_code.h"
#include "jt/packs/shareable.h"
#include "log.h"

namespace jt::cmd {
namespace {

struct LinkOptions {
  std::string file;
  std::string page;  // empty: blocks for a program, studio for a character
  std::string open;
};

// The page for a `kind` of code: the one asked for, or the default. Reports a page that cannot
// open it (the link formats, §2-§4) and returns nothing.
std::optional<std::string> page_for(const std::string& kind, const std::string& page) {
  const bool character = kind == "character";
  if (page.empty()) return character ? "studio" : "blocks";
  if (character && page == "blocks") {
    report_error("the block editor does not open characters: use --page studio or --page create");
    return std::nullopt;
  }
  if (!character && page == "create") {
    report_error("the character maker opens characters only: use --page blocks or --page studio");
    return std::nullopt;
  }
  if (page == "studio" && (kind == "scene" || kind == "cartoon")) {
    report({.severity = Severity::kWarning,
            .message = "the studio does not play a " + kind +
                       " from a link yet: it offers to "
                       "open its blocks in the block editor",
            .hint = "--page blocks opens them directly"});
  }
  return page;
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

int make_link(const LinkOptions& o) {
  int code = kExitOk;
  std::optional<LoadedFile> loaded = load_json(o.file, code);
  if (!loaded) return code;
  if (!manifest_ok(*loaded)) return kExitInputErrors;
  packs::Shareable shared = packs::shareable(loaded->value, loaded->path);
  if (!shared.ok()) {
    report(*shared.error);
    return kExitInputErrors;
  }
  const std::optional<std::string> page = page_for(shared.kind, o.page);
  if (!page) return kExitUsage;
  packs::ShareCode share_code = packs::encode_share_code(shared.value);
  if (!share_code.ok()) {
    share_code.error->file = loaded->path;
    report(*share_code.error);
    return kExitInputErrors;
  }
  std::cout << packs::share_link(*page, share_code.code) << "\n";
  return kExitOk;
}

int open_code(const std::string& code_or_link) {
  json::ParseResult opened = packs::decode_share_code(code_or_link);
  if (!opened.ok()) {
    report(*opened.error);
    return kExitInputErrors;
  }
  std::cout << json::write_readable(opened.value) << "\n";
  return kExitOk;
}

}  // namespace

void add_link_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<LinkOptions>();
  CLI::App* sub = app.add_subcommand(
      "link", "the jabbertoon.com link to a program or a character (a share code), or --open one");
  auto* file = sub->add_option(
      "FILE", o->file, "a program, a character, or a pack (behaviour, scene, cartoon, character)");
  auto* page =
      sub->add_option(
             "--page", o->page,
             "the page the link opens: blocks (default for a program), studio (default for "
             "a character) or create")
          ->check(CLI::IsMember({"studio", "blocks", "create"}));
  auto* open = sub->add_option(
      "--open", o->open, "CODE_OR_URL: print the JSON a share code (or a link with one) holds");
  file->excludes(open);
  page->excludes(open);
  sub->callback([o, file, open, &exit_code] {
    if (file->count() == 0 && open->count() == 0) {
      throw CLI::ValidationError("link", "give a FILE, or --open CODE_OR_URL");
    }
    exit_code = open->count() > 0 ? open_code(o->open) : make_link(*o);
  });
}

}  // namespace jt::cmd
