// The fast path of parse(): simdjson's On Demand parser walks the document once and a Value is
// built as it goes. It only says whether the text was accepted; parse() asks the syntax scanner
// why it was not.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "jt/json/value.h"

namespace jt::json::detail {

// The value of `text`, or nullopt when the text is not JSON that JSON.parse would accept or is
// nested deeper than `max_depth` levels, or a number in it overflows a double. A key repeated in
// its object keeps its last value, as in JSON.parse; `first_duplicate` is then set to the offset of
// the first such key's opening quote.
std::optional<Value> read_with_simdjson(std::string_view text, int max_depth,
                                        std::optional<std::size_t>* first_duplicate = nullptr);

}  // namespace jt::json::detail
