// The subcommands that are not built yet, each with the issue that builds it.
#include "commands.h"
#include "not_built.h"

namespace jt::cmd {

void add_render_command(CLI::App& app, int& exit_code) {
  add_not_built_command(app, "render", "draw and encode a cartoon or a move to a video or PNG",
                        "rendering comes with the drawing and video issues", exit_code);
}

}  // namespace jt::cmd
