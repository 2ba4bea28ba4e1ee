// What a library writes to the standard error while it runs a call, kept from the user's terminal:
// espeak-ng prints "Full dictionary is not installed for 'be'" itself when it loads a voice, a raw
// line among our messages. The caller turns what was written into a message of its own.
#pragma once

#include <functional>
#include <string>

namespace jt::encode {

// Runs `call` with file descriptor 2 sent to a temporary file, then puts it back and returns what
// was written (at most 64 KiB of it). Not for long calls: anything another thread writes to the
// standard error meanwhile is caught too (the caller prints what it does not recognise). When no
// temporary file can be made, `call` runs with the standard error as it is and "" is returned.
std::string captured_stderr(const std::function<void()>& call);

}  // namespace jt::encode
