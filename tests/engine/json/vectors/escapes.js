// Feeds write_test.cpp (StringsAreEscapedAsJsonStringifyDoes): node escapes.js
const { cpp } = require('./lib');
let s = '';
for (let i = 0; i < 0x20; i++) s += String.fromCharCode(i);
s += '"\\/\x7f\u2028\u2029\ud800x\udfff\ud83d\ude00\u00e9\ud7ff\ue000\uffff\udbff';
console.log(`  const std::string_view value = ${cpp(s)};`);
console.log(`  const std::string_view expected = ${cpp(JSON.stringify(s))};`);
