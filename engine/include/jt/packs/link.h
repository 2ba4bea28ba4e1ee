// jabbertoon.com links (the link formats, §1-§4): what a link opens, read whole before anything
// changes, and the link that opens what a person names. A page's keys follow its table; an unknown
// key or value, a key given twice, a damaged share code or two characters (or two moves) is an
// error that names it, as the pages show a message and change nothing.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs {

// The ready-made characters (`#ch=`), the shape templates.
inline constexpr std::array<std::string_view, 6> kTemplates = {"person", "kid",  "dog",
                                                               "cat",    "bird", "monster"};

struct Link {
  std::string page;                       // "studio", "blocks", "create"; empty: a bare code
  std::optional<std::string> code;        // c=: a share code (base64url)
  json::Value code_value;                 // what the code holds (null without a code)
  std::string code_kind;                  // "behaviour", "scene", "cartoon", "character" or ""
  std::optional<std::string> move;        // p=: a shipped move's slug
  std::optional<std::string> ready_made;  // ch=: a template
  std::optional<std::string> my;          // my=: local:char:<12 hex>
  std::optional<std::string> for_slot;    // for=: A or B
  std::optional<std::string> slot;        // slot=: A or B
  std::optional<std::string> look;        // look= (or the older ?look=)
  bool older_look = false;                // the look came as ?look=
  bool clear = false;                     // #clear
};

struct LinkRead {
  Link link;
  std::optional<Diagnostic> error;  // what is wrong, named; nothing changes
  bool ok() const { return !error.has_value(); }
};

// Reads a link ("https://jabbertoon.com/studio/#ch=dog&slot=B"), a fragment ("#p=wag") or a
// bare share code. `moves` are the shipped moves' slugs (`#p=` names one of them).
LinkRead read_link(std::string_view text, std::span<const std::string_view> moves);

// The link for `link` ("https://jabbertoon.com/<page>/#k=v&..."), keys in the spec's order.
std::string write_link(const Link& link);

// What the link does, one sentence per part, as the page's table says it.
std::vector<std::string> describe_link(const Link& link);

// The same as JSON: {"page", "move"?, "character"?, "slot"?, "look"?, "clear"?, "code"?}.
json::Value link_to_json(const Link& link);

}  // namespace jt::packs
