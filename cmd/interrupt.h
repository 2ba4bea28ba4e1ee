// Ctrl-C (SIGINT), SIGTERM, SIGHUP and SIGPIPE during a render: the first one asks the render to
// stop cleanly (its temporary file removed, the old output kept); the render loop polls
// interrupted().
#pragma once

namespace jt::cmd {

// Installs the handlers (idempotent).
void catch_interrupts();
bool interrupted();

// Whether a user (Ctrl-C, SIGTERM, a closed terminal) interrupted the command, not a reader gone
// from a pipe (SIGPIPE, which a command reports as its own error, exit 2).
bool interrupted_by_user();

// The exit code of a run stopped by a signal, as shells report one: 128 + SIGINT.
inline constexpr int kExitInterrupted = 130;

}  // namespace jt::cmd
