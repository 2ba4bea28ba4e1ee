#include "jt/packs/semver.h"

#include <algorithm>
#include <charconv>

namespace jt::packs {
namespace {

bool is_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool is_identifier(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
  });
}

// A numeric identifier: digits, and no leading zero unless it is "0".
bool is_number(std::string_view s) {
  return is_digits(s) && (s.size() == 1 || s[0] != '0');
}

std::vector<std::string_view> split(std::string_view s, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = s.find(separator, start);
    parts.push_back(s.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::optional<std::uint64_t> parse_number(std::string_view s) {
  std::uint64_t value = 0;
  if (!is_number(s)) return std::nullopt;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc{} || end != s.data() + s.size()) return std::nullopt;  // too large
  return value;
}

bool is_build(std::string_view build) {
  const auto parts = split(build, '.');
  return std::all_of(parts.begin(), parts.end(), is_identifier);
}

bool is_prerelease_part(std::string_view part) {
  return is_identifier(part) && (!is_digits(part) || is_number(part));
}

// Numeric identifiers (no leading zeros) compare by length, then digit by digit.
int compare_identifiers(const std::string& a, const std::string& b) {
  const bool a_numeric = is_digits(a), b_numeric = is_digits(b);
  if (a_numeric != b_numeric) return a_numeric ? -1 : 1;
  if (a_numeric && a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  return a.compare(b);
}

int compare_prereleases(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.empty() != b.empty()) return a.empty() ? 1 : -1;  // a release follows its prereleases
  for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
    if (int c = compare_identifiers(a[i], b[i]); c != 0) return c;
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

}  // namespace

std::optional<Semver> parse_semver(std::string_view text) {
  const std::size_t plus = text.find('+');
  if (plus != std::string_view::npos && !is_build(text.substr(plus + 1))) return std::nullopt;
  const std::string_view version = text.substr(0, plus);
  const std::size_t dash = version.find('-');
  const auto core = split(version.substr(0, dash), '.');
  if (core.size() != 3) return std::nullopt;
  const auto major = parse_number(core[0]), minor = parse_number(core[1]),
             patch = parse_number(core[2]);
  if (!major || !minor || !patch) return std::nullopt;
  Semver semver{*major, *minor, *patch, {}};
  if (dash == std::string_view::npos) return semver;
  for (std::string_view part : split(version.substr(dash + 1), '.')) {
    if (!is_prerelease_part(part)) return std::nullopt;
    semver.prerelease.emplace_back(part);
  }
  return semver;
}

int compare(const Semver& a, const Semver& b) {
  if (a.major != b.major) return a.major < b.major ? -1 : 1;
  if (a.minor != b.minor) return a.minor < b.minor ? -1 : 1;
  if (a.patch != b.patch) return a.patch < b.patch ? -1 : 1;
  return compare_prereleases(a.prerelease, b.prerelease);
}

}  // namespace jt::packs
