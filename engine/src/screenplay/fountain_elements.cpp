// Fountain's syntax (fountain.io, "Syntax", version 1.1), line by line: a line's element depends on
// the lines around it (a character cue has a blank line before it and text after it; a transition
// blank lines on both sides).
#include "jt/screenplay/fountain_elements.h"

#include "fountain_words.h"

#include <algorithm>
#include <cctype>
#include "jt/trimmed.h"

namespace jt::screenplay::fountain {
namespace {

bool is_blank(std::string_view line) {
  return std::ranges::all_of(line, [](char c) { return c == ' ' || c == '\t'; });
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// No lower-case letter (ASCII) and at least one upper-case one.
bool all_capitals(std::string_view s) {
  bool letter = false;
  for (char c : s) {
    if (c >= 'a' && c <= 'z') return false;
    letter |= c >= 'A' && c <= 'Z';
  }
  return letter;
}

// `INT.`, `EXT `, `EST.`, `INT./EXT.`, `INT/EXT`, `I/E` at the start, any case, then a dot or a
// space.
bool is_scene_heading(std::string_view line) {
  const std::string head = upper(line.substr(0, 10));
  for (std::string_view prefix : {"INT./EXT", "INT/EXT", "I/E", "INT", "EXT", "EST"}) {
    if (head.starts_with(prefix) && head.size() > prefix.size() &&
        (head[prefix.size()] == '.' || head[prefix.size()] == ' ')) {
      return true;
    }
  }
  return false;
}

// Emphasis out (`*italic*`, `**bold**`, `_underline_`), `\*` and `\_` kept as the characters.
std::string plain(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && (s[i + 1] == '*' || s[i + 1] == '_')) {
      out += s[++i];
    } else if (s[i] != '*' && s[i] != '_') {
      out += s[i];
    }
  }
  return out;
}

struct Line {
  std::string text;
  int number = 0;
};

// Notes (`[[...]]`) and the boneyard (`/* ... */`) out of the text, as elements of their own; the
// line breaks inside them are kept, so every other line keeps its number.
std::string take_out_comments(std::string_view text, std::vector<Element>& taken) {
  std::string out;
  int line = 1;
  for (std::size_t i = 0; i < text.size();) {
    const bool note = text.substr(i, 2) == "[[";
    if (note || text.substr(i, 2) == "/*") {
      const std::string_view close = note ? "]]" : "*/";
      std::size_t end = text.find(close, i + 2);
      const std::size_t body_end = end == std::string_view::npos ? text.size() : end;
      const std::string_view body = text.substr(i + 2, body_end - i - 2);
      taken.push_back(Element{.kind = note ? ElementKind::kNote : ElementKind::kBoneyard,
                              .text = std::string(trimmed(body)),
                              .line = line});
      const auto breaks = static_cast<int>(std::ranges::count(body, '\n'));
      out.append(static_cast<std::size_t>(breaks), '\n');
      line += breaks;
      i = end == std::string_view::npos ? text.size() : end + 2;
      continue;
    }
    if (text[i] == '\n') ++line;
    out += text[i++];
  }
  return out;
}

std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> lines;
  int number = 1;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(Line{std::string(line), number++});
    if (end == text.size()) break;
    start = end + 1;
  }
  return lines;
}

class ElementReader {
 public:
  explicit ElementReader(std::vector<Line> lines) : lines_(std::move(lines)) {}

  std::vector<Element> run() {
    std::size_t i = title_page();
    bool blank_before = true;
    bool in_dialogue = false;
    for (; i < lines_.size(); ++i) {
      const Line& line = lines_[i];
      if (is_blank(line.text)) {
        blank_before = true;
        in_dialogue = false;
        continue;
      }
      const bool blank_after = i + 1 >= lines_.size() || is_blank(lines_[i + 1].text);
      in_dialogue = in_dialogue ? dialogue_line(line) : other_line(line, blank_before, blank_after);
      blank_before = false;
    }
    return std::move(elements_);
  }

 private:
  void add(ElementKind kind, std::string_view text, int line) {
    elements_.push_back(Element{.kind = kind, .text = plain(trimmed(text)), .line = line});
  }

  // The title page: `Key: value` lines at the very start, up to the first blank line; a value may
  // go on in the indented lines under its key. Returns the first line after it.
  std::size_t title_page() {
    std::size_t i = 0;
    while (i < lines_.size() && is_blank(lines_[i].text))
      ++i;
    const auto key_of = [](std::string_view line) -> std::string_view {
      const std::size_t colon = line.find(':');
      if (colon == std::string_view::npos || colon == 0 || line[0] == ' ' || line[0] == '\t') {
        return {};
      }
      const std::string_view key = line.substr(0, colon);
      const bool words = std::ranges::all_of(key, [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '_' || c == '-';
      });
      return words ? key : std::string_view{};
    };
    if (i >= lines_.size() || key_of(lines_[i].text).empty()) return 0;
    for (; i < lines_.size() && !is_blank(lines_[i].text); ++i) {
      const std::string_view key = key_of(lines_[i].text);
      if (!key.empty()) {
        elements_.push_back(
            Element{.kind = ElementKind::kTitleField,
                    .text = std::string(trimmed(lines_[i].text.substr(key.size() + 1))),
                    .line = lines_[i].number,
                    .key = lower(trimmed(key))});
      } else if (!elements_.empty()) {  // an indented line of the value above
        Element& field = elements_.back();
        field.text += "\n" + std::string(trimmed(lines_[i].text));
      }
    }
    return i;
  }

  // A line under a character: a parenthetical, a lyric or dialogue. Stays in the dialogue.
  bool dialogue_line(const Line& line) {
    const std::string_view text = trimmed(line.text);
    if (text.front() == '(' && text.back() == ')') {
      add(ElementKind::kParenthetical, text.substr(1, text.size() - 2), line.number);
    } else if (text.front() == '~') {
      add(ElementKind::kLyric, text.substr(1), line.number);
    } else if (!elements_.empty() && elements_.back().kind == ElementKind::kDialogue) {
      elements_.back().text += " " + plain(text);
    } else {
      add(ElementKind::kDialogue, text, line.number);
    }
    return true;
  }

  // Any other line; true when it starts a character's dialogue.
  bool other_line(const Line& line, bool blank_before, bool blank_after) {
    const std::string_view text = trimmed(line.text);
    const int n = line.number;
    if (text.size() >= 3 && std::ranges::all_of(text, [](char c) { return c == '='; })) {
      add(ElementKind::kPageBreak, "", n);
    } else if (text.front() == '#') {
      add(ElementKind::kSection, text.substr(text.find_first_not_of('#')), n);
    } else if (text.front() == '=') {
      add(ElementKind::kSynopsis, text.substr(1), n);
    } else if (text.front() == '!') {
      action(text.substr(1), n, blank_before);
    } else if (text.front() == '~') {
      add(ElementKind::kLyric, text.substr(1), n);
    } else if (text.front() == '>' && text.back() == '<' && text.size() > 1) {
      add(ElementKind::kCentered, text.substr(1, text.size() - 2), n);
    } else if (text.front() == '>') {
      add(ElementKind::kTransition, text.substr(1), n);
    } else if (blank_before && text.size() > 1 && text[0] == '.' && text[1] != '.') {
      scene_heading(text.substr(1), n);
    } else if (blank_before && is_scene_heading(text)) {
      scene_heading(text, n);
    } else if (blank_before && !blank_after && text.front() == '@') {
      return character(text.substr(1), n);
    } else if (blank_before && !blank_after && all_capitals(name_part(text))) {
      return character(text, n);
    } else if (blank_before && blank_after && all_capitals(text) &&
               (text.ends_with("TO:") || text == "FADE IN:" || text == "FADE OUT." ||
                text == "FADE TO BLACK.")) {
      add(ElementKind::kTransition, text, n);
    } else {
      action(line.text, n, blank_before);
    }
    return false;
  }

  // A cue's name, before its extension and `^`.
  static std::string_view name_part(std::string_view cue) {
    return trimmed(cue.substr(0, std::min(cue.find('('), cue.find('^'))));
  }

  bool character(std::string_view cue, int n) {
    Element e{.kind = ElementKind::kCharacter, .text = plain(name_part(cue)), .line = n};
    if (const std::size_t open = cue.find('('); open != std::string_view::npos) {
      const std::size_t close = cue.find(')', open);
      if (close != std::string_view::npos) {
        e.extension = upper(trimmed(cue.substr(open + 1, close - open - 1)));
      }
    }
    e.dual = trimmed(cue).ends_with('^');
    elements_.push_back(std::move(e));
    return true;
  }

  // A heading without its scene number (`INT. HOUSE - DAY #1A#`).
  void scene_heading(std::string_view text, int n) {
    if (text.ends_with('#')) {
      const std::size_t open = text.rfind('#', text.size() - 2);
      if (open != std::string_view::npos) text = trimmed(text.substr(0, open));
    }
    add(ElementKind::kSceneHeading, text, n);
  }

  // Action: the lines of one paragraph are one element.
  void action(std::string_view text, int n, bool blank_before) {
    if (!blank_before && !elements_.empty() && elements_.back().kind == ElementKind::kAction) {
      elements_.back().text += "\n" + plain(trimmed(text));
    } else {
      add(ElementKind::kAction, text, n);
    }
  }

  std::vector<Line> lines_;
  std::vector<Element> elements_;
};

}  // namespace

std::vector<Element> read_elements(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<Element> comments;
  const std::string uncommented = take_out_comments(text, comments);
  std::vector<Element> elements = ElementReader(split_lines(uncommented)).run();
  // The notes and the boneyard in line order among the rest (stable: after what their line holds).
  elements.insert(elements.end(), comments.begin(), comments.end());
  std::ranges::stable_sort(elements, {}, &Element::line);
  return elements;
}

std::string_view kind_name(ElementKind kind) {
  switch (kind) {
    case ElementKind::kTitleField:
      return "title page field";
    case ElementKind::kSceneHeading:
      return "scene heading";
    case ElementKind::kCharacter:
      return "character";
    case ElementKind::kParenthetical:
      return "parenthetical";
    case ElementKind::kDialogue:
      return "dialogue";
    case ElementKind::kLyric:
      return "lyric";
    case ElementKind::kTransition:
      return "transition";
    case ElementKind::kCentered:
      return "centred text";
    case ElementKind::kAction:
      return "action";
    case ElementKind::kNote:
      return "note";
    case ElementKind::kBoneyard:
      return "boneyard";
    case ElementKind::kSection:
      return "section";
    case ElementKind::kSynopsis:
      return "synopsis";
    case ElementKind::kPageBreak:
      return "page break";
  }
  return "element";
}

}  // namespace jt::screenplay::fountain
