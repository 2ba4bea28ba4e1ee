// The walk over a program: every body, every block. Friendly blocks (and reach / release, whose
// part words become limb keys) are expanded by program/friendly/*.cpp; primitive blocks are copied
// with the bodies they hold walked.
#include "jt/program/desugar.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <utility>

#include "program/friendly/block_args.h"
#include "program/friendly/expansions.h"

namespace jt::program {
namespace {

struct Friendly {
  std::string_view op;
  Expansion expand;
};

// The friendly blocks, and the two primitive ones that name limbs with part words.
constexpr Friendly kFriendly[] = {
    {"move", expand_move},
    {"moveTo", expand_move_to},
    {"turn", expand_turn},
    {"turnTo", expand_turn_to},
    {"scaleTo", expand_scale_to},
    {"squash", expand_squash},
    {"setPart", expand_set_part},
    {"turnPart", expand_turn_part},
    {"liftPart", expand_lift_part},
    {"bob", expand_bob},
    {"sway", expand_sway},
    {"wobble", expand_wobble},
    {"shake", expand_shake},
    {"swingPart", expand_swing_part},
    {"window", expand_window},
    {"swish", expand_swish},
    {"flop", expand_flop},
    {"bend", expand_bend},
    {"bow", expand_bow},
    {"letFollow", expand_let_follow},
    {"turnView", expand_turn_view},
    {"reach", expand_reach},
    {"release", expand_release},
};

// The primitive blocks that hold bodies of blocks (spec §3), and the keys that hold them.
constexpr std::string_view kBodyOps[] = {"for", "while", "repeat", "forever", "if"};
constexpr std::string_view kBodyKeys[] = {"body", "else"};

// The members a block keeps whatever it becomes: they go on its first block (spec §1).
constexpr std::string_view kKeptKeys[] = {"note", "id"};

Expansion find_expansion(std::string_view op) {
  auto it = std::ranges::find(kFriendly, op, &Friendly::op);
  return it == std::end(kFriendly) ? nullptr : it->expand;
}

// Walks a program. What is not of a program's form is copied as it is: prepare_program reports it.
class Walker {
 public:
  Walker(std::vector<Diagnostic>& diagnostics, SourcePaths* paths)
      : diagnostics_(diagnostics), paths_(paths) {}

  // `path` is where a value stands in the program as written, `out_path` where it will stand in
  // the result (empty when unknown: a body inside a friendly block's expansion).
  json::Value program(const json::Value& program, const std::string& path,
                      const std::string& out_path);
  json::Value body(const json::Value& body, const std::string& path, const std::string& out_path);

 private:
  void block(const json::Value& block, const std::string& path, const std::string& out_list,
             json::Array& out);
  json::Value primitive(json::Object block, const std::string& path, const std::string& out_path);
  void record(const std::string& out_path, const std::string& path) {
    if (paths_ != nullptr && !out_path.empty()) (*paths_)[out_path] = path;
  }

  std::vector<Diagnostic>& diagnostics_;
  SourcePaths* paths_;
  bool in_scene_ = false;  // walking a scene's or a cartoon's scripts
};

json::Value Walker::program(const json::Value& program, const std::string& path,
                            const std::string& out_path) {
  const json::Value* scripts = program.find("scripts");
  if (scripts == nullptr || !scripts->is_array()) return program;
  // In a scene or a cartoon `shake` is the camera's (docs/CAMERA.md), not the friendly wiggle; an
  // inline behaviour inside one is a behaviour again.
  const json::Value* kind = program.find("kind");
  const bool outer_scene = in_scene_;
  in_scene_ = kind != nullptr && kind->is_string() &&
              (kind->as_string() == "scene" || kind->as_string() == "cartoon");
  struct Restore {
    bool& flag;
    bool value;
    ~Restore() { flag = value; }
  } restore{in_scene_, outer_scene};
  const std::string scripts_path = pointer_append(path, std::string("scripts"));
  const std::string out_scripts_path =
      out_path.empty() && !path.empty() ? "" : pointer_append(out_path, std::string("scripts"));
  json::Array out_scripts = scripts->as_array();
  for (std::size_t i = 0; i < out_scripts.size(); ++i) {
    if (json::Value* blocks =
            out_scripts[i].is_object() ? out_scripts[i].as_object().find("body") : nullptr) {
      const std::string body_path =
          pointer_append(pointer_append(scripts_path, i), std::string("body"));
      const std::string out_body_path =
          out_scripts_path.empty()
              ? ""
              : pointer_append(pointer_append(out_scripts_path, i), std::string("body"));
      *blocks = body(*blocks, body_path, out_body_path);
    }
  }
  json::Object out = program.as_object();
  out.set("scripts", std::move(out_scripts));
  return out;
}

json::Value Walker::body(const json::Value& body, const std::string& path,
                         const std::string& out_path) {
  if (!body.is_array()) return body;
  json::Array out;
  const json::Array& blocks = body.as_array();
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    block(blocks[i], pointer_append(path, i), out_path, out);
  }
  return out;
}

// Appends what one block becomes to `out`, the list that will stand at `out_list`.
void Walker::block(const json::Value& value, const std::string& path, const std::string& out_list,
                   json::Array& out) {
  auto out_path = [&](std::size_t index) {
    return out_list.empty() ? std::string() : pointer_append(out_list, index);
  };
  const json::Value* op = value.find("op");
  if (op == nullptr || !op->is_string()) {
    record(out_path(out.size()), path);
    out.push_back(value);
    return;
  }
  const json::Object& block = value.as_object();
  const Expansion expand =
      in_scene_ && op->as_string() == "shake" ? nullptr : find_expansion(op->as_string());
  if (expand == nullptr) {
    const std::string here = out_path(out.size());
    record(here, path);
    out.push_back(primitive(block, path, here));
    return;
  }
  BlockArgs args(block, path, diagnostics_,
                 [this](const json::Value& inner, const std::string& inner_path) {
                   return std::move(this->body(inner, inner_path, "").as_array());
                 });
  json::Array blocks = expand(args);
  if (args.failed() || blocks.empty()) return;
  for (std::string_view key : kKeptKeys) {
    if (const json::Value* kept = block.find(key)) {
      blocks.front().as_object().set(std::string(key), *kept);
    }
  }
  for (json::Value& b : blocks) {
    record(out_path(out.size()), path);
    out.push_back(std::move(b));
  }
}

// A primitive block as it was, with the bodies it holds walked.
json::Value Walker::primitive(json::Object block, const std::string& path,
                              const std::string& out_path) {
  auto out_member = [&](const std::string& key) {
    return out_path.empty() ? std::string() : pointer_append(out_path, key);
  };
  const std::string op = block.find("op")->as_string();
  if (std::ranges::find(kBodyOps, op) != std::end(kBodyOps)) {
    for (std::string_view key : kBodyKeys) {
      if (json::Value* inner = block.find(key)) {
        *inner = body(*inner, pointer_append(path, std::string(key)), out_member(std::string(key)));
      }
    }
  } else if (json::Value* branches = block.find("branches");
             op == "together" && branches != nullptr && branches->is_array()) {
    const std::string branches_path = pointer_append(path, std::string("branches"));
    const std::string out_branches = out_member("branches");
    json::Array& list = branches->as_array();
    for (std::size_t i = 0; i < list.size(); ++i) {
      list[i] = body(list[i], pointer_append(branches_path, i),
                     out_branches.empty() ? "" : pointer_append(out_branches, i));
    }
  } else if (json::Value* behaviour = block.find("behaviour"); op == "does" && behaviour) {
    // An inline behaviour is a program of its own (spec §7.5); a pack id is a string.
    *behaviour = program(*behaviour, pointer_append(path, std::string("behaviour")),
                         out_member("behaviour"));
  }
  return block;
}

}  // namespace

json::Value desugar(const json::Value& program, const std::string& file,
                    std::vector<Diagnostic>& diagnostics, SourcePaths* source_paths) {
  const std::size_t first = diagnostics.size();
  json::Value out = Walker(diagnostics, source_paths).program(program, "", "");
  for (std::size_t i = first; i < diagnostics.size(); ++i) {
    diagnostics[i].file = file;
  }
  return out;
}

std::string source_path(const SourcePaths& source_paths, const std::string& desugared_path) {
  std::string prefix = desugared_path;
  for (;;) {
    if (auto it = source_paths.find(prefix); it != source_paths.end()) {
      return it->second + desugared_path.substr(prefix.size());
    }
    const std::size_t slash = prefix.rfind('/');
    if (slash == std::string::npos) return desugared_path;
    prefix.resize(slash);
  }
}

}  // namespace jt::program
