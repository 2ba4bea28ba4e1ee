#include "jt/packs/catalog_index.h"

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "packs/check_context.h"

namespace jt::packs {
namespace {

using json::Type;

// One entry of the index: a pack plus its "file", checked as a pack file is; its diagnostics point
// into the index.
void read_entry(const json::Value& entry, const std::string& path, const std::string& file,
                IndexRead& read) {
  detail::CheckContext c(file);
  const json::Value* pack_file = nullptr;
  if (!entry.is_object()) {
    c.error(Code::kWrongType, path,
            "expected a pack, got " + std::string(json::type_name(entry.type())));
  } else {
    pack_file = c.field(entry.as_object(), path, "file", Type::kString, true,
                        "run `jabbertoon pack index DIR` to write the catalogs again");
  }
  for (Diagnostic& d : c.take())
    read.diagnostics.push_back(std::move(d));
  if (pack_file == nullptr) return;
  json::Value pack = entry;
  pack.as_object().erase("file");
  PackRead pack_read = read_pack(std::move(pack), pack_file->as_string());
  for (Diagnostic& d : pack_read.diagnostics) {
    d.file = file;
    d.path = path + d.path;
    read.diagnostics.push_back(std::move(d));
  }
  if (pack_read.pack) read.packs.push_back(std::move(*pack_read.pack));
}

}  // namespace

json::Value make_index(std::span<const Pack> packs) {
  json::Array entries;
  for (const Pack& pack : packs) {
    json::Value entry = pack.json;
    entry.as_object().set("file", pack.file);
    entries.push_back(std::move(entry));
  }
  json::Object index;
  index.set("pack_index", 1);
  index.set("count", static_cast<double>(entries.size()));
  index.set("packs", std::move(entries));
  return index;
}

IndexRead read_index(const json::Value& index, const std::string& file) {
  IndexRead read;
  detail::CheckContext c(file);
  if (!index.is_object()) {
    c.error(Code::kWrongType, "",
            "expected a catalog {\"pack_index\": 1, \"count\", \"packs\"}, got " +
                std::string(json::type_name(index.type())));
    read.diagnostics = c.take();
    return read;
  }
  const json::Object& fields = index.as_object();
  const json::Value* format = c.field(fields, "", "pack_index", Type::kNumber, true);
  if (format != nullptr && format->as_number() != 1) {
    c.error(Code::kUnknownVersion, "/pack_index",
            "expected catalog format 1, got " + json::format_number(format->as_number()));
  }
  const json::Value* count = c.field(fields, "", "count", Type::kNumber, true);
  const json::Value* packs = c.field(fields, "", "packs", Type::kArray, true);
  if (count != nullptr && packs != nullptr &&
      count->as_number() != static_cast<double>(packs->as_array().size())) {
    c.error(Code::kCatalogMismatch, "/count",
            "count is " + json::format_number(count->as_number()) + ", but " +
                std::to_string(packs->as_array().size()) + " packs are listed");
  }
  read.diagnostics = c.take();
  if (packs == nullptr) return read;
  for (std::size_t i = 0; i < packs->as_array().size(); ++i) {
    read_entry(packs->as_array()[i], pointer_append("/packs", i), file, read);
  }
  return read;
}

}  // namespace jt::packs
