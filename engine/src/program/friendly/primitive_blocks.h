// Builders for the primitive blocks the friendly blocks become (spec §3).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"
#include "program/friendly/block_args.h"

namespace jt::program {

// {"op": op}
json::Object primitive(std::string_view op);

// Appends every member of `from` to `to`.
void append(json::Object& to, const json::Object& from);

// A glide of base channels, `mode` "to" or "by": {op: ramp, <mode>: channels, over, ease}, with the
// block's `over` (default 0: at once) and its `ease` when given.
json::Value ramp(BlockArgs& args, std::string_view mode, json::Object channels);

// The timing of a motion the friendly block starts: its speed (w, hz or every as given, else
// `fallback_key` = `fallback`), its `phase` and its `sync` when given.
json::Object motion_timing(BlockArgs& args, std::string_view fallback_key, double fallback);

// {op: wave, ch, shape, amp, ...timing}
json::Value wave(std::string ch, std::string_view shape, json::Value amp,
                 const json::Object& timing);

// A channel key, or a list of them when there are several.
json::Value channel_list(const std::vector<std::string>& channels);

// The channels of a part spread over n segments: the part's own channel, then #1 ... #(n-1).
std::vector<Channel> segment_channels(const Channel& part, int n);

}  // namespace jt::program
