// Building an object as JSON.parse does (engine/src/json/object_builder.cpp; ECMA-262's
// InternalizeJSONProperty keeps one property a key): a repeated key keeps its first position and
// takes its last value, whether the object is small or large.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "json/object_builder.h"
#include "jt/json/value.h"
#include "jt/json/write.h"

namespace jt::json::detail {
namespace {

std::vector<std::string> builder_keys(const Object& o) {
  std::vector<std::string> keys;
  for (const auto& m : o.members())
    keys.push_back(m.key);
  return keys;
}

TEST(ObjectBuilder, MembersInTheOrderAdded) {
  ObjectBuilder b;
  EXPECT_FALSE(b.add("b", Value(1)));
  EXPECT_FALSE(b.add("a", Value(2)));
  EXPECT_EQ(write_compact(Value(b.take())), R"({"b":1,"a":2})");
}

TEST(ObjectBuilder, ARepeatedKeyKeepsItsPlaceAndTakesTheLastValue) {
  // {"a":1,"b":2,"a":3} is {"a":3,"b":2}, as JSON.parse gives it.
  ObjectBuilder b;
  EXPECT_FALSE(b.add("a", Value(1)));
  EXPECT_FALSE(b.add("b", Value(2)));
  EXPECT_TRUE(b.add("a", Value(3)));
  EXPECT_EQ(write_compact(Value(b.take())), R"({"a":3,"b":2})");
}

TEST(ObjectBuilder, ManyKeysWithRepeats) {
  // Past the size where a small object's scan gives way to an index: 100 keys, then the even
  // ones again with new values.
  ObjectBuilder b;
  for (int i = 0; i < 100; ++i)
    EXPECT_FALSE(b.add("k" + std::to_string(i), Value(i)));
  for (int i = 0; i < 100; i += 2)
    EXPECT_TRUE(b.add("k" + std::to_string(i), Value(-i)));
  const Object o = b.take();
  ASSERT_EQ(o.size(), 100u);
  const std::vector<std::string> keys = builder_keys(o);
  for (int i = 0; i < 100; ++i) {
    EXPECT_EQ(keys[static_cast<std::size_t>(i)], "k" + std::to_string(i));
    const Value* v = o.find("k" + std::to_string(i));
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->as_number(), i % 2 == 0 ? -i : i);
  }
}

TEST(ObjectBuilder, KeysAreExactStrings) {
  // "__proto__" is a key like any other; keys differing by case or a NUL are different.
  ObjectBuilder b;
  EXPECT_FALSE(b.add("__proto__", Value(1)));
  EXPECT_FALSE(b.add("A", Value(2)));
  EXPECT_FALSE(b.add("a", Value(3)));
  EXPECT_FALSE(b.add(std::string("a\0b", 3), Value(4)));
  EXPECT_TRUE(b.add("a", Value(5)));  // only "a" repeats
  EXPECT_EQ(b.take().size(), 4u);
}

}  // namespace
}  // namespace jt::json::detail
