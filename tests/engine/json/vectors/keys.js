// Feeds key_order_test.cpp (kCases): node keys.js
const { cpp } = require('./lib');
const texts = ['{"b":1,"10":2,"2":3,"a":4,"1":5,"01":6,"4294967294":7,"4294967295":8,"-1":9,"0":10,"1.5":11,"00":12," 1":13,"1e3":14,"+1":15,"99999999999":16}',
  '{"\\uffff":1,"\\ud83d\\ude00":2,"\\ue000":3,"a":4,"\\u00e9":5,"\\ud7ff":6,"\\ud800":7,"\\udc00":8,"":9,"A":10,"aa":11,"\\u0000":12}'];
for (const t of texts) {
  const v = JSON.parse(t);
  console.log(`  {${cpp(t)},\n   {${Object.keys(v).map(k => cpp(k)).join(', ')}},\n   {${Object.keys(v).sort().map(k => cpp(k)).join(', ')}}},`);
}
