#!/usr/bin/env bash
# The packs a cartoon names (spec §7.5, the pack format's "Resolution order"): `validate` says
# before a run which `does` or cast entry names a pack the pack directories do not hold, and
# `plan` says which `does` fell back, whenever it runs (not only at t = 0).
source "$(dirname "$0")/lib.sh"

# A cartoon whose second scene, after a wait, does a move with a typo in its id.
cat >"$TMP/typo.json" <<'EOF'
{"v": 1, "kind": "cartoon", "cast": {"A": {}, "B": {"pack": "c4c:char:dgo"}},
 "scripts": [
  {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}]},
  {"hat": {"on": "scene", "name": "b"}, "body": [
    {"op": "does", "who": "A", "behaviour": "c4c:beh:bonce"},
    {"op": "does", "who": "B", "behaviour": {"id": "c4c:beh:bounce", "version": "9.9.9"}},
    {"op": "does", "who": "A", "behaviour": "c4c:char:dog", "also": true},
    {"op": "wait", "s": 1}]}]}
EOF

# --- validate: ids and versions the pack directories do not hold --------------------------------
expect 0 "0 errors, 4 warnings" validate "$TMP/typo.json"
expect_stdout "warning: no character pack \"c4c:char:dgo\" in the pack directories: it cannot be drawn [missing-pack at /cast/B/pack]"
expect_stdout "  hint: did you mean \"c4c:char:dog\"?"
expect_stdout "warning: no behaviour pack \"c4c:beh:bonce\" in the pack directories: idle plays instead [missing-pack at /scripts/1/body/0/behaviour]"
expect_stdout "  hint: did you mean \"c4c:beh:bounce\"?"
expect_stdout "warning: the pack directories have no version \"9.9.9\" of behaviour pack \"c4c:beh:bounce\" [unknown-version at /scripts/1/body/1/behaviour/version]"
expect_stdout "  hint: the versions here: 1.0.0"
expect_stdout "warning: \"c4c:char:dog\" is a character pack, not a behaviour pack [wrong-type at /scripts/1/body/2/behaviour]"
expect 1 "" validate --strict "$TMP/typo.json"

# A pack of one's own, in a directory given with --packs, is found there.
mkdir -p "$TMP/mine/behaviours"
cat >"$TMP/mine/behaviours/bonce.json" <<'EOF'
{"pack": 1, "id": "c4c:beh:bonce", "type": "behaviour", "version": "1.0.0", "name": "Bonce",
 "author": {"id": "c4c", "name": "Jabbertoon"}, "license": "cc0", "remixable": true,
 "content": {"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "bob", "amp": 4}]}]}}
EOF
"$JT" pack hash --fix "$TMP/mine/behaviours/bonce.json" >/dev/null 2>&1
expect 0 "0 errors, 3 warnings" validate --packs "$TMP/mine" "$TMP/typo.json"

# --- plan: a `does` that falls back in a later scene is in the warnings --------------------------
expect 0 "typo.json: /scripts/1/body/0: behaviour \"c4c:beh:bonce\" is not a behaviour pack here; idle plays instead" \
  plan --speech estimate "$TMP/typo.json"
expect_stdout "\"/scripts/1/body/1: behaviour \\\"c4c:beh:bounce\\\" 9.9.9 is not a behaviour pack here; idle plays instead\""
expect_stdout "\"/scripts/1/body/2: behaviour \\\"c4c:char:dog\\\" is not a behaviour pack here; idle plays instead\""
expect 0 "c4c:beh:bonce" pose --speech estimate "$TMP/typo.json" --at 0

finish
