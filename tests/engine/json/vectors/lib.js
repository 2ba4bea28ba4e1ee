// Shared by the vector scripts: C++ literals for JavaScript strings and numbers.
// A C++ string literal for the bytes of a JS string taken as WTF-8 (lone surrogates kept).
function wtf8(s) {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}
function cpp(bytes) {
  if (typeof bytes === 'string') bytes = wtf8(bytes);
  let s = '"', lastHex = false;
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    if (b === 0x22) { s += '\\"'; lastHex = false; }
    else if (b === 0x5c) { s += '\\\\'; lastHex = false; }
    else if (b === 0x0a) { s += '\\n'; lastHex = false; }
    else if (b === 0x3f) { s += '\\?'; lastHex = false; }  // no trigraphs
    else if (b >= 0x20 && b < 0x7f) {
      if (lastHex && /[0-9a-fA-F]/.test(ch)) s += '" "';
      s += ch; lastHex = false;
    } else { s += '\\x' + b.toString(16).padStart(2, '0'); lastHex = true; }
  }
  return s + "\"sv";
}
const buf = new DataView(new ArrayBuffer(8));
const bits = x => { buf.setFloat64(0, x); return '0x' + buf.getBigUint64(0).toString(16).padStart(16, '0'); };
function canonical(v) {
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  if (v !== null && typeof v === 'object')
    return '{' + Object.keys(v).sort().map(k => JSON.stringify(k) + ':' + canonical(v[k])).join(',') + '}';
  return JSON.stringify(v);
}
module.exports = { wtf8, cpp, bits, canonical };
