#!/usr/bin/env python3
"""Reads whole renders of one character saying a line (talking_render_test.sh) and checks their
pixels: where frames differ while it speaks and while it is silent, and whether the inside of the
mouth shows at chosen times. The expected values come from the spec and docs/SHAPES.md 2.1 (the
shapes' openness, the 7-a-second flap), never from the renderer.

  mouth_pixels.py sequence PLAN POSE FRAMES BOX_OUT   frames of a still character saying a line
  mouth_pixels.py voice-stills CUES BOX               --still/--probe arguments: rest, lips shut,
                                                      mouth open (the line's longest cues)
  mouth_pixels.py flap-stills PLAN BOX                the same for --speech estimate's flap
  mouth_pixels.py check-stills PROBES EXPECT...       each still's mouth: shut, open, or less than
                                                      the still before (`less`)
"""
import json
import subprocess
import sys

W, H = 320, 180
FPS = 24
CHARACTER_H = 0.8 * H  # say_line.json's placement: h 0.8, feet at y 0.95
FEET_Y = 0.95 * H
EASE = 0.07  # docs/SHAPES.md 2.1: a shape shows whole in the middle of a cue this long
# The inside of a mouth or beak as face_draw.cpp paints it (0.36, 0.09, 0.12), in 8 bits.
INSIDE = (92, 23, 31)
OPEN_SHAPES = "CDEH"  # openness 0.5 and over (docs/SHAPES.md 2.1)


def fail(message):
    print("mouth_pixels: " + message)
    sys.exit(1)


def read_frames(pattern):
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", pattern, "-f", "rawvideo", "-pix_fmt",
                          "rgb24", "-"], capture_output=True, check=True).stdout
    size = W * H * 3
    return [raw[i:i + size] for i in range(0, len(raw), size)]


def differing(a, b):
    """The box (x0, y0, x1, y1) around the pixels that differ by more than a rounding step."""
    box = None
    row = W * 3
    for y in range(H):
        ra, rb = a[y * row:(y + 1) * row], b[y * row:(y + 1) * row]
        if ra == rb:
            continue
        for i in range(0, row, 3):
            if max(abs(ra[i] - rb[i]), abs(ra[i + 1] - rb[i + 1]), abs(ra[i + 2] - rb[i + 2])) <= 6:
                continue
            x = i // 3
            box = (x, y, x, y) if box is None else (min(box[0], x), min(box[1], y),
                                                    max(box[2], x), max(box[3], y))
    return box


def union(a, b):
    if a is None or b is None:
        return a or b
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def is_inside(rgb):
    return all(abs(c - w) <= 20 for c, w in zip(rgb, INSIDE))


def say_record(plan):
    says = [r for r in json.load(open(plan))["timeline"] if r["kind"] == "say"]
    if len(says) != 1:
        fail("expected one say record, found %d" % len(says))
    return says[0]


def sequence(plan, pose, frames_pattern, box_out):
    line = say_record(plan)
    start, end = line["t"], line["t"] + line["dur"]
    frames = read_frames(frames_pattern)
    faces = [json.loads(l)["frame"]["characters"]["A"]["face"] for l in open(pose)]
    blinks = [face["blink"] for face in faces]
    # Frames where the head beats or tilts with the words (docs/SHAPES.md 2.2, talking gestures)
    # move more than the mouth: the mouth's own changes are looked for between the beats.
    gesturing = [face.get("nod", 0) != 0 or face.get("tilt", 0) != 0 for face in faces]
    if len(frames) < 40 or len(blinks) < len(frames):
        fail("%d frames, %d poses" % (len(frames), len(blinks)))
    times = [n / FPS for n in range(len(frames))]
    before = [n for n, t in enumerate(times) if t < start and blinks[n] == 0]
    if not before:
        fail("no frame before the line without a blink")
    rest = frames[before[0]]
    # Silent (before the line, and after it once the last shape has eased out): the character
    # holds still, so every frame without a blink is the first one, to the byte.
    silent = [n for n, t in enumerate(times)
              if (t < start or t > end + EASE) and blinks[n] == 0]
    if any(gesturing[n] for n in silent):
        fail("the head moves while silent: %s" % [n for n in silent if gesturing[n]])
    moved = [n for n in silent if frames[n] != rest]
    if moved:
        fail("silent frames %s differ from frame %d" % (moved, before[0]))
    if len(silent) < 10:
        fail("only %d silent frames" % len(silent))
    # Speaking: the frames differ, and only where the mouth is.
    speaking = [n for n, t in enumerate(times)
                if start < t < end and blinks[n] == 0 and not gesturing[n]]
    boxes = [differing(rest, frames[n]) for n in speaking]
    changed = sum(b is not None for b in boxes)
    if changed < len(speaking) / 2:
        fail("only %d of %d frames of the line differ from the rest" % (changed, len(speaking)))
    mouth = None
    for b in boxes:
        mouth = union(mouth, b)
    w, h = mouth[2] - mouth[0] + 1, mouth[3] - mouth[1] + 1
    if w > 0.3 * CHARACTER_H or h > 0.2 * CHARACTER_H or mouth[3] > FEET_Y - 0.4 * CHARACTER_H:
        fail("the changes while speaking, %s, are not a mouth in the head" % (mouth,))
    # A blink's box is the eyes: the mouth is below them.
    eyes = None
    for n, t in enumerate(times):
        if blinks[n] > 0.5 and not start - EASE < t < end + EASE:
            eyes = union(eyes, differing(rest, frames[n]))
    if eyes is not None and (mouth[1] + mouth[3]) / 2 <= eyes[3]:
        fail("the mouth %s is not below the eyes %s" % (mouth, eyes))
    with open(box_out, "w") as f:
        f.write("%d %d %d %d\n" % mouth)
    print("mouth %s, eyes %s, %d of %d speaking frames differ" % (mouth, eyes, changed,
                                                                    len(speaking)))


def probe_points(box_file, margin=6):
    x0, y0, x1, y1 = (int(v) for v in open(box_file).read().split())
    x0, y0 = max(0, x0 - margin), max(0, y0 - margin)
    x1, y1 = min(W - 1, x1 + margin), min(H - 1, y1 + margin)
    return ";".join("%d,%d" % (x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1))


def print_stills(times, box_file):
    print(" ".join("--still %.6f" % t for t in times) + " --probe " + probe_points(box_file))


def voice_stills(cues_file, box_file):
    lines = json.load(open(cues_file))["lines"]
    if len(lines) != 1:
        fail("expected one line's cues")
    cues = lines[0]["mouthCues"]

    def longest(shapes):
        found = [c for c in cues if c["shape"] in shapes]
        if not found:
            fail("no cue of %s in %s" % (shapes, [c["shape"] for c in cues]))
        c = max(found, key=lambda c: c["end"] - c["start"])
        if c["end"] - c["start"] < EASE:
            fail("the longest %s cue is %.3f s, shorter than the ease" % (shapes,
                                                                        c["end"] - c["start"]))
        return (c["start"] + c["end"]) / 2

    # At rest before the line; the lips shut for an M, B or P; the mouth open for a vowel.
    print_stills([lines[0]["t"] - 0.25, longest("A"), longest(OPEN_SHAPES)], box_file)


def flap_stills(plan, box_file):
    t = say_record(plan)["t"]
    # Before the line; then the middles of the first four opens (C, D, C, E), each followed by the
    # middle of its close (A): open for 55 % of each 1/7 s.
    times = [t - 0.25]
    for k in range(4):
        times += [t + (k + 0.275) / 7, t + (k + 0.775) / 7]
    print_stills(times, box_file)


def check_stills(probes_file, expect):
    stills = [json.loads(l) for l in open(probes_file)]
    if len(stills) != len(expect):
        fail("%d stills, expected %d" % (len(stills), len(expect)))
    counts = [sum(is_inside(p["rgba"][:3]) for p in s["probes"]) for s in stills]
    for i, (want, n) in enumerate(zip(expect, counts)):
        ok = {"shut": n == 0, "open": n >= 2, "less": i > 0 and n < counts[i - 1]}[want]
        if not ok:
            fail("at %.3f s the mouth should be %s: %d pixels of its inside show (all: %s)" %
                 (stills[i]["t"], want, n, counts))
    print("inside pixels per still: %s" % counts)


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "sequence":
        sequence(*args)
    elif mode == "voice-stills":
        voice_stills(*args)
    elif mode == "flap-stills":
        flap_stills(*args)
    elif mode == "check-stills":
        check_stills(args[0], args[1:])
    else:
        fail("unknown mode " + mode)


main()
