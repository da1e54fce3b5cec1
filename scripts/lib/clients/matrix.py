#!/usr/bin/env python3
"""The client matrix of scripts/clients: every output format and preset, opaque and transparent,
with audio and captions, segmented, unsegmented and chunked (N=3) + joined, rendered by
chainframe and read back by FFmpeg (libvpx-vp9 for VP9 alpha, libdav1d for AV1; libwebp's tools
for animated WebP, which FFmpeg 5.1 cannot decode) and by headless Chromium (<video> and
ImageDecoder, probe.js). Prints a table; exits 1 when a cell fails. Cells a client is known not
to play (H.265 and ProRes in Chromium, Y4M/raw anywhere but FFmpeg) are marked expected."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, WebSocket  # noqa: E402
from files import anim_delays, probe, read_rgba  # noqa: E402

SIZE, FPS, FRAMES, PROBE = 64, 30, 30, 15
CARD, BACKGROUND = (224, 160, 64), (48, 96, 160)
# Boxes [x0, y0, x1, y1) in scene pixels: inside the card (the whole top half, so that codec
# blocks there are flat) and in the background between the card and the moving dot (transparent
# in transparent scenes; the 16-pixel block row 32…47 holds nothing else).
BOXES = {"colour": (20, 8, 44, 24), "clear": (20, 36, 44, 44)}
SCENE = """canvas: {width: 64, height: 64, fps: 30, duration: 1, background: "%s"}
layers:
  - {type: rect, id: card, position: [32, 16], size: [64, 32], fill: "#e0a040"}
  - {type: rect, id: dot, position: [8, 56], size: [8, 8], fill: "#40c080",
     animations: [{property: position.x, from: 8, to: 56, duration: 1, easing: linear}]}
"""
EXTRAS = "audio: {file: tone.wav}\ncaptions: {file: cues.srt}\n"
NO_CHROMIUM_HEVC = "H.265: Chromium on Linux has no HEVC decoder (expected)"
NO_CHROMIUM_PRORES = "ProRes: not a web codec (expected)"
NO_CHROMIUM_STREAM = "a stream for pipes, not a browser format (expected)"
# format: extension, kind, YUV, keeps alpha, audio, soft subtitles, segments, chunks, FFmpeg decoder,
# Chromium's answer when it is known not to play the format.
FORMATS = {
    "mp4": dict(ext="mp4", kind="video", yuv=True, alpha=False, audio=True, subs=True, seg=True, chunks=True),
    "mov": dict(ext="mov", kind="video", yuv=True, alpha=False, audio=True, subs=True, seg=True, chunks=True),
    "hevc": dict(ext="mp4", kind="video", yuv=True, alpha=False, audio=True, subs=True, seg=True, chunks=True,
                 chromium=NO_CHROMIUM_HEVC),
    "webm": dict(ext="webm", kind="video", yuv=True, alpha=True, audio=True, subs=False, seg=True, chunks=True,
                 decoder="libvpx-vp9"),
    "av1": dict(ext="webm", kind="video", yuv=True, alpha=False, audio=True, subs=False, seg=False, chunks=False,
                decoder="libdav1d"),
    "prores4444": dict(ext="mov", kind="video", yuv=True, alpha=True, audio=True, subs=True, seg=True, chunks=True,
                       chromium=NO_CHROMIUM_PRORES),
    "prores422hq": dict(ext="mov", kind="video", yuv=True, alpha=False, audio=True, subs=True, seg=True,
                        chunks=True, chromium=NO_CHROMIUM_PRORES),
    "gif": dict(ext="gif", kind="anim", mime="image/gif", alpha=True, chunks=True),
    "apng": dict(ext="apng", kind="anim", mime="image/png", alpha=True, chunks=True),
    "webp": dict(ext="webp", kind="anim", mime="image/webp", alpha=True, chunks=True),
    "png-sequence": dict(ext="png", kind="png", alpha=True, chunks=True),
    "y4m": dict(ext="y4m", kind="video", yuv=True, alpha=False, chromium=NO_CHROMIUM_STREAM),
    "raw": dict(ext="raw", kind="raw", alpha=True, chromium=NO_CHROMIUM_STREAM),
}
# preset: format, extra flags (tiny sizes instead of 1080p), output size, fps
PRESETS = {
    "web-h264": ("mp4", [], (64, 64), 30),
    "web-vp9": ("webm", [], (64, 64), 30),
    "social-square-1080": ("mp4", ["--size", "96x96"], (96, 96), 30),
    "story-1080x1920": ("mp4", ["--size", "72x128"], (72, 128), 30),
    "gif-preview-480": ("gif", [], (480, 480), 25),
    "prores-alpha": ("prores4444", [], (64, 64), 30),
    "png-sequence": ("png-sequence", [], (64, 64), 30),
}


class Cell:
    def __init__(self, name, fmt, args, transparent, extras=False, mode="one", size=(64, 64), fps=FPS,
                 twin=None):
        self.name, self.fmt, self.args, self.transparent = name, fmt, args, transparent
        self.extras, self.mode, self.size, self.fps, self.twin = extras, mode, size, fps, twin
        self.info = FORMATS[fmt]
        self.frames = round(fps * FRAMES / FPS)
        self.slug = name.replace(" ", "_").replace("+", "").replace("/", "-")
        self.ffmpeg, self.chromium, self.failures, self.notes = {}, {}, [], []

    @property
    def keeps_alpha(self):
        return self.transparent and self.info["alpha"]

    def output(self, work):
        if self.info["kind"] == "png":
            return os.path.join(work, self.slug, "%05d.png")
        return os.path.join(work, self.slug + "." + self.info["ext"])

    def boxes(self):
        """The scene's boxes in output pixels (scaled to fit and centred, a pixel of margin)."""
        w, h = self.size
        s = min(w / SIZE, h / SIZE)
        ox, oy = (w - SIZE * s) / 2, (h - SIZE * s) / 2
        out = {}
        for name, (x0, y0, x1, y1) in BOXES.items():
            margin = 1 if s != 1 else 0
            out[name] = [int(ox + x0 * s) + margin, int(oy + y0 * s) + margin,
                         int(ox + x1 * s) - margin, int(oy + y1 * s) - margin]
        return out


def cells():
    out = []
    for fmt, info in FORMATS.items():
        audio = info.get("audio", False)
        out.append(Cell(f"{fmt} opaque" + (" +audio +captions" if audio else ""), fmt, [], False, extras=audio))
        segments = ["--segment-seconds", "0.4"] if info.get("seg") else []
        alpha = Cell(f"{fmt} transparent" + (" seg" if segments else "") + (" +audio" if audio else ""),
                     fmt, segments, True, extras=audio)
        out.append(alpha)
        if info.get("seg"):
            out.append(Cell(f"{fmt} transparent noseg", fmt, ["--segment-seconds", "0"], True))
        if info.get("chunks"):
            out.append(Cell(f"{fmt} transparent chunks 3+join" + (" +audio" if audio else ""), fmt, segments,
                            True, extras=audio, mode="chunks", twin=alpha))
    for name, (fmt, flags, size, fps) in PRESETS.items():
        for transparent in (False, True):
            out.append(Cell(f"preset {name} {'transparent' if transparent else 'opaque'}", fmt,
                            ["--preset", name] + flags, transparent, size=size, fps=fps))
    return out


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, **kw)


def prepare(work, binary):
    ffmpeg = ["ffmpeg", "-v", "error", "-y"]
    run(ffmpeg + ["-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-ac", "2", os.path.join(work, "tone.wav")])
    with open(os.path.join(work, "cues.srt"), "w") as f:
        f.write("1\n00:00:00,100 --> 00:00:00,900\nHi\n")
    refs = {}
    for transparent in (False, True):
        for extras in (False, True):
            name = f"scene-{'t' if transparent else 'o'}{'x' if extras else ''}.yaml"
            with open(os.path.join(work, name), "w") as f:
                f.write(SCENE % ("transparent" if transparent else "#3060a0") + (EXTRAS if extras else ""))
        png = os.path.join(work, f"still-{'t' if transparent else 'o'}.png")
        run([binary, "still", os.path.join(work, name.replace("x.yaml", ".yaml")), "--frame", str(PROBE), "-o", png])
        refs[transparent] = box_means(read_rgba(["-i", png], SIZE, SIZE), SIZE, {k: list(v) for k, v in BOXES.items()})
    with open(os.path.join(work, "index.html"), "w") as f:
        f.write('<!doctype html><meta charset="utf-8"><script src="probe.js"></script><body></body>\n')
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "probe.js"), work)
    return refs


def box_means(rgba, width, boxes):
    out = {}
    for name, (x0, y0, x1, y1) in boxes.items():
        sums, n = [0, 0, 0, 0], 0
        for y in range(y0, y1):
            for x in range(x0, x1):
                i = (y * width + x) * 4
                for c in range(4):
                    sums[c] += rgba[i + c]
                n += 1
        out[name] = [round(s / n, 1) for s in sums]
    return out


def render(cell, work, binary):
    scene = os.path.join(work, f"scene-{'t' if cell.transparent else 'o'}{'x' if cell.extras else ''}.yaml")
    fmt = ["--format", cell.fmt] if "--preset" not in cell.args else []
    out = cell.output(work)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    extra = ["--captions-vtt", os.path.join(work, cell.slug + ".vtt")] if cell.extras else []
    if cell.mode == "chunks":
        parts = os.path.join(work, cell.slug + "-parts")
        for i in range(3):
            run([binary, "render", scene, "--chunk", f"{i}/3", "-o", parts, "--quiet"] + fmt + cell.args)
        run([binary, "join", parts, "-o", out])
        if cell.twin is not None and cell.info["kind"] != "png":
            if open(out, "rb").read() != open(cell.twin.output(work), "rb").read():
                cell.failures.append("the join differs from the one-machine render")
            else:
                cell.notes.append("join = one-machine bytes")
    else:
        run([binary, "render", scene, "-o", out, "--quiet"] + fmt + cell.args + extra)


def libyuv_blue(rgb):
    """`rgb` as Chromium's software video path shows it: libyuv's BT.709 YUV→RGB caps the blue
    coefficient at 2.0 (its 8-bit SIMD constants hold at most 128/64) instead of 2.112, so blue
    moves towards luma by 5.3 % of its distance (64 → 69.5 on the card; red and green exact)."""
    r, g, b = rgb[:3]
    luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return [r, g, luma + (b - luma) * 2.0 / 2.1124]


def expect_boxes(cell, got, refs, column):
    """Checks the probe boxes against `still`: colour within 2 codes, alpha where transparent."""
    ref = refs[cell.transparent]
    adjust = libyuv_blue if column == "Chromium" and cell.info.get("yuv") else (lambda c: c[:3])
    problems = []
    colour = got["colour"]
    worst = max(abs(a - b) for a, b in zip(colour[:3], adjust(ref["colour"])))
    if worst > 2 or colour[3] < 253:
        problems.append(f"{column}: card {colour} vs still {[round(x, 1) for x in adjust(ref['colour'])]}")
    clear = got["clear"]
    if cell.keeps_alpha:
        if clear[3] >= 255:
            problems.append(f"{column}: no alpha where transparent (alpha {clear[3]})")
    else:
        want = [0, 0, 0] if cell.transparent else adjust(ref["clear"])
        if max(abs(a - b) for a, b in zip(clear[:3], want)) > 2 or clear[3] < 253:
            problems.append(f"{column}: background {clear} vs {want}")
    cell.failures += problems
    return f"d{worst:.0f} a{clear[3]:.0f}"


def check_ffmpeg(cell, work, refs):
    out, info = cell.output(work), cell.info
    w, h = cell.size
    vf = ""
    if info["kind"] == "png":
        files = sorted(os.listdir(os.path.dirname(out)))
        frames, seconds = len(files), None
        src = ["-i", out % round(PROBE * cell.fps / FPS)]
    elif info["kind"] == "anim" and cell.fmt == "webp":
        # FFmpeg 5.1 cannot decode animated WebP: libwebp's own tools read it (frame 1 only).
        # Pixels are checked in Chromium only.
        frames, seconds, _ = anim_delays("webp", out)
        src = None
    else:
        pre = ["-f", "rawvideo", "-pixel_format", "bgra", "-video_size", f"{w}x{h}", "-framerate", str(cell.fps)] \
            if info["kind"] == "raw" else []
        dec = ["-c:v", info["decoder"]] if info.get("decoder") else []
        p = probe(pre + ["-i", out])
        video = [s for s in p["streams"] if s["codec_type"] == "video"]
        types = {s["codec_type"] for s in p["streams"]}
        frames = int(video[0].get("nb_read_frames", 0))
        seconds = float(p["format"].get("duration") or frames / cell.fps)
        if info["kind"] == "anim":
            _, exact, _ = anim_delays(cell.fmt, out)
            seconds = exact
        if cell.extras and info.get("audio") and "audio" not in types:
            cell.failures.append("FFmpeg: no audio stream")
        if cell.extras and info.get("subs") and "subtitle" not in types:
            cell.failures.append("FFmpeg: no subtitle stream")
        cell.ffmpeg["streams"] = "+".join(sorted(types))
        probe_index = round(PROBE * cell.fps / FPS)
        src = pre + dec + ["-i", out]
        vf = f"select=eq(n\\,{probe_index})"
        if info.get("yuv"):
            vf += ",scale=in_color_matrix=bt709:in_range=tv:flags=accurate_rnd+full_chroma_int+bitexact"
    cell.ffmpeg["frames"] = frames
    if frames != cell.frames:
        cell.failures.append(f"FFmpeg: {frames} frames, expected {cell.frames}")
    if seconds is not None:
        cell.ffmpeg["seconds"] = float(seconds)
        exact = info["kind"] == "anim"
        if (exact and seconds != 1) or abs(float(seconds) - 1) > 1 / cell.fps:
            cell.failures.append(f"FFmpeg: lasts {float(seconds):.4f} s, expected 1 s" + (" exactly" if exact else ""))
    if src is not None:
        cell.ffmpeg["boxes"] = expect_boxes(cell, box_means(read_rgba(src, w, h, vf), w, cell.boxes()), refs, "FFmpeg")


def check_chromium(cell, work, refs, browser):
    reason = cell.info.get("chromium")
    if reason:
        cell.chromium["expected"] = reason
        if cell.info["kind"] == "video" and cell.fmt != "y4m":
            got = browser.evaluate(f"CF.video({json.dumps(os.path.relpath(cell.output(work), work))}, "
                                   f"{json.dumps(dict(fps=cell.fps, probeFrame=PROBE, boxes=cell.boxes()))})")
            if "error" not in got and got.get("width"):
                cell.notes.append("Chromium played it (unexpected, not a failure)")
        return
    path = os.path.relpath(cell.output(work), work)
    probe_frame = round(PROBE * cell.fps / FPS)
    spec = dict(fps=cell.fps, probeFrame=probe_frame, boxes=cell.boxes())
    kind = cell.info["kind"]
    if kind == "video":
        spec["audio"] = bool(cell.extras and cell.info.get("audio"))
        if cell.extras and cell.mode != "chunks":
            spec["vtt"] = cell.slug + ".vtt"
        got = browser.evaluate(f"CF.video({json.dumps(path)}, {json.dumps(spec)})")
    elif kind == "anim":
        got = browser.evaluate(f"CF.image({json.dumps(path)}, {json.dumps(cell.info['mime'])}, {json.dumps(spec)})")
    else:
        spec["probeFrame"] = 0
        got = browser.evaluate(f"CF.image({json.dumps(path % probe_frame)}, 'image/png', {json.dumps(spec)})")
    if "error" in got:
        cell.failures.append(f"Chromium: {got['error']}")
        return
    cell.chromium["raw"] = got
    if kind != "png":
        cell.chromium["frames"], cell.chromium["seconds"] = got["frames"], got["duration"]
        if got["frames"] != cell.frames:
            cell.failures.append(f"Chromium: {got['frames']} frames, expected {cell.frames}")
        if kind == "anim" and round(got["duration"] * 1e6) != 1_000_000:
            cell.failures.append(f"Chromium: plays {got['duration']:.4f} s, expected exactly 1 s")
        if abs(got["duration"] - 1) > 1 / cell.fps:
            cell.failures.append(f"Chromium: lasts {got['duration']:.4f} s, expected 1 s")
    if spec.get("audio"):
        audio = got.get("audio", {})
        if audio.get("error") or not audio.get("channels"):
            cell.failures.append(f"Chromium: audio does not decode ({audio})")
        else:
            cell.chromium["audio"] = f"{audio['channels']}ch {audio['duration']:.2f}s"
    if "vtt" in spec:
        cell.chromium["cues"] = got.get("cues")
        if not got.get("cues"):
            cell.failures.append("Chromium: the WebVTT sidecar has no cues")
    cell.chromium["boxes"] = expect_boxes(cell, got["boxes"], refs, "Chromium")


def summary(column):
    if "expected" in column:
        return "n/a (expected)"
    parts = []
    if "frames" in column:
        parts.append(f"{column['frames']}f")
    if "seconds" in column:
        parts.append(f"{column['seconds']:.3f}s")
    if "boxes" in column:
        parts.append(column["boxes"])
    if column.get("streams"):
        parts.append(column["streams"])
    if column.get("audio"):
        parts.append("audio " + column["audio"])
    if column.get("cues"):
        parts.append(f"vtt {column['cues']} cue")
    return " ".join(parts) or "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("binary")
    parser.add_argument("work")
    parser.add_argument("--only", default="", help="run the cells whose name contains this text")
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    refs = prepare(work, args.binary)
    selected = [c for c in cells() if args.only in c.name or (c.mode == "chunks" and args.only in c.twin.name)]
    # A chunk cell compares its join with its one-machine twin: render the twins too.
    needed = selected + [c.twin for c in selected if c.twin is not None and c.twin not in selected]
    started = time.monotonic()
    browser = Browser(work)
    print(f"clients: {browser.version()}; {subprocess.run(['ffmpeg', '-version'], capture_output=True, text=True).stdout.split(chr(10))[0]}")
    try:
        for cell in needed:
            try:
                render(cell, work, args.binary)
            except subprocess.CalledProcessError as e:
                cell.failures.append(f"render failed: {e.stderr.decode(errors='replace').strip()[:300]}")
        for cell in selected:
            if cell.failures:
                continue
            try:
                check_ffmpeg(cell, work, refs)
            except (subprocess.CalledProcessError, RuntimeError, ValueError, OSError, KeyError) as e:
                detail = e.stderr.decode(errors="replace").strip() if isinstance(e, subprocess.CalledProcessError) else e
                cell.failures.append(f"check failed: {str(detail)[:300]}")
            # A page that stops answering (seen once: a media promise left pending) times out;
            # the cell is checked once more in a fresh browser before it counts as a failure.
            for attempt in (1, 2):
                try:
                    check_chromium(cell, work, refs, browser)
                    break
                except TimeoutError as e:
                    browser.close()
                    browser = Browser(work)
                    if attempt == 2:
                        cell.failures.append(f"check failed: Chromium did not answer within {WebSocket.TIMEOUT} s twice")
                    else:
                        cell.notes.append(f"Chromium did not answer within {WebSocket.TIMEOUT} s; checked again")
                except (RuntimeError, ValueError, OSError, KeyError) as e:
                    cell.failures.append(f"check failed: {str(e)[:300]}")
                    break
    finally:
        browser.close()
    width = max(len(c.name) for c in selected)
    print(f"{'cell':<{width}}  {'result':<6}  {'FFmpeg (libvpx VP9, dav1d AV1, libwebp WebP)':<50}  Chromium")
    for c in selected:
        result = "FAIL" if c.failures else "ok"
        print(f"{c.name:<{width}}  {result:<6}  {summary(c.ffmpeg):<50}  {summary(c.chromium)}")
    print("(Nf: frames; s: duration; dN: largest colour difference from `chainframe still` in the card; "
          "aN: alpha where the scene is transparent or background)")
    failed = [c for c in selected if c.failures]
    for c in failed:
        for f in c.failures:
            print(f"FAIL {c.name}: {f}")
    for c in selected:
        for n in c.notes:
            print(f"note {c.name}: {n}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump([dict(name=c.name, failures=c.failures, notes=c.notes, ffmpeg=c.ffmpeg,
                            chromium={k: v for k, v in c.chromium.items() if k != "raw"}) for c in selected], f, indent=1)
    print(f"clients: {len(selected) - len(failed)} of {len(selected)} cells pass "
          f"({time.monotonic() - started:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
