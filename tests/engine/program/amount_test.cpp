// Arithmetic on a block's amounts (engine/src/program/friendly/amount.cpp): a number worked out, a
// "=formula" rewritten as text with its expression in parentheses (spec §1: a value is a number or
// a string starting with '=').
#include <gtest/gtest.h>

#include "jt/json/value.h"
#include "jt/json/write.h"
#include "program/friendly/amount.h"

namespace jt::program {
namespace {

std::string amount_json(const json::Value& v) {
  return json::write_compact(v);
}

TEST(Amount, WhatIsAnAmount) {
  EXPECT_TRUE(is_amount(json::Value(3)));
  EXPECT_TRUE(is_amount(json::Value("=x*2")));
  EXPECT_FALSE(is_amount(json::Value("x*2")));
  EXPECT_FALSE(is_amount(json::Value(true)));
  EXPECT_FALSE(is_amount(json::Value()));
}

TEST(Amount, Negated) {
  EXPECT_EQ(amount_json(negated(json::Value(4))), "-4");
  EXPECT_EQ(amount_json(negated(json::Value("=x"))), "\"=-(x)\"");
  EXPECT_EQ(amount_json(negated(json::Value("=a+b"))), "\"=-(a+b)\"");
}

TEST(Amount, SignedBy) {
  EXPECT_EQ(amount_json(signed_by(json::Value(4), -1)), "-4");
  EXPECT_EQ(amount_json(signed_by(json::Value(4), 1)), "4");
  EXPECT_EQ(amount_json(signed_by(json::Value("=x"), 1)), "\"=x\"");
  EXPECT_EQ(amount_json(signed_by(json::Value("=x"), -1)), "\"=-(x)\"");
}

TEST(Amount, Divided) {
  EXPECT_EQ(amount_json(divided(json::Value(1), 3)), "0.3333333333333333");
  EXPECT_EQ(amount_json(divided(json::Value("=x"), 3)), "\"=(x) / 3\"");
  EXPECT_EQ(amount_json(divided(json::Value("=x"), 1)), "\"=x\"");  // a / 1 is a
}

TEST(Amount, MultipliedWritesTheFactorAsJavaScript) {
  EXPECT_EQ(amount_json(multiplied(json::Value(10), 0.2)), "2");
  EXPECT_EQ(amount_json(multiplied(json::Value(3), 0.1)), "0.30000000000000004");
  EXPECT_EQ(amount_json(multiplied(json::Value("=x"), 0.2)), "\"=(x) * 0.2\"");
  EXPECT_EQ(amount_json(multiplied(json::Value("=x"), 1e21)), "\"=(x) * 1e+21\"");
}

TEST(Amount, OnePlus) {
  EXPECT_EQ(amount_json(one_plus(json::Value(0.5), 1)), "1.5");
  EXPECT_EQ(amount_json(one_plus(json::Value(0.5), -1)), "0.5");
  EXPECT_EQ(amount_json(one_plus(json::Value("=x"), 1)), "\"=1 + (x)\"");
  EXPECT_EQ(amount_json(one_plus(json::Value("=x"), -1)), "\"=1 - (x)\"");
}

TEST(Amount, TimeFromTheEnd) {
  EXPECT_EQ(amount_json(time_from_end(json::Value(-1))), "\"=dur - 1\"");
  EXPECT_EQ(amount_json(time_from_end(json::Value(-0.25))), "\"=dur - 0.25\"");
  EXPECT_EQ(amount_json(time_from_end(json::Value(2))), "2");
  EXPECT_EQ(amount_json(time_from_end(json::Value("=t0"))), "\"=t0\"");
}

}  // namespace
}  // namespace jt::program
