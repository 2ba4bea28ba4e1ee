#include "jt/encode/capabilities.h"

extern "C" {
#include <libavcodec/avcodec.h>
}

namespace jt::encode {

std::vector<EncoderCheck> check_encoders() {
  std::vector<EncoderCheck> checks = {
      {"libx264", ".mp4 and .mov video (H.264)"},
      {"aac", ".mp4 and .mov sound (AAC)"},
      {"libvpx-vp9", ".webm video (VP9)"},
      {"libopus", ".webm sound (Opus)"},
      {"prores_ks", "--transparent .mov video (ProRes 4444)"},
      {"gif", ".gif pictures"},
  };
  for (EncoderCheck& check : checks) {
    check.found = avcodec_find_encoder_by_name(check.name.c_str()) != nullptr;
  }
  return checks;
}

}  // namespace jt::encode
