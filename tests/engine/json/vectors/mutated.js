// Feeds parse_differential_test.cpp: node mutated.js > mutated_cases.inc
// Mutations of small valid documents (1 to 4 random edits each, from a fixed seed), with node's
// verdict and, when valid, JSON.stringify(JSON.parse(text)); 300 valid and 300 invalid ones.
const { cpp } = require('./lib');
let state = 0x9e3779b9;
const rnd = n => {  // mulberry32
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) % n;
};
const bases = ['{"a":[1,2,{"b":null}],"c":"x\\u00e9\\ud800","d":-0.5e-3,"10":true,"1":false}',
  '[1,[2,[3,[4]]],{"k":"v","k":"w"}]', '{"s":"\\"\\\\\\/\\b\\f\\n\\r\\t","n":[0,-0,1e5,1E-5,0.25]}',
  '  [ "a" , { "b" : [ ] } , 12.5e+3 ]  ', '"\\ud83d\\ude00"', '{"":{"":[]}}', '123.456e-7', 'true',
  '[[[[[[]]]]],[[{}]]]', '{"\\uD83D\\uDE00":"\\ud800\\udc00\\uDBFF"}', '[1e308, 2.5e-308, 1e-400]',
  '["\\u0041\\u00E9", "\u00e9\u{1F600}"]'];
// Whole characters only, so that every text is UTF-8 (JSON.parse sees UTF-16; we see bytes).
const alphabet = [...'[]{}",:0123456789-+.eEtrufalsn \n\t\\u"x/\u0001\u00e9\u{1F600}abcdefABCDEF\r\f'];
// JSON.parse makes 1e400 Infinity, which this parser refuses on purpose: such texts are left out.
const finite = v => (typeof v === 'number' ? Number.isFinite(v)
  : v !== null && typeof v === 'object' ? Object.values(v).every(finite) : true);
const cases = { true: [], false: [] };
while (cases.true.length < 300 || cases.false.length < 300) {
  let chars = [...bases[rnd(bases.length)]];
  for (let edits = 1 + rnd(4); edits > 0; edits--) {
    const p = rnd(chars.length + 1);
    const c = alphabet[rnd(alphabet.length)];
    const kind = rnd(3);
    if (kind === 0) chars.splice(p, 0, c);
    else if (kind === 1) chars.splice(p, 1);
    else chars.splice(p, 1, c);
  }
  const text = chars.join('');
  let value, valid = true;
  try { value = JSON.parse(text); } catch (e) { valid = false; }
  if (valid && !finite(value)) continue;
  const compact = valid ? JSON.stringify(value) : '';
  if (cases[valid].length < 300) cases[valid].push(`    {${cpp(text)}, ${valid}, ${cpp(compact)}},`);
}
console.log([...cases.true, ...cases.false].join('\n'));
