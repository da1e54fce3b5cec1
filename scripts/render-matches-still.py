#!/usr/bin/env python3
"""Check that `chainframe render` writes the frames `chainframe still` draws, file by file.

Usage: render-matches-still.py CHAINFRAME_BINARY FOLDER_OR_FILE [--window N] [--tolerance L]
                               [--jobs J]

FOLDER_OR_FILE: Lottie files, scene files (.yaml, .yml, .json), or a folder of them.

The conformance comparison (lottie-web-compare.py) draws each frame with `still`, one process a
frame. Users run `render`, whose pipeline adds what `still` never exercises: frames encoded as
repeats of the previous one, state moved from frame to frame in place, several workers. A fault
there (a layer that appears by its in-point but never shows in a video) scores full marks in
the comparison. So every file is rendered as a PNG
sequence of its first N frames (--frames 0..N-1, default N = 60), and four of those frames
(first, one third, two thirds, last) are drawn again with `still`. The two must agree in
premultiplied RGBA within L levels (default 0: both draw with the same code, so any
difference is a fault; invalid premultiplied pixels, which the two PNG writers read
differently, are one, see PremultipliedClamp).

Exit status: 1 if any file's frames disagree or either command fails. Test tool only.
"""
import argparse, glob, json, math, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image


def premultiplied(png):
    rgba = np.asarray(Image.open(png).convert("RGBA")).astype(np.int64)
    alpha = rgba[..., 3:4]
    return np.concatenate([(rgba[..., :3] * alpha + 127) // 255, alpha], axis=-1)


def frame_count(binary, path):
    """The frame count: a Lottie file's as the importer reads it (op - ip, rounded up), a
    scene's from `chainframe info --json`; None when neither gives one."""
    try:
        with open(path, encoding="utf-8-sig") as f:
            doc = json.load(f)
        return max(1, math.ceil(float(doc["op"]) - float(doc["ip"]) - 1e-3))
    except (OSError, ValueError, KeyError, TypeError):
        pass
    r = subprocess.run([binary, "info", path, "--json"], capture_output=True, text=True)
    try:
        return int(json.loads(r.stdout)["frameCount"]) if r.returncode == 0 else None
    except (ValueError, KeyError, TypeError):
        return None


def check(binary, path, window, tolerance):
    """(name, problems): problems is empty when every checked frame agrees."""
    name = os.path.basename(path)
    frames = frame_count(binary, path)
    if frames is None:
        return name, ["no frame count (Lottie `op` and `ip`, or `chainframe info`)"]
    n = max(1, min(frames, window))
    with tempfile.TemporaryDirectory(prefix="render-still-") as folder:
        r = subprocess.run([binary, "render", path, "-o", f"{folder}/%05d.png", "--frames", f"0..{n - 1}", "-q"],
                           capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            return name, [f"render exited {r.returncode}: {(r.stderr.strip().splitlines() or [''])[0][:160]}"]
        problems = []
        for f in sorted({0, n // 3, (2 * n) // 3, n - 1}):
            still = f"{folder}/still{f}.png"
            r = subprocess.run([binary, "still", path, "--frame", str(f), "-o", still], capture_output=True, text=True,
                               timeout=120)
            if r.returncode != 0:
                problems.append(f"frame {f}: still exited {r.returncode}")
                continue
            ours, theirs = premultiplied(f"{folder}/{f:05d}.png"), premultiplied(still)
            if ours.shape != theirs.shape:
                problems.append(f"frame {f}: render {ours.shape[1]}x{ours.shape[0]}, still {theirs.shape[1]}x{theirs.shape[0]}")
                continue
            diff = np.abs(ours - theirs).max(axis=-1)
            if diff.max() > tolerance:
                y, x = np.unravel_index(int(diff.argmax()), diff.shape)
                problems.append(f"frame {f}: {int((diff > tolerance).sum())} pixels differ by more than {tolerance} "
                                f"(up to {int(diff.max())} at {x},{y})")
        return name, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("src")
    ap.add_argument("--window", type=int, default=60, help="frames rendered from the start (default 60)")
    ap.add_argument("--tolerance", type=int, default=0, help="premultiplied levels allowed (default 0)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()
    files = [a.src] if os.path.isfile(a.src) else sorted(
        f for pattern in ("*.json", "*.yaml", "*.yml") for f in glob.glob(os.path.join(a.src, pattern)))
    failed = 0
    with ThreadPoolExecutor(a.jobs) as pool:
        for name, problems in pool.map(lambda p: check(a.binary, p, a.window, a.tolerance), files):
            if problems:
                failed += 1
                print(f"{name}: " + "; ".join(problems), flush=True)
    print(f"render-matches-still: {len(files) - failed} of {len(files)} files: render's frames are still's")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
