#include "items.h"

#include <algorithm>

#include "../text/words.h"
#include "jt/json/key_order.h"
#include "jt/json/number.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::screenplay {
namespace {

// The cast entry's own fields and the look's, as the line names them.
struct ItemWord {
  std::string_view word;
  std::string_view key;
  bool in_look;
};
constexpr ItemWord kItemWords[] = {
    {"legs", "legs", false},      {"voice", "voice", false},       {"at", "at", false},
    {"pack", "pack", false},      {"creature", "creature", false}, {"template", "template", true},
    {"style", "style", true},     {"shape", "shape", true},        {"colours", "colors", true},
    {"stretch", "stretch", true}, {"options", "options", true},    {"art facing", "facing", true},
    {"note", "note", false},      {"narrator", "narrator", false},
};

bool is_scalar(const json::Value& v) {
  return !v.is_object() && !v.is_array();
}

bool is_bare_key(const std::string& key) {
  return !key.empty() && word_or_quoted(key) == key;
}

// An object as "k v, k v" when every key is a word and every value a scalar.
bool object_as_items(const json::Object& o) {
  if (o.empty()) return false;
  for (const json::Member& m : o) {
    if (!is_bare_key(m.key) || !is_scalar(m.value)) return false;
  }
  return true;
}

std::string scalar_text(const json::Value& v) {
  if (v.is_string()) return word_or_quoted(v.as_string());
  return json::write_compact(v);
}

std::optional<json::Value> read_scalar(std::string_view text) {
  if (text.empty()) return std::nullopt;
  Scanner s(text);
  if (text.front() == '"' || text.front() == '{' || text.front() == '[') {
    json::ParseResult parsed = json::parse(text);
    if (!parsed.ok()) return std::nullopt;
    return std::move(parsed.value);
  }
  std::optional<json::Value> v = s.word();
  if (!v || !s.at_end()) return std::nullopt;
  return v;
}

// The entry's name after "= ": as it is, unless quotes are needed to read it back.
std::string name_text(const std::string& name) {
  const bool bare = !name.empty() && name.front() != ' ' && name.back() != ' ' &&
                    name.front() != '"' && name.find(" · ") == std::string::npos &&
                    std::ranges::none_of(name, [](char c) {
                      return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
                    });
  return bare ? name : json::write_compact(json::Value(name));
}

std::optional<std::string> read_name(std::string_view text) {
  if (text.empty()) return std::nullopt;
  if (text.front() != '"') return std::string(text);
  json::ParseResult parsed = json::parse(text);
  if (!parsed.ok() || !parsed.value.is_string()) return std::nullopt;
  return parsed.value.as_string();
}

const ItemWord* item_word_for(std::string_view key, bool in_look) {
  for (const ItemWord& w : kItemWords) {
    if (w.key == key && w.in_look == in_look) return &w;
  }
  return nullptr;
}

}  // namespace

std::string item_value_text(const json::Value& v) {
  if (v.is_object() && object_as_items(v.as_object())) {
    std::vector<std::string> items;
    for (const json::Member& m : v.as_object())
      items.push_back(m.key + " " + scalar_text(m.value));
    return text::join(items, ", ");
  }
  return scalar_text(v);
}

std::optional<json::Value> read_item_value(std::string_view text) {
  if (text.empty()) return std::nullopt;
  const bool one_string = text.front() == '"' && closing_of(text, 0) == text.size();
  if (one_string || text.front() == '{' || text.front() == '[' ||
      text.find(' ') == std::string_view::npos) {
    return read_scalar(text);
  }
  json::Object object;
  for (std::string_view item : split_outside(text, ", ")) {
    const std::size_t space = item.find(' ');
    if (space == std::string_view::npos || space == 0) return std::nullopt;
    std::optional<json::Value> v = read_scalar(item.substr(space + 1));
    if (!v) return std::nullopt;
    object.set(std::string(item.substr(0, space)), std::move(*v));
  }
  return json::Value(std::move(object));
}

std::string cast_line(const std::string& id, const json::Value& entry) {
  if (entry.is_string()) return id + " is " + name_text(entry.as_string());
  if (!entry.is_object()) return id + " as " + json::write_compact(entry);
  std::string line = id;
  std::vector<std::string> items;
  const json::Value* name = entry.find("name");
  if (name != nullptr && name->is_string()) line += " = " + name_text(name->as_string());
  // The look first (what the character is), then its own fields, its note last.
  const json::Value* look = entry.find("look");
  if (look != nullptr && look->is_object() && !look->as_object().empty()) {
    for (const json::Member& m : look->as_object()) {
      const ItemWord* w = item_word_for(m.key, true);
      items.push_back((w != nullptr ? std::string(w->word) : "look " + word_or_quoted(m.key)) +
                      " " + item_value_text(m.value));
    }
  } else if (look != nullptr) {
    items.push_back("look " + json::write_compact(*look));
  }
  for (bool note : {false, true}) {
    for (const json::Member& m : entry.as_object()) {
      if (m.key == "look" || (m.key == "name" && m.value.is_string()) ||
          (m.key == "note") != note) {
        continue;
      }
      const ItemWord* w = item_word_for(m.key, false);
      items.push_back((w != nullptr ? std::string(w->word) : "entry " + word_or_quoted(m.key)) +
                      " " + item_value_text(m.value));
    }
  }
  for (const std::string& item : items)
    line += " · " + item;
  return line;
}

std::optional<CastLine> read_cast_line(std::string_view text, LineError& error) {
  std::vector<std::string_view> parts = split_outside(text, " · ");
  Scanner head(parts.front());
  CastLine out;
  out.id = head.bare_word();
  if (out.id.empty()) {
    error = head.error("expected a cast member's id at the start of the line (`A = Sunny`)");
    return std::nullopt;
  }
  if (head.eat(" is ")) {
    std::optional<std::string> role = read_name(head.rest());
    if (!role || parts.size() > 1) {
      error = head.error("expected a role description after `is` (`A is any`)");
      return std::nullopt;
    }
    out.entry = json::Value(*role);
    return out;
  }
  if (head.eat(" as ")) {
    json::ParseResult parsed = json::parse(head.rest());
    if (!parsed.ok()) {
      error = head.error("expected the entry as JSON after `as`: " + parsed.error->message);
      return std::nullopt;
    }
    out.entry = std::move(parsed.value);
    return out;
  }
  json::Object entry;
  json::Object look;
  bool has_look = false;
  if (head.eat(" = ")) {
    std::optional<std::string> name = read_name(head.rest());
    if (!name) {
      error = head.error("expected the character's name after `=`");
      return std::nullopt;
    }
    entry.set("name", json::Value(*name));
  } else if (!head.at_end()) {
    error = head.error("expected ` = ` and the character's name, or ` · ` and its fields");
    return std::nullopt;
  }
  std::size_t column = parts.front().size() + 4;  // " · " is 4 bytes
  for (std::size_t i = 1; i < parts.size(); ++i) {
    std::string_view item = parts[i];
    const ItemWord* word = nullptr;
    std::string key;
    bool in_look = false;
    std::string_view rest;
    for (const ItemWord& w : kItemWords) {
      if (item.starts_with(w.word) && item.size() > w.word.size() && item[w.word.size()] == ' ') {
        word = &w;
        key = w.key;
        in_look = w.in_look;
        rest = item.substr(w.word.size() + 1);
        break;
      }
    }
    Scanner s(item);
    if (word == nullptr) {
      const bool look_key = s.eat("look ");
      const bool entry_key = !look_key && s.eat("entry ");
      if (look_key &&
          (s.next_is("{") || s.next_is("[") || s.rest().find(' ') == std::string_view::npos)) {
        std::optional<json::Value> v = read_scalar(s.rest());
        if (!v) {
          error = LineError{column + s.pos(), "expected the look as JSON after `look`"};
          return std::nullopt;
        }
        entry.set("look", std::move(*v));
        column += item.size() + 4;
        continue;
      }
      if (look_key || entry_key) {
        std::optional<json::Value> k = s.word();
        if (!k || !k->is_string() || !s.eat(" ")) {
          error = LineError{column + s.pos(), "expected a field's name and its value"};
          return std::nullopt;
        }
        key = k->as_string();
        in_look = look_key;
        rest = s.rest();
      } else {
        std::string got = s.bare_word();
        error = LineError{column, "unknown field `" + got + "` in the cast entry of " + out.id,
                          got == "character"
                              ? "the template is `template` (look.template): `template kid`"
                              : "a cast entry's fields: legs, voice, at, pack, creature, note, "
                                "template, style, shape, colours, stretch, options, art facing"};
        return std::nullopt;
      }
    }
    std::optional<json::Value> v = read_item_value(rest);
    if (!v) {
      error = LineError{column + (item.size() - rest.size()),
                        "expected a value for `" + key +
                            "`: a word, a number, text in quotes or "
                            "`name value, name value`"};
      return std::nullopt;
    }
    if (in_look) {
      look.set(key, std::move(*v));
      has_look = true;
    } else {
      entry.set(key, std::move(*v));
    }
    column += item.size() + 4;
  }
  if (has_look) entry.set("look", json::Value(std::move(look)));
  out.entry = json::Value(std::move(entry));
  return out;
}

std::string assignments_text(const json::Object& table) {
  std::vector<std::string> items;
  for (const json::Member* m : json::js_key_order(table))
    items.push_back(m->key + " = " + text::value_text(m->value));
  return text::join(items, ", ");
}

std::optional<json::Object> read_assignments(std::string_view text, LineError& error) {
  json::Object table;
  std::size_t column = 0;
  for (std::string_view item : split_outside(text, ", ")) {
    Scanner s(item);
    std::string key = s.bare_word();
    std::optional<json::Value> v;
    if (!key.empty() && s.eat(" = ")) v = s.value();
    if (!v || !s.at_end()) {
      error =
          LineError{column + s.pos(), "expected `name = value`, got `" + std::string(item) + "`"};
      return std::nullopt;
    }
    table.set(key, std::move(*v));
    column += item.size() + 2;
  }
  return table;
}

std::string place_line(const std::string& name, const json::Value& place) {
  return name + " = " + item_value_text(place);
}

std::optional<CastLine> read_place_line(std::string_view text, LineError& error) {
  Scanner s(text);
  CastLine out;
  out.id = s.bare_word();
  if (out.id.empty() || !s.eat(" = ")) {
    error = s.error("expected `NAME = background NAME` (a place and its background)");
    return std::nullopt;
  }
  std::optional<json::Value> v = read_item_value(s.rest());
  if (!v) {
    error = s.error("expected a background's name, or `background NAME, grade NAME`");
    return std::nullopt;
  }
  out.entry = std::move(*v);
  return out;
}

}  // namespace jt::screenplay
