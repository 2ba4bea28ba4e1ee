#!/usr/bin/env bash
# Every link form of the link formats (§2-§6): `link --open` says what a link opens (text, or JSON
# with --format json) and refuses, naming it, an unknown key or value, a key given twice, two
# characters or a slot without one; `link` makes each form and checks a character in full.
source "$(dirname "$0")/lib.sh"
HOP='eyJraW5kIjoiYmVoYXZpb3VyIiwibmFtZSI6IkxpdHRsZSBob3AiLCJzY3JpcHRzIjpbeyJib2R5IjpbeyJhbXAiOjQwLCJldmVyeSI6MC42LCJvcCI6ImhvcCJ9XX1dLCJ2IjoxfQ'
SITE=https://jabbertoon.com

opens() {  # opens LINK LINE...: `link --open LINK` succeeds and prints each line
  expect 0 "" link --open "$1"
  shift
  for line in "$@"; do expect_stdout "$line"; done
}

# --- §6, the examples to copy -------------------------------------------------------------------
opens "$SITE/studio/#ch=dog&slot=B" \
  "studio: the ready-made dog goes in slot B"
opens "$SITE/studio/#p=sadidle" \
  "studio: the shipped move \"sadidle\" becomes character A's move in line 1"
opens "$SITE/studio/#look=crayon" \
  "studio: the shape characters take the crayon look"
opens "$SITE/blocks/#p=wag&ch=cat" \
  "blocks: opens the shipped move \"wag\" as blocks" \
  "blocks: puts the ready-made cat on the stage, in the Outlined look"
opens "$SITE/studio/#c=$HOP" \
  "studio: the move \"Little hop\" in its code goes into My moves and becomes character A's move in line 1" \
  '"name": "Little hop",'
opens "$SITE/blocks/#c=$HOP" \
  "blocks: opens the move \"Little hop\" in its code as blocks, playing on the stage"

# --- the other forms ----------------------------------------------------------------------------
opens "$SITE/studio/?look=storybook" \
  "studio: the characters start in the storybook look"
opens "$SITE/studio/#clear" \
  "opens \"Clear my things from this browser\""
opens "$SITE/studio/#my=local:char:0123456789ab&slot=B" \
  "studio: the entry local:char:0123456789ab of My characters goes in slot B"
opens "$SITE/blocks/#p=walk&for=A" \
  "blocks: puts character A of the cartoon this browser keeps on the stage"
opens "$SITE/create/#ch=dog&look=soft" \
  "create: starts from the dog template" \
  "create: the new character's look is soft"
expect 0 "" link --open "$SITE/studio/#p=wag&ch=dog"
expect 0 "" link --open "$SITE/studio/#c=$HOP&ch=dog"
opens "$SITE/studio/#p=walk&ch=%64og" \
  "the ready-made dog"  # values are URI-decoded

# --format json
expect 0 "" link --open "$SITE/studio/#ch=dog&slot=B" --format json
check "json: the page, the character and the slot" python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
assert o["page"] == "studio" and o["character"] == "dog" and o["slot"] == "B", o
assert o["opens"] == ["the ready-made dog goes in slot B"], o' "$TMP/out"
expect 0 "" link --open "$HOP" --format json
check "json: a bare code has no page" python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
assert o["page"] is None and o["code_kind"] == "behaviour" and o["code"]["name"] == "Little hop", o' "$TMP/out"

# --- a link that changes nothing: an error that names what is wrong -----------------------------
expect 1 "the link's ch= names no ready-made character: \"nope\"" link --open "$SITE/blocks/#p=walk&ch=nope"
expect 1 "the link's key \"look\" is not one of the block editor's: c, p, ch, my and for" link --open "$SITE/blocks/#look=crayon"
expect 1 "the link's key \"slot\" is not one of the block editor's" link --open "$SITE/blocks/#slot=B"
expect 1 "the link gives the key \"ch\" twice" link --open "$SITE/blocks/#ch=dog&ch=cat"
expect 1 "the link gives slot=B but no character" link --open "$SITE/studio/#p=walk&slot=B"
expect 1 "the link gives slot=B but no character" link --open "$SITE/studio/#look=crayon&slot=B"
expect 1 "the link names two characters" link --open "$SITE/blocks/#ch=dog&my=local:char:0123456789ab"
expect 1 "the link names two moves" link --open "$SITE/studio/#p=wag&c=$HOP"
expect 1 "names no ready-made character: \"__proto__\"" link --open "$SITE/studio/#ch=__proto__"
expect 1 "the link's look= names no look: \"toString\"" link --open "$SITE/studio/#look=toString"
expect 1 "names no shipped move (by its pack slug): \"sadidel\": did you mean \"sadidle\"?" link --open "$SITE/studio/#p=sadidel"
expect 1 "the link's key \"zoom\" is not one of the studio's" link --open "$SITE/studio/#zoom=2"
expect 1 "the link's page \"home\" is not one of jabbertoon.com's" link --open "$SITE/home/#ch=dog"
expect 1 "not a jabbertoon.com link" link --open "https://example.com/studio/#ch=dog"
expect 1 "the link's my= is not a key of My characters" link --open "$SITE/studio/#my=local:char:xyz"
expect 1 "the character maker opens characters only" link --open "$SITE/create/#c=$HOP"
expect 1 "damaged share code" link --open "$SITE/blocks/#c=${HOP:0:13}"

# --- link makes every form ----------------------------------------------------------------------
expect 0 "" link --character dog --slot B
expect_stdout "$SITE/studio/#ch=dog&slot=B"
expect 0 "" link --move Sad  # by name, id or slug
expect_stdout "$SITE/studio/#p=sadidle"
expect 0 "" link --move c4c:beh:wag --character cat --page blocks
expect_stdout "$SITE/blocks/#p=wag&ch=cat"
expect 0 "" link --look crayon
expect_stdout "$SITE/studio/#look=crayon"
expect 0 "" link --move walk --for A
expect_stdout "$SITE/blocks/#p=walk&for=A"
expect 2 "the link gives slot=B but no character" link --move walk --slot B
expect 2 "did you mean bounce?" link --move bounse
expect 2 "names no ready-made character" link --character dgo
echo '{"v": 1, "kind": "behaviour", "name": "Little hop", "scripts": [{"body": [{"op": "hop", "every": 0.6, "amp": 40}]}]}' >"$TMP/hop.json"
expect 0 "" link "$TMP/hop.json" --character dog --page studio
expect_stdout "$SITE/studio/#c=$HOP&ch=dog"

# A character is checked in full before its link is made, and when a code is opened.
cat >"$TMP/bad_character.json" <<'JSON'
{"type": "character", "name": "Bad", "content": {"kind": "custom", "legs": 0, "height": 120,
 "footprint": 60, "tree": {"id": "root", "role": "root", "fill": "red"}}}
JSON
expect 1 "/content/tree/fill" link "$TMP/bad_character.json"
BAD_CODE=$(python3 -c 'import base64,sys; print(base64.urlsafe_b64encode(open(sys.argv[1],"rb").read()).decode().rstrip("="))' "$TMP/bad_character.json")
expect 1 "/content/tree/fill" link --open "$SITE/studio/#c=$BAD_CODE"
# validate takes the share form as it takes a bare character's content.
expect 1 "" validate "$TMP/bad_character.json"
expect_stdout "$TMP/bad_character.json:2:66: error: expected a colour \"#rgb\" or \"#rrggbb\", got the string \"red\" [bad-colour at /content/tree/fill]"

finish
