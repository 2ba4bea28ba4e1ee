#include "jt/produce/behaviour_inputs.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace jt::produce {
namespace {

std::optional<double> number(std::string_view text) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
    return std::nullopt;
  }
  return value;
}

}  // namespace

bool set_input(rt::Inputs& inputs, std::string_view name, double value) {
  if (!(value >= 0 && value <= 1)) return false;
  if (name == "loud") {
    inputs.loud = value;
  } else if (name == "talking") {
    inputs.talking = value;
  } else {
    return false;
  }
  return true;
}

bool set_subject_input(SubjectInputs& inputs, std::string_view name, double value) {
  return set_input(inputs.character, name, value) || set_steering(inputs.steering, name, value);
}

std::optional<std::string> parse_timed_steering(const std::vector<std::string>& texts,
                                                const std::string& option,
                                                std::vector<TimedSteering>& out) {
  for (const std::string& all : texts) {
    std::string_view text = all;
    while (true) {
      const std::size_t comma = text.find(',');
      const std::string_view item = text.substr(0, comma);
      const std::size_t eq = item.find('='), at = item.rfind('@');
      const std::string_view name = item.substr(0, eq);
      const std::string_view value_text =
          eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1, at - eq - 1);
      const std::optional<double> value = number(value_text);
      const std::optional<double> time = at == std::string_view::npos || at < eq
                                             ? std::optional<double>(0)
                                             : number(item.substr(at + 1));
      Steering probe;
      if (eq == std::string_view::npos || !value || !time || *time < 0 ||
          !set_steering(probe, name, *value)) {
        std::string message = option + " \"";
        message += item;
        message +=
            "\": a creature's input is throttle=V (0 to 1) or heading=DEG (finite degrees, "
            "within ±1e6), from T seconds on with @T (as in throttle=0.5@2,heading=90@3)";
        return message;
      }
      out.push_back({*time, std::string(name), *value});
      if (comma == std::string_view::npos) break;
      text.remove_prefix(comma + 1);
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const TimedSteering& a, const TimedSteering& b) { return a.time < b.time; });
  return std::nullopt;
}

std::optional<std::string> parse_inputs(std::string_view text, rt::Inputs& out) {
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view pair = text.substr(0, comma);
    const std::size_t eq = pair.find('=');
    const std::optional<double> value =
        eq == std::string_view::npos ? std::nullopt : number(pair.substr(eq + 1));
    if (!value || !set_input(out, pair.substr(0, eq), *value)) {
      std::string message = "\"";  // appended: no -Wrestrict false alarm from GCC 12
      message += pair;
      message += "\": expected loud=V or talking=V, V from 0 to 1 (as in loud=0.8,talking=1)";
      return message;
    }
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return std::nullopt;
}

std::optional<rt::Event> parse_event(std::string_view text) {
  if (text == "talk-start") return rt::Event{.kind = rt::EventKind::kTalkStart};
  if (text == "talk-end") return rt::Event{.kind = rt::EventKind::kTalkEnd};
  if (text == "click") return rt::Event{.kind = rt::EventKind::kClick};
  if (text.starts_with("key:") && text.size() > 4 && text.size() <= 64) {
    return rt::Event{.kind = rt::EventKind::kKey, .key = std::string(text.substr(4))};
  }
  return std::nullopt;
}

std::optional<std::string> parse_timed_events(const std::vector<std::string>& texts,
                                              std::vector<TimedEvent>& out) {
  for (const std::string& text : texts) {
    const std::size_t at = text.rfind('@');
    const std::optional<rt::Event> event =
        at == std::string::npos ? std::nullopt : parse_event(std::string_view(text).substr(0, at));
    const std::optional<double> time =
        at == std::string::npos ? std::nullopt : number(std::string_view(text).substr(at + 1));
    if (!event || !time || *time < 0) {
      return "--emit \"" + text +
             "\": expected EVENT@T, EVENT talk-start, talk-end, click or key:K and T 0 or more "
             "seconds (as in talk-start@1.5)";
    }
    out.push_back({*time, *event});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const TimedEvent& a, const TimedEvent& b) { return a.time < b.time; });
  return std::nullopt;
}

}  // namespace jt::produce
