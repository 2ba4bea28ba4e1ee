#include "encode_thread.h"

#include "av_error.h"

namespace jt::encode {

EncodeThread::EncodeThread(int depth, Encode encode)
    : encode_(std::move(encode)), depth_(depth < 1 ? 1 : depth), thread_([this] { run(); }) {}

EncodeThread::~EncodeThread() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
    waiting_.clear();
  }
  changed_.notify_all();
  thread_.join();
}

void EncodeThread::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return closing_ || !waiting_.empty(); });
    if (closing_) return;
    AVFrame* picture = waiting_.front();
    waiting_.pop_front();
    encoding_ = true;
    lock.unlock();
    // After a failure the rest are not encoded: the file is lost anyway.
    Status done = error_.empty() ? encode_(picture) : Status{};
    lock.lock();
    if (!done.ok() && error_.empty()) error_ = done.error();
    encoding_ = false;
    free_.push_back(picture);
    changed_.notify_all();
  }
}

Result<AVFrame*> EncodeThread::free_picture(const AVFrame& like) {
  std::unique_lock lock(mutex_);
  if (free_.empty() && static_cast<int>(made_.size()) < depth_) {
    FramePtr made(av_frame_alloc());
    if (!made) return av_error("av_frame_alloc", AVERROR(ENOMEM));
    made->format = like.format;
    made->width = like.width;
    made->height = like.height;
    if (const int ret = av_frame_get_buffer(made.get(), 0); ret < 0) {
      return av_error("av_frame_get_buffer (video)", ret);
    }
    clear_picture(made.get());  // padding included: a copy does not write it
    free_.push_back(made.get());
    made_.push_back(std::move(made));
  }
  changed_.wait(lock, [&] { return !free_.empty() || !error_.empty(); });
  if (!error_.empty()) return Error{error_};
  AVFrame* picture = free_.back();
  free_.pop_back();
  return picture;
}

void EncodeThread::hand_over(AVFrame* picture) {
  {
    std::lock_guard lock(mutex_);
    waiting_.push_back(picture);
  }
  changed_.notify_all();
}

Status EncodeThread::drain() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return (waiting_.empty() && !encoding_) || !error_.empty(); });
  if (!error_.empty()) return Error{error_};
  return {};
}

}  // namespace jt::encode
