// What this machine's libraries can do, for `jabbertoon doctor`: the encoders a render needs.
#pragma once

#include <string>
#include <vector>

namespace jt::encode {

struct EncoderCheck {
  std::string name;     // libavcodec's name: "libx264"
  std::string purpose;  // what needs it: ".mp4/.mov video (H.264)"
  bool found = false;
};

// libx264, AAC, libvpx-vp9, Opus, ProRes and GIF, each looked up in this libavcodec.
std::vector<EncoderCheck> check_encoders();

}  // namespace jt::encode
