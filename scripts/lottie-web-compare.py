#!/usr/bin/env python3
"""Compare Chainframe's Lottie frames with lottie-web's (the reference player), file by file.

Usage: lottie-web-compare.py CHAINFRAME_BINARY LOTTIE_FOLDER_OR_FILE --lottie-web DIR
                             [--count K] [--only NAME ...] [--out DIR] [--markdown FILE]
                             [--json FILE] [--min-percent P] [--require NAME ...]

lottie-web 5.13.0 (svg renderer, headless Chromium) draws K evenly spread frames of every file
(DIR/render.py, frame i = the file's ip + i); `chainframe still FILE --frame i` draws the same
frames. Both are straight-alpha RGBA PNGs at the file's size. A frame's score is the lower of
two PSNRs (dB, RGB): both images composited over white, and both over black, so a colour
difference hidden by transparency still counts. A file's score is the median of its frames'
scores, and it passes at >= 40 dB (the measure of issue 34). A file Chainframe refuses, fails
on or hangs on (60 s a frame) scores 0 and is listed with its first error line.

Exit status: 1 if the share of passing files is below --min-percent, if a --require file does
not pass, or if Chainframe crashed (exit status other than 0, 65, 66, 69) or hung on any file.
Test tool only: lottie-web and Chromium are never runtime dependencies.
"""
import argparse, json, math, os, statistics, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image


def over(rgba, background):
    """Straight-alpha RGBA (uint8) composited over a solid grey level, as float RGB."""
    a = rgba[..., 3:4].astype(np.float64) / 255.0
    return rgba[..., :3].astype(np.float64) * a + background * (1.0 - a)


def psnr(x, y):
    mse = float(np.mean((x - y) ** 2))
    return float("inf") if mse == 0 else 10 * math.log10(255.0 ** 2 / mse)


def frame_score(ours_png, theirs_png):
    ours = np.asarray(Image.open(ours_png).convert("RGBA"))
    theirs = np.asarray(Image.open(theirs_png).convert("RGBA"))
    if ours.shape != theirs.shape:
        return 0.0
    return min(psnr(over(ours, 255.0), over(theirs, 255.0)), psnr(over(ours, 0.0), over(theirs, 0.0)))


def run_still(binary, path, frame, png):
    """(status, first error line): status is 'ok', 'refused' (exit 65/66/69), 'crash' or 'hang'."""
    try:
        r = subprocess.run([binary, "still", path, "--frame", str(frame), "-o", png],
                           capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "hang", "no frame after 60 s"
    if r.returncode == 0:
        return "ok", ""
    line = ((r.stderr or r.stdout).strip().splitlines() or ["(no message)"])[0][:160]
    return ("refused" if r.returncode in (65, 66, 69) else "crash"), f"exit {r.returncode}: {line}"


def unsupported(binary, path):
    """The features `chainframe validate` reports as not drawn (its warnings), without repeats."""
    try:
        r = subprocess.run([binary, "validate", path], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return []
    seen = []
    for line in r.stdout.splitlines() + r.stderr.splitlines():
        if "warning:" in line:
            text = line.split("warning:", 1)[1].strip().split(" — ")[0]
            if text not in seen:
                seen.append(text)
    return seen


def fmt(value):
    return "∞" if math.isinf(value) else f"{value:.1f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary")
    ap.add_argument("src", help="a folder of Lottie .json files, or one file")
    ap.add_argument("--lottie-web", required=True, help="the lottie-web harness folder (with render.py)")
    ap.add_argument("--count", type=int, default=6, help="frames per file, evenly spread (default 6)")
    ap.add_argument("--only", nargs="*", help="only these files (basename, .json optional)")
    ap.add_argument("--out", help="keep reference and Chainframe PNGs here (default: a temporary folder)")
    ap.add_argument("--markdown", help="write the per-file table here")
    ap.add_argument("--json", help="write per-file scores here")
    ap.add_argument("--min-percent", type=float, default=0.0, help="fail below this share of passing files")
    ap.add_argument("--require", nargs="*", default=[], help="files that must pass")
    ap.add_argument("--jobs", type=int, default=2, help="Chainframe frames drawn at once (default 2)")
    args = ap.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="lottie-web-compare-")
    ref = os.path.join(out, "lottie-web")
    mine = os.path.join(out, "chainframe")
    render = [sys.executable, os.path.join(args.lottie_web, "render.py"), args.src, ref, "--count", str(args.count)]
    if args.only:
        render += ["--only", *args.only]
    # render.py exits 1 when lottie-web itself fails on a file; such files are left out below.
    subprocess.run(render, check=False, stdout=subprocess.DEVNULL)
    with open(os.path.join(ref, "index.json")) as fh:
        index = json.load(fh)["files"]
    folder = args.src if os.path.isdir(args.src) else os.path.dirname(args.src)
    names = sorted(index)
    if args.only:
        wanted = {n[:-5] if n.endswith(".json") else n for n in args.only}
        names = [n for n in names if n in wanted]
    rows, crashed = [], []
    for name in names:
        entry = index[name]
        path = os.path.join(folder, name + ".json")
        if entry.get("failed") or not entry.get("loaded", True):
            rows.append({"file": name, "status": "reference failed", "score": None, "frames": {},
                         "note": entry.get("failed") or entry.get("load_msg") or "", "unsupported": []})
            continue
        os.makedirs(os.path.join(mine, name), exist_ok=True)
        frames = [int(f) for f in entry["frames"]]
        pngs = {f: os.path.join(mine, name, f"chainframe_f{f:04d}.png") for f in frames}
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = dict(zip(frames, pool.map(lambda f: run_still(args.binary, path, f, pngs[f]), frames)))
        status, note, scores = "ok", "", {}
        for f in frames:
            kind, message = results[f]
            if kind != "ok":
                status, note = kind, message
                scores[f] = 0.0
                continue
            scores[f] = frame_score(pngs[f], os.path.join(ref, name, f"lottieweb_f{f:04d}.png"))
        if status in ("crash", "hang"):
            crashed.append(name)
        score = statistics.median(scores.values()) if scores else 0.0
        rows.append({"file": name, "status": status, "score": score, "frames": scores, "note": note,
                     "unsupported": unsupported(args.binary, path)})
        per = ", ".join(f"{f}:{fmt(s)}" for f, s in scores.items())
        print(f"{name:40s} median {fmt(score):>6s} dB  [{per}]  {status} {note}".rstrip(), flush=True)
    scored = [r for r in rows if r["score"] is not None]
    passed = [r for r in scored if r["score"] >= 40 and r["status"] == "ok"]
    percent = 100.0 * len(passed) / len(scored) if scored else 0.0
    summary = (f"{len(passed)}/{len(scored)} files ({percent:.0f} %) >= 40 dB against lottie-web (median frame); "
               f"{len(crashed)} crashed or hung; {len(rows) - len(scored)} the reference could not draw")
    print(summary)
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write("| file | median (dB) | per frame (dB) | status | reported as not drawn |\n")
            fh.write("| --- | --- | --- | --- | --- |\n")
            for r in rows:
                median = "—" if r["score"] is None else fmt(r["score"])
                per = ", ".join(f"{f}: {fmt(s)}" for f, s in r["frames"].items())
                status = r["status"] + (f" ({r['note']})" if r["note"] else "")
                fh.write(f"| `{r['file']}` | {median} | {per} | {status} | {'; '.join(r['unsupported']) or '—'} |\n")
            fh.write(f"\n{summary}\n")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"summary": summary, "percent": percent, "rows": rows}, fh, indent=1,
                      default=lambda v: None if isinstance(v, float) and math.isinf(v) else v)
    failed = [n for n in args.require
              if not any(r["file"] == (n[:-5] if n.endswith(".json") else n) for r in passed)]
    if failed:
        print(f"below 40 dB against lottie-web: {', '.join(failed)}", file=sys.stderr)
    if percent < args.min_percent:
        print(f"{percent:.0f} % of files pass; at least {args.min_percent:.0f} % required", file=sys.stderr)
    return 1 if crashed or failed or percent < args.min_percent else 0


if __name__ == "__main__":
    sys.exit(main())
