// letFollow {part, after = body, amount = 1, hz, damping, segments} (spec §8.3): one `follow`
// per source channel, gain = amount × f, with f worked out first as a double.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

constexpr std::string_view kBody = "body";
constexpr double kBounce = 0.4;     // degrees of the part per pixel of dy
constexpr double kPairShare = 0.5;  // a side-less target follows half of each side of a pair
// The tilt and the spine: what the body turns with.
constexpr std::string_view kBodyTurns[] = {"rot", "part:torso", "part:torso#1"};

// One side of the following part: its channels over its n segments.
struct Target {
  int side = 0;
  std::vector<std::string> channels;
};

std::vector<Target> targets_of(const Channel& part, int n) {
  std::vector<Target> out;
  for (const FriendlyChannel& side : friendly_channels(part)) {
    Target target{side.channel.side, {}};
    for (const Channel& segment : segment_channels(side.channel, n)) {
      target.channels.push_back(segment.name());
    }
    out.push_back(std::move(target));
  }
  return out;
}

std::vector<std::string> all_channels(const std::vector<Target>& targets) {
  std::vector<std::string> out;
  for (const Target& target : targets) {
    out.insert(out.end(), target.channels.begin(), target.channels.end());
  }
  return out;
}

class FollowWriter {
 public:
  FollowWriter(json::Value amount, json::Object spring)
      : amount_(std::move(amount)), spring_(std::move(spring)) {}

  void add(const std::vector<std::string>& channels, std::string source, double f) {
    if (channels.empty()) return;
    json::Object block = primitive("follow");
    block.set("ch", channel_list(channels));
    block.set("source", std::move(source));
    block.set("gain", multiplied(amount_, f));
    append(block, spring_);
    out_.push_back(std::move(block));
  }

  json::Array take() { return std::move(out_); }

 private:
  json::Value amount_;
  json::Object spring_;  // hz, damping as given
  json::Array out_;
};

// after: body. The bounce dy per side, f = (sign × 0.4) / n with the friendly side's sign, then
// the tilt and the spine's segments, f = 1 / n on every target.
void follow_body(FollowWriter& writer, const std::vector<Target>& targets, int n) {
  for (const Target& target : targets) {
    const int sign = target.side < 0 ? -1 : 1;
    writer.add(target.channels, "dy", (sign * kBounce) / n);
  }
  for (std::string_view source : kBodyTurns) {
    writer.add(all_channels(targets), std::string(source), 1.0 / n);
  }
}

// after: a part. Its own channels, the plain one and a chain role's segments #1 ... #(m-1) (m
// the role's own count). A pair is both sides: a target on one side follows the same side with
// f = 1 / n, a side-less target both sides with f = (side × 0.5) / n.
void follow_part(FollowWriter& writer, const std::vector<Target>& targets, int n,
                 const Channel& after) {
  const int m = std::max(1, chain_segments(after.role));
  for (const FriendlyChannel& source_side : friendly_channels(after)) {
    const int side = source_side.channel.side;
    for (const Channel& source : segment_channels(source_side.channel, m)) {
      if (!is_pair(after)) {
        writer.add(all_channels(targets), source.name(), 1.0 / n);
        continue;
      }
      std::vector<std::string> same_side;
      std::vector<std::string> side_less;
      for (const Target& target : targets) {
        std::vector<std::string>& into = target.side == 0 ? side_less : same_side;
        if (target.side == 0 || target.side == side) {
          into.insert(into.end(), target.channels.begin(), target.channels.end());
        }
      }
      writer.add(same_side, source.name(), 1.0 / n);
      writer.add(side_less, source.name(), (side * kPairShare) / n);
    }
  }
}

}  // namespace

json::Array expand_let_follow(BlockArgs& args) {
  std::optional<Channel> part = args.chain_part("part");
  const std::optional<std::string> after_name = args.text("after");
  const bool after_body = !args.has("after") || after_name == kBody;
  std::optional<Channel> after;
  if (!after_body && after_name) after = args.chain_part("after");
  json::Value amount = args.amount_or("amount", 1.0);
  json::Object spring;
  args.copy_amounts(spring, {"hz", "damping"});
  if (!part) return {};
  const int n = args.segments(*part);

  FollowWriter writer(std::move(amount), std::move(spring));
  const std::vector<Target> targets = targets_of(*part, n);
  if (after_body) {
    follow_body(writer, targets, n);
  } else if (after) {
    follow_part(writer, targets, n, *after);
  }
  return writer.take();
}

}  // namespace jt::program
