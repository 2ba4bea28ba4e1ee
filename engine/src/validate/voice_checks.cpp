#include <algorithm>

#include "jt/diagnostic_codes.h"
#include "jt/nearest_name.h"
#include "jt/validate/voices.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

constexpr std::size_t kMaxVoiceName = 64;

bool is_name_part(std::string_view part) {
  return !part.empty() && std::ranges::all_of(part, [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == ' ';
  });
}

bool same_without_case(std::string_view a, std::string_view b) {
  return std::ranges::equal(a, b, [](char x, char y) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
    return lower(x) == lower(y);
  });
}

bool listed(std::string_view name, const std::vector<std::string>& names) {
  return std::ranges::any_of(names,
                             [&](const std::string& n) { return same_without_case(n, name); });
}

std::vector<std::string_view> views(const std::vector<std::string>& names) {
  return {names.begin(), names.end()};
}

// The hint for a name not installed: the nearest installed voice (and variant), else where the
// list is.
std::string hint_for(std::string_view voice, const InstalledVoices& installed) {
  const std::size_t plus = voice.find('+');
  const std::string_view language = voice.substr(0, plus);
  const auto voices = views(installed.voices);
  const auto variants = views(installed.variants);
  std::string near = std::string(
      listed(language, installed.voices) ? language : nearest_name(language, voices).value_or(""));
  if (!near.empty() && plus != std::string_view::npos) {
    const std::string_view variant = voice.substr(plus + 1);
    const auto v = listed(variant, installed.variants) ? std::optional(variant)
                                                       : nearest_name(variant, variants);
    near = v ? near + '+' + std::string(*v) : std::string();
  }
  const std::string list = "`jabbertoon list voices` lists them";
  return near.empty() ? list : "did you mean " + quote(near) + "? " + list;
}

void check_voice(const json::Value& voice, const std::string& path,
                 const InstalledVoices& installed, Reporter& report) {
  if (!voice.is_string()) return;  // the block's and the cast entry's checks say so
  const std::string& name = voice.as_string();
  if (!is_voice_name(name)) {
    report.error(
        Code::kBadValue, path,
        (name.size() <= kMaxVoiceName ? quote(name) : std::string("the voice")) +
            " is not a voice's name",
        "a voice is a name such as \"bright\", \"en-us\", \"en+f3\" or \"flite:slt\", never a "
        "file");
    return;
  }
  if (installed.voices.empty()) return;
  const std::size_t plus = name.find('+');
  const bool known = listed(name.substr(0, plus), installed.voices) &&
                     (plus == std::string::npos ||
                      listed(std::string_view(name).substr(plus + 1), installed.variants));
  if (!known) {
    report.warning(Code::kUnknownValue, path,
                   "no installed voice " + quote(name) +
                       ": its lines get the speaker's "
                       "default voice",
                   hint_for(name, installed));
  }
}

enum class Holder { kOther, kCast, kCastEntry };

// Every value of the document: a say block's voice and a cast entry's checked where they are.
void walk(const json::Value& value, const std::string& path, Holder holder,
          const InstalledVoices& installed, Reporter& report) {
  if (value.is_array()) {
    for (std::size_t i = 0; i < value.as_array().size(); ++i)
      walk(value.as_array()[i], pointer_append(path, i), Holder::kOther, installed, report);
    return;
  }
  if (!value.is_object()) return;
  const json::Value* op = value.find("op");
  const bool say =
      op != nullptr && op->is_string() && (op->as_string() == "say" || op->as_string() == "sing");
  for (const json::Member& m : value.as_object()) {
    const std::string at = pointer_append(path, m.key);
    Holder inner = Holder::kOther;
    if (holder == Holder::kCast) {
      inner = Holder::kCastEntry;
    } else if (m.key == "voice" && (say || holder == Holder::kCastEntry)) {
      check_voice(m.value, at, installed, report);
    } else if (m.key == "cast" && holder == Holder::kOther) {
      inner = Holder::kCast;
    }
    walk(m.value, at, inner, installed, report);
  }
}

}  // namespace

bool is_voice_name(std::string_view voice) {
  if (voice.size() > kMaxVoiceName) return false;
  // Flite's voices: "flite:" and a name ("flite:slt"), no variant.
  constexpr std::string_view kFlite = "flite:";
  if (voice.size() > kFlite.size() && same_without_case(voice.substr(0, kFlite.size()), kFlite))
    return is_name_part(voice.substr(kFlite.size()));
  const std::size_t plus = voice.find('+');
  if (plus == std::string_view::npos) return is_name_part(voice);
  return is_name_part(voice.substr(0, plus)) && is_name_part(voice.substr(plus + 1));
}

std::vector<Diagnostic> check_voices(const json::Value& document, const InstalledVoices& installed,
                                     const std::string& file) {
  std::vector<Diagnostic> out;
  Reporter report(file, out);
  walk(document, "", Holder::kOther, installed, report);
  return out;
}

}  // namespace jt::validate
