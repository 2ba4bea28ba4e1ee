// Joining encoded pieces of one video into one file by stream copy (libavformat, no re-encoding):
// the segments of a render, or the parts rendered on other machines, and the soundtrack encoded
// once for the whole video (docs/SCALE.md). The joined file depends only on the packets and the
// frame numbers, so a render joined from its own segments and one joined from parts holding the
// same segments are the same bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jt/encode/frame_rate.h"
#include "jt/encode/result.h"
#include "jt/encode/subtitles.h"
#include "jt/encode/video_writer.h"

namespace jt::encode {

// A file holding consecutive frames of the video from `first_frame` on (one video stream, its
// first packet a keyframe): a segment, or a part made of segments.
struct JoinPiece {
  std::string path;
  std::int64_t first_frame = 0;
};

struct JoinJob {
  std::vector<JoinPiece> pieces;  // in frame order, each starting where the one before ended
  std::string audio;              // a soundtrack file (.m4a, .ogg); empty: no audio stream
  FrameRate rate = {24, 1};       // the pieces' frame rate: a frame lasts den / num seconds
  std::string output;   // its extension chooses the container (.mp4, .mov, .webm); "-": stdout
  std::string comment;  // written as the file's "comment" metadata when not empty
  // When set, a subtitle stream of these cues (seconds, where frame 0 is at 0 as the pieces'
  // first_frame say), even none: mov_text
  // in .mp4 and .mov, WebVTT in .webm and .mkv (docs/ENCODING.md "Subtitles").
  std::optional<std::vector<SubtitleCue>> subtitles;
  // The container of "-" (standard output), streamed: an .mp4 or .mov in fragments, one a
  // keyframe (a segment), as VideoWriter streams.
  std::optional<Container> container;
};

// Writes job.output (through a temporary file renamed into place: a failure leaves an existing
// file as it was; standard output as it goes). Every piece must carry the same codec with the same
// parameters; the frames must follow on from one piece to the next.
Status join_streams(const JoinJob& job);

// What a piece (or, with `audio`, a soundtrack) holds, read from its header and packets.
struct PieceInfo {
  std::int64_t packets = 0;   // of its first video (audio) stream: a video's frames
  std::string comment;        // its "comment" metadata ("" when none)
  std::string codec;          // libavcodec's name of the stream's codec: "h264", "vp9", "aac"
  int width = 0, height = 0;  // a video's picture size
  double seconds = 0;         // from its first packet's start to its last packet's end
};
Result<PieceInfo> read_piece(const std::string& path, bool audio = false);

}  // namespace jt::encode
