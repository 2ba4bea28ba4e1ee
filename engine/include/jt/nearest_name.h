// "Did you mean ...?": the known name a misspelt one was most likely meant to be.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace jt {

// The candidate nearest to `name` by edit distance (inserting, deleting or replacing a character,
// or swapping two neighbours, each costs 1), when it is near enough to be a typo: at most 40 % of
// the longer word's length. Ties go to the earlier candidate.
std::optional<std::string_view> nearest_name(std::string_view name,
                                             std::span<const std::string_view> candidates);

}  // namespace jt
