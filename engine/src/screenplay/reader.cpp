// Reading a whole screenplay (docs/SCREENPLAY.md): its lines by indentation, the header, then each
// script under its heading, every error of the file collected.
#include <algorithm>

#include "block_reader.h"
#include "items.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/screenplay/screenplay.h"

namespace jt::screenplay {
namespace {

struct Line {
  int number = 0;  // 1-based
  int depth = 0;   // two spaces a level
  int indent = 0;  // bytes before the text
  std::string_view text;
};

// The program's kinds as the header line names them.
struct KindWord {
  std::string_view word;
  std::string_view kind;
};
constexpr KindWord kKindWords[] = {{"cartoon", "cartoon"},
                                   {"scene program", "scene"},
                                   {"behaviour", "behaviour"},
                                   {"program", ""}};

class DocumentReader {
 public:
  DocumentReader(std::string_view text, std::string file) : file_(std::move(file)) {
    split_lines(text);
  }

  ReadResult run();

 private:
  void split_lines(std::string_view text);
  void error(const Line& line, std::size_t column, std::string message, std::string hint = {},
             Code code = Code::kScreenplaySyntax);
  void error(const Line& line, const LineError& e) {
    error(line, e.column, e.message, e.hint, e.code);
  }
  // Lines deeper than `depth` from `next_`, skipped (after an error).
  void skip_deeper(int depth);
  bool header_line(const Line& line);
  void section(const Line& line, std::string_view title, json::Object& into, const char* key,
               std::optional<CastLine> (*read_line)(std::string_view, LineError&));
  void script(const Line& line, std::size_t index);
  // The blocks one level below `depth`, into `body`; `pointer` is the body's.
  json::Array body(int depth, const std::string& pointer);
  std::optional<json::Value> block(const Line& line, const std::string& pointer);
  json::Array branches(int depth, const std::string& pointer);
  void note_line(const std::string& pointer, const Line& line) {
    lines_.push_back(SourceLine{pointer, line.number, line.indent + 1});
  }

  std::string file_;
  std::vector<Line> all_;
  std::size_t next_ = 0;
  std::vector<Diagnostic> errors_;
  std::vector<SourceLine> lines_;
  std::vector<int> comment_lines_;
  CastNames cast_names_;
  bool screenplay_ = true;

  json::Object pack_;
  json::Object content_;
  bool cartoon_pack_ = false;
  json::Object program_;
  std::optional<std::string> kind_;
  bool kind_seen_ = false;
  bool without_v_ = false;
  json::Object cast_;
  json::Object places_;
  bool cast_seen_ = false, places_seen_ = false;
  std::optional<json::Value> cast_json_, places_json_;
  json::Array scripts_;
};

void DocumentReader::split_lines(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  int number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view raw = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++number;
    if (raw.ends_with('\r')) raw.remove_suffix(1);
    const std::size_t indent = raw.find_first_not_of(' ');
    if (indent == std::string_view::npos) continue;  // blank
    std::string_view body = raw.substr(indent);
    if (body.starts_with('#')) {  // a comment
      comment_lines_.push_back(number);
      continue;
    }
    Line line{number, static_cast<int>(indent / 2), static_cast<int>(indent), body};
    if (body.starts_with('\t')) {
      error(line, 0, "a tab in the indentation", "indent with two spaces a level");
      continue;
    }
    if (indent % 2 != 0) {
      error(line, 0, "odd indentation (" + std::to_string(indent) + " spaces)",
            "indent with two spaces a level");
      continue;
    }
    all_.push_back(line);
  }
}

void DocumentReader::error(const Line& line, std::size_t column, std::string message,
                           std::string hint, Code code) {
  errors_.push_back(Diagnostic{.severity = Severity::kError,
                               .code = code,
                               .file = file_,
                               .path = {},
                               .line = line.number,
                               .column = line.indent + static_cast<int>(column) + 1,
                               .message = std::move(message),
                               .hint = std::move(hint)});
}

void DocumentReader::skip_deeper(int depth) {
  while (next_ < all_.size() && all_[next_].depth > depth)
    ++next_;
}

// A "KEY VALUE" line's key and JSON value ("pack id \"c4c:...\"").
std::optional<std::pair<std::string, json::Value>> key_and_json(std::string_view text,
                                                                LineError& error) {
  Scanner s(text);
  std::optional<json::Value> key = s.word();
  if (!key || !key->is_string() || !s.eat(" ")) {
    error = s.error("expected a field's name and its value as JSON");
    return std::nullopt;
  }
  json::ParseResult parsed = json::parse(s.rest());
  if (!parsed.ok()) {
    error = s.error("expected the value as JSON: " + parsed.error->message);
    return std::nullopt;
  }
  return std::make_pair(key->as_string(), std::move(parsed.value));
}

bool DocumentReader::header_line(const Line& line) {
  std::string_view text = line.text;
  LineError e;
  auto keyed = [&](std::string_view prefix, json::Object& into) {
    if (auto kv = key_and_json(text.substr(prefix.size()), e)) {
      into.set(kv->first, std::move(kv->second));
    } else {
      error(line, prefix.size() + e.column, e.message, e.hint);
    }
  };
  if (text == kCartoonPackLine) {
    cartoon_pack_ = true;
    return true;
  }
  if (text.starts_with("pack ")) {
    keyed("pack ", pack_);
    return true;
  }
  if (text.starts_with("content ")) {
    keyed("content ", content_);
    return true;
  }
  if (text.starts_with("field ")) {
    keyed("field ", program_);
    return true;
  }
  if (text.starts_with("without ")) {
    if (text == "without v") {
      without_v_ = true;
    } else {
      error(line, 8, "only `without v` is known (a program without its version)");
    }
    return true;
  }
  if (!kind_seen_) {
    for (const KindWord& k : kKindWords) {
      Scanner s(text);
      if (!s.eat(k.word) || !(s.at_end() || s.next_is(" "))) continue;
      kind_seen_ = true;
      if (!k.kind.empty()) kind_ = std::string(k.kind);
      screenplay_ = k.kind != "behaviour";
      if (s.eat(" ")) {
        std::optional<json::Value> name = s.value();
        if (!name || !s.at_end()) {
          error(line, s.pos(), "expected the name in quotes after `" + std::string(k.word) + "`");
        } else {
          program_.set("name", std::move(*name));
        }
      }
      return true;
    }
  }
  return false;
}

void DocumentReader::section(const Line& line, std::string_view title, json::Object& into,
                             const char* key,
                             std::optional<CastLine> (*read_line)(std::string_view, LineError&)) {
  std::string_view rest = line.text.substr(title.size());
  std::optional<json::Value>& as_json = key == std::string_view("cast") ? cast_json_ : places_json_;
  (key == std::string_view("cast") ? cast_seen_ : places_seen_) = true;
  if (rest.starts_with(" ")) {
    json::ParseResult parsed = json::parse(rest.substr(1));
    if (!parsed.ok()) {
      error(line, title.size() + 1,
            "expected the " + std::string(key) + " as JSON after `" + std::string(title) +
                "`, or its entries below it, one a line");
    } else {
      as_json = std::move(parsed.value);
    }
    skip_deeper(0);
    return;
  }
  while (next_ < all_.size() && all_[next_].depth > 0) {
    const Line& entry = all_[next_++];
    if (entry.depth > 1) {
      error(entry, 0, "unexpected indentation in the " + std::string(key));
      continue;
    }
    LineError e;
    if (std::optional<CastLine> read = read_line(entry.text, e)) {
      if (into.contains(read->id)) {
        error(entry, 0, "\"" + read->id + "\" is in the " + std::string(key) + " twice");
      }
      into.set(read->id, std::move(read->entry));
    } else {
      error(entry, e);
      // Still a cast member: its lines are not reported as spoken by a stranger.
      into.set(Scanner(entry.text).bare_word(), json::Value(json::Object{}));
    }
  }
}

void DocumentReader::script(const Line& line, std::size_t index) {
  const std::string pointer = "/scripts/" + std::to_string(index);
  note_line(pointer, line);
  if (line.text.starts_with('{')) {
    json::ParseResult parsed = json::parse(line.text);
    if (!parsed.ok()) {
      error(line, static_cast<std::size_t>(std::max(0, parsed.error->column - 1)),
            "a script written as JSON: " + parsed.error->message);
    } else {
      scripts_.push_back(std::move(parsed.value));
    }
    skip_deeper(0);
    return;
  }
  HatLine hat = read_hat_line(line.text, screenplay_);
  json::Object script;
  if (hat.error) {
    error(line, *hat.error);
  } else if (hat.hat) {
    script.set("hat", std::move(*hat.hat));
  }
  script.set("body", json::Value(body(0, pointer + "/body")));
  scripts_.push_back(json::Value(std::move(script)));
}

json::Array DocumentReader::body(int depth, const std::string& pointer) {
  json::Array blocks;
  while (next_ < all_.size() && all_[next_].depth > depth) {
    const Line& line = all_[next_++];
    if (line.depth > depth + 1) {
      error(line, 0, "this line is indented deeper than the block above it");
      skip_deeper(line.depth - 1);
      continue;
    }
    if (line.text == "else:") {
      json::Value* last = blocks.empty() ? nullptr : &blocks.back();
      const json::Value* op = last != nullptr ? last->find("op") : nullptr;
      if (op == nullptr || !op->is_string() || op->as_string() != "if" ||
          last->find("else") != nullptr) {
        error(line, 0, "`else:` belongs right after an `if`'s blocks");
        skip_deeper(line.depth);
        continue;
      }
      json::Array otherwise =
          body(line.depth, pointer + "/" + std::to_string(blocks.size() - 1) + "/else");
      last->as_object().set("else", json::Value(std::move(otherwise)));
      continue;
    }
    const std::string here = pointer + "/" + std::to_string(blocks.size());
    if (std::optional<json::Value> b = block(line, here)) blocks.push_back(std::move(*b));
  }
  return blocks;
}

json::Array DocumentReader::branches(int depth, const std::string& pointer) {
  json::Array out;
  while (next_ < all_.size() && all_[next_].depth > depth) {
    const Line& line = all_[next_++];
    const std::string expected = "— " + std::to_string(out.size() + 1) + ":";
    const std::string dashed = "- " + std::to_string(out.size() + 1) + ":";
    if (line.depth != depth + 1 || (line.text != expected && line.text != dashed)) {
      error(line, 0, "expected `" + expected + "`, the next branch of `at the same time`",
            "each branch is `— N:` one level deeper, its blocks one level deeper still");
      skip_deeper(line.depth);
      continue;
    }
    out.push_back(json::Value(body(line.depth, pointer + "/" + std::to_string(out.size()))));
  }
  return out;
}

std::optional<json::Value> DocumentReader::block(const Line& line, const std::string& pointer) {
  note_line(pointer, line);
  ReadLine read = read_block_line(line.text, cast_names_);
  if (read.error || !read.line) {
    if (read.error) {
      error(line, *read.error);
    } else {
      error(line, 0, "expected a block");
    }
    skip_deeper(line.depth);
    return std::nullopt;
  }
  json::Value b = std::move(read.line->block);
  switch (read.line->children) {
    case Children::kNone:
      if (next_ < all_.size() && all_[next_].depth > line.depth) {
        error(all_[next_], 0, "this line is indented under a block that has no blocks inside it");
        skip_deeper(line.depth);
      }
      break;
    case Children::kBody:
      b.as_object().set("body", json::Value(body(line.depth, pointer + "/body")));
      break;
    case Children::kBranches:
      b.as_object().set("branches", json::Value(branches(line.depth, pointer + "/branches")));
      break;
  }
  return b;
}

ReadResult DocumentReader::run() {
  json::Object params, vars;
  bool params_seen = false, vars_seen = false;
  std::optional<json::Value> params_json, vars_json;
  bool scripts_started = false;
  while (next_ < all_.size()) {
    const Line& line = all_[next_++];
    if (line.depth > 0) {
      error(line, 0, "unexpected indentation: a script's blocks go under its scene heading");
      skip_deeper(0);
      continue;
    }
    std::string_view text = line.text;
    if (!scripts_started && header_line(line)) continue;
    auto table = [&](std::string_view title, json::Object& into, bool& seen,
                     std::optional<json::Value>& as_json) {
      seen = true;
      std::string_view rest = text.substr(title.size());
      if (rest.starts_with('{')) {
        json::ParseResult parsed = json::parse(rest);
        if (parsed.ok()) {
          as_json = std::move(parsed.value);
        } else {
          error(line, title.size(), "expected JSON: " + parsed.error->message);
        }
        return;
      }
      LineError e;
      if (auto read = read_assignments(rest, e)) {
        into = std::move(*read);
      } else {
        error(line, title.size() + e.column, e.message, e.hint);
      }
    };
    if (text == "cast:" || text.starts_with("cast: ")) {
      section(line, "cast:", cast_, "cast", read_cast_line);
      for (const json::Member& m : cast_) {
        const json::Value* name = m.value.find("name");
        cast_names_.add(m.key, name != nullptr && name->is_string()
                                   ? std::optional<std::string>(name->as_string())
                                   : std::nullopt);
      }
    } else if (text == "places:" || text.starts_with("places: ")) {
      section(line, "places:", places_, "places", read_place_line);
    } else if (text.starts_with("settings: ")) {
      table("settings: ", params, params_seen, params_json);
    } else if (text.starts_with("variables: ")) {
      table("variables: ", vars, vars_seen, vars_json);
    } else if (is_hat_line(text) || text.starts_with('{')) {
      scripts_started = true;
      script(line, scripts_.size());
    } else {
      error(line, 0,
            "expected a scene heading (`scene \"Morning\" at park`), `cast:`, `places:` or "
            "`settings:`",
            "a script's blocks go under its heading, indented two spaces");
      skip_deeper(0);
    }
  }
  if (!kind_seen_ && errors_.empty()) {
    Line first{1, 0, 0, {}};
    error(first, 0,
          "expected the kind of program first: `cartoon \"NAME\"` (or `scene program`, "
          "`behaviour`)");
  }
  ReadResult result;
  result.errors = std::move(errors_);
  std::ranges::stable_sort(result.errors, {}, [](const Diagnostic& d) { return d.line; });
  if (!result.errors.empty()) {
    result.failure = json::ParseFailure::kInvalid;
    return result;
  }

  json::Object program;
  if (!without_v_) program.set("v", 1);
  if (kind_) program.set("kind", *kind_);
  if (const json::Value* name = program_.find("name")) program.set("name", *name);
  auto put = [](json::Object& into, const char* key, bool seen, json::Object& table,
                std::optional<json::Value>& as_json) {
    if (as_json) {
      into.set(key, std::move(*as_json));
    } else if (seen) {
      into.set(key, json::Value(std::move(table)));
    }
  };
  const bool packed = !pack_.empty() || cartoon_pack_;
  json::Object& cast_home = cartoon_pack_ ? content_ : program;
  put(cast_home, "cast", cast_seen_, cast_, cast_json_);
  put(cast_home, "places", places_seen_, places_, places_json_);
  put(program, "params", params_seen, params, params_json);
  put(program, "vars", vars_seen, vars, vars_json);
  program.set("scripts", json::Value(std::move(scripts_)));
  for (json::Member& m : program_.members())
    program.set(m.key, std::move(m.value));
  std::string prefix;
  if (!packed) {
    result.value = json::Value(std::move(program));
  } else {
    if (cartoon_pack_) {
      content_.set("program", json::Value(std::move(program)));
      prefix = "/content/program";
    } else {
      for (json::Member& m : content_.members())
        program.set(m.key, std::move(m.value));
      content_ = std::move(program);
      prefix = "/content";
    }
    pack_.set("content", json::Value(std::move(content_)));
    result.value = json::Value(std::move(pack_));
  }
  for (SourceLine& l : lines_)
    l.pointer = prefix + l.pointer;
  result.lines = std::move(lines_);
  result.comment_lines = std::move(comment_lines_);
  return result;
}

}  // namespace

ReadResult read(std::string_view text, const std::string& file) {
  return DocumentReader(text, file).run();
}

SourceLine locate(const std::vector<SourceLine>& lines, std::string_view pointer) {
  const SourceLine* best = nullptr;
  for (const SourceLine& l : lines) {
    const bool above = pointer == l.pointer ||
                       (pointer.starts_with(l.pointer) && pointer.size() > l.pointer.size() &&
                        pointer[l.pointer.size()] == '/');
    if (above && (best == nullptr || l.pointer.size() > best->pointer.size())) best = &l;
  }
  return best != nullptr ? *best : SourceLine{};
}

}  // namespace jt::screenplay
