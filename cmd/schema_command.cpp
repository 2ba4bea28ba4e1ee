// `jabbertoon schema [NAME]`: the shipped JSON Schemas (docs/SCHEMAS.md), for editors and other
// validators: without NAME their names, with it the schema itself.
#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "jt/nearest_name.h"
#include "log.h"
#include "shipped_schemas.h"

namespace jt::cmd {
namespace {

int run_schema(const std::string& name) {
  const std::vector<ShippedSchema>& schemas = shipped_schemas();
  if (name.empty()) {
    for (const ShippedSchema& s : schemas) {
      std::cout << s.name << "  (" << s.name << ".schema.json)\n";
    }
    return kExitOk;
  }
  std::string_view wanted = name;
  if (wanted.ends_with(".schema.json")) wanted.remove_suffix(12);
  std::vector<std::string_view> names;
  for (const ShippedSchema& s : schemas) {
    if (s.name == wanted) {
      std::cout << s.text;
      if (!s.text.ends_with('\n')) std::cout << '\n';
      return kExitOk;
    }
    names.push_back(s.name);
  }
  std::string message = "schema: no schema named \"" + name + "\"";
  if (const auto near = nearest_name(wanted, names)) {
    message += ": did you mean \"" + std::string(*near) + "\"?";
  }
  report_error(message + " (jabbertoon schema lists them)");
  return kExitUsage;
}

}  // namespace

void add_schema_command(CLI::App& app, int& exit_code) {
  auto name = std::make_shared<std::string>();
  CLI::App* sub =
      app.add_subcommand("schema",
                         "the shipped JSON Schemas: their names, or one of them (program, pack, "
                         "character-pack) to give an editor");
  sub->add_option("NAME", *name, "a schema's name (default: list them)");
  sub->callback([name, &exit_code] { exit_code = run_schema(*name); });
}

}  // namespace jt::cmd
