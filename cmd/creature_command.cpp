// `jabbertoon creature bounds PATH` and `jabbertoon creature scale FILE K`: a descriptor field's
// bounds from the schema that checks it, and a descriptor resized (docs/CREATURES.md).
#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/creature/descriptor.h"
#include "jt/creature/schema.h"
#include "jt/json/write.h"
#include "log.h"
#include "outputs.h"

namespace jt::cmd {
namespace {

struct ScaleOptions {
  std::string file;
  double factor = 1;
  std::string output;
  Overwrite overwrite = Overwrite::kAsk;
};

int run_bounds(const std::string& path) {
  const std::optional<json::Value> bounds = creature::field_bounds(path);
  if (!bounds) {
    report_error("\"" + path + "\" is not a field of the creature descriptor schema");
    std::cerr << "  hint: dots between names, [] for an array's item and * for a record's entry, "
                 "as in legs.pairs, chain.skin.ornaments[].side, definitions.paints.*.fill\n";
    return kExitUsage;
  }
  std::cout << json::write_readable(*bounds) << "\n";
  return kExitOk;
}

int run_scale(const ScaleOptions& o) {
  if (!o.output.empty() && o.output != "-") {
    const NamedPath output{"-o", o.output}, input{"the input", o.file};
    if (const int checked = check_outputs({&output, 1}, {&input, 1}, o.overwrite, o.file == "-");
        checked != kExitOk) {
      return checked;
    }
  }
  int code = kExitOk;
  std::optional<LoadedFile> loaded = load_json(o.file, code);
  if (!loaded) return code;
  const json::Value* type = loaded->value.find("type");
  const bool pack = loaded->value.find("pack") != nullptr && type != nullptr && type->is_string() &&
                    type->as_string() == "creature";
  const json::Value* content = pack ? loaded->value.find("content") : &loaded->value;
  const creature::ReadResult scaled =
      creature::scale_descriptor(content ? *content : json::Value(), o.factor, o.file);
  if (!scaled.descriptor) {
    for (const Diagnostic& d : scaled.errors)
      report(d);
    return kExitInputErrors;
  }
  const std::string text = json::write_readable(scaled.canonical) + "\n";
  if (o.output.empty() || o.output == "-") {
    std::cout << text;
    return kExitOk;
  }
  return write_output(o.output, text) ? kExitOk : kExitUsage;
}

}  // namespace

void add_creature_command(CLI::App& app, int& exit_code) {
  CLI::App* creature =
      app.add_subcommand("creature", "creature descriptors: a field's bounds, resizing");
  creature->require_subcommand(1);

  auto path = std::make_shared<std::string>();
  CLI::App* bounds = creature->add_subcommand("bounds", "a descriptor field's bounds, as JSON");
  bounds
      ->add_option("PATH", *path,
                   "the field: legs.pairs, chain.skin.plates[].at.offset, "
                   "definitions.paints.*.fill, ...")
      ->required();
  bounds->callback([path, &exit_code] { exit_code = run_bounds(*path); });

  auto o = std::make_shared<ScaleOptions>();
  CLI::App* scale = creature->add_subcommand(
      "scale", "the descriptor resized by K: lengths ×K, per-length fields ÷K");
  scale->add_option("FILE", o->file, "a creature descriptor (- for stdin)")->required();
  scale->add_option("K", o->factor, "the factor, a number above 0")->required();
  scale->add_option("-o,--output", o->output, "write it here (default: standard output)");
  add_overwrite_options(*scale, o->overwrite);
  scale->callback([o, &exit_code] { exit_code = run_scale(*o); });
}

}  // namespace jt::cmd
