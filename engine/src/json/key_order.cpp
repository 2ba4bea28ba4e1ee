#include "jt/json/key_order.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "json/utf8.h"

namespace jt::json {
namespace {

constexpr std::uint64_t kMaxArrayIndex = 4294967294;  // 2^32 - 2

// The number a key stands for when JavaScript treats it as an array index: "0", or digits not
// starting with '0', at most 2^32 - 2.
std::optional<std::uint64_t> array_index(const std::string& key) {
  if (key.empty() || key.size() > 10 || (key.size() > 1 && key[0] == '0')) return std::nullopt;
  std::uint64_t index = 0;
  for (char c : key) {
    if (c < '0' || c > '9') return std::nullopt;
    index = index * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (index > kMaxArrayIndex) return std::nullopt;
  return index;
}

}  // namespace

std::vector<const Member*> js_key_order(const Object& object) {
  std::vector<std::pair<std::uint64_t, const Member*>> indexed;
  std::vector<const Member*> order;
  order.reserve(object.size());
  for (const Member& member : object) {
    if (const std::optional<std::uint64_t> index = array_index(member.key)) {
      indexed.emplace_back(*index, &member);
    } else {
      order.push_back(&member);
    }
  }
  std::stable_sort(indexed.begin(), indexed.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const Member*> result;
  result.reserve(object.size());
  for (const auto& entry : indexed)
    result.push_back(entry.second);
  result.insert(result.end(), order.begin(), order.end());
  return result;
}

std::vector<const Member*> canonical_key_order(const Object& object) {
  // Each key is converted once, not once per comparison.
  std::vector<std::pair<std::u16string, const Member*>> keyed;
  keyed.reserve(object.size());
  for (const Member& member : object)
    keyed.emplace_back(detail::to_utf16(member.key), &member);
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const Member*> result;
  result.reserve(keyed.size());
  for (const auto& entry : keyed)
    result.push_back(entry.second);
  return result;
}

}  // namespace jt::json
