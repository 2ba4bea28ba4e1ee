// A video's pictures encoded on a thread of their own (VideoOptions::encode_apart, issue 32): the
// caller converts the next picture while the encoder works on the ones before, so neither waits
// for the other while both have work. Pictures are encoded one at a time, in the order handed
// over, so the file is the same bytes as when the caller encodes them itself.
//
//   EncodeThread apart(3, [&](AVFrame* picture) { return encode_and_write(..., picture, ...); });
//   auto free = apart.free_picture(like);   // waits while `depth` pictures are in flight
//   copy the next picture into *free.value(), then apart.hand_over(free.value());
//   Status done = apart.drain();            // every picture encoded (or the first failure)
//
// At most `depth` pictures exist, made the first time they are wanted and reused after, so memory
// does not grow with the video's length.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "av_handles.h"
#include "jt/encode/result.h"

namespace jt::encode {

class EncodeThread {
 public:
  // Runs on the thread, for each picture in turn; a failure stops the encoding (the pictures
  // after it are not encoded) and is returned by every later call.
  using Encode = std::function<Status(AVFrame* picture)>;

  EncodeThread(int depth, Encode encode);
  ~EncodeThread();  // pictures not yet encoded are dropped
  EncodeThread(const EncodeThread&) = delete;
  EncodeThread& operator=(const EncodeThread&) = delete;

  // A picture to fill, of `like`'s format and size: a free one, waiting for the encoder to give
  // one back when `depth` are in flight. Fails with the encoder's failure, if any.
  Result<AVFrame*> free_picture(const AVFrame& like);
  // `picture` (from free_picture, filled) queued to be encoded after those before it.
  void hand_over(AVFrame* picture);
  // Waits until every picture handed over is encoded: the first failure, if any. The thread goes
  // on waiting for more.
  Status drain();

 private:
  void run();

  Encode encode_;
  int depth_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<FramePtr> made_;    // every picture, free or not
  std::vector<AVFrame*> free_;    // not handed over
  std::deque<AVFrame*> waiting_;  // handed over, in order
  bool encoding_ = false;         // the thread is encoding one (taken from waiting_)
  bool closing_ = false;
  std::string error_;  // the first failure
  std::thread thread_;
};

}  // namespace jt::encode
