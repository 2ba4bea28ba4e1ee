#include "program/friendly/primitive_blocks.h"

#include <utility>

namespace jt::program {

json::Object primitive(std::string_view op) {
  json::Object block;
  block.set("op", op);
  return block;
}

void append(json::Object& to, const json::Object& from) {
  for (const json::Member& member : from) {
    to.set(member.key, member.value);
  }
}

json::Value ramp(BlockArgs& args, std::string_view mode, json::Object channels) {
  json::Object block = primitive("ramp");
  block.set(std::string(mode), std::move(channels));
  block.set("over", args.amount_or("over", 0.0));
  args.copy_texts(block, {"ease"});
  return block;
}

json::Object motion_timing(BlockArgs& args, std::string_view fallback_key, double fallback) {
  json::Object timing;
  args.copy_speed(timing, fallback_key, fallback);
  args.copy_amounts(timing, {"phase"});
  args.copy_texts(timing, {"sync"});
  return timing;
}

json::Value wave(std::string ch, std::string_view shape, json::Value amp,
                 const json::Object& timing) {
  json::Object block = primitive("wave");
  block.set("ch", std::move(ch));
  block.set("shape", shape);
  block.set("amp", std::move(amp));
  append(block, timing);
  return block;
}

json::Value channel_list(const std::vector<std::string>& channels) {
  if (channels.size() == 1) return channels.front();
  json::Array list;
  for (const std::string& channel : channels) {
    list.emplace_back(channel);
  }
  return list;
}

std::vector<Channel> segment_channels(const Channel& part, int n) {
  std::vector<Channel> out{part};
  for (int i = 1; i < n; ++i) {
    out.push_back(with_index(part, i));
  }
  return out;
}

}  // namespace jt::program
