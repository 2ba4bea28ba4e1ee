// `jabbertoon schema [NAME[.FIELD...]] [--search WORD]`: the shipped JSON Schemas
// (docs/SCHEMAS.md), for editors and other validators: without NAME their names, with it the schema
// itself, with a field's path that field's schema; --search lists the fields a word names.
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "jt/json/parse.h"
#include "jt/json/schema_lookup.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"
#include "jt/printable.h"
#include "log.h"
#include "shipped_schemas.h"

namespace jt::cmd {
namespace {

struct SchemaOptions {
  std::string name;    // NAME, NAME.FIELD.FIELD
  std::string search;  // --search WORD
};

// The shipped schema `wanted` ("program", or "program.schema.json"), or null after saying so.
const ShippedSchema* find_schema(std::string_view wanted) {
  if (wanted.ends_with(".schema.json")) wanted.remove_suffix(12);
  std::vector<std::string_view> names;
  for (const ShippedSchema& s : shipped_schemas()) {
    if (s.name == wanted) return &s;
    names.push_back(s.name);
  }
  std::string message = "schema: no schema named \"" + printable(wanted) + "\"";
  if (const auto near = nearest_name(wanted, names)) {
    message += ": did you mean \"" + std::string(*near) + "\"?";
  }
  report_error(message + " (jabbertoon schema lists them)");
  return nullptr;
}

json::Value parsed(const ShippedSchema& schema) {
  return json::parse(schema.text).value;  // shipped, and checked by tests/schemas
}

int search(const SchemaOptions& o) {
  std::vector<const ShippedSchema*> schemas;
  if (!o.name.empty()) {
    const ShippedSchema* one = find_schema(o.name);
    if (one == nullptr) return kExitUsage;
    schemas.push_back(one);
  } else {
    for (const ShippedSchema& s : shipped_schemas())
      schemas.push_back(&s);
  }
  int found = 0;
  for (const ShippedSchema* s : schemas) {
    for (const json::SchemaMatch& m : json::search_fields(parsed(*s), o.search)) {
      std::cout << s->name << "." << m.path;
      if (!m.description.empty()) std::cout << "  " << printable(m.description);
      std::cout << "\n";
      ++found;
    }
  }
  if (found == 0) {
    spdlog::info("schema: no field or description holds \"{}\"", printable(o.search));
  }
  return kExitOk;
}

int run_schema(const SchemaOptions& o) {
  if (!o.search.empty()) return search(o);
  if (o.name.empty()) {
    for (const ShippedSchema& s : shipped_schemas()) {
      std::cout << s.name << "  (" << s.name << ".schema.json)\n";
    }
    return kExitOk;
  }
  const std::size_t dot = o.name.find('.');
  const bool whole = dot == std::string::npos || o.name.ends_with(".schema.json");
  const ShippedSchema* schema = find_schema(whole ? o.name : o.name.substr(0, dot));
  if (schema == nullptr) return kExitUsage;
  if (whole) {
    std::cout << schema->text;
    if (!schema->text.ends_with('\n')) std::cout << '\n';
    return kExitOk;
  }
  const json::Value root = parsed(*schema);
  const json::SchemaLookup field =
      json::look_up_field(root, std::string_view(o.name).substr(dot + 1));
  if (field.found == nullptr) {
    report_error("schema " + std::string(schema->name) + ": " + printable(field.error) +
                 (field.hint.empty() ? "" : ": " + field.hint) +
                 " (jabbertoon schema --search WORD finds fields)");
    return kExitUsage;
  }
  std::cout << json::write_readable(*field.found) << "\n";
  return kExitOk;
}

}  // namespace

void add_schema_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SchemaOptions>();
  CLI::App* sub =
      app.add_subcommand("schema",
                         "the shipped JSON Schemas: their names, or one of them (program, pack, "
                         "character-pack) to give an editor, or one field's (program.scripts)");
  sub->add_option("NAME", o->name,
                  "a schema's name (default: list them), or NAME.FIELD... for one field's schema "
                  "(program.sayBlock.text)");
  sub->add_option("--search", o->search,
                  "WORD: the fields and definitions whose name or description holds WORD");
  sub->callback([o, &exit_code] { exit_code = run_schema(*o); });
}

}  // namespace jt::cmd
