// The text view's writer: lines at a depth (two spaces a level), and the printers of every block,
// one function a block, grouped by kind of block as the files that define them.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"

namespace jt::text {

class Outline {
 public:
  // One line at the current depth.
  void line(std::string_view text);
  // The blocks of a body, one level deeper; a body that is not a list prints as its value.
  void body(const json::Value* blocks);
  // A program (its cast, settings and scripts) from the current depth (text_view.cpp): to_text()
  // at depth 0, an inline behaviour under its `does` one level deeper.
  void program(const json::Value& program);

  // One level deeper while it lives.
  class Indent {
   public:
    explicit Indent(Outline& outline) : outline_(outline) { ++outline_.depth_; }
    ~Indent() { --outline_.depth_; }
    Indent(const Indent&) = delete;
    Indent& operator=(const Indent&) = delete;

   private:
    Outline& outline_;
  };

  std::string take() { return std::move(text_); }

 private:
  std::string text_;
  int depth_ = 0;
};

// An argument printed as an item of a line when it is written: prefix, value, suffix.
struct Item {
  std::string_view key;
  std::string_view prefix;
  std::string_view suffix = "";
  bool word = false;  // printed with word_text() (clip, sync), not value_text()
};

// A block's arguments as the printers read them: each printed as written (words.h), absent ones
// left out.
class Args {
 public:
  explicit Args(const json::Object& block) : block_(block) {}

  const json::Value* find(std::string_view key) const { return block_.find(key); }
  bool has(std::string_view key) const { return block_.contains(key); }
  // value_text() of the argument; nullopt when absent.
  std::optional<std::string> value(std::string_view key) const;
  // word_text() of the argument; nullopt when absent.
  std::optional<std::string> word(std::string_view key) const;
  // `prefix + value + suffix` when the argument is there, else "".
  std::string value_with(std::string_view key, std::string_view prefix,
                         std::string_view suffix = "") const;
  // The same with word_text().
  std::string word_with(std::string_view key, std::string_view prefix,
                        std::string_view suffix = "") const;
  // " in <over> s (<ease>)", the parts that are written.
  std::string timing() const;
  // The items written among `list`, in its order.
  void add_items(std::vector<std::string>& items, std::initializer_list<Item> list) const;
  // A motion's speed as items: "w 34", "1.7 per second", "every 0.42 s".
  void add_speed(std::vector<std::string>& items) const;
  // The motion's clock: "on the behaviour clock" for sync start, "on its own clock" for local.
  void add_sync(std::vector<std::string>& items) const;

 private:
  const json::Object& block_;
};

// The line a script starts with (text_view.cpp). In a scene or a cartoon (`screenplay`) a scene
// hat is a scene heading; in a behaviour it is an event like the others.
std::string hat_text(const json::Value* hat, bool screenplay);

// `head` and then " · item" for each item.
std::string with_items(std::string head, const std::vector<std::string>& items);

// Prints one block (block_table.cpp): its printer by op, or the op and its arguments as JSON.
void print_block(Outline& out, const json::Value& block);

using BlockPrinter = void (*)(Outline& out, const Args& args);

// control_text.cpp: the control blocks of spec §3, §4 (window).
void print_wait(Outline& out, const Args& args);
void print_for(Outline& out, const Args& args);
void print_while(Outline& out, const Args& args);
void print_until(Outline& out, const Args& args);
void print_repeat(Outline& out, const Args& args);
void print_forever(Outline& out, const Args& args);
void print_together(Outline& out, const Args& args);
void print_if(Outline& out, const Args& args);
void print_stop(Outline& out, const Args& args);
void print_stop_all(Outline& out, const Args& args);
void print_set_var(Outline& out, const Args& args);
void print_change_var(Outline& out, const Args& args);
void print_window(Outline& out, const Args& args);

// motion_text.cpp: the primitive blocks that move a character (spec §3, §8).
void print_set(Outline& out, const Args& args);
void print_ramp(Outline& out, const Args& args);
void print_wave(Outline& out, const Args& args);
void print_hop(Outline& out, const Args& args);
void print_gait(Outline& out, const Args& args);
void print_drive(Outline& out, const Args& args);
void print_mood(Outline& out, const Args& args);  // a scene's `mood {who}` too
void print_chain(Outline& out, const Args& args);
void print_follow(Outline& out, const Args& args);
void print_reach(Outline& out, const Args& args);
void print_release(Outline& out, const Args& args);
void print_view(Outline& out, const Args& args);

// friendly_text.cpp: the friendly blocks (spec §4, §8.2-§8.5), as written.
void print_move(Outline& out, const Args& args);
void print_move_to(Outline& out, const Args& args);
void print_turn(Outline& out, const Args& args);
void print_turn_to(Outline& out, const Args& args);
void print_scale_to(Outline& out, const Args& args);
void print_squash(Outline& out, const Args& args);
void print_set_part(Outline& out, const Args& args);
void print_turn_part(Outline& out, const Args& args);
void print_lift_part(Outline& out, const Args& args);
void print_bob(Outline& out, const Args& args);
void print_sway(Outline& out, const Args& args);
void print_wobble(Outline& out, const Args& args);
void print_shake(Outline& out, const Args& args);
void print_swing_part(Outline& out, const Args& args);
void print_swish(Outline& out, const Args& args);
void print_flop(Outline& out, const Args& args);
void print_bend(Outline& out, const Args& args);
void print_bow(Outline& out, const Args& args);
void print_let_follow(Outline& out, const Args& args);
void print_turn_view(Outline& out, const Args& args);

// scene_text.cpp: the scene blocks (spec §7.3).
// A line's parenthetical items, in order: mood, voice, speed, pitch, clip ("happy", "speed 1.2").
std::vector<std::string> line_manner(const Args& args);
void print_say(Outline& out, const Args& args);
void print_sing(Outline& out, const Args& args);
void print_does(Outline& out, const Args& args);
void print_caption(Outline& out, const Args& args);
void print_sound(Outline& out, const Args& args);
void print_music(Outline& out, const Args& args);
void print_cut(Outline& out, const Args& args);
void print_place(Outline& out, const Args& args);
void print_enter(Outline& out, const Args& args);
void print_exit(Outline& out, const Args& args);

// prop_text.cpp: the props' scene blocks (docs/PROPS.md).
void print_put(Outline& out, const Args& args);
void print_hold(Outline& out, const Args& args);
void print_give(Outline& out, const Args& args);
void print_drop(Outline& out, const Args& args);
void print_eat(Outline& out, const Args& args);
void print_use(Outline& out, const Args& args);
void print_remove(Outline& out, const Args& args);

// camera_text.cpp: the camera's scene blocks (docs/CAMERA.md).
void print_shot(Outline& out, const Args& args);
void print_zoom(Outline& out, const Args& args);
void print_pan(Outline& out, const Args& args);
void print_roll(Outline& out, const Args& args);
void print_camera_shake(Outline& out, const Args& args);  // a scene's shake {amount, for}

}  // namespace jt::text
