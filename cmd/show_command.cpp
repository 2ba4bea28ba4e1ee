// `jabbertoon show ID [VERSION]`: a pack's program as readable JSON, and its text view (a
// character pack: its content); on a pipe the JSON alone.
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "catalog_input.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"
#include "jt/printable.h"
#include "jt/program/program_of.h"
#include "jt/text/text_view.h"
#include "log.h"

namespace jt::cmd {
namespace {

struct ShowOptions {
  std::string id;
  std::string version;
  bool json_only = false;
  bool text_only = false;
  std::string format;  // json, text or both; empty: both on a terminal, the JSON alone on a pipe
  std::vector<std::string> pack_dirs;
};

// "did you mean ...?" for an id: a near id, or the id whose slug was given ("bounce").
std::string id_hint(const packs::Catalog& catalog, std::string_view id) {
  std::vector<std::string_view> ids;
  for (const packs::Pack& pack : catalog.packs()) {
    const std::string_view slug = std::string_view(pack.id).substr(pack.id.rfind(':') + 1);
    if (slug == id) return "did you mean \"" + pack.id + "\"?";
    ids.push_back(pack.id);
  }
  if (auto nearest = nearest_name(id, ids))
    return "did you mean \"" + std::string(*nearest) + "\"?";
  return "`jabbertoon list` lists the packs";
}

const packs::Pack* find_pack(const packs::Catalog& catalog, const ShowOptions& o) {
  if (const packs::Pack* pack = catalog.find(o.id, o.version)) return pack;
  if (const packs::Pack* other = catalog.find(o.id)) {
    report({.code = Code::kMissingPack,
            .message = o.id + " has no version " + o.version,
            .hint = "the newest is " + other->version + "; leave VERSION out for it"});
  } else {
    report({.code = Code::kMissingPack,
            .message = "no pack has the id \"" + o.id + "\"",
            .hint = id_hint(catalog, o.id)});
  }
  return nullptr;
}

int show(const packs::Pack& pack, const ShowOptions& o) {
  if (pack.type == "character") {
    if (o.text_only) {
      report_error(pack.id + " is a character: it has no text view, only its parts (--json)");
      return kExitUsage;
    }
    std::cout << json::write_readable(pack.content()) << "\n";
    return kExitOk;
  }
  if (!o.text_only) std::cout << json::write_readable(program_of(pack.json).program) << "\n";
  if (!o.text_only && !o.json_only) std::cout << "\n";
  if (!o.json_only) std::cout << printable(text::to_text(pack.json), Newlines::kKeep);
  return kExitOk;
}

int run_show(ShowOptions o) {
  // On a pipe the JSON alone, so `show X | jq` works; a terminal gets both, for people.
  if (o.format.empty() && !o.json_only && !o.text_only) {
    o.format = isatty(STDOUT_FILENO) ? "both" : "json";
  }
  o.json_only = o.json_only || o.format == "json";
  o.text_only = o.text_only || o.format == "text";
  int code = kExitOk;
  std::optional<packs::Catalog> catalog = load_packs(o.pack_dirs, code);
  if (!catalog) return code;
  const packs::Pack* pack = find_pack(*catalog, o);
  if (pack == nullptr) return kExitUsage;
  return std::max(code, show(*pack, o));
}

}  // namespace

void add_show_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ShowOptions>();
  CLI::App* sub =
      app.add_subcommand("show", "a shipped pack's program as readable JSON, then its text view");
  sub->add_option("ID", o->id, "the pack's id, as in c4c:beh:bounce (`jabbertoon list`)")
      ->required();
  sub->add_option("VERSION", o->version,
                  "that version of the pack, as in 1.0.0 (default: the newest)");
  auto* json_only = sub->add_flag("--json", o->json_only, "print the program's JSON only");
  auto* text_only = sub->add_flag("--text", o->text_only, "print the text view only");
  json_only->excludes(text_only);
  sub->add_option("--format", o->format,
                  "json, text or both (default: both on a terminal, json on a pipe)")
      ->check(CLI::IsMember({"json", "text", "both"}))
      ->excludes(json_only)
      ->excludes(text_only);
  add_packs_option(*sub, o->pack_dirs);
  sub->callback([o, &exit_code] { exit_code = run_show(*o); });
}

}  // namespace jt::cmd
