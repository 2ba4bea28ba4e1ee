#include "jt/render/draw_stop.h"

namespace jt::render {
namespace {

std::atomic<const std::atomic<bool>*> stop_flag{nullptr};

}  // namespace

void set_draw_stop(const std::atomic<bool>* flag) {
  stop_flag.store(flag);
}

bool draw_stopped() {
  const std::atomic<bool>* flag = stop_flag.load(std::memory_order_relaxed);
  return flag != nullptr && flag->load(std::memory_order_relaxed);
}

}  // namespace jt::render
