#include "jt/json/value.h"

#include <gtest/gtest.h>

namespace jt::json {
namespace {

TEST(JsonObject, SetKeepsThePositionOfAnExistingKey) {
  Object object;
  object.set("a", 1);
  object.set("b", 2);
  object.set("a", 3);
  ASSERT_EQ(object.size(), 2u);
  EXPECT_EQ(object.members()[0].key, "a");
  EXPECT_EQ(object.members()[0].value, Value(3));
  EXPECT_EQ(object.members()[1].key, "b");
}

TEST(JsonObject, FindAndErase) {
  Object object;
  object.set("a", "x");
  object.set("b", true);
  ASSERT_NE(object.find("b"), nullptr);
  EXPECT_TRUE(object.find("b")->as_bool());
  EXPECT_EQ(object.find("c"), nullptr);
  EXPECT_TRUE(object.erase("a"));
  EXPECT_FALSE(object.erase("a"));
  EXPECT_FALSE(object.contains("a"));
  ASSERT_EQ(object.size(), 1u);
  EXPECT_EQ(object.members()[0].key, "b");
}

TEST(JsonObject, FindReturnsAWritableValue) {
  Object object;
  object.set("n", 1);
  *object.find("n") = Value(2);
  EXPECT_EQ(*object.find("n"), Value(2));
}

TEST(JsonValue, FindIsSafeOnAnyType) {
  Object object;
  object.set("k", nullptr);
  EXPECT_NE(Value(object).find("k"), nullptr);
  EXPECT_EQ(Value(object).find("missing"), nullptr);
  EXPECT_EQ(Value("k").find("k"), nullptr);
  EXPECT_EQ(Value(Array{Value(1)}).find("0"), nullptr);
}

TEST(JsonValue, TypeNamesReadAsInAMessage) {
  EXPECT_EQ(type_name(Type::kNull), "null");
  EXPECT_EQ(type_name(Type::kBool), "a boolean");
  EXPECT_EQ(type_name(Type::kNumber), "a number");
  EXPECT_EQ(type_name(Type::kString), "a string");
  EXPECT_EQ(type_name(Type::kArray), "an array");
  EXPECT_EQ(type_name(Type::kObject), "an object");
}

}  // namespace
}  // namespace jt::json
