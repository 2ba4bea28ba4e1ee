#!/usr/bin/env bash
# The subtitles a render writes, as a browser shows them (docs/ENCODING.md "Subtitles"): headless
# Chromium plays a .webm with its .vtt in a <track>, and each cue's text, parsed as a browser
# parses it (getCueAsHTML), must be the line as written: no markup found, no cue broken or lost.
# Chromium is optional (about 300 MB; apt-get install chromium): without it the test is skipped
# (exit 77, ctest's skip).
source "$(dirname "$0")/lib.sh"
need_ffmpeg
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "skipped: no Chromium (apt-get install chromium to run this test)"
  exit 77
fi

# A name and lines that readers take for markup, a timing line or a cue's end.
cat >"$TMP/tricky.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"T": {"name": "Tom & <b>Jerry</b>"}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [
   {"op": "say", "who": "T", "text": "a --> b <3"},
   {"op": "caption", "text": "one\n\ntwo & <i>three</i>", "for": 0.5},
   {"op": "wait", "s": 0.2}]}]}
JSON
expect 0 "wrote $TMP/t.vtt" render "$TMP/tricky.json" -o "$TMP/t.webm" --subtitles "$TMP/t.vtt" \
  --size 160x90 --speech estimate --no-cache -y

cat >"$TMP/page.html" <<'HTML'
<!doctype html>
<video id="v" src="t.webm" muted><track id="t" kind="subtitles" src="t.vtt" default></video>
<pre id="out">pending</pre>
<script>
const track = document.getElementById('t');
const show = () => {
  const cues = Array.from(track.track.cues || []);
  document.getElementById('out').textContent = 'cues ' + cues.length + '\n' +
      cues.map(c => c.startTime.toFixed(2) + ' ' + JSON.stringify(c.getCueAsHTML().textContent))
          .join('\n');
};
track.track.mode = 'hidden';
track.addEventListener('load', show);
track.addEventListener('error', () => { document.getElementById('out').textContent = 'error'; });
</script>
HTML
timeout 60 "$browser" --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
  --virtual-time-budget=5000 --dump-dom "file://$TMP/page.html" >"$TMP/dom.html" 2>"$TMP/browser.err"
python3 - "$TMP/dom.html" >"$TMP/cues.txt" <<'PY'
import html, re, sys
found = re.search(r'<pre id="out">(.*?)</pre>', open(sys.argv[1]).read(), re.S)
print(html.unescape(found.group(1)) if found else "no output")
PY
cat >"$TMP/want.txt" <<'TXT'
cues 2
0.00 "Tom & <b>Jerry</b>: a --> b <3"
TXT
check "Chromium reads every cue as written" bash -c "head -2 '$TMP/cues.txt' | cmp -s - '$TMP/want.txt'"
check "the caption's lines, the blank one dropped" grep -qF '"one\ntwo & <i>three</i>"' "$TMP/cues.txt"
if [ "$failed" -gt 0 ]; then sed 's/^/  cues | /' "$TMP/cues.txt"; tail -5 "$TMP/browser.err"; fi
finish
