// jabbertoon-templates: writes the six shipped character packs from the templates in code
// (render/src/templates), so the packs are generated, never written by hand.
//
//   jabbertoon-templates SHIPPED_PACKS_JSON OUT_DIR
//
// SHIPPED_PACKS_JSON is the shipped pack list (names and descriptions); each pack is written to
// OUT_DIR/<slug>.json with an empty content_hash: run `jabbertoon pack hash --fix` after it.
#include <fstream>
#include <iostream>

#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/render/templates.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: jabbertoon-templates SHIPPED_PACKS_JSON OUT_DIR\n";
    return 2;
  }
  const jt::json::ParseResult list = jt::json::parse_file(argv[1]);
  if (!list.ok()) {
    std::cerr << argv[1] << ": " << list.error->message << "\n";
    return 1;
  }
  const jt::json::Value* packs = list.value.find("packs");
  for (std::string_view slug : jt::render::kTemplates) {
    std::string description;
    if (packs != nullptr && packs->is_array()) {
      for (const jt::json::Value& p : packs->as_array()) {
        const jt::json::Value* id = p.find("id");
        const jt::json::Value* d = p.find("description");
        if (id && id->is_string() && id->as_string() == "c4c:char:" + std::string(slug) && d &&
            d->is_string()) {
          description = d->as_string();
        }
      }
    }
    const std::string path = std::string(argv[2]) + "/" + std::string(slug) + ".json";
    std::ofstream out(path, std::ios::binary);
    out << jt::json::write_readable(jt::render::template_pack(slug, description)) << "\n";
    if (!out) {
      std::cerr << path << ": cannot write\n";
      return 2;
    }
    std::cout << "wrote " << path << "\n";
  }
  return 0;
}
