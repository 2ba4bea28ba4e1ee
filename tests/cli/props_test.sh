#!/usr/bin/env bash
# Props (docs/PROPS.md): the shipped prop packs list and validate; a cartoon that puts, holds,
# gives, eats, uses, drops and removes them validates, plans (each block's record), reads in the
# text view and renders (the prop's own colour where it stands, probed; nothing where it is not);
# and every refusal: a prop no put brings on, a prop pack that is not installed, a pack id of
# another type, a give by one who does not hold it, numbers out of range. Nothing is written by
# a refused render.
source "$(dirname "$0")/lib.sh"
cd "$TMP" || exit 1

expect 0 "" list props
for p in cake cupcake cookie cookie_jar plate cup ball balloon book present flower umbrella \
  phone chair table bed sign bag; do
  check "list props names c4c:prop:$p" grep -qF "c4c:prop:$p" out
done

# A cake on the ground at x 0.25, 0.12 of the stage tall and 1.3 times as wide: at 320x180 its
# box is 21.6 px tall, its foot at y 165.6; the sponge (#d99a6c) fills 0.45..0.87 of the box.
jq -n '{v: 1, kind: "cartoon", name: "Cake", cast: {A: {name: "Ann", at: {x: 0.8}}, B: {at: {x: 0.6, facing: -1}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "put", prop: "cake", x: 0.25}, {op: "wait", s: 1},
    {op: "hold", who: "A", prop: "cake"},
    {op: "give", from: "A", to: "B", prop: "cake", over: 0.5},
    {op: "eat", who: "B", prop: "cake"}, {op: "use", who: "B", prop: "cake"},
    {op: "drop", who: "B", prop: "cake"}, {op: "wait", s: 0.5},
    {op: "remove", prop: "cake"}, {op: "wait", s: 0.5}]}]}' >cake.json
expect 0 "" validate cake.json
expect 0 "" plan cake.json
check "the plan records each prop block" test "$(jq -c '[.timeline[] | select(.prop) | .kind]' out)" \
  = '["put","hold","give","eat","use","drop","remove"]'
check "the give's record" test "$(jq -c '[.timeline[] | select(.kind == "give")][0]' out)" \
  = '{"t":1,"dur":0.5,"kind":"give","who":"A","prop":"cake","to":"B"}'
expect 0 "" text cake.json
check "the text view's lines" grep -qF 'A gives the cake to B in 0.5 s' out
check "the text view's bite" grep -qF 'B takes a bite of the cake' out
expect_stdout "the cake is taken away"

expect 0 "" render cake.json --still 0.5 --size 320x180 --probe '80,161;120,161'
check "the cake's sponge where it stands" test "$(jq -c '.probes[0].rgba[0:3]' out)" = '[217,154,108]'
jq 'del(.scripts[0].body[0]) | .scripts[0].body |= [{op: "wait", s: 1}]' cake.json >none.json
expect 0 "" render none.json --still 0.5 --size 320x180 --probe '80,161;120,161'
check "no cake without the put" test "$(jq -c '.probes[0].rgba[0:3]' out)" != '[217,154,108]'
# Beside it the picture is the same with or without the cake.
expect 0 "" render cake.json --still 0.5 --size 320x180 --probe '120,161'
beside="$(jq -c '.probes[0].rgba' out)"
expect 0 "" render none.json --still 0.5 --size 320x180 --probe '120,161'
check "beside the cake nothing changes" test "$beside" = "$(jq -c '.probes[0].rgba' out)"
expect 0 "" render cake.json -o cake.mp4 --size 320x180 --quality draft --no-audio
check "a video with props" test -s cake.mp4

# Refusals, each at its block, before anything is drawn.
jq '.scripts[0].body[2].prop = "cak"' cake.json >typo.json
expect_report 1 'no put block brings a prop named "cak" on the stage' validate typo.json
expect_stdout 'did you mean "cake"?'
check "at the block's prop" grep -qF "/scripts/0/body/2/prop" out
rm -f typo.mp4
expect 1 '"cak" is not on the stage' render typo.json -o typo.mp4 --size 320x180
check "nothing written" test ! -e typo.mp4

jq '.scripts[0].body[0].pack = "cupcak"' cake.json >nopack.json
expect_report 0 'no prop pack "c4c:prop:cupcak": a render refuses the cartoon' validate nopack.json
expect_stdout 'did you mean "cupcake"?'
rm -f nopack.mp4
expect 1 'no prop pack "c4c:prop:cupcak"' render nopack.json -o nopack.mp4 --size 320x180
check "nothing written for a missing pack" test ! -e nopack.mp4

jq '.scripts[0].body[0].pack = "c4c:background:park"' cake.json >wrongtype.json
expect_report 1 "expected a prop pack's id (namespace:prop:slug)" validate wrongtype.json

jq '.scripts[0].body[3].from = "B" | .scripts[0].body[3].to = "A"' cake.json >nothold.json
expect_report 1 '"B" does not hold "cake"' plan nothold.json

jq '.scripts[0].body[0].x = 3' cake.json >far.json
expect_report 1 "a prop's x is a fraction of the stage (0 to 1)" validate far.json
jq '.scripts[0].body[0].size = 0' cake.json >tiny.json
expect_report 1 "a prop's size is 0.01 to 20 times its own" validate tiny.json
jq '.scripts[0].body[3].to = "A"' cake.json >self.json
expect_report 1 "a character cannot give a prop to itself" validate self.json
jq '.scripts[0].body[2].who = "Z"' cake.json >nobody.json
expect_report 1 'unknown cast member "Z"' validate nobody.json
jq '.scripts[0].body[0].on = "cake"' cake.json >onself.json
expect_report 1 "a prop cannot stand on itself" validate onself.json

# A name too long to quote is refused without being printed; control characters are escaped.
jq '.scripts[0].body[0].prop = ("a" * 5000)' cake.json >long.json
expect_report 1 "the name is 5000 bytes long, more than 100" validate long.json
check "the long name is not printed" test "$(wc -c <out)" -lt 2000
jq '.scripts[0].body[0].pack = ("b" * 5000)' cake.json >longpack.json
expect_report 1 "the pack's id is 5000 bytes long, more than 100" validate longpack.json
check "the long pack is not printed" test "$(wc -c <out)" -lt 2000
jq '.scripts[0].body[2].prop = "\u001b[31mred"' cake.json >escape.json
expect_report 1 'no put block brings a prop named "\e[31mred"' validate escape.json

# Words on a sign (put's text): validate, the text view, the frame's data; refused too long or with
# a control character (without being printed); a warning on a prop whose pack has no label.
jq -n '{v: 1, kind: "cartoon", name: "Sign", cast: {A: {at: {x: 0.7}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "put", prop: "sign", text: "LEMONADE", x: 0.3}, {op: "wait", s: 1}]}]}' >sign.json
expect 0 "" validate sign.json
expect 0 "" text sign.json
expect_stdout 'put the sign saying "LEMONADE" at x 0.3'
jq '.scripts[0].body[0].text = ("W" * 101)' sign.json >longsign.json
expect_report 1 "a prop's text is 101 bytes long, more than 100" validate longsign.json
check "the long text is not printed" test "$(cat out err | grep -c WWWWWWWWWW)" = 0
check "at the put's text" grep -qF "/scripts/0/body/0/text" out
jq '.scripts[0].body[0].text = "LEMON\nADE"' sign.json >newline.json
expect_report 1 "a prop's text holds a control character" validate newline.json
jq '.scripts[0].body[0].prop = "cake"' sign.json >cakewords.json
expect_report 0 'the prop pack "c4c:prop:cake" has no label: its text is not drawn' validate cakewords.json
check "a no-effect warning" grep -qF "no-effect" out

finish
