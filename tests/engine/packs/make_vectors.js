// Computes the content hashes and share codes pasted into the pack tests, with node's own crypto
// and Buffer, independently of the C++ code under test. The canonical JSON is written here by hand
// as the pack format defines it: JSON.stringify with every object's keys sorted (JavaScript's
// default sort, by UTF-16 code units). Run: node tests/engine/packs/make_vectors.js
'use strict';
const crypto = require('crypto');

function canonical(v) {
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  if (v && typeof v === 'object') {
    return '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + canonical(v[k])).join(',') + '}';
  }
  return JSON.stringify(v);
}

const contents = [
  '{}',
  '{"v": 1, "scripts": [{"body": [{"op": "hop", "every": 0.6, "amp": 40}]}], "name": "Little hop", "kind": "behaviour"}',
  '{"b": [0.1, 1e21, 1e-7, -0, 4.0, 123456789012345678901234567890], "a": {"\\u00e9": "caf\\u00e9 \\ud83d\\ude00", "z": null, "10": true, "9": false}, "\\ud83d\\ude00": 1, "\\uffff": 2}',
  '{"program": {"v": 1, "kind": "cartoon", "scripts": []}, "cast": {"A": {"name": "Sunny", "legs": 2}}}',
  // The contents of the test packs (pack_test_support.h).
  '{"v": 1, "kind": "behaviour", "scripts": []}',
  '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "bob", "amp": 8}]}]}',
  '{"v": 1, "kind": "scene", "cast": {"A": "any"}, "scripts": []}',
  '{"tree": {"id": "root", "role": "root"}, "legs": 0, "kind": "custom", "height": 120, "footprint": 60}',
  '{"program": {"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Sunny"}}, "scripts": []}, "cast": {"A": {"legs": 2}, "B": {"name": "Grump"}}}',
];
for (const text of contents) {
  const c = canonical(JSON.parse(text));
  console.log(text);
  console.log('  hash  sha256:' + crypto.createHash('sha256').update(c, 'utf8').digest('hex'));
  console.log('  code  ' + Buffer.from(c, 'utf8').toString('base64url'));
}
