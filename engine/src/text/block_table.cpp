// Every block the text view knows, by op: the primitive blocks (spec §3, §8), the friendly blocks
// (§4, §8.2-§8.5) and the scene blocks (§7.3).
#include "jt/json/write.h"
#include "outline.h"
#include "words.h"

namespace jt::text {
namespace {

struct Entry {
  std::string_view op;
  BlockPrinter print;
};

constexpr Entry kPrinters[] = {
    // control
    {"wait", print_wait},
    {"for", print_for},
    {"while", print_while},
    {"until", print_until},
    {"repeat", print_repeat},
    {"forever", print_forever},
    {"together", print_together},
    {"if", print_if},
    {"stop", print_stop},
    {"stopAll", print_stop_all},
    {"setVar", print_set_var},
    {"changeVar", print_change_var},
    {"window", print_window},
    // moves
    {"set", print_set},
    {"ramp", print_ramp},
    {"wave", print_wave},
    {"hop", print_hop},
    {"gait", print_gait},
    {"drive", print_drive},
    {"mood", print_mood},
    {"chain", print_chain},
    {"follow", print_follow},
    {"reach", print_reach},
    {"release", print_release},
    {"view", print_view},
    // friendly
    {"move", print_move},
    {"moveTo", print_move_to},
    {"turn", print_turn},
    {"turnTo", print_turn_to},
    {"scaleTo", print_scale_to},
    {"squash", print_squash},
    {"setPart", print_set_part},
    {"turnPart", print_turn_part},
    {"liftPart", print_lift_part},
    {"bob", print_bob},
    {"sway", print_sway},
    {"wobble", print_wobble},
    {"shake", print_shake},
    {"swingPart", print_swing_part},
    {"swish", print_swish},
    {"flop", print_flop},
    {"bend", print_bend},
    {"bow", print_bow},
    {"letFollow", print_let_follow},
    {"turnView", print_turn_view},
    // scene
    {"say", print_say},
    {"sing", print_sing},
    {"does", print_does},
    {"caption", print_caption},
    {"sound", print_sound},
    {"music", print_music},
    {"cut", print_cut},
    {"place", print_place},
    {"enter", print_enter},
    {"exit", print_exit},
    {"shot", print_shot},
    {"zoom", print_zoom},
    {"pan", print_pan},
    {"roll", print_roll},
    {"put", print_put},
    {"hold", print_hold},
    {"give", print_give},
    {"drop", print_drop},
    {"eat", print_eat},
    {"use", print_use},
    {"remove", print_remove},
};

// A block the text view does not know: its op and its other arguments as JSON ("note" and "id"
// are left out, as for every block).
std::string unknown_block(const std::string& op, const json::Object& block) {
  json::Object rest;
  for (const json::Member& m : block) {
    if (m.key != "op" && m.key != "note" && m.key != "id") rest.set(m.key, m.value);
  }
  return rest.empty() ? op : op + " " + json::write_compact(json::Value(std::move(rest)));
}

}  // namespace

void print_block(Outline& out, const json::Value& block) {
  const json::Value* op = block.find("op");
  if (op == nullptr || !op->is_string()) {
    out.line(value_text(block));
    return;
  }
  for (const Entry& entry : kPrinters) {
    if (entry.op == op->as_string()) {
      entry.print(out, Args(block.as_object()));
      return;
    }
  }
  out.line(unknown_block(op->as_string(), block.as_object()));
}

}  // namespace jt::text
