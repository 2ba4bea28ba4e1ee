#include "subtitle_stream.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <initializer_list>

#include "av_error.h"

namespace jt::encode {
namespace {

std::int64_t milliseconds(double seconds) {
  return std::llround(std::max(0.0, seconds) * 1000);
}

// A timed text sample's text is at most 65535 bytes (its length is 16 bits): cut at a character's
// start, never inside a UTF-8 sequence.
std::string cut_utf8(std::string text, std::size_t most) {
  if (text.size() <= most) return text;
  std::size_t end = most;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
    --end;
  text.resize(end);
  return text;
}

// A 3GPP timed text sample (TS 26.245 §5.17): the text's length in 16 bits, big-endian, then the
// UTF-8 text, plain (no modifier boxes: the sample description's style applies).
std::string timed_text_sample(const std::string& text) {
  const std::string cut = cut_utf8(text, 0xFFFF);
  std::string sample;
  sample += static_cast<char>(cut.size() >> 8);
  sample += static_cast<char>(cut.size() & 0xFF);
  return sample + cut;
}

// The TextSampleEntry's fields after its header (TS 26.245 §5.16), as FFmpeg's mov_text encoder
// writes them by default: no display flags; centred, at the bottom; a transparent background; the
// default text box; one style, font 1 at 18 pixels, white and opaque; a font table naming font 1
// "Serif".
std::string timed_text_description() {
  std::string d;
  const auto bytes = [&d](std::initializer_list<int> list) {
    for (const int b : list)
      d += static_cast<char>(b);
  };
  bytes({0, 0, 0, 0});                 // displayFlags
  bytes({0x01, 0xFF});                 // justification: horizontal centre, vertical bottom
  bytes({0, 0, 0, 0});                 // background-color-rgba: transparent
  bytes({0, 0, 0, 0, 0, 0, 0, 0});     // BoxRecord: top, left, bottom, right
  bytes({0, 0, 0, 0, 0, 1, 0, 0x12});  // StyleRecord: chars 0-0, font-ID 1, no flags, 18 px
  bytes({0xFF, 0xFF, 0xFF, 0xFF});     // its text-color-rgba: white, opaque
  bytes({0, 0, 0, 0x12, 'f', 't', 'a', 'b', 0, 1});  // FontTableBox: 18 bytes, 1 entry
  bytes({0, 1, 5, 'S', 'e', 'r', 'i', 'f'});         // FontRecord: font-ID 1, "Serif"
  return d;
}

// Cues that overlap made into spans that do not: every edge of a cue cuts the time, and a span
// shows the texts of the cues that cover it, one a line, in plan order; a span with no cue is a
// gap (the muxer writes it as an empty sample), and neighbours with the same text are one.
std::vector<SubtitlePacket> spans(const std::vector<SubtitleCue>& cues) {
  std::vector<std::int64_t> edges;
  for (const SubtitleCue& cue : cues) {
    edges.push_back(milliseconds(cue.start));
    edges.push_back(milliseconds(cue.end));
  }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  std::vector<SubtitlePacket> packets;
  for (std::size_t i = 0; i + 1 < edges.size(); ++i) {
    std::string text;
    for (const SubtitleCue& cue : cues) {
      if (milliseconds(cue.start) <= edges[i] && milliseconds(cue.end) >= edges[i + 1])
        text += (text.empty() ? "" : "\n") + cue.text;
    }
    if (text.empty()) continue;
    if (!packets.empty() && packets.back().start + packets.back().duration == edges[i] &&
        packets.back().data == text) {
      packets.back().duration += edges[i + 1] - edges[i];
      continue;
    }
    packets.push_back({.start = edges[i], .duration = edges[i + 1] - edges[i], .data = text});
  }
  for (SubtitlePacket& p : packets)
    p.data = timed_text_sample(p.data);
  return packets;
}

}  // namespace

bool subtitles_as_mov_text(Container container) {
  return container == Container::kMp4 || container == Container::kMov;
}

Result<AVStream*> add_subtitle_stream(AVFormatContext* output, Container container, int width,
                                      int height) {
  AVStream* stream = avformat_new_stream(output, nullptr);
  if (stream == nullptr) return av_error("avformat_new_stream (subtitles)", AVERROR(ENOMEM));
  AVCodecParameters* p = stream->codecpar;
  p->codec_type = AVMEDIA_TYPE_SUBTITLE;
  p->codec_id = subtitles_as_mov_text(container) ? AV_CODEC_ID_MOV_TEXT : AV_CODEC_ID_WEBVTT;
  // A player sizes timed text's box by its track's: the video's.
  p->width = width;
  p->height = height;
  if (p->codec_id == AV_CODEC_ID_MOV_TEXT) {
    const std::string description = timed_text_description();
    p->extradata =
        static_cast<std::uint8_t*>(av_mallocz(description.size() + AV_INPUT_BUFFER_PADDING_SIZE));
    if (p->extradata == nullptr) return av_error("av_mallocz (subtitles)", AVERROR(ENOMEM));
    std::memcpy(p->extradata, description.data(), description.size());
    p->extradata_size = static_cast<int>(description.size());
  }
  stream->time_base = {1, 1000};
  // Shown without a choice: the picture has no burned-in caption beside it by default.
  stream->disposition = AV_DISPOSITION_DEFAULT;
  return stream;
}

std::vector<SubtitlePacket> subtitle_packets(const std::vector<SubtitleCue>& cues,
                                             Container container) {
  if (subtitles_as_mov_text(container)) return spans(cues);
  std::vector<SubtitlePacket> packets;
  for (const SubtitleCue& cue : cues) {
    const std::int64_t start = milliseconds(cue.start), end = milliseconds(cue.end);
    if (end <= start) continue;
    packets.push_back({.start = start,
                       .duration = end - start,
                       .data = cue_text(cue.text, SubtitleFormat::kVtt)});
  }
  std::stable_sort(
      packets.begin(), packets.end(),
      [](const SubtitlePacket& a, const SubtitlePacket& b) { return a.start < b.start; });
  return packets;
}

}  // namespace jt::encode
