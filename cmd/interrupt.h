// Ctrl-C (SIGINT), SIGTERM, SIGHUP and SIGPIPE during a render: the first one asks the render to
// stop cleanly (its temporary file removed, the old output kept); the render loop polls
// interrupted().
#pragma once

namespace jt::cmd {

// Installs the handlers (idempotent).
void catch_interrupts();
bool interrupted();

// The exit code of a run stopped by a signal, as shells report one: 128 + SIGINT.
inline constexpr int kExitInterrupted = 130;

}  // namespace jt::cmd
