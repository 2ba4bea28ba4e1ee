// Feeds number_test.cpp (kCases): node number_strings.js
// Rows of {bits of x, String(x)}: JavaScript's own answers.
const buf = new DataView(new ArrayBuffer(8));
const bits = x => { buf.setFloat64(0, x); return '0x' + buf.getBigUint64(0).toString(16).padStart(16, '0'); };
const named = [
  ['0.1+0.2', 0.1 + 0.2], ['1e21', 1e21], ['1e21 - 65536*2', 1e21 - 131072], ['1e-7', 1e-7], ['1.5e-7', 1.5e-7],
  ['123e-20', 123e-20], ['0.000001', 0.000001], ['0.0000015', 0.0000015], ['5e-324', 5e-324],
  ['-5e-324', -5e-324], ['Number.MAX_VALUE', Number.MAX_VALUE], ['-0', -0], ['0', 0],
  ['123456789012345678901234567890', 123456789012345678901234567890], ['2**53', 2 ** 53],
  ['2**53+1', 2 ** 53 + 1], ['1/3', 1 / 3], ['-1/3', -1 / 3], ['2/3', 2 / 3], ['100', 100], ['1', 1],
  ['-1', -1], ['0.5', 0.5], ['1.5', 1.5], ['123.456', 123.456], ['1e20', 1e20], ['1.2345e20', 1.2345e20],
  ['1e100', 1e100], ['1.7976931348623157e308', 1.7976931348623157e308],
  ['2.2250738585072014e-308', 2.2250738585072014e-308], ['2.225073858507201e-308', 2.225073858507201e-308],
  ['4.35', 4.35], ['0.3', 0.3], ['9007199254740993', 9007199254740993], ['1e-6', 1e-6],
  ['1.1e-6', 1.1e-6], ['1e-5', 1e-5], ['12345678901234567890', 12345678901234567890], ['4294967295', 4294967295],
  ['Math.PI', Math.PI], ['Math.E*1e-10', Math.E * 1e-10], ['-1e21', -1e21], ['1.5e300', 1.5e300], ['5e-7', 5e-7],
  ['0.1', 0.1], ['1e15+0.3', 1e15 + 0.3], ['999999999999999900000', 999999999999999900000],
];
let seed = 0x2545F4914F6CDD1Dn;
const next = () => { seed ^= seed << 13n; seed &= (1n << 64n) - 1n; seed ^= seed >> 7n; seed ^= seed << 17n; seed &= (1n << 64n) - 1n; return seed; };
const rows = named.map(([name, x]) => `    {${bits(x)}, "${String(x)}"},  // ${name}`);
for (let i = 0; i < 60; i++) {  // random bit patterns: every exponent range
  buf.setBigUint64(0, next()); const x = buf.getFloat64(0);
  if (Number.isFinite(x)) rows.push(`    {${bits(x)}, "${String(x)}"},`);
}
for (let e = -12; e <= 24; e += 1) {  // short decimals around every layout boundary
  const x = Number(`${Number(next() % 100000n)}e${e - 4}`);
  rows.push(`    {${bits(x)}, "${String(x)}"},`);
}
console.log(rows.join('\n'));
