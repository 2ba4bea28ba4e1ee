// What a move reacts to, written on the command line or in a script: a character's inputs
// (`loud=0.8,talking=1`) and the events it hears (`talk-start`, `talk-end`, `click`, `key:space`),
// an event at a time as `talk-start@1.5`. Shared by `pose`, `sample` and `session`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/produce/posed_subject.h"
#include "jt/runtime/runtime.h"

namespace jt::produce {

// `loud=0.8,talking=1` (either or both, 0..1 each) into `out`; the problem otherwise.
std::optional<std::string> parse_inputs(std::string_view text, rt::Inputs& out);

// One input by name: false for a name that is not loud or talking, or a value outside 0..1.
bool set_input(rt::Inputs& inputs, std::string_view name, double value);

// One input of a behaviour's character (loud, talking) or of a creature's steering (throttle,
// heading: set_steering); false for another name or a value out of its range.
bool set_subject_input(SubjectInputs& inputs, std::string_view name, double value);

// A creature's steering at times, `NAME=V@T` each (NAME throttle or heading, T 0 or more seconds;
// `NAME=V` alone is at 0), comma-separated in each of `texts`, into `out`; the problem with the
// first bad one (as `option`'s).
std::optional<std::string> parse_timed_steering(const std::vector<std::string>& texts,
                                                const std::string& option,
                                                std::vector<TimedSteering>& out);

// `talk-start`, `talk-end`, `click` or `key:K` (K a key's name).
std::optional<rt::Event> parse_event(std::string_view text);

// `EVENT@T` for each of `texts`, sorted by time (stable); the problem with the first bad one.
std::optional<std::string> parse_timed_events(const std::vector<std::string>& texts,
                                              std::vector<TimedEvent>& out);

}  // namespace jt::produce
