// Feeds parse_test.cpp (kNumbers, then kStrings): node parse_values.js
const { cpp, bits } = require('./lib');
const numbers = ['-0', '0', '-0.0', '1e-400', '-1e-400', '123456789012345678901234567890', '1E+2', '1e2', '0e0',
  '2.4703282292062327e-324', '2.4703282292062328e-324', '1.7976931348623158e308', '0.1', '9007199254740993',
  '2.2250738585072011e-308', '4.9406564584124654e-324', '18446744073709551616', '-9223372036854775809',
  '0.' + '1'.repeat(400), '1' + '0'.repeat(308), '100000000000000000000000000000000000000000001e-43',
  ' 17 ', '\n\t\r -3.25e+1 \n'];

for (const t of numbers) console.log(`    {${cpp(t)}, ${bits(JSON.parse(t))}},`);
const strings = ['"\\ud800"', '"\\udc00"', '"\\ud800x"', '"\\ud800\\ud800\\udc00"', '"\\ud83d\\ude00"',
  '"\\uD83D\\uDE00"', '"\\udc00\\ud800"', '"\\u0000"', '"\\/\\b\\f\\n\\r\\t\\"\\\\"', '"é😀\u2028\u007f"', '"\\u00e9"',
  '"\\ud800\\u0041"', '"\\ud800\\\\udc00"', '"\\udbff\\udfff"', '"a\\ud800"', '"\\uDBFF"', '""', '"\\uFFFF\\uffff"'];
console.log("// kStrings");
for (const t of strings) console.log(`    {${cpp(t)}, ${cpp(JSON.parse(t))}},`);
