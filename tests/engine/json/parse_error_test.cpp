#include "jt/json/parse.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace jt::json {
namespace {

using namespace std::string_view_literals;

// "line:column: message", the way a command prints a parse error (the file left out).
std::string error_of(std::string_view text) {
  const ParseResult result = parse(text);
  if (result.ok()) return "ok";
  EXPECT_EQ(result.failure, ParseFailure::kInvalid) << text;
  EXPECT_TRUE(result.value.is_null()) << text;
  return std::to_string(result.error->line) + ":" + std::to_string(result.error->column) + ": " +
         result.error->message;
}

std::string hint_of(std::string_view text) {
  const ParseResult result = parse(text);
  return result.error ? result.error->hint : "ok";
}

struct ValidityCase {
  std::string_view text;
  bool valid;  // whether JSON.parse(text) succeeds in node
};

// Computed by node: whether JSON.parse accepts each text.
constexpr ValidityCase kValidity[] = {
    {""sv, false},
    {" "sv, false},
    {"[1,2"sv, false},
    {"[1 2]"sv, false},
    {"{\"a\":1 \"b\":2}"sv, false},
    {"{\"a\" 1}"sv, false},
    {"{\"a\":1,}"sv, false},
    {"[1,]"sv, false},
    {"[1] x"sv, false},
    {"1 2"sv, false},
    {"\"a\" x"sv, false},
    {"01"sv, false},
    {"1."sv, false},
    {"-"sv, false},
    {"[tru]"sv, false},
    {"nul"sv, false},
    {"{\"a\":1"sv, false},
    {"["sv, false},
    {"{1:2}"sv, false},
    {"[1}"sv, false},
    {"{\"a\":1]"sv, false},
    {"true false"sv, false},
    {"\"abc"sv, false},
    {"\"a\x01\""sv, false},
    {"[1,2]]"sv, false},
    {"{}}"sv, false},
    {"[-]"sv, false},
    {"[1.e5]"sv, false},
    {"[.5]"sv, false},
    {"[+1]"sv, false},
    {"[NaN]"sv, false},
    {"[1e]"sv, false},
    {"{\"a\":}"sv, false},
    {"[,1]"sv, false},
    {"{,}"sv, false},
    {"tr"sv, false},
    {"truex"sv, false},
    {"[truex]"sv, false},
    {"[1x]"sv, false},
    {"[nulll]"sv, false},
    {"[01]"sv, false},
    {"[-0]"sv, true},
    {"[1,2],"sv, false},
    {"]"sv, false},
    {"}"sv, false},
    {":"sv, false},
    {"[1:2]"sv, false},
    {"['a']"sv, false},
    {"{a:1}"sv, false},
    {"\"\\x\""sv, false},
    {"\"\\u12\""sv, false},
    {"\"\\u12G4\""sv, false},
    {"\"\\\""sv, false},
    {"[true1]"sv, false},
    {"[1e+]"sv, false},
    {"[-01]"sv, false},
    {"[0x10]"sv, false},
    {"[Infinity]"sv, false},
    {"[-Infinity]"sv, false},
    {"\"\x09\""sv, false},
    {"\"\x7f\""sv, true},
    {"[1]\x00"sv, false},
    {"\xc2\xa0[1]"sv, false},
    {"\x0c[1]"sv, false},
    {"[1,\n2\n]"sv, true},
    {"{\"a\":{\"b\":[1,{\"c\":null}]}}"sv, true},
    {"[1.5e3, -2E-2, 0.0]"sv, true},
    {"\"\\ud800\""sv, true},
    {"[true,false,null]"sv, true},
    {"{\"\":1}"sv, true},
    {"[[[]]]"sv, true},
    {"[[[]]"sv, false},
    {"\"\\uD800\\uDC00\""sv, true},
    {"{\"a\":1}{\"b\":2}"sv, false},
    {"[1]\n"sv, true},
    {"1.0e"sv, false},
    {"1.0e-"sv, false},
    {"-.5"sv, false},
    {"[1,,2]"sv, false},
    {"{\"a\"::1}"sv, false},
    {"{\"a\":1,,\"b\":2}"sv, false},
    {"\"\""sv, true},
    {"\"\\/\""sv, true},
    {"\"\\a\""sv, false},
    {"123abc"sv, false},
    {"\xe2\x80\xa8[1]"sv, false},
    {"\"\\u\""sv, false},
    {"\"\\"sv, false},
    {"{\"a\":1}}"sv, false},
    {"{\"a\""sv, false},
    {"{\"a\":"sv, false},
    {"[{]"sv, false},
    {"[{\"a\":1]"sv, false},
    {"{\"a\":[}"sv, false},
    {"\"a\nb\""sv, false},
    {"\"\\uDC00\\uD800\""sv, true},
    {"false"sv, true},
    {"null"sv, true},
    {"-1.5E+10"sv, true},
    {"[1.0]"sv, true},
    {"{\"a\":true,\"b\":false}"sv, true},
    {"[\x0d\n]"sv, true},
    {"[1 ,2 , 3 ]"sv, true},
    {"[-1.]"sv, false},
    {"[1.5e]"sv, false},
    {"[2.e3]"sv, false},
    {"[1e5.5]"sv, false},
    {"[true ]"sv, true},
    {"[ null]"sv, true},
    {"nulls"sv, false},
    {"\"\\uD834\\uDD1E\""sv, true},
    {"[\xc3\xa9]"sv, false},
    {"[\"\xc3\xa9\"]"sv, true},
    {"\"\\U0041\""sv, false},
    {"[1]]"sv, false},
    {"[[1]"sv, false},
    {"{\"a\":1}]"sv, false},
};

TEST(JsonParseError, AcceptsExactlyWhatJsonParseAccepts) {
  for (const ValidityCase& c : kValidity) {
    EXPECT_EQ(parse(c.text).ok(), c.valid) << "'" << c.text << "': " << error_of(c.text);
  }
}

TEST(JsonParseError, EmptyAndTruncatedDocuments) {
  EXPECT_EQ(error_of(""), "1:1: expected a value, got end of input");
  EXPECT_EQ(hint_of(""), "the document is empty");
  EXPECT_EQ(error_of(" \n "), "2:2: expected a value, got end of input");
  EXPECT_EQ(error_of("[1,2"), "1:5: expected ',' or ']' after an array element, got end of input");
  EXPECT_EQ(hint_of("[1,2"),
            "the '[' at line 1, column 1 is never closed: is the document cut short?");
  EXPECT_EQ(error_of("{\"a\":1"),
            "1:7: expected ',' or '}' after an object member, got end of input");
  EXPECT_EQ(error_of("{\"a\":"), "1:6: expected a value, got end of input");
  EXPECT_EQ(error_of("{\"a\""), "1:5: expected ':' after an object key, got end of input");
  EXPECT_EQ(error_of("[[[]]"), "1:6: expected ',' or ']' after an array element, got end of input");
  EXPECT_EQ(error_of("\"abc"), "1:5: expected '\"' to close the string, got end of input");
  EXPECT_EQ(hint_of("\"abc"), "the string starts at line 1, column 1");
}

TEST(JsonParseError, MissingCommasAndColons) {
  EXPECT_EQ(error_of("[1 2]"), "1:4: expected ',' or ']' after an array element, got '2'");
  EXPECT_EQ(hint_of("[1 2]"), "put a ',' between array elements");
  EXPECT_EQ(error_of("{\n  \"a\": 1\n  \"b\": 2\n}"),
            "3:3: expected ',' or '}' after an object member, got '\"'");
  EXPECT_EQ(hint_of("{\"a\":1 \"b\":2}"), "put a ',' between object members");
  EXPECT_EQ(error_of("{\"a\" 1}"), "1:6: expected ':' after an object key, got '1'");
  EXPECT_EQ(error_of("{\"a\"::1}"), "1:6: expected a value, got ':'");
  EXPECT_EQ(error_of("[,1]"), "1:2: expected a value, got ','");
}

TEST(JsonParseError, TrailingCommas) {
  EXPECT_EQ(error_of("[1,]"), "1:4: expected a value, got ']'");
  EXPECT_EQ(hint_of("[1,]"), "remove the ',' before it: JSON allows no trailing comma");
  EXPECT_EQ(error_of("{\"a\":1,}"), "1:8: expected a string key, got '}'");
  EXPECT_EQ(hint_of("{\"a\":1,}"), "remove the ',' before it: JSON allows no trailing comma");
}

TEST(JsonParseError, MismatchedBrackets) {
  EXPECT_EQ(error_of("[1}"), "1:3: expected ',' or ']' after an array element, got '}'");
  EXPECT_EQ(hint_of("[1}"), "the '[' at line 1, column 1 is still open");
  EXPECT_EQ(error_of("{\"a\":[1]]"), "1:9: expected ',' or '}' after an object member, got ']'");
}

TEST(JsonParseError, TrailingContent) {
  EXPECT_EQ(error_of("[1] x"), "1:5: expected end of input after the JSON value, got 'x'");
  EXPECT_EQ(hint_of("[1] x"), "a document holds one value: put several values in an array");
  EXPECT_EQ(error_of("1 2"), "1:3: expected end of input after the JSON value, got '2'");
  EXPECT_EQ(error_of("\"a\"\n\"b\""), "2:1: expected end of input after the JSON value, got '\"'");
  EXPECT_EQ(error_of("[1,2]]"), "1:6: expected end of input after the JSON value, got ']'");
  EXPECT_EQ(hint_of("{}}"), "this bracket closes nothing: remove it");
  EXPECT_EQ(error_of("{\"a\":1}{\"b\":2}"),
            "1:8: expected end of input after the JSON value, got '{'");
}

TEST(JsonParseError, NotAValue) {
  EXPECT_EQ(error_of("[tru]"), "1:2: expected a value, got 'tru'");
  EXPECT_EQ(error_of("nul"), "1:1: expected a value, got 'nul'");
  EXPECT_EQ(error_of("[NaN]"), "1:2: expected a value, got 'NaN'");
  EXPECT_EQ(error_of("truex"), "1:1: expected a value, got 'truex'");
  EXPECT_EQ(hint_of("[tru]"), "the literals are true, false and null; text goes in double quotes");
  EXPECT_EQ(error_of("{a:1}"), "1:2: expected a string key or '}', got 'a'");
  EXPECT_EQ(hint_of("{a:1}"), "object keys are strings in double quotes");
  EXPECT_EQ(error_of("['a']"), "1:2: expected a value, got \"'\"");
  EXPECT_EQ(hint_of("['a']"), "JSON strings take double quotes");
  EXPECT_EQ(error_of("[1, \u201Chi\u201D]"), "1:5: expected a value, got '\u201C'");
  EXPECT_EQ(error_of("[\f]"), "1:2: expected a value, got U+000C");
}

TEST(JsonParseError, MalformedNumbers) {
  EXPECT_EQ(error_of("01"), "1:1: invalid number '01'");
  EXPECT_EQ(error_of("[1.]"), "1:2: invalid number '1.'");
  EXPECT_EQ(error_of("[.5]"), "1:2: invalid number '.5'");
  EXPECT_EQ(error_of("[+1]"), "1:2: invalid number '+1'");
  EXPECT_EQ(error_of("[-]"), "1:2: invalid number '-'");
  EXPECT_EQ(error_of("[1e]"), "1:2: invalid number '1e'");
  EXPECT_EQ(error_of("[0x10]"), "1:2: invalid number '0x10'");
  EXPECT_EQ(error_of("[-Infinity]"), "1:2: invalid number '-Infinity'");
}

TEST(JsonParseError, NumbersBeyondADouble) {
  // JSON.parse makes these ±Infinity, which no JSON writer can write back: refused.
  EXPECT_EQ(error_of("1e400"),
            "1:1: number 1e400 is too large: JSON numbers here must be finite doubles");
  EXPECT_EQ(error_of("[0, -1e400]"),
            "1:5: number -1e400 is too large: JSON numbers here must be finite doubles");
  EXPECT_EQ(error_of("{\"n\": 1" + std::string(309, '0') + "}"),
            "1:7: number 1" + std::string(309, '0') +
                " is too large: JSON numbers here must be finite doubles");
  // The smallest decimal that rounds to Infinity rather than to the largest double.
  EXPECT_EQ(error_of("1.7976931348623159e308"),
            "1:1: number 1.7976931348623159e308 is too large: JSON numbers here must be finite "
            "doubles");
  EXPECT_EQ(error_of("0.0000000000000000000000000000001e99999999999999999999"),
            "1:1: number 0.0000000000000000000000000000001e99999999999999999999 is too large: "
            "JSON numbers here must be finite doubles");
  // Underflow is not an error: JSON.parse gives 0.
  EXPECT_EQ(error_of("[1e-400, 1e-99999999999999999999, 1" + std::string(400, '0') + "e-800]"),
            "ok");
}

TEST(JsonParseError, BadEscapes) {
  EXPECT_EQ(
      error_of(R"(["ok", "\x"])"),
      "1:9: invalid escape in a string: expected one of \" \\ / b f n r t u after '\\', got 'x'");
  EXPECT_EQ(error_of(R"("\u12")"),
            "1:2: invalid escape '\\u12' in a string: expected 4 hex digits after '\\u', got '\"'");
  EXPECT_EQ(error_of(R"("\u12G4")"),
            "1:2: invalid escape '\\u12' in a string: expected 4 hex digits after '\\u', got 'G4'");
  EXPECT_EQ(
      error_of(R"({"k\q": 1})"),
      "1:4: invalid escape in a string: expected one of \" \\ / b f n r t u after '\\', got 'q'");
}

TEST(JsonParseError, RawControlCharactersInStrings) {
  EXPECT_EQ(error_of("[\n  \"a\nb\"]"),
            "2:5: expected '\"' to close the string, got a line break (U+000A)");
  EXPECT_EQ(error_of("\"a\tb\""), "1:3: a string cannot hold the raw control character U+0009");
  EXPECT_EQ(hint_of("\"a\tb\""), "escape it as \\u0009 or \\t");
  EXPECT_EQ(error_of("{\"\x01\": 0}"),
            "1:3: a string cannot hold the raw control character U+0001");
  EXPECT_EQ(error_of("\"\x00\""sv), "1:2: a string cannot hold the raw control character U+0000");
}

TEST(JsonParseError, InvalidUtf8IsLocatedAtItsFirstBadByte) {
  EXPECT_EQ(error_of("\xff"), "1:1: expected UTF-8 text, got byte 0xFF");
  EXPECT_EQ(hint_of("\xff"), "save the file as UTF-8");
  // A lead byte without its continuation: the sequence is bad from its first byte.
  EXPECT_EQ(error_of("[\"\xc3\xa9\",\n \"\xc3\x28\"]"), "2:3: expected UTF-8 text, got byte 0xC3");
  // Overlong, an encoded surrogate, beyond U+10FFFF, a lone continuation byte.
  EXPECT_EQ(error_of("\"\xc0\xaf\""), "1:2: expected UTF-8 text, got byte 0xC0");
  EXPECT_EQ(error_of("\"ab\xed\xa0\x80\""), "1:4: expected UTF-8 text, got byte 0xED");
  EXPECT_EQ(error_of("\"\xf4\x90\x80\x80\""), "1:2: expected UTF-8 text, got byte 0xF4");
  EXPECT_EQ(error_of("[1, \x80]"), "1:5: expected UTF-8 text, got byte 0x80");
  // Truncated at the end of the document.
  EXPECT_EQ(error_of("\"\xe2\x82"), "1:2: expected UTF-8 text, got byte 0xE2");
}

TEST(JsonParseError, TheFirstErrorInDocumentOrderIsReported) {
  // The bad escape comes before the unclosed bracket that simdjson notices first.
  EXPECT_EQ(
      error_of(R"(["\x", 1)"),
      "1:3: invalid escape in a string: expected one of \" \\ / b f n r t u after '\\', got 'x'");
  EXPECT_EQ(error_of("[1e400, }"),
            "1:2: number 1e400 is too large: JSON numbers here must be finite doubles");
}

}  // namespace
}  // namespace jt::json
