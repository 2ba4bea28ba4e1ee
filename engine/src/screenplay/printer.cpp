// Printing a program as a screenplay: the text view's sentences (docs/TEXT.md), dialogue as
// `A: Hello! (happy)`, the header lines of docs/SCREENPLAY.md. Every line is read back before it
// is printed; what does not read back as it is (a block with a note, a move's motion blocks, ...)
// is printed as its JSON on one line instead, so nothing is ever lost.
#include <algorithm>

#include "../text/outline.h"
#include "../text/words.h"
#include "block_reader.h"
#include "items.h"
#include "jt/json/key_order.h"
#include "jt/json/write.h"
#include "jt/screenplay/screenplay.h"

namespace jt::screenplay {
namespace {

// Equal as canonical JSON (key order aside).
bool same(const json::Value& a, const json::Value& b) {
  json::WriteResult x = json::write_canonical(a);
  json::WriteResult y = json::write_canonical(b);
  return x.ok() && y.ok() && x.text == y.text;
}

bool is_op(const json::Value& block, std::string_view op) {
  const json::Value* o = block.find("op");
  return o != nullptr && o->is_string() && o->as_string() == op;
}

// The block without the keys a line does not print (its nested blocks).
json::Value without(const json::Value& block, std::initializer_list<std::string_view> keys) {
  json::Object out = block.as_object();
  for (std::string_view key : keys)
    out.erase(key);
  return json::Value(std::move(out));
}

// The text view's line for a block without nested blocks, or nullopt when it takes more lines.
std::optional<std::string> sentence(const json::Value& block) {
  text::Outline outline;
  text::print_block(outline, block);
  std::string printed = outline.take();
  if (printed.empty() || printed.back() != '\n') return std::nullopt;
  printed.pop_back();
  if (printed.find('\n') != std::string::npos) return std::nullopt;
  return printed;
}

// A line that reads back as `block`, with the children it expects.
bool reads_back(const std::string& line, const json::Value& block, Children children,
                const CastNames& cast) {
  ReadLine read = read_block_line(line, cast);
  return read.line && read.line->children == children && same(read.line->block, block);
}

// The words of a line as dialogue prints them: as they are when they read back so.
std::string dialogue(const json::Value& block) {
  const text::Args a(block.as_object());
  const std::vector<std::string> manner = text::line_manner(a);
  const json::Value* text = block.find("text");
  std::string words = text != nullptr ? text::text_value(*text) : "\"\"";
  if (text != nullptr && text->is_string()) {
    const std::string& t = text->as_string();
    const bool bare = !t.empty() && t.front() != ' ' && t.back() != ' ' && t.front() != '"' &&
                      t.back() != ')' && std::ranges::none_of(t, [](char c) {
                        return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
                      });
    if (bare) words = t;
  }
  std::string line = a.word("who").value_or("someone") + ": " + words;
  if (!manner.empty()) line += " (" + text::join(manner, ", ") + ")";
  return line;
}

using EntryLine = std::string (*)(const std::string&, const json::Value&);
using ReadEntry = std::optional<CastLine> (*)(std::string_view, LineError&);

class Printer {
 public:
  std::string take() { return std::move(out_); }
  void document(const json::Value& doc);

 private:
  void line(int depth, std::string_view text) {
    out_.append(static_cast<std::size_t>(2 * depth), ' ');
    out_ += text;
    out_ += '\n';
  }
  void json_line(int depth, std::string_view prefix, const json::Value& v) {
    line(depth, std::string(prefix) + json::write_compact(v));
  }
  void program(const json::Value& program, const json::Value* cast_home, bool cartoon_pack);
  void cast(const json::Value& cast);
  // `title` and a line an entry below it (false: the whole written as JSON after `title`).
  bool section(std::string_view title, const json::Value& v, EntryLine print_entry,
               ReadEntry read_entry, bool as_json);
  void table(std::string_view title, const json::Value& table);
  void script(const json::Value& script);
  void blocks(const json::Value& body, int depth);
  void block(const json::Value& b, int depth);

  std::string out_;
  CastNames names_;
  bool screenplay_ = true;
  bool unwritable_ = false;  // the script being printed holds a block that is no object
};

void Printer::document(const json::Value& doc) {
  if (!doc.is_object()) return;
  if (doc.find("pack") == nullptr) {
    program(doc, &doc, false);
    return;
  }
  for (const json::Member& m : doc.as_object()) {
    if (m.key != "content") json_line(0, "pack " + word_or_quoted(m.key) + " ", m.value);
  }
  const json::Value* content = doc.find("content");
  if (content == nullptr || !content->is_object()) return;
  const bool cartoon_pack =
      content->find("program") != nullptr && content->find("scripts") == nullptr;
  if (!cartoon_pack) {
    program(*content, content, false);
    return;
  }
  line(0, kCartoonPackLine);
  for (const json::Member& m : content->as_object()) {
    if (m.key != "cast" && m.key != "places" && m.key != "program") {
      json_line(0, "content " + word_or_quoted(m.key) + " ", m.value);
    }
  }
  program(*content->find("program"), content, true);
}

void Printer::program(const json::Value& p, const json::Value* cast_home, bool cartoon_pack) {
  const json::Value* kind = p.find("kind");
  const std::string kind_text = kind != nullptr && kind->is_string() ? kind->as_string() : "";
  std::string header = kind_text == "cartoon"     ? "cartoon"
                       : kind_text == "scene"     ? "scene program"
                       : kind_text == "behaviour" ? "behaviour"
                                                  : "program";
  screenplay_ = kind_text != "behaviour";
  const json::Value* name = p.find("name");
  if (name != nullptr) header += " " + text::text_value(*name);
  line(0, header);
  const json::Value* v = p.find("v");
  if (v == nullptr) line(0, "without v");
  // Fields in canonical order: the reader puts its own keys first, and a reprint is the same.
  for (const json::Member* field : json::canonical_key_order(p.as_object())) {
    const json::Member& m = *field;
    const bool own = m.key == "name" || m.key == "params" || m.key == "vars" ||
                     (m.key == "kind" && header != "program") ||
                     (m.key == "v" && m.value.is_number() && m.value.as_number() == 1) ||
                     (m.key == "scripts" && m.value.is_array()) ||
                     (!cartoon_pack && (m.key == "cast" || m.key == "places"));
    if (!own) json_line(0, "field " + word_or_quoted(m.key) + " ", m.value);
  }
  if (const json::Value* c = cast_home->find("cast")) cast(*c);
  if (const json::Value* pl = cast_home->find("places")) {
    section("places:", *pl, place_line, read_place_line, false);
  }
  if (const json::Value* params = p.find("params")) table("settings: ", *params);
  if (const json::Value* vars = p.find("vars")) table("variables: ", *vars);
  const json::Value* scripts = p.find("scripts");
  if (scripts == nullptr || !scripts->is_array()) return;
  for (const json::Value& s : scripts->as_array())
    script(s);
}

// An entry's line that reads back as the entry: `print_entry`'s, else (`as_json`) "ID as JSON".
std::optional<std::string> entry_line(const json::Member& m, EntryLine print_entry,
                                      ReadEntry read_entry, bool as_json) {
  for (const std::string& text : {print_entry(m.key, m.value),
                                  as_json ? m.key + " as " + json::write_compact(m.value) : ""}) {
    LineError e;
    std::optional<CastLine> back = text.empty() ? std::nullopt : read_entry(text, e);
    if (back && back->id == m.key && same(back->entry, m.value)) return text;
  }
  return std::nullopt;
}

bool Printer::section(std::string_view title, const json::Value& v, EntryLine print_entry,
                      ReadEntry read_entry, bool as_json) {
  std::vector<std::string> lines;
  if (v.is_object()) {
    for (const json::Member& m : v.as_object()) {
      std::optional<std::string> text = entry_line(m, print_entry, read_entry, as_json);
      if (!text) break;
      lines.push_back(std::move(*text));
    }
  }
  if (!v.is_object() || lines.size() != v.as_object().size()) {
    json_line(0, std::string(title) + " ", v);
    return false;
  }
  line(0, title);
  for (const std::string& l : lines)
    line(1, l);
  return true;
}

void Printer::cast(const json::Value& c) {
  if (!section("cast:", c, cast_line, read_cast_line, true)) return;
  for (const json::Member& m : c.as_object()) {
    const json::Value* n = m.value.find("name");
    names_.add(m.key, n != nullptr && n->is_string() ? std::optional<std::string>(n->as_string())
                                                     : std::nullopt);
  }
}

void Printer::table(std::string_view title, const json::Value& t) {
  if (t.is_object() && !t.as_object().empty()) {
    std::string text = assignments_text(t.as_object());
    LineError e;
    std::optional<json::Object> back = read_assignments(text, e);
    if (back && same(json::Value(*back), t)) {
      line(0, std::string(title) + text);
      return;
    }
  }
  json_line(0, title, t);
}

// The hat's line, as the text view prints it, when it reads back as the hat.
std::optional<std::string> hat_sentence(const json::Value* hat, bool screenplay) {
  std::string text = text::hat_text(hat, screenplay);
  HatLine back = read_hat_line(text, screenplay);
  if (back.error || back.hat.has_value() != (hat != nullptr)) return std::nullopt;
  if (hat != nullptr && !same(*back.hat, *hat)) return std::nullopt;
  return text;
}

void Printer::script(const json::Value& s) {
  const json::Value* body = s.find("body");
  bool plain = s.is_object() && body != nullptr && body->is_array();
  if (plain) {
    for (const json::Member& m : s.as_object()) {
      if (m.key != "hat" && m.key != "body") plain = false;
    }
  }
  std::optional<std::string> heading =
      plain ? hat_sentence(s.find("hat"), screenplay_) : std::nullopt;
  if (!heading && plain && s.find("hat") != nullptr) {
    const std::string as_json = "when " + json::write_compact(*s.find("hat"));
    HatLine back = read_hat_line(as_json, screenplay_);
    if (back.hat && same(*back.hat, *s.find("hat"))) heading = as_json;
  }
  if (!heading) {
    json_line(0, "", s);
    return;
  }
  const std::size_t start = out_.size();
  unwritable_ = false;
  line(0, *heading);
  blocks(*body, 1);
  if (unwritable_) {  // a block that is no object has no line of its own: the script as JSON
    out_.resize(start);
    json_line(0, "", s);
  }
}

void Printer::blocks(const json::Value& body, int depth) {
  for (const json::Value& b : body.as_array())
    block(b, depth);
}

void Printer::block(const json::Value& b, int depth) {
  auto fallback = [&] { line(depth, json::write_compact(b)); };
  if (!b.is_object()) {
    unwritable_ = true;
    return;
  }
  const json::Value* body = b.find("body");
  const json::Value* otherwise = b.find("else");
  const json::Value* branches = b.find("branches");
  if (is_op(b, "together")) {
    bool ok = branches != nullptr && branches->is_array();
    if (ok) {
      for (const json::Value& branch : branches->as_array())
        ok = ok && branch.is_array();
    }
    const json::Value header = without(b, {"branches"});
    if (!ok || !reads_back("at the same time:", header, Children::kBranches, names_)) {
      fallback();
      return;
    }
    line(depth, "at the same time:");
    for (std::size_t i = 0; i < branches->as_array().size(); ++i) {
      line(depth + 1, "— " + std::to_string(i + 1) + ":");
      blocks(branches->as_array()[i], depth + 2);
    }
    return;
  }
  for (std::string_view op : {"for", "while", "repeat", "forever", "if", "window"}) {
    if (!is_op(b, op)) continue;
    const json::Value header = without(b, {"body", "else"});
    std::optional<std::string> text = sentence(header);
    const bool ok = body != nullptr && body->is_array() &&
                    (otherwise == nullptr || (op == "if" && otherwise->is_array())) && text &&
                    reads_back(*text, header, Children::kBody, names_);
    if (!ok) {
      fallback();
      return;
    }
    line(depth, *text);
    blocks(*body, depth + 1);
    if (otherwise != nullptr) {
      line(depth, "else:");
      blocks(*otherwise, depth + 1);
    }
    return;
  }
  std::optional<std::string> text = is_op(b, "say") ? dialogue(b) : sentence(b);
  if (text && is_op(b, "say") && !reads_back(*text, b, Children::kNone, names_)) {
    text = sentence(b);  // "A says ..." where the dialogue form does not read back
  }
  if (!text || !reads_back(*text, b, Children::kNone, names_)) {
    fallback();
    return;
  }
  line(depth, *text);
}

}  // namespace

std::string print(const json::Value& document) {
  Printer printer;
  printer.document(document);
  return printer.take();
}

}  // namespace jt::screenplay
