// Feeds write_test.cpp (kCases): node documents.js
const { cpp, canonical } = require('./lib');
const ctrl = Array.from({ length: 32 }, (_, i) => '\\u' + i.toString(16).padStart(4, '0')).join('');
const docs = [
  '{"b":1,"a":[true,false,null],"c":{"z":"x","y":-0}}',
  '{"a":1,"b":2,"a":3}',
  '{"b":1,"10":2,"2":3,"a":4,"1":5,"01":6,"4294967294":7,"4294967295":8,"-1":9,"0":10,"1.5":11}',
  '{"\\uffff":1,"\\ud83d\\ude00":2,"\\ue000":3,"a":4,"\\u00e9":5,"\\ud7ff":6}',
  '{"\uffff":1,"\u{1F600}":2,"\ue000":3}',
  `["${ctrl}", "\\u007f\\u2028\\u2029\\u00e9\\"\\\\/", "\\ud800", "a\\udc00b", "\\ud83d\\ude00", "\\udc00\\ud800"]`,
  '[0.1, 1e21, 1e-7, 5e-324, -0, 123456789012345678901234567890, 1.7976931348623157e308, 0.000001, 2.5, 100, 1e-400, -1.5e-9, 1E2]',
  '{"a":[],"b":{},"c":[[]],"d":[{}],"e":[[1,[2,{"x":[]}]]]}',
  '[]', '{}', '"str"', '42', 'null', 'true', '-0',
  '{"":"empty key","a/b":1,"~":2," ":3}',
  '{"\\ud800":1,"\\udc00":2,"\\ud83d\\ude00":3,"\\uffff":4,"\\ud83d":5}',
  ' \n\t{ "z" : { "y" : { "x" : [ 1 , { "w" : "deep" } ] } } } \r\n',
  '{"k":{"b":1,"a":2},"k":{"c":3}}',
];
for (const t of docs) {
  const v = JSON.parse(t);
  console.log(`    {${cpp(t)},\n     ${cpp(JSON.stringify(v))},\n     ${cpp(JSON.stringify(v, null, 2))},\n     ${cpp(canonical(v))}},`);
}
