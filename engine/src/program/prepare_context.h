// What preparing one program keeps track of: its diagnostics, its names (for compiling formulas),
// and its channel table. Reads block arguments with the checks every block shares.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/expr/names.h"
#include "jt/json/value.h"
#include "jt/program/block.h"
#include "jt/program/channel.h"

namespace jt::prepare {

class Context {
 public:
  Context(std::string file, std::vector<Diagnostic>& diagnostics)
      : file_(std::move(file)), diagnostics_(diagnostics) {}

  // Pointers into the desugared program are reported as pointers into the program as written.
  void set_source_paths(const std::map<std::string, std::string>* paths) { source_paths_ = paths; }
  std::string source_path(const std::string& path) const;
  // The program as written, for written_op().
  void set_source(const json::Value* source) { source_ = source; }
  // The op the block at `path` (a pointer into the desugared program) was written with: a
  // friendly block's own name ("move") rather than the primitive it became ("ramp"); `op` when
  // it cannot be found.
  std::string written_op(const std::string& path, const std::string& op) const;

  void error(Code code, const std::string& path, std::string message, std::string hint = {});
  void warning(Code code, const std::string& path, std::string message, std::string hint = {});
  // A diagnostic made elsewhere (a creature descriptor's), its pointer as it is.
  void add(Diagnostic diagnostic);
  bool has_errors() const { return errors_ > 0; }

  // Scenes and cartoons take scene blocks and refuse the blocks that move a character (§7.1).
  void set_in_scene(bool in_scene) { in_scene_ = in_scene; }
  bool in_scene() const { return in_scene_; }
  const std::string& file() const { return file_; }
  std::vector<Diagnostic>& diagnostics() { return diagnostics_; }

  void set_names(expr::SlotTable names) { names_ = std::move(names); }
  void append_name(std::string name) { names_.append(std::move(name)); }
  const expr::SlotTable& names() const { return names_; }

  // A value (spec §1): a number, or a string "=formula" compiled against names(). Reports an
  // error and returns nullopt for anything else.
  std::optional<Num> value(const json::Value& v, const std::string& path);
  // The member `key` of `block` as a value, or `fallback` when it is missing.
  Num value_or(const json::Object& block, std::string_view key, const std::string& path,
               Num fallback);
  std::optional<Num> optional_value(const json::Object& block, std::string_view key,
                                    const std::string& path);

  // A channel name, checked against the grammar (an error) and the roles (a warning).
  std::optional<ChannelIndex> channel(const json::Value& v, const std::string& path);
  // `ch`: one channel or a non-empty list of them.
  std::vector<ChannelIndex> channel_list(const json::Value& v, const std::string& path);
  ChannelIndex intern(const Channel& channel);
  const Channel& channel_at(ChannelIndex index) const { return channels_[index]; }
  std::vector<Channel> take_channels() { return std::move(channels_); }

  // A member that must be a string from `allowed` (error with a suggestion otherwise).
  std::optional<std::string> word(const json::Object& block, std::string_view key,
                                  const std::string& path, const std::vector<std::string>& allowed,
                                  std::optional<std::string> fallback);

 private:
  std::string file_;
  std::vector<Diagnostic>& diagnostics_;
  const std::map<std::string, std::string>* source_paths_ = nullptr;
  const json::Value* source_ = nullptr;
  int errors_ = 0;
  bool in_scene_ = false;
  expr::SlotTable names_;
  std::vector<Channel> channels_;
  std::map<std::string, ChannelIndex> channel_index_;
};

// "a number", "a string", ... with the value quoted when short: for "expected X, got Y".
std::string describe(const json::Value& v);

}  // namespace jt::prepare
