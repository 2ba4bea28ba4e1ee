#include "outline.h"

#include "words.h"

namespace jt::text {

void Outline::line(std::string_view text) {
  text_.append(static_cast<std::size_t>(2 * depth_), ' ');
  text_ += text;
  text_ += '\n';
}

void Outline::body(const json::Value* blocks) {
  Indent deeper(*this);
  if (blocks == nullptr) return;
  if (!blocks->is_array()) {
    line(value_text(*blocks));
    return;
  }
  for (const json::Value& block : blocks->as_array())
    print_block(*this, block);
}

std::optional<std::string> Args::value(std::string_view key) const {
  const json::Value* v = find(key);
  if (v == nullptr) return std::nullopt;
  return value_text(*v);
}

std::optional<std::string> Args::word(std::string_view key) const {
  const json::Value* v = find(key);
  if (v == nullptr) return std::nullopt;
  return word_text(*v);
}

namespace {

std::string framed(const std::optional<std::string>& v, std::string_view prefix,
                   std::string_view suffix) {
  if (!v) return {};
  std::string text(prefix);
  text += *v;
  text += suffix;
  return text;
}

}  // namespace

std::string Args::value_with(std::string_view key, std::string_view prefix,
                             std::string_view suffix) const {
  return framed(value(key), prefix, suffix);
}

std::string Args::word_with(std::string_view key, std::string_view prefix,
                            std::string_view suffix) const {
  return framed(word(key), prefix, suffix);
}

std::string Args::timing() const {
  std::string text = value_with("over", " in ", " s");
  if (auto ease = word("ease")) text += " (" + *ease + ")";
  return text;
}

void Args::add_items(std::vector<std::string>& items, std::initializer_list<Item> list) const {
  for (const Item& item : list) {
    std::string text = item.word ? word_with(item.key, item.prefix, item.suffix)
                                 : value_with(item.key, item.prefix, item.suffix);
    if (!text.empty()) items.push_back(std::move(text));
  }
}

void Args::add_speed(std::vector<std::string>& items) const {
  add_items(items, {{"w", "w "}, {"hz", "", " per second"}, {"every", "every ", " s"}});
}

void Args::add_sync(std::vector<std::string>& items) const {
  if (auto sync = word("sync")) {
    items.push_back(*sync == "start"   ? "on the behaviour clock"
                    : *sync == "local" ? "on its own clock"
                                       : "sync " + *sync);
  }
}

std::string with_items(std::string head, const std::vector<std::string>& items) {
  for (const std::string& item : items)
    head += " · " + item;
  return head;
}

}  // namespace jt::text
