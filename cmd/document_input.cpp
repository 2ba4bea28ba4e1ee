#include "document_input.h"

#include "catalog_input.h"
#include "jt/screenplay/fountain.h"
#include "jt/screenplay/screenplay.h"
#include "source_text.h"

namespace jt::cmd {
namespace {

InputFormat& stdin_format() {
  static InputFormat format = InputFormat::kJson;
  return format;
}

}  // namespace

void set_stdin_format(InputFormat format) {
  stdin_format() = format;
}

namespace {
std::string& fountain_narrator() {
  static std::string voice;
  return voice;
}
}  // namespace

void set_fountain_narrator(std::string voice) {
  fountain_narrator() = std::move(voice);
}

InputFormat format_of(const std::string& path) {
  if (path == "-") return stdin_format();
  if (path.ends_with(".screenplay")) return InputFormat::kScreenplay;
  if (path.ends_with(".fountain")) return InputFormat::kFountain;
  return InputFormat::kJson;
}

namespace {

// A Fountain screenplay's scene headings name backgrounds: the installed ones ("kitchen").
screenplay::FountainOptions fountain_options() {
  screenplay::FountainOptions options;
  if (const std::optional<packs::Catalog> catalog = load_packs_quietly({})) {
    for (const packs::Pack& pack : catalog->packs()) {
      if (pack.type != "background") continue;
      std::string name = pack.id.substr(pack.id.rfind(':') + 1);
      if (std::ranges::find(options.backgrounds, name) == options.backgrounds.end()) {
        options.backgrounds.push_back(std::move(name));
      }
    }
  }
  std::ranges::sort(options.backgrounds);
  options.narrator = fountain_narrator();
  return options;
}

}  // namespace

Document read_document(const std::string& path) {
  Document document;
  const InputFormat format = format_of(path);
  if (format == InputFormat::kScreenplay || format == InputFormat::kFountain) {
    screenplay::ReadResult read;
    if (format == InputFormat::kFountain) {
      screenplay::FountainRead fountain = screenplay::read_fountain_file(path, fountain_options());
      read = std::move(fountain.read);
      document.warnings = std::move(fountain.warnings);
    } else {
      read = screenplay::read_file(path);
    }
    document.failure = read.failure;
    document.errors = std::move(read.errors);
    document.text = std::move(read.text);
    if (document.ok()) {
      document.value = std::move(read.value);
      remember_screenplay(path, std::move(read.lines));
    }
    return document;
  }
  json::ParseResult parsed = json::parse_file(path);
  document.failure = parsed.failure;
  document.text = std::move(parsed.text);
  if (!parsed.ok()) {
    document.errors.push_back(std::move(*parsed.error));
    return document;
  }
  document.value = std::move(parsed.value);
  remember_source(path, document.text);
  return document;
}

}  // namespace jt::cmd
