#include "not_built.h"

#include <memory>
#include <vector>

#include "exit_code.h"
#include "input.h"
#include "log.h"

namespace jt::cmd {

void add_not_built_command(CLI::App& app, const std::string& name, const std::string& description,
                           const std::string& what_is_missing, int& exit_code) {
  CLI::App* sub = app.add_subcommand(name, description + " (not built yet)");
  auto files = std::make_shared<std::vector<std::string>>();
  sub->add_option("FILE", *files, "input files (- for stdin)");
  // Options of the finished subcommand are accepted and ignored, so the message below is what a
  // user sees rather than a usage error about an option that will exist.
  sub->allow_extras();
  sub->fallthrough(false);
  sub->callback([name, what_is_missing, files, &exit_code] {
    int code = kExitOk;
    for (const std::string& file : *files) load_json(file, code);
    if (code != kExitOk) {
      exit_code = code;
      return;
    }
    report_error("'" + name + "' is not built yet: " + what_is_missing);
    exit_code = kExitUsage;
  });
}

}  // namespace jt::cmd
