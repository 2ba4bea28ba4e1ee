#include "source_text.h"

#include <map>

#include "jt/json/locate.h"
#include "jt/json/parse.h"

namespace jt::cmd {
namespace {

// Texts larger than this are not kept from stdin; a file on disk is read again when needed.
constexpr std::size_t kKeepBytes = std::size_t{8} * 1024 * 1024;

std::map<std::string, std::string>& texts() {
  static std::map<std::string, std::string> texts;
  return texts;
}

// The text of `file`, or nullptr when it cannot be had (stdin not kept, a file gone).
const std::string* source_of(const std::string& file) {
  auto found = texts().find(file);
  if (found != texts().end()) return &found->second;
  if (file.empty() || file == "-") return nullptr;
  json::ParseResult read = json::parse_file(file);  // size-limited, the same bytes as before
  if (!read.ok()) return nullptr;
  return &texts().emplace(file, std::move(read.text)).first->second;
}

std::map<std::string, std::vector<screenplay::SourceLine>>& screenplays() {
  static std::map<std::string, std::vector<screenplay::SourceLine>> lines;
  return lines;
}

bool wants_position(const Diagnostic& d) {
  return d.line == 0 && !d.file.empty();
}

}  // namespace

void remember_source(const std::string& file, std::string text) {
  if (text.size() <= kKeepBytes) texts()[file] = std::move(text);
}

void remember_screenplay(const std::string& file, std::vector<screenplay::SourceLine> lines) {
  screenplays()[file] = std::move(lines);
}

void add_positions(std::vector<Diagnostic>& diagnostics) {
  std::map<std::string, std::vector<std::string>> pointers_by_file;
  for (Diagnostic& d : diagnostics) {
    if (!wants_position(d)) continue;
    if (auto lines = screenplays().find(d.file); lines != screenplays().end()) {
      const screenplay::SourceLine at = screenplay::locate(lines->second, d.path);
      d.line = at.line;
      d.column = at.column;
      continue;
    }
    pointers_by_file[d.file].push_back(d.path);
  }
  for (const auto& [file, pointers] : pointers_by_file) {
    const std::string* text = source_of(file);
    if (text == nullptr) continue;
    const std::map<std::string, json::TextPosition> found = json::locate(*text, pointers);
    for (Diagnostic& d : diagnostics) {
      if (d.file != file || !wants_position(d)) continue;
      if (auto at = found.find(d.path); at != found.end()) {
        d.line = at->second.line;
        d.column = at->second.column;
      }
    }
  }
}

void add_position(Diagnostic& diagnostic) {
  std::vector<Diagnostic> one{diagnostic};
  add_positions(one);
  diagnostic = std::move(one.front());
}

}  // namespace jt::cmd
