#include "interrupt.h"

#include <atomic>
#include <csignal>

#include "jt/render/draw_stop.h"

namespace jt::cmd {
namespace {

std::atomic<bool> stop_requested{false};
std::atomic<int> first_signal{0};

extern "C" void on_signal(int signal) {
  int none = 0;
  first_signal.compare_exchange_strong(none, signal);
  stop_requested.store(true);
}

}  // namespace

void catch_interrupts() {
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  // A closed terminal (SIGHUP) and a reader gone from a pipe (SIGPIPE: `--progress json | head
  // -1`) stop a render as Ctrl-C does, its temporary file removed; they used to kill it there.
  for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGPIPE})
    sigaction(signal, &action, nullptr);
  // A long drawing (one still of a heavy creature) stops too.
  render::set_draw_stop(&stop_requested);
}

bool interrupted() {
  return stop_requested.load();
}

bool interrupted_by_user() {
  const int signal = first_signal.load();
  return signal != 0 && signal != SIGPIPE;
}

}  // namespace jt::cmd
