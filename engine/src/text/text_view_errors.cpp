// Whether a file holds a program to print: only its outline is checked (a kind, scripts, bodies);
// what is inside the blocks is validation's business, and the text view prints it as written.
#include <string_view>

#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "jt/program/program_of.h"
#include "jt/text/text_view.h"
#include "words.h"

namespace jt::text {
namespace {

constexpr std::string_view kKinds[] = {"behaviour", "scene", "cartoon"};

bool is_program_kind(std::string_view name) {
  for (std::string_view known : kKinds) {
    if (name == known) return true;
  }
  return false;
}

std::string shown(const json::Value& v) {
  return std::string(json::type_name(v.type())) +
         (v.is_string() || v.is_number() ? prefixed(" ", json::write_compact(v)) : "");
}

class Checker {
 public:
  Checker(const std::string& file, std::vector<Diagnostic>& out) : file_(file), out_(out) {}

  void error(Code code, const std::string& path, std::string message, std::string hint = {}) {
    out_.push_back(
        {Severity::kError, code, file_, path, 0, 0, std::move(message), std::move(hint)});
  }

  void program(const json::Value& p, const std::string& path) {
    if (!p.is_object()) {
      error(Code::kWrongType, path,
            "expected a program {\"v\": 1, \"kind\": ..., \"scripts\": [...]}, got " + shown(p),
            "the text view prints behaviour, scene and cartoon programs and the packs that hold "
            "them");
      return;
    }
    kind(p.find("kind"), path);
    scripts(p.find("scripts"), path);
  }

 private:
  void kind(const json::Value* k, const std::string& path) {
    if (k != nullptr && k->is_string() && is_program_kind(k->as_string())) return;
    const std::string hint = "a program's kind is \"behaviour\", \"scene\" or \"cartoon\"";
    if (k == nullptr) {
      error(Code::kMissingField, path, "missing \"kind\"", hint);
    } else {
      error(Code::kUnknownValue, pointer_append(path, "kind"),
            "unknown kind " + json::write_compact(*k), hint);
    }
  }

  void scripts(const json::Value* s, const std::string& path) {
    const std::string hint = "a program runs a list of scripts: \"scripts\": [{\"body\": [...]}]";
    if (s == nullptr) {
      error(Code::kMissingField, path, "missing \"scripts\"", hint);
      return;
    }
    const std::string list = pointer_append(path, "scripts");
    if (!s->is_array()) {
      error(Code::kWrongType, list, "expected a list of scripts, got " + shown(*s), hint);
      return;
    }
    for (std::size_t i = 0; i < s->as_array().size(); ++i) {
      const json::Value& script = s->as_array()[i];
      const std::string at = pointer_append(list, i);
      const json::Value* body = script.find("body");
      if (!script.is_object()) {
        error(Code::kWrongType, at,
              "expected a script {\"hat\"?, \"body\": [...]}, got " + shown(script));
      } else if (body == nullptr || !body->is_array()) {
        error(body == nullptr ? Code::kMissingField : Code::kWrongType,
              body == nullptr ? at : pointer_append(at, "body"),
              body == nullptr ? "missing \"body\" (a list of blocks)"
                              : "expected a list of blocks, got " + shown(*body));
      }
    }
  }

  const std::string& file_;
  std::vector<Diagnostic>& out_;
};

}  // namespace

std::vector<Diagnostic> text_view_errors(const json::Value& file, const std::string& file_name) {
  std::vector<Diagnostic> errors;
  Checker checker(file_name, errors);
  const ProgramInFile held = program_of(file);
  if (held.pointer.starts_with("/content")) {
    const json::Value* type = file.find("type");
    if (type != nullptr && type->is_string() && !is_program_kind(type->as_string())) {
      checker.error(Code::kWrongContent, "/type",
                    "a " + type->as_string() + " pack holds no program",
                    "the text view prints behaviour, scene and cartoon packs");
      return errors;
    }
    if (file.find("content") == nullptr) {
      checker.error(Code::kMissingField, "", "a pack without \"content\"",
                    "a behaviour, scene or cartoon pack holds its program in \"content\"");
      return errors;
    }
  }
  checker.program(held.program, held.pointer);
  return errors;
}

}  // namespace jt::text
