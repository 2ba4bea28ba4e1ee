#!/usr/bin/env bash
# `jabbertoon pack hash`, `pack index`, `list`, `show` and `link` (docs/PACKS.md, docs/CLI.md).
# Hashes and codes come from node (tests/engine/packs/make_vectors.js) and the link docs (§6).
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"  # the shipped packs, in the source tree
HOP_HASH=sha256:27215b135eca16221993b523936e3a3f09a6f5227908f12289dd7575b70c2cbe
HOP_CODE=eyJraW5kIjoiYmVoYXZpb3VyIiwibmFtZSI6IkxpdHRsZSBob3AiLCJzY3JpcHRzIjpbeyJib2R5IjpbeyJhbXAiOjQwLCJldmVyeSI6MC42LCJvcCI6ImhvcCJ9XX1dLCJ2IjoxfQ
BLOBBY_CODE=eyJjb250ZW50Ijp7ImZvb3RwcmludCI6NjAsImhlaWdodCI6MTIwLCJraW5kIjoiY3VzdG9tIiwibGVncyI6MCwibG9vayI6Im91dGxpbmVkIiwidHJlZSI6eyJjaGlsZHJlbiI6W3siY2hpbGRyZW4iOlt7ImZhY2UiOnsiYnJvd3MiOnRydWUsImV5ZVIiOjksImV5ZVgiOjIyLCJleWVZIjotMTQsIm1vdXRoSCI6MTQsIm1vdXRoVyI6NDAsIm1vdXRoWSI6MTh9LCJpZCI6ImhlYWQiLCJwb3MiOnsieCI6MCwieSI6LTEwfSwicm9sZSI6ImhlYWQifV0sImZpbGwiOiIjZmY3YWI2IiwiaWQiOiJib2R5IiwicG9zIjp7IngiOjAsInkiOi02MH0sInJvbGUiOiJ0b3JzbyIsInNoYXBlIjp7ImgiOjEyMCwidHlwZSI6ImVsbGlwc2UiLCJ3IjoxMjB9fV0sImlkIjoicm9vdCIsInJvbGUiOiJyb290In19LCJuYW1lIjoiQmxvYmJ5IiwidHlwZSI6ImNoYXJhY3RlciJ9

check() {  # check DESCRIPTION COMMAND...: a condition that must hold
  local what="$1"
  shift
  if "$@"; then passed=$((passed + 1)); else echo "FAIL: $what"; failed=$((failed + 1)); fi
}

lacks() {  # lacks TEXT: the last command's stdout does not contain TEXT
  ! grep -qF -- "$1" "$TMP/out"
}

# "Little hop" as a pack, laid out by hand, its content_hash wrong.
hop_pack() {  # hop_pack HASH
  printf '{"pack":1, "id":"c4c:beh:hop","type":"behaviour","version":"1.0.0","name":"Little hop",\n'
  printf '  "author": {"id": "c4c", "name": "Jabbertoon"}, "license": "cc0", "remixable": true,\n'
  printf '  "content_hash" :  "%s",\n' "$1"
  printf '  "content": { "v": 1, "scripts": [ {"body": [ {"op": "hop", "every": 0.6, "amp": 40} ] } ],\n'
  printf '               "name": "Little hop", "kind": "behaviour" } }\n'
}

# --- pack hash ---------------------------------------------------------------------------------
hop_pack "sha256:" >"$TMP/hop.json"
hop_pack "$HOP_HASH" >"$TMP/hop_fixed.json"
chmod 640 "$TMP/hop.json"
expect 1 "$TMP/hop.json:3:21: content_hash is \"sha256:\", but the content's hash is $HOP_HASH" \
  pack hash "$TMP/hop.json"
expect_stdout "$HOP_HASH  $TMP/hop.json"
expect 0 "content_hash set to $HOP_HASH" pack hash --fix "$TMP/hop.json"
check "--fix changes only the hash's bytes" cmp -s "$TMP/hop.json" "$TMP/hop_fixed.json"
check "--fix keeps the file's permissions" [ "$(stat -c %a "$TMP/hop.json")" = 640 ]
check "--fix leaves no temporary file" [ -z "$(find "$TMP" -name '.hop.json.*')" ]
# Through a link: the file it links to is fixed, the link kept (issue 27).
hop_pack "sha256:" >"$TMP/hop_real.json"
ln -s hop_real.json "$TMP/hop_link.json"
expect 0 "content_hash set to $HOP_HASH" pack hash --fix "$TMP/hop_link.json"
check "--fix through a link keeps the link" test -L "$TMP/hop_link.json"
check "--fix through a link fixes the file it links to" cmp -s "$TMP/hop_real.json" \
  "$TMP/hop_fixed.json"
expect 0 "" pack hash "$TMP/hop.json" "$PACKS/behaviours/bounce.json"
expect_stdout "$HOP_HASH  $TMP/hop.json"

# No content_hash to replace: the pack is written anew as JSON.stringify(pack, null, 2) + "\n"
# (node's text), the hash before "content".
hop_pack "x" | grep -v content_hash >"$TMP/nohash.json"
expect 1 "$TMP/nohash.json:1:1: content_hash missing" pack hash "$TMP/nohash.json"
expect 0 "rewritten as JSON.stringify" pack hash --fix "$TMP/nohash.json"
cat >"$TMP/nohash_expected.json" <<JSON
{
  "pack": 1,
  "id": "c4c:beh:hop",
  "type": "behaviour",
  "version": "1.0.0",
  "name": "Little hop",
  "author": {
    "id": "c4c",
    "name": "Jabbertoon"
  },
  "license": "cc0",
  "remixable": true,
  "content_hash": "$HOP_HASH",
  "content": {
    "v": 1,
    "scripts": [
      {
        "body": [
          {
            "op": "hop",
            "every": 0.6,
            "amp": 40
          }
        ]
      }
    ],
    "name": "Little hop",
    "kind": "behaviour"
  }
}
JSON
check "a pack without content_hash is rewritten readably" cmp -s "$TMP/nohash.json" "$TMP/nohash_expected.json"

expect 2 "cannot rewrite standard input" pack hash --fix -
expect 2 "cannot read the file" pack hash "$TMP/missing.json"
echo '{"pack": 1,' >"$TMP/broken.json"
expect 1 "$TMP/broken.json:2:1: expected a string key" pack hash "$TMP/broken.json"
echo '{"v": 1, "kind": "behaviour", "scripts": []}' >"$TMP/program.json"
expect 1 "expected a pack, an object with \"content\"" pack hash "$TMP/program.json"
expect 2 "" pack hash
expect 2 "" pack

# --- pack index --------------------------------------------------------------------------------
mkdir -p "$TMP/packs/behaviours"
cp "$TMP/hop_fixed.json" "$TMP/packs/behaviours/hop.json"
expect 1 "$TMP/packs/index.json: the catalog is not up to date" pack index --check "$TMP/packs"
expect 0 "wrote $TMP/packs/index.json" pack index "$TMP/packs"
check "index.json lists the pack" grep -qF '"file": "behaviours/hop.json"' "$TMP/packs/index.json"
check "index.json counts it" grep -qF '"count": 1,' "$TMP/packs/index.json"
check "characters/index.json is written, empty" \
  grep -qzF "$(printf '{\n  "pack_index": 1,\n  "count": 0,\n  "packs": []\n}\n')" \
  "$TMP/packs/characters/index.json"
expect 0 "" pack index --check "$TMP/packs"
sed -i 's/"name":"Little hop"/"name":"Big hop"/' "$TMP/packs/behaviours/hop.json"
expect 1 "run \`jabbertoon pack index $TMP/packs\`" pack index --check "$TMP/packs"
expect 0 "" pack index "$TMP/packs"
cp "$TMP/packs/index.json" "$TMP/index_before.json"
hop_pack "sha256:" >"$TMP/packs/behaviours/wrong.json"
expect 1 "$TMP/packs/behaviours/wrong.json:3:21: content_hash" pack index "$TMP/packs"
check "a bad pack stops the catalogs being written" cmp -s "$TMP/packs/index.json" "$TMP/index_before.json"
rm "$TMP/packs/behaviours/wrong.json"
expect 2 "DIR" pack index "$TMP/missing"

# The shipped packs carry their real hashes and up-to-date catalogs.
expect 0 "" pack hash $(find "$PACKS" -name '*.json' ! -name index.json)
expect 0 "" pack index --check "$PACKS"

# --- list --------------------------------------------------------------------------------------
expect 0 "" list
expect_stdout "  c4c:beh:bounce "
expect_stdout "Big springy hops with arms flying up at the top."
expect_stdout "c4c:cartoon:happy_now"
expect_stdout "storybook"
expect 0 "" list looks --packs "$TMP/packs"
expect_stdout "  bighead  "
check "list looks lists the looks only" lacks "c4c:beh"
expect 0 "" list moves --format json
expect_stdout '"id": "c4c:beh:wave_and_look",'
expect_stdout '"version": "1.3.0",'
expect 0 "" list moves --packs "$TMP/packs"
expect_stdout "c4c:beh:hop "
JABBERTOON_PACKS="$TMP/packs" expect 0 "" list moves
expect_stdout "Big hop"
expect 2 "" list nope
expect 2 "" list --format xml
expect 2 "--packs" list --packs "$TMP/missing"

# --- show --------------------------------------------------------------------------------------
expect 0 "" show c4c:beh:bounce --format both
expect_stdout '"op": "hop",'
expect_stdout "when it starts"
expect_stdout "  hop 95 · 1.7 per second"  # the spec's text of Bounce
expect 0 "" show c4c:beh:bounce --text
check "--text prints the text view only" lacks '"op"'
expect 0 "" show c4c:beh:bow 1.2.0 --json
check "--json prints the program only" lacks "when it starts"
expect 0 "" show c4c:beh:hop --packs "$TMP/packs" --text
expect_stdout "  hop 40 · every 0.6 s"
expect 2 "did you mean \"c4c:beh:bounce\"?" show c4c:beh:bonce
expect 2 "did you mean \"c4c:beh:bounce\"?" show bounce
expect 2 "c4c:beh:bow has no version 9.9.9" show c4c:beh:bow 9.9.9
expect 2 "" show
expect 2 "excludes" show c4c:beh:bounce --json --text

# --- link --------------------------------------------------------------------------------------
printf '{ "v": 1, "scripts": [ {"body": [ {"op": "hop", "every": 0.6, "amp": 40} ] } ],\n  "name": "Little hop", "kind": "behaviour" }\n' \
  >"$TMP/little_hop.json"
expect 0 "" link "$TMP/little_hop.json"
expect_stdout "https://jabbertoon.com/blocks/#c=$HOP_CODE"
expect 0 "" link "$TMP/little_hop.json" --page studio
expect_stdout "https://jabbertoon.com/studio/#c=$HOP_CODE"
expect 0 "" link "$TMP/hop_fixed.json"  # a pack gives its program
expect_stdout "https://jabbertoon.com/blocks/#c=$HOP_CODE"
expect_stdin 0 "" "$TMP/little_hop.json" link -
expect_stdout "#c=$HOP_CODE"

cat >"$TMP/blobby.json" <<'JSON'
{"pack": 1, "id": "c4c:char:blobby", "type": "character", "version": "1.0.0", "name": "Blobby",
 "author": {"id": "c4c", "name": "Jabbertoon"}, "license": "cc0", "remixable": true,
 "content_hash": "sha256:044dd7711ace0024c986a2d08e4ed36de44462a71c4ca362f3c0f9d49bd1d37c",
 "content": {"kind": "custom", "legs": 0, "height": 120, "footprint": 60, "look": "outlined",
   "tree": {"id": "root", "role": "root", "children": [
     {"id": "body", "role": "torso", "pos": {"x": 0, "y": -60}, "fill": "#ff7ab6",
      "shape": {"type": "ellipse", "w": 120, "h": 120},
      "children": [{"id": "head", "role": "head", "pos": {"x": 0, "y": -10},
                    "face": {"eyeX": 22, "eyeY": -14, "eyeR": 9, "mouthW": 40, "mouthH": 14,
                             "mouthY": 18, "brows": true}}]}]}}}
JSON
expect 0 "" link "$TMP/blobby.json"
expect_stdout "https://jabbertoon.com/studio/#c=$BLOBBY_CODE"
expect 0 "" link "$TMP/blobby.json" --page create
expect_stdout "https://jabbertoon.com/create/#c=$BLOBBY_CODE"
expect 2 "the block editor does not open characters" link "$TMP/blobby.json" --page blocks
expect 2 "the character maker opens characters only" link "$TMP/little_hop.json" --page create
expect 0 "the studio does not play a cartoon from a link yet" \
  link "$PACKS/scenes/happy_now.json" --page studio

# --open: the docs' links back to their JSON, and a round trip.
expect 0 "" link --open "https://jabbertoon.com/studio/#c=$BLOBBY_CODE&slot=B"
expect_stdout '"name": "Blobby",'
expect_stdout '"mouthW": 40,'
expect 0 "" link --open "$HOP_CODE"
cat >"$TMP/hop_opened.json" <<'JSON'
{
  "kind": "behaviour",
  "name": "Little hop",
  "scripts": [
    {
      "body": [
        {
          "amp": 40,
          "every": 0.6,
          "op": "hop"
        }
      ]
    }
  ],
  "v": 1
}
JSON
check "link --open prints the code's JSON readably" cmp -s "$TMP/out" "$TMP/hop_opened.json"
"$JT" link "$TMP/hop_opened.json" >"$TMP/relinked" 2>/dev/null
check "the opened JSON links to the same code" grep -qF "#c=$HOP_CODE" "$TMP/relinked"

expect 1 "damaged share code: '!' at position 11" link --open "${HOP_CODE:0:10}!${HOP_CODE:10}"
expect 1 "damaged share code: 13 letters cannot be base64url" link --open "${HOP_CODE:0:13}"
expect 1 "damaged share code: its JSON is broken" link --open "${HOP_CODE:0:40}"
expect 0 "" link --open "https://jabbertoon.com/studio/#ch=dog&slot=B"  # links_test.sh

# Bad inputs.
expect 2 "give a FILE, --move, --character, ..., or --open LINK_OR_CODE" link
expect 2 "excludes" link "$TMP/little_hop.json" --open "$HOP_CODE"
expect 2 "" link "$TMP/little_hop.json" --page home
expect 2 "cannot read the file" link "$TMP/missing.json"
expect 1 "$TMP/broken.json:2:1: expected a string key" link "$TMP/broken.json"
echo '[1, 2]' >"$TMP/array.json"
expect 1 "expected a pack, a program (with \"kind\") or a character" link "$TMP/array.json"
hop_pack "$HOP_HASH" | sed 's/"version":"1.0.0"/"version":"1.0"/' >"$TMP/badversion.json"
expect 1 "$TMP/badversion.json:1:60: \"1.0\" is not a version" link "$TMP/badversion.json"

finish
