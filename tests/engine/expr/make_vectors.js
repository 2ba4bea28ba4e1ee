// Computes the expected values pasted into the expression tests, with JavaScript's own operators
// and Math functions, independently of the C++ code under test. Each case pairs a formula with the
// same computation written in JavaScript by hand. Run: node tests/engine/expr/make_vectors.js
'use strict';

// The spec's definitions, written directly in JavaScript.
function pymod(a, b) {  // Python's float %: fmod (JS %), then moved to the divisor's sign
  if (b === 0) return NaN;
  let r = a % b;
  if (r === 0) return b < 0 ? -0 : 0;
  if ((r < 0) !== (b < 0)) r += b;
  return r;
}
const round = (x) => Math.floor(x + 0.5);
const clamp = (x, lo, hi) => Math.min(Math.max(x, lo), hi);
const ss1 = (x) => { const u = clamp(x, 0, 1); return u * u * (3 - 2 * u); };
const ss3 = (a, b, x) => ss1((x - a) / (b - a));
const lerp = (a, b, t) => a + (b - a) * t;
const step2 = (edge, x) => (x >= edge ? 1 : 0);
const hopair = (c) => { const c2 = pymod(c, 1); return c2 < 0.12 ? 0 : Math.sin(((c2 - 0.12) / 0.88) * Math.PI); };
const num = (b) => (b ? 1 : 0);

function cpp(x) {
  if (Number.isNaN(x)) return 'kNaN';
  if (x === Infinity) return 'kInf';
  if (x === -Infinity) return '-kInf';
  if (Object.is(x, -0)) return '-0.0';
  let s = String(x);
  if (!/[.e]/.test(s)) s += '.0';
  return s;
}
function print(title, cases) {
  console.log(`// ${title}`);
  for (const [formula, value] of cases) console.log(`    {${JSON.stringify(formula)}, ${cpp(value)}},`);
}

print('operators: exact', [
  ['1+2*3', 1 + 2 * 3], ['(1+2)*3', (1 + 2) * 3], ['-2^2', -(2 ** 2)], ['2^3^2', 2 ** (3 ** 2)],
  ['2^-1', 2 ** -1], ['(-2)^2', (-2) ** 2], ['-2^-2', -(2 ** -2)], ['2^-1^2', 2 ** -(1 ** 2)],
  ['!2^2', num(!(2 ** 2))], ['2^2*3', 2 ** 2 * 3], ['3*2^2', 3 * 2 ** 2], ['2^(1+1)', 2 ** 2],
  ['1 < 2 < 3', num(num(1 < 2) < 3)], ['3 > 2 > 1', num(num(3 > 2) > 1)],
  ['2 == 2 == 2', num(num(2 == 2) == 2)], ['1 == 1 == 1', num(num(1 == 1) == 1)],
  ['10 - 4 - 3', 10 - 4 - 3], ['64 / 4 / 2', 64 / 4 / 2], ['7 % 4 % 2', pymod(pymod(7, 4), 2)],
  ['2 * 3 % 4', pymod(2 * 3, 4)], ['1 + 2 == 3', num(1 + 2 == 3)], ['1 < 2 == 1', num(num(1 < 2) == 1)],
  ['1 || 0 && 0', 1 || (0 && 0)], ['0 && 1 || 2', (0 && 1) || 2], ['1 - -1', 1 - -1], ['- - 3', -(-3)],
  ['-3 % 5', pymod(-3, 5)], ['+-+3', +(-(+3))], ['!0', num(!0)], ['!!5', num(!!5)], ['!0/0', num(!0) / 0],
  ['!(0/0)', num(!(0 / 0))], ['!-0', num(!-0)], ['2 * -3', 2 * -3], ['1 - 2 + 3', 1 - 2 + 3],
  ['2 / 4 * 8', 2 / 4 * 8], ['1 + 2 < 2 + 2', num(1 + 2 < 2 + 2)], ['0.1+0.2', 0.1 + 0.2],
  ['1/3', 1 / 3], ['2/3*3', 2 / 3 * 3], ['1 - 0.9', 1 - 0.9],
  ['1/0', 1 / 0], ['-1/0', -1 / 0], ['0/0', 0 / 0], ['1/-0', 1 / -0], ['0 * -1', 0 * -1],
  ['-0 + 0', -0 + 0], ['-0 - 0', -0 - 0], ['-(0)', -0], ['+(-0)', +(-0)],
  ['(1/0) - (1/0)', Infinity - Infinity], ['(0/0) + 1', NaN + 1],
  ['1.7976931348623157e308 * 10', 1.7976931348623157e308 * 10],
  ['0/0 == 0/0', num(NaN == NaN)], ['0/0 != 0/0', num(NaN != NaN)], ['0/0 < 1', num(NaN < 1)],
  ['0/0 >= 1', num(NaN >= 1)], ['0/0 <= 0/0', num(NaN <= NaN)], ['-0 == 0', num(-0 == 0)],
  ['1/0 > 1e308', num(1 / 0 > 1e308)], ['2 >= 2', num(2 >= 2)], ['2 <= 1', num(2 <= 1)], ['2 != 2', num(2 != 2)],
  ['2 && 3', 2 && 3], ['0 && 3', 0 && 3], ['0/0 && 3', NaN && 3], ['2 || 3', 2 || 3], ['0 || 3', 0 || 3],
  ['0/0 || 0', NaN || 0], ['-0 || 0/0', -0 || NaN], ['-0 && 1', -0 && 1], ['1 && -0', 1 && -0],
  ['0 || 0 || 7', 0 || 0 || 7], ['1 && 2 && 3', 1 && 2 && 3], ['1 && 0 && 3', 1 && 0 && 3],
]);

print('number literals', [
  ['1', 1], ['1.5', 1.5], ['.5', 0.5], ['1.', 1], ['1e3', 1e3], ['2.5E-2', 2.5e-2], ['1.e3', 1.e3],
  ['1E+3', 1e+3], ['007', 7], ['0.1', 0.1], ['1e400', 1e400], ['1e-400', 1e-400],
  ['5e-324', 5e-324], ['2.4703282292062328e-324', 2.4703282292062328e-324],
  ['2.4703282292062327e-324', 2.4703282292062327e-324], ['1.7976931348623157e308', 1.7976931348623157e308],
  ['1.7976931348623159e308', 1.7976931348623159e308], ['123456789012345678901234567890', 123456789012345678901234567890],
  ['0.001e311', 0.001e311], ['10000e305', 10000e305], ['0.0000e999', 0.0000e999], ['1000e-330', 1000e-330],
  ['9007199254740993', 9007199254740993], ['0.30000000000000004', 0.30000000000000004],
  ['  1 +\t2\n*  3 ', 1 + 2 * 3],
]);

print('% is floored, as Python: exact', [
  ['7 % 3', pymod(7, 3)], ['-7 % 3', pymod(-7, 3)], ['7 % -3', pymod(7, -3)], ['-7 % -3', pymod(-7, -3)],
  ['7.5 % 2', pymod(7.5, 2)], ['-7.5 % 2', pymod(-7.5, 2)], ['7.5 % -2', pymod(7.5, -2)],
  ['5 % 0', pymod(5, 0)], ['5 % -0', pymod(5, -0)], ['0 % 0', pymod(0, 0)],
  ['-4 % 2', pymod(-4, 2)], ['4 % -2', pymod(4, -2)], ['-0 % 5', pymod(-0, 5)], ['0 % -5', pymod(0, -5)],
  ['5 % (1/0)', pymod(5, Infinity)], ['-5 % (1/0)', pymod(-5, Infinity)], ['5 % (-1/0)', pymod(5, -Infinity)],
  ['(1/0) % 5', pymod(Infinity, 5)], ['(0/0) % 5', pymod(NaN, 5)], ['5 % (0/0)', pymod(5, NaN)],
  ['1e308 % 3e-308', pymod(1e308, 3e-308)], ['-1 % 0.1', pymod(-1, 0.1)], ['5.3 % 1', pymod(5.3, 1)],
  ['-5.3 % 1', pymod(-5.3, 1)], ['-1e-300 % 1', pymod(-1e-300, 1)],
  ['mod(-1, 3)', pymod(-1, 3)], ['mod(5.5, -2)', pymod(5.5, -2)], ['mod(1, 0)', pymod(1, 0)],
]);
console.log('// JS % for contrast: -7 % 3 =', -7 % 3, ', -4 % 2 =', cpp(-4 % 2));

print('functions: exact', [
  ['abs(-3)', Math.abs(-3)], ['abs(-0)', Math.abs(-0)], ['abs(-1/0)', Math.abs(-Infinity)], ['abs(0/0)', Math.abs(NaN)],
  ['floor(-0.5)', Math.floor(-0.5)], ['floor(-0)', Math.floor(-0)], ['floor(2.7)', Math.floor(2.7)],
  ['floor(1/0)', Math.floor(Infinity)], ['floor(0/0)', Math.floor(NaN)],
  ['ceil(-0.5)', Math.ceil(-0.5)], ['ceil(0.2)', Math.ceil(0.2)], ['ceil(-1/0)', Math.ceil(-Infinity)],
  ['round(2.5)', round(2.5)], ['round(-2.5)', round(-2.5)], ['round(-0.5)', round(-0.5)], ['round(-0.6)', round(-0.6)],
  ['round(0.49999999999999994)', round(0.49999999999999994)], ['round(-0)', round(-0)], ['round(1.4)', round(1.4)],
  ['round(1/0)', round(Infinity)], ['round(0/0)', round(NaN)],
  ['sign(-3)', Math.sign(-3)], ['sign(0)', Math.sign(0)], ['sign(-0)', Math.sign(-0)], ['sign(0/0)', Math.sign(NaN)],
  ['sign(-1/0)', Math.sign(-Infinity)], ['sign(5e-324)', Math.sign(5e-324)],
  ['sqrt(2)', Math.sqrt(2)], ['sqrt(-1)', Math.sqrt(-1)], ['sqrt(-0)', Math.sqrt(-0)], ['sqrt(1/0)', Math.sqrt(Infinity)],
  ['pow(2, 10)', Math.pow(2, 10)], ['pow(-2, 3)', Math.pow(-2, 3)], ['pow(1, 0/0)', Math.pow(1, NaN)],
  ['pow(-1, 1/0)', Math.pow(-1, Infinity)], ['pow(1, -1/0)', Math.pow(1, -Infinity)], ['pow(-1, -1/0)', Math.pow(-1, -Infinity)],
  ['pow(0/0, 0)', Math.pow(NaN, 0)], ['pow(0/0, -0)', Math.pow(NaN, -0)], ['pow(-8, 1/3)', Math.pow(-8, 1 / 3)],
  ['pow(0, -1)', Math.pow(0, -1)], ['pow(-0, -1)', Math.pow(-0, -1)], ['pow(-0, -2)', Math.pow(-0, -2)],
  ['pow(-0, 3)', Math.pow(-0, 3)], ['pow(1/0, -1)', Math.pow(Infinity, -1)], ['pow(-1/0, 3)', Math.pow(-Infinity, 3)],
  ['pow(0.5, 1/0)', Math.pow(0.5, Infinity)], ['pow(2, -1/0)', Math.pow(2, -Infinity)], ['pow(1, 5)', Math.pow(1, 5)],
  ['1^(0/0)', 1 ** NaN], ['(-1)^(1/0)', (-1) ** Infinity], ['1^(-1/0)', 1 ** -Infinity], ['2^(1/0)', 2 ** Infinity],
  ['(0/0)^0', NaN ** 0], ['0^0', 0 ** 0], ['(-2)^0.5', (-2) ** 0.5],
  ['min()', Math.min()], ['max()', Math.max()], ['min(3)', Math.min(3)], ['min(3, 1, 2)', Math.min(3, 1, 2)],
  ['max(1, 5, 3)', Math.max(1, 5, 3)], ['min(1, 0/0)', Math.min(1, NaN)], ['min(0/0, 1)', Math.min(NaN, 1)],
  ['max(1, 0/0, 2)', Math.max(1, NaN, 2)], ['min(0, -0)', Math.min(0, -0)], ['min(-0, 0)', Math.min(-0, 0)],
  ['max(0, -0)', Math.max(0, -0)], ['max(-0, 0)', Math.max(-0, 0)], ['max(-0, -0)', Math.max(-0, -0)],
  ['max(-0)', Math.max(-0)], ['min(1/0, -1/0)', Math.min(Infinity, -Infinity)], ['max(1, 2, 3, 4, 5, 6, 7, 8)', Math.max(1, 2, 3, 4, 5, 6, 7, 8)],
  ['clamp(5, 0, 1)', clamp(5, 0, 1)], ['clamp(-5, 0, 1)', clamp(-5, 0, 1)], ['clamp(0.5, 0, 1)', clamp(0.5, 0, 1)],
  ['clamp(0/0, 0, 1)', clamp(NaN, 0, 1)], ['clamp(-0, 0, 1)', clamp(-0, 0, 1)], ['clamp(5, 2, 1)', clamp(5, 2, 1)],
  ['clamp(0, 2, 1)', clamp(0, 2, 1)], ['clamp(0.5, 0/0, 1)', clamp(0.5, NaN, 1)],
  ['smoothstep(0.5)', ss1(0.5)], ['smoothstep(0.25)', ss1(0.25)], ['smoothstep(0.3)', ss1(0.3)], ['smoothstep(-1)', ss1(-1)],
  ['smoothstep(2)', ss1(2)], ['smoothstep(0/0)', ss1(NaN)], ['smoothstep(0.7)', ss1(0.7)],
  ['smoothstep(0, 2, 1)', ss3(0, 2, 1)], ['smoothstep(1, 1, 1)', ss3(1, 1, 1)], ['smoothstep(1, 1, 2)', ss3(1, 1, 2)],
  ['smoothstep(1, 1, 0)', ss3(1, 1, 0)], ['smoothstep(2, 0, 0.5)', ss3(2, 0, 0.5)], ['smoothstep(0.1, 0.9, 0.35)', ss3(0.1, 0.9, 0.35)],
  ['lerp(0, 10, 0.25)', lerp(0, 10, 0.25)], ['lerp(1, 3, 2)', lerp(1, 3, 2)], ['lerp(0.1, 0.7, 0.3)', lerp(0.1, 0.7, 0.3)],
  ['lerp(0, 1/0, 0)', lerp(0, Infinity, 0)], ['lerp(5, 5, 1/0)', lerp(5, 5, Infinity)],
  ['step(0.5, 0.5)', step2(0.5, 0.5)], ['step(0.5, 0.4)', step2(0.5, 0.4)], ['step(0, -0)', step2(0, -0)],
  ['step(0, 0/0)', step2(0, NaN)], ['step(0/0, 1)', step2(NaN, 1)], ['step(0/0)', step2(0, NaN)], ['step(-1)', step2(0, -1)],
  ['step(0)', step2(0, 0)], ['step(-0)', step2(0, -0)], ['step(1/0)', step2(0, Infinity)],
  ['hopair(0.05)', hopair(0.05)], ['hopair(0.12)', hopair(0.12)], ['hopair(1)', hopair(1)], ['hopair(-0.9)', hopair(-0.9)],
  ['hopair(0/0)', hopair(NaN)], ['hopair(1/0)', hopair(Infinity)], ['hopair(0.11999999999999999)', hopair(0.11999999999999999)],
]);

print('functions: within 1 ulp (libm and V8 may differ in the last bit)', [
  ['sin(1)', Math.sin(1)], ['cos(1)', Math.cos(1)], ['tan(1)', Math.tan(1)], ['exp(1)', Math.exp(1)],
  ['sin(-0)', Math.sin(-0)], ['sin(1/0)', Math.sin(Infinity)], ['cos(pi)', Math.cos(Math.PI)], ['sin(pi)', Math.sin(Math.PI)],
  ['tan(pi/4)', Math.tan(Math.PI / 4)], ['exp(0.5)', Math.exp(0.5)], ['exp(-1/0)', Math.exp(-Infinity)],
  ['exp(1000)', Math.exp(1000)], ['exp(-745.2)', Math.exp(-745.2)], ['sin(100)', Math.sin(100)], ['cos(-2.5)', Math.cos(-2.5)],
  ['tan(1.5707963267948966)', Math.tan(1.5707963267948966)], ['cos(0/0)', Math.cos(NaN)],
  ['pow(2, 0.5)', Math.pow(2, 0.5)], ['2^0.5', 2 ** 0.5], ['-2^0.5', -(2 ** 0.5)], ['10^-2', 10 ** -2], ['e^2', Math.E ** 2],
  ['pow(1.0001, 10000)', Math.pow(1.0001, 10000)],
  ['hopair(0.56)', hopair(0.56)], ['hopair(0.5)', hopair(0.5)], ['hopair(1.5)', hopair(1.5)], ['hopair(-0.5)', hopair(-0.5)],
  ['hopair(0.999)', hopair(0.999)], ['hopair(0.2)', hopair(0.2)], ['hopair(7.83)', hopair(7.83)],
  ['pi', Math.PI], ['e', Math.E], ['2*pi', 2 * Math.PI], ['sin(pi/6)', Math.sin(Math.PI / 6)],
]);

// Shipped pack formulas (spec "Every pack"), each at several bindings of its names.
function printPacks(cases) {
  console.log('// pack formulas: {formula, {name, value}..., expected}');
  for (const [formula, names, value] of cases) {
    const bound = Object.entries(names).map(([k, v]) => `{"${k}", ${cpp(v)}}`).join(', ');
    console.log(`    {${JSON.stringify(formula)}, {${bound}}, ${cpp(value)}},`);
  }
}
const packs = [];
for (const dur of [0.5, 2, 4, 10, 0]) {
  packs.push(['min(max(dur*0.6, 0.5), 3.0)', { dur }, Math.min(Math.max(dur * 0.6, 0.5), 3.0)]);
  packs.push(['min(dur*0.6, 2.0)', { dur }, Math.min(dur * 0.6, 2.0)]);
  packs.push(['max(dur*0.8, 0.1)', { dur }, Math.max(dur * 0.8, 0.1)]);
  packs.push(['dur - t_out', { dur, t_out: 1.5 }, dur - 1.5]);
}
for (const tau of [0, 0.3, 0.5, 1.234, 10, 0.07]) {
  packs.push(['-(8 + hopair(mod(tau*1.7, 1))*20)', { tau }, -(8 + hopair(pymod(tau * 1.7, 1)) * 20)]);
  packs.push(['8 + hopair(mod(tau*1.7, 1))*20', { tau }, 8 + hopair(pymod(tau * 1.7, 1)) * 20]);
  for (const t_in of [1.5, 0.05, 3]) {
    packs.push(['7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))', { tau, t_in },
      7 * (1 - 0.6 * ss1(Math.min(tau / Math.max(t_in, 0.1), 1)))]);
  }
}
for (const t_in of [1.2, 0, 0.1, 2.4]) packs.push(['pi/max(t_in, 0.1)', { t_in }, Math.PI / Math.max(t_in, 0.1)]);
for (const [local, over] of [[0, 1], [0.25, 1], [0.3, 0.7], [1.7, 0.6]]) {
  packs.push(['abs(cos(pi*local/over))', { local, over }, Math.abs(Math.cos(Math.PI * local / over))]);
}
for (const loud of [0, 0.3, 0.9]) {
  packs.push(['min(1, loud*1.25)', { loud }, Math.min(1, loud * 1.25)]);
  packs.push(['-20*loud', { loud }, -20 * loud]);
}
packs.push(['0.9*pi', {}, 0.9 * Math.PI]);
packs.push(['distance/speed', { distance: 700, speed: 0.85 }, 700 / 0.85]);
packs.push(['-distance', { distance: 700 }, -700]);
packs.push(['(x) / 3', { x: 10 }, 10 / 3]);
printPacks(packs);

// The PRNG, mulberry32, verbatim from the spec brief.
function mulberry32(a){return function(){a|=0;a=a+0x6D2B79F5|0;let t=Math.imul(a^a>>>15,1|a);t=t+Math.imul(t^t>>>7,61|t)^t;return((t^t>>>14)>>>0)/4294967296;}}
console.log('// prng: seed -> first 5 draws');
for (const [label, seed] of [['42', 42], ['0', 0], ['-1', -1], ['4294967301.0', 2 ** 32 + 5], ['3.7', 3.7],
  ['-3.7', -3.7], ['1e20', 1e20], ['kNaN', NaN], ['kInf', Infinity], ['-kInf', -Infinity], ['2147483648.0', 2 ** 31],
  ['-4294967297.0', -(2 ** 32) - 1], ['0.999', 0.999], ['-0.5', -0.5]]) {
  const r = mulberry32(seed);
  const draws = [r(), r(), r(), r(), r()].map(cpp).join(', ');
  console.log(`    {${label}, {${draws}}},`);
}
const r42 = mulberry32(42); const d = [r42(), r42(), r42(), r42()];
console.log('// seed 42 in formulas: random+random =', cpp(d[0] + d[1]), '; min(random, random, random) =', cpp(Math.min(d[0], d[1], d[2])),
  '; random < 0.5 || random (first draw 0.601 is >= 0.5, so ... ) =', cpp(num(d[0] < 0.5) || d[1]),
  '; random*10 - random =', cpp(d[0] * 10 - d[1]));
{
  const r = mulberry32(42); let last = 0, sum = 0;
  for (let i = 0; i < 1000; i++) { last = r(); sum += last; }
  console.log('// seed 42: draw #1000 =', cpp(last), '; sum of draws 1..1000 =', cpp(sum));
}
