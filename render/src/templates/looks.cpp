// A look read from JSON, its body shape, and the content and pack of each template.
#include <algorithm>

#include "body_plan.h"
#include "node.h"

namespace jt::render {
namespace {

std::string text(const json::Value& v, std::string_view key, std::string_view studio_key,
                 const std::string& fallback) {
  for (std::string_view k : {key, studio_key}) {
    if (const json::Value* f = v.find(k); f && f->is_string()) return f->as_string();
  }
  return fallback;
}

double positive(const json::Value* v, std::string_view key) {
  const json::Value* f = v ? v->find(key) : nullptr;
  return f && f->is_number() && f->as_number() > 0 ? std::clamp(f->as_number(), 0.1, 10.0) : 1.0;
}

}  // namespace

namespace tpl {

Proportions proportions_of(const Look& look) {
  Proportions p;
  if (look.shape == "bighead") p = {1.3, 0.88, 0.85};
  if (look.shape == "tall") p = {0.95, 1.12, 1.3};
  return {p.head * look.stretch_head, p.body * look.stretch_body, p.legs * look.stretch_legs};
}

json::Value spot(const std::string& node, double x, double y, bool mirror, bool hands) {
  json::Object s;
  s.set("node", node);
  s.set("at", json::Array{x, y});
  if (mirror) s.set("mirror", true);
  if (!hands) s.set("hands", false);
  return s;
}

}  // namespace tpl

Look read_look(const json::Value& v) {
  Look look;
  const std::string name = text(v, "template", "template", "person");
  if (std::ranges::find(kTemplates, name) != kTemplates.end()) look.template_name = name;
  look.style = text(v, "style", "look", "outlined");
  look.shape = text(v, "shape", "proportions", "classic");
  if (const json::Value* colors = v.find("colors"); colors && colors->is_object()) {
    for (const json::Member& m : colors->as_object()) {
      if (m.value.is_string()) look.colors[m.key] = m.value.as_string();
    }
  }
  const json::Value* stretch = v.find("stretch");
  look.stretch_head = positive(stretch, "head");
  look.stretch_body = positive(stretch, "body");
  look.stretch_legs = positive(stretch, "legs");
  if (const json::Value* options = v.find("options")) {
    if (const json::Value* f = options->find("pigtails"); f && f->is_bool()) {
      look.pigtails = f->as_bool();
    }
    if (const json::Value* f = options->find("legs"); f && f->is_number()) {
      look.monster_legs = f->as_number() == 0 ? 0 : 2;
    }
    if (const json::Value* f = options->find("eyes"); f && f->is_number()) {
      look.monster_eyes = f->as_number() == 1 ? 1 : 2;
    }
  }
  if (const json::Value* f = v.find("facing"); f && f->is_number()) {
    look.facing = f->as_number() < 0 ? -1 : 1;
  }
  return look;
}

json::Value template_content(const Look& look) {
  if (look.template_name == "dog" || look.template_name == "cat") {
    return tpl::quadruped_content(look);
  }
  if (look.template_name == "bird") return tpl::bird_content(look);
  return tpl::biped_content(look);
}

json::Value template_pack(std::string_view name, const std::string& description) {
  Look look;
  look.template_name = std::string(name);
  std::string title(name);
  title[0] = static_cast<char>(title[0] - 'a' + 'A');
  json::Object author;
  author.set("id", "c4c");
  author.set("name", "Jabbertoon");
  json::Object pack;
  pack.set("pack", 1);
  pack.set("id", "c4c:char:" + std::string(name));
  pack.set("type", "character");
  pack.set("version", "1.0.0");
  pack.set("name", title);
  pack.set("description", description);
  pack.set("author", author);
  pack.set("license", "cc0");
  pack.set("remixable", true);
  pack.set("content_hash", "sha256:");
  pack.set("content", template_content(look));
  return pack;
}

}  // namespace jt::render
