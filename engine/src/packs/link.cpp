#include "jt/packs/link.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"
#include "jt/packs/looks.h"
#include "jt/packs/share_code.h"
#include "packs/check_context.h"

namespace jt::packs {
namespace {

constexpr std::array<std::string_view, 2> kSlots = {"A", "B"};
// Each page's keys (the link formats, §2-§4).
struct PageKeys {
  std::string_view page, title;
  std::array<std::string_view, 7> keys;
};
constexpr std::array<PageKeys, 3> kPages = {{
    {"studio", "the studio's", {"p", "ch", "slot", "my", "c", "look", "clear"}},
    {"blocks", "the block editor's", {"c", "p", "ch", "my", "for"}},
    {"create", "the character maker's", {"ch", "c", "my", "for", "look"}},
}};

using detail::in_quotes;

Diagnostic problem(std::string message, std::string hint = {}) {
  return Diagnostic{.code = Code::kBadLink, .message = std::move(message), .hint = std::move(hint)};
}

const PageKeys* page_keys(std::string_view page) {
  for (const PageKeys& p : kPages) {
    if (p.page == page) return &p;
  }
  return nullptr;
}

std::string key_list(const PageKeys& p) {
  std::string out;
  std::size_t n = 0;
  for (std::string_view k : p.keys)
    n += !k.empty();
  for (std::size_t i = 0; i < n; ++i) {
    out += (i == 0 ? "" : i + 1 == n ? " and " : ", ") + std::string(p.keys[i]);
  }
  return out;
}

bool has_key(const PageKeys& p, std::string_view key) {
  return std::find(p.keys.begin(), p.keys.end(), key) != p.keys.end() && !key.empty();
}

// decodeURIComponent: %XX escapes to bytes; a broken escape is an error.
std::optional<std::string> uri_decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    auto hex = [](char c) -> int {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      if (c >= 'A' && c <= 'F') return c - 'A' + 10;
      return -1;
    };
    if (i + 2 >= text.size()) return std::nullopt;
    const int hi = hex(text[i + 1]), lo = hex(text[i + 2]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out;
}

// A value that must be one of `names`: nothing, or the error with the nearest.
std::optional<Diagnostic> one_of(std::string_view key, const std::string& value,
                                 std::span<const std::string_view> names, std::string_view what) {
  if (std::find(names.begin(), names.end(), value) != names.end()) return std::nullopt;
  std::string message = "the link's " + std::string(key) + "= names no " + std::string(what) +
                        ": " + in_quotes(value);
  std::string hint = "one of: ";
  if (auto near = nearest_name(value, names)) {
    message += ": did you mean " + in_quotes(*near) + "?";
  }
  for (std::size_t i = 0; i < names.size() && i < 12; ++i) {
    hint += (i == 0 ? "" : ", ") + std::string(names[i]);
  }
  if (names.size() > 12) hint += ", ... (jabbertoon list moves)";
  return problem(std::move(message), std::move(hint));
}

bool is_my_key(std::string_view value) {
  constexpr std::string_view kPrefix = "local:char:";
  if (!value.starts_with(kPrefix) || value.size() != kPrefix.size() + 12) return false;
  return std::all_of(value.begin() + kPrefix.size(), value.end(),
                     [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// The kind of program or character a share code holds, or empty.
std::string code_kind(const json::Value& value) {
  if (const json::Value* kind = value.find("kind"); kind != nullptr && kind->is_string()) {
    for (std::string_view k : {"behaviour", "scene", "cartoon"}) {
      if (kind->as_string() == k) return kind->as_string();
    }
  }
  if (const json::Value* type = value.find("type");
      type != nullptr && type->is_string() && type->as_string() == "character") {
    return "character";
  }
  return {};
}

// One key's value, checked and kept in the link.
std::optional<Diagnostic> take(Link& link, std::string_view key, const std::string& value,
                               std::span<const std::string_view> moves) {
  if (key == "clear") {
    link.clear = true;
    return std::nullopt;
  }
  if (key == "c") {
    json::ParseResult opened = decode_share_code(value);
    if (!opened.ok()) return *opened.error;
    link.code = value;
    link.code_kind = code_kind(opened.value);
    link.code_value = std::move(opened.value);
    if (link.code_kind.empty()) {
      return problem("the share code holds neither a program nor a character",
                     "a code holds {\"v\": 1, \"kind\": ...} or {\"type\": \"character\", ...}");
    }
    return std::nullopt;
  }
  if (key == "p") {
    link.move = value;
    return one_of(key, value, moves, "shipped move (by its pack slug)");
  }
  if (key == "ch") {
    link.ready_made = value;
    return one_of(key, value, kTemplates, "ready-made character");
  }
  if (key == "slot" || key == "for") {
    (key == "slot" ? link.slot : link.for_slot) = value;
    return one_of(key, value, kSlots, "slot");
  }
  if (key == "look") {
    link.look = value;
    std::vector<std::string_view> looks;
    for (const LookOption& l : kArtStyles)
      looks.push_back(l.name);
    return one_of(key, value, looks, "look");
  }
  link.my = value;  // "my"
  if (is_my_key(value)) return std::nullopt;
  return problem("the link's my= is not a key of My characters: " + in_quotes(value),
                 "a key is local:char: and 12 hex digits");
}

// The whole link's rules (§2-§4): at most one character and one move, a slot with a character,
// codes a page opens.
std::optional<Diagnostic> check_whole(const Link& l) {
  const bool code_character = l.code && l.code_kind == "character";
  const bool code_program = l.code && !code_character;
  const int characters = (l.ready_made ? 1 : 0) + (l.my ? 1 : 0) +
                         (l.for_slot && l.page != "create" ? 1 : 0) + (code_character ? 1 : 0);
  const int moves = (l.move ? 1 : 0) + (code_program ? 1 : 0);
  if (characters > 1) {
    return problem("the link names two characters",
                   "a link names at most one character (ch, my, for or a character's code)");
  }
  if (moves > 1) {
    return problem("the link names two moves", "a link names at most one move (p or c)");
  }
  if (l.page == "blocks" && code_character) {
    return problem("the block editor does not open characters",
                   "open a character's code in the studio or the character maker");
  }
  if (l.page == "create" && code_program) {
    return problem("the character maker opens characters only: the code holds a " + l.code_kind,
                   "open a program's code in the block editor");
  }
  if (l.page == "studio" && l.slot && characters == 0) {
    return problem("the link gives slot=" + *l.slot + " but no character: slot= goes with one",
                   "add ch=, my= or a character's c=, or leave slot= out");
  }
  return std::nullopt;
}

// The link's page from its address: "https://jabbertoon.com/studio/" gives "studio".
std::optional<std::string> page_of(std::string_view address, Diagnostic& error) {
  for (std::string_view scheme : {"https://", "http://"}) {
    if (!address.starts_with(scheme)) continue;
    address.remove_prefix(scheme.size());
    const std::size_t slash = address.find('/');
    const std::string_view host = address.substr(0, slash);
    if (host != "jabbertoon.com" && host != "www.jabbertoon.com") {
      error = problem("not a jabbertoon.com link: its host is " + in_quotes(host));
      return std::nullopt;
    }
    address = slash == std::string_view::npos ? std::string_view() : address.substr(slash);
  }
  while (address.starts_with('/'))
    address.remove_prefix(1);
  while (address.ends_with('/'))
    address.remove_suffix(1);
  if (address.empty() || page_keys(address) != nullptr) return std::string(address);
  error = problem("the link's page " + in_quotes(address) + " is not one of jabbertoon.com's",
                  "blocks/, studio/ or create/");
  return std::nullopt;
}

// encodeURIComponent: every byte but A-Z a-z 0-9 - _ . ! ~ * ' ( ) as %XX.
std::string uri_encoded(std::string_view text) {
  constexpr std::string_view kKept = "-_.!~*'()";
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) != 0 || kKept.find(c) != std::string_view::npos) {
      out += c;
    } else {
      constexpr const char* kHex = "0123456789ABCDEF";
      out += '%';
      out += kHex[u >> 4];
      out += kHex[u & 15];
    }
  }
  return out;
}

LinkRead failed(Link link, Diagnostic error) {
  return {std::move(link), std::move(error)};
}

}  // namespace

LinkRead read_link(std::string_view text, std::span<const std::string_view> moves) {
  constexpr std::string_view kSpace = " \t\r\n";
  const std::size_t first = text.find_first_not_of(kSpace);
  text = first == std::string_view::npos
             ? std::string_view()
             : text.substr(first, text.find_last_not_of(kSpace) - first + 1);
  Link link;
  if (text.find_first_of("#?/") == std::string_view::npos) {  // a bare share code
    const std::string code(text);
    if (std::optional<Diagnostic> e = take(link, "c", code, moves)) return failed(link, *e);
    return {link, std::nullopt};
  }
  const std::size_t hash = text.find('#');
  const std::string_view before = text.substr(0, hash);
  const std::string_view fragment = hash == std::string_view::npos ? "" : text.substr(hash + 1);
  const std::size_t question = before.find('?');
  Diagnostic error{.code = Code::kBadLink};
  const std::optional<std::string> page = page_of(before.substr(0, question), error);
  if (!page) return failed(link, error);
  link.page = *page;
  const PageKeys* keys = page_keys(link.page);
  std::vector<std::string> seen;
  auto read_pairs = [&](std::string_view pairs, bool query) -> std::optional<Diagnostic> {
    while (!pairs.empty()) {
      const std::size_t amp = pairs.find('&');
      const std::string_view pair = pairs.substr(0, amp);
      pairs = amp == std::string_view::npos ? std::string_view() : pairs.substr(amp + 1);
      if (pair.empty()) continue;
      const std::size_t eq = pair.find('=');
      const std::string key(pair.substr(0, eq));
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
        return problem("the link gives the key " + in_quotes(key) + " twice", "give each key once");
      }
      seen.push_back(key);
      const bool allowed = query             ? key == "look" && link.page == "studio"
                           : keys != nullptr ? has_key(*keys, key)
                                             : key == "c";
      if (!allowed) {
        std::string where = query             ? "the studio's older ?look= only"
                            : keys != nullptr ? std::string(keys->title) + ": " + key_list(*keys)
                                              : "a page first: https://jabbertoon.com/studio/#...";
        return problem("the link's key " + in_quotes(key) + " is not one " +
                           (keys != nullptr && !query ? "of " : "a link takes: ") + where,
                       "");
      }
      if (key == "clear") {
        if (eq != std::string_view::npos) {
          return problem("the link's key \"clear\" takes no value", "#clear");
        }
      } else if (eq == std::string_view::npos || eq + 1 == pair.size()) {
        return problem("the link's key " + in_quotes(key) + " has no value", key + "=<value>");
      }
      const std::optional<std::string> value =
          uri_decoded(eq == std::string_view::npos ? "" : pair.substr(eq + 1));
      if (!value) {
        return problem("the link's " + key + "= has a broken %-escape",
                       "write the value with encodeURIComponent");
      }
      if (std::optional<Diagnostic> e = take(link, key, *value, moves)) return e;
      if (query) link.older_look = true;
    }
    return std::nullopt;
  };
  if (question != std::string_view::npos) {
    if (auto e = read_pairs(before.substr(question + 1), true)) return failed(link, *e);
  }
  if (auto e = read_pairs(fragment, false)) return failed(link, *e);
  if (auto e = check_whole(link)) return failed(link, *e);
  return {link, std::nullopt};
}

std::string write_link(const Link& l) {
  std::string out = std::string(kSiteAddress) + l.page + "/";
  if (l.look && l.older_look) out += "?look=" + uri_encoded(*l.look);
  std::string fragment;
  auto add = [&](std::string_view key, const std::optional<std::string>& value) {
    if (value) {
      // Appended piece by piece: GCC 12 warns (-Wrestrict, a false alarm) on the + chain.
      if (!fragment.empty()) fragment += '&';
      fragment.append(key).append("=").append(uri_encoded(*value));
    }
  };
  add("c", l.code);
  add("p", l.move);
  add("ch", l.ready_made);
  add("my", l.my);
  add("for", l.for_slot);
  add("slot", l.slot);
  if (!l.older_look) add("look", l.look);
  if (l.clear) fragment += fragment.empty() ? "clear" : "&clear";
  return fragment.empty() ? out : out + "#" + fragment;
}

namespace {

std::string code_name(const Link& l) {
  const json::Value* name = l.code_value.find("name");
  std::string what = "the " + (l.code_kind == "behaviour" ? std::string("move") : l.code_kind);
  if (name != nullptr && name->is_string()) what += " " + in_quotes(name->as_string());
  return what + " in its code";
}

std::string character_of(const Link& l) {
  if (l.ready_made) return "the ready-made " + *l.ready_made;
  if (l.my) return "the entry " + *l.my + " of My characters";
  if (l.code && l.code_kind == "character") return code_name(l);
  return {};
}

}  // namespace

std::vector<std::string> describe_link(const Link& l) {
  std::vector<std::string> out;
  const std::string character = character_of(l);
  const bool program_code = l.code && l.code_kind != "character";
  const bool plays = program_code && l.code_kind == "behaviour";
  if (l.page.empty()) {
    out.push_back("a share code: " + code_name(l));
  } else if (l.page == "studio") {
    if (!character.empty()) {
      out.push_back(character + " goes in slot " + l.slot.value_or("A") +
                    (l.code && l.code_kind == "character" ? " and into My characters" : ""));
    }
    if (l.move)
      out.push_back("the shipped move " + in_quotes(*l.move) +
                    " becomes character A's move in line 1");
    if (plays)
      out.push_back(code_name(l) + " goes into My moves and becomes character A's move in line 1");
    if (program_code && !plays) {
      out.push_back(code_name(l) +
                    " does not play from a link yet: the studio says so, offers "
                    "once to open its blocks in the block editor, and changes nothing");
    }
    if (l.look) {
      out.push_back(l.older_look ? "the characters start in the " + *l.look + " look"
                                 : "the shape characters take the " + *l.look + " look");
    }
    if (l.clear) {
      out.push_back(
          "opens \"Clear my things from this browser\" (it asks before it removes anything)");
    }
  } else if (l.page == "blocks") {
    if (l.move) out.push_back("opens the shipped move " + in_quotes(*l.move) + " as blocks");
    if (plays) out.push_back("opens " + code_name(l) + " as blocks, playing on the stage");
    if (program_code && !plays)
      out.push_back("opens the blocks of " + code_name(l) + ", to read, change and share");
    if (l.ready_made)
      out.push_back("puts the ready-made " + *l.ready_made + " on the stage, in the Outlined look");
    if (l.my) out.push_back("puts the entry " + *l.my + " of My characters on the stage");
    if (l.for_slot) {
      out.push_back("puts character " + *l.for_slot +
                    " of the cartoon this browser keeps on the "
                    "stage, as the studio draws it");
    }
  } else {  // create
    if (l.ready_made) out.push_back("starts from the " + *l.ready_made + " template");
    if (l.code) out.push_back("opens " + code_name(l));
    if (l.my) out.push_back("edits the entry " + *l.my + " of My characters");
    if (l.for_slot)
      out.push_back("makes the character for slot " + *l.for_slot +
                    ", which \"Use in my cartoon\" fills in the studio");
    if (l.look) out.push_back("the new character's look is " + *l.look);
  }
  if (out.empty()) out.push_back("opens the page as it is");
  return out;
}

json::Value link_to_json(const Link& l) {
  json::Object o;
  o.set("page", l.page.empty() ? json::Value() : json::Value(l.page));
  if (l.move) o.set("move", *l.move);
  if (l.ready_made) o.set("character", *l.ready_made);
  if (l.my) o.set("my", *l.my);
  if (l.for_slot) o.set("for", *l.for_slot);
  if (l.slot) o.set("slot", *l.slot);
  if (l.look) o.set("look", *l.look);
  if (l.older_look) o.set("older_look", true);
  if (l.clear) o.set("clear", true);
  if (l.code) {
    o.set("code_kind", l.code_kind);
    o.set("code", l.code_value);
  }
  json::Array says;
  for (std::string& s : describe_link(l))
    says.push_back(std::move(s));
  o.set("opens", std::move(says));
  return o;
}

}  // namespace jt::packs
