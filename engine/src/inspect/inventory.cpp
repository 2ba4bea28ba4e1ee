#include "jt/inspect/inventory.h"

#include <algorithm>
#include <functional>

#include "jt/json/key_order.h"
#include "validate/formula_names.h"

namespace jt::inspect {
namespace {

using Visit = std::function<void(const json::Object&)>;

// Every block of `blocks` and the blocks inside them (bodies, an if's else, together's branches).
void each_block(const json::Value& blocks, const Visit& visit) {
  if (!blocks.is_array()) return;
  for (const json::Value& block : blocks.as_array()) {
    if (!block.is_object()) continue;
    visit(block.as_object());
    for (const char* key : {"body", "else"}) {
      if (const json::Value* inner = block.find(key)) each_block(*inner, visit);
    }
    if (const json::Value* branches = block.find("branches"); branches && branches->is_array()) {
      for (const json::Value& branch : branches->as_array())
        each_block(branch, visit);
    }
  }
}

// Every string of `value`, however deep (formulas live in any argument).
void each_string(const json::Value& value, const std::function<void(const std::string&)>& visit) {
  if (value.is_string()) {
    visit(value.as_string());
  } else if (value.is_array()) {
    for (const json::Value& v : value.as_array())
      each_string(v, visit);
  } else if (value.is_object()) {
    for (const json::Member& m : value.as_object())
      each_string(m.value, visit);
  }
}

void add_once(std::vector<std::string>& list, const std::string& item) {
  if (!item.empty() && std::ranges::find(list, item) == list.end()) list.push_back(item);
}

std::string text(const json::Value* v) {
  return v != nullptr && v->is_string() ? v->as_string() : std::string();
}

// A `does`'s move: a pack id, {id, version} as "id@version", or an inline move by its name.
std::string move_name(const json::Value& behaviour) {
  if (behaviour.is_string()) return behaviour.as_string();
  if (!behaviour.is_object()) return {};
  if (behaviour.find("scripts") != nullptr) {
    const std::string name = text(behaviour.find("name"));
    return name.empty() ? "(inline)" : "(inline) " + name;
  }
  const std::string id = text(behaviour.find("id")), version = text(behaviour.find("version"));
  return version.empty() ? id : id + "@" + version;
}

}  // namespace

Inventory take_inventory(const json::Value& document) {
  Inventory inv;
  const json::Value* program = document.find("program");  // a cartoon pack's content
  const json::Value& code = program != nullptr ? *program : document;
  inv.kind = text(code.find("kind"));
  inv.name = text(code.find("name"));
  const json::Value* cast = document.find("cast");
  if (cast == nullptr) cast = code.find("cast");
  if (cast != nullptr && cast->is_object()) {
    for (const json::Member* m : json::js_key_order(cast->as_object())) {
      CastMember member{.id = m->key};
      if (m->value.is_object()) {
        member.name = text(m->value.find("name"));
        member.voice = text(m->value.find("voice"));
        if (const json::Value* look = m->value.find("look"))
          member.template_name = text(look->find("template"));
      } else {
        member.template_name = text(&m->value);  // a role string
      }
      add_once(inv.voices, member.voice);
      inv.cast.push_back(std::move(member));
    }
  }
  std::vector<std::string> named;  // cast ids blocks name
  std::vector<std::string> formulas;
  const json::Value* scripts = code.find("scripts");
  if (scripts != nullptr && scripts->is_array()) {
    for (const json::Value& script : scripts->as_array()) {
      if (const json::Value* hat = script.find("hat"))
        add_once(inv.places, text(hat->find("place")));
      const json::Value* body = script.find("body");
      if (body == nullptr) continue;
      each_block(*body, [&](const json::Object& block) {
        const std::string op = text(block.find("op"));
        for (const char* key : {"who", "at", "from", "to"}) {
          if (key == std::string_view("at") && op != "reach") continue;  // a behaviour's spot
          if ((key == std::string_view("from") || key == std::string_view("to")) && op != "give")
            continue;  // a place's or a ramp's
          add_once(named, text(block.find(key)));
        }
        if (op == "put") {
          const std::string pack = text(block.find("pack"));
          add_once(inv.props, pack.empty() ? text(block.find("prop")) : pack);
        }
        if (const json::Value* on = op == "put" ? nullptr : block.find("on"))
          each_string(*on, [&](const std::string& id) { add_once(named, id); });
        if (op == "cut") add_once(inv.places, text(block.find("place")));
        if (op == "does") {
          if (const json::Value* b = block.find("behaviour")) add_once(inv.moves, move_name(*b));
        }
        if (op == "say" || op == "sing") {
          add_once(inv.voices, text(block.find("voice")));
          add_once(inv.clips, text(block.find("clip")));
        }
        if (op == "sound" || op == "music") add_once(inv.clips, text(block.find("clip")));
        for (const json::Member& m : block) {
          each_string(m.value, [&](const std::string& s) {
            if (s.starts_with("=")) formulas.push_back(s);
          });
        }
      });
    }
  }
  if (const json::Value* params = code.find("params"); params != nullptr && params->is_object()) {
    for (const json::Member* m : json::js_key_order(params->as_object())) {
      inv.params.push_back(m->key);
      each_string(m->value, [&](const std::string& s) {
        if (s.starts_with("=")) formulas.push_back(s);
      });
    }
  }
  for (const std::string& param : inv.params) {
    const bool used = std::ranges::any_of(
        formulas, [&](const std::string& f) { return validate::formula_mentions(f, param); });
    if (!used) inv.unused_params.push_back(param);
  }
  for (const CastMember& m : inv.cast) {
    if (std::ranges::find(named, m.id) == named.end()) inv.unused_cast.push_back(m.id);
  }
  return inv;
}

json::Value inventory_to_json(const Inventory& inv) {
  const auto list = [](const std::vector<std::string>& items) {
    json::Array a;
    for (const std::string& item : items)
      a.push_back(json::Value(item));
    return json::Value(std::move(a));
  };
  json::Object o;
  o.set("kind", inv.kind);
  o.set("name", inv.name);
  json::Array cast;
  for (const CastMember& m : inv.cast) {
    json::Object c;
    c.set("id", m.id);
    if (!m.name.empty()) c.set("name", m.name);
    if (!m.template_name.empty()) c.set("template", m.template_name);
    if (!m.voice.empty()) c.set("voice", m.voice);
    cast.push_back(json::Value(std::move(c)));
  }
  o.set("cast", json::Value(std::move(cast)));
  o.set("places", list(inv.places));
  o.set("moves", list(inv.moves));
  o.set("voices", list(inv.voices));
  o.set("clips", list(inv.clips));
  o.set("props", list(inv.props));
  o.set("params", list(inv.params));
  json::Object unused;
  unused.set("params", list(inv.unused_params));
  unused.set("cast", list(inv.unused_cast));
  o.set("unused", json::Value(std::move(unused)));
  return json::Value(std::move(o));
}

}  // namespace jt::inspect
