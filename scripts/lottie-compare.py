#!/usr/bin/env python3
"""Compare Chainframe's Lottie rendering with rlottie, frame by frame, by PSNR.

Usage: lottie-compare.py CHAINFRAME_BINARY LOTTIE_FOLDER [--frames N] [--out DIR] [--markdown FILE]
                         [--thorvg]

For every .json in LOTTIE_FOLDER it renders N evenly spaced frames (frame k = the file's
ip + k, as both players number them) with rlottie (PyPI rlottie-python) and with
`chainframe still`, and prints one row per file: the minimum and mean PSNR (dB) over the
compared frames, on premultiplied RGBA (transparent background, all four channels), plus
how many features Chainframe reported as unsupported. A file that Chainframe fails to load,
or that takes longer than 60 s, is reported as such (exit status 1 if any crashed).
With --thorvg (PyPI thorvg-python) each frame is also drawn by ThorVG, a second, independent
player, and the table gains two columns: Chainframe against ThorVG, and rlottie against
ThorVG. Where rlottie is the odd one out, the second column is high and the third low.
Test tools only: neither rlottie nor ThorVG is a runtime dependency.
"""
import argparse, json, math, os, subprocess, sys, tempfile

import numpy as np
from PIL import Image
from rlottie_python import LottieAnimation


def premultiplied(img):
    a = np.asarray(img.convert("RGBA"), dtype=np.float64)
    alpha = a[..., 3:4] / 255.0
    return np.concatenate([a[..., :3] * alpha, a[..., 3:4]], axis=2)


def straight_image(pre):
    """A straight-alpha image (to save and look at) of premultiplied RGBA floats."""
    alpha = pre[..., 3:4]
    straight = np.where(alpha > 0, np.clip(pre[..., :3] * 255.0 / np.maximum(alpha, 1), 0, 255), 0)
    return Image.fromarray(np.concatenate([straight, alpha], axis=2).round().astype(np.uint8), "RGBA")


def rlottie_frame(anim, n):
    """rlottie's frame as premultiplied RGBA floats (its buffer is premultiplied ARGB32,
    which rlottie-python hands to Pillow unchanged), and as a straight-alpha image to save."""
    img = anim.render_pillow_frame(frame_num=n).convert("RGBA")
    pre = np.asarray(img, dtype=np.float64)
    return pre, straight_image(pre)


_thorvg_engine = None


def thorvg_frame(path, n, w, h):
    """ThorVG's frame n as premultiplied RGBA floats (Colorspace ABGR8888 is premultiplied,
    bytes in R, G, B, A order). Frame numbers count from the file's ip, as rlottie's do."""
    import thorvg_python as tvg
    global _thorvg_engine
    if _thorvg_engine is None:
        _thorvg_engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(_thorvg_engine)
    canvas.set_target(w, h, cs=tvg.Colorspace.ABGR8888)
    anim = tvg.LottieAnimation(_thorvg_engine)
    picture = anim.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        raise RuntimeError(f"ThorVG cannot load {path}")
    picture.set_size(w, h)
    anim.set_frame(float(n))
    canvas.add(picture)
    canvas.update()
    canvas.draw(True)
    canvas.sync()
    pixels = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(h, w, 4).astype(np.float64)
    canvas.destroy()
    return pixels


def psnr(x, y):
    mse = np.mean((x - y) ** 2)
    return float("inf") if mse == 0 else 10 * math.log10(255.0 ** 2 / mse)


def frames_of(path):
    with open(path) as f:
        doc = json.load(f)
    return max(1, math.ceil(doc["op"] - doc["ip"] - 1e-3)), int(doc["w"]), int(doc["h"])


def fmt_min(values):
    """The lowest PSNR of a row as table text: — when nothing was compared, ∞ when identical."""
    if not values or any(math.isnan(v) for v in values):
        return "—"
    low = min(values)
    return "∞" if not math.isfinite(low) else f"{low:.1f}"


def out_points(doc):
    """Frames (of the root composition) where some layer ends: integer out-points `op` of
    root layers, and of precomposition layers' inner layers shifted by the holder's start
    (when it has no time remap or stretch). rlottie still draws a layer on its out-point
    (lottieitem.cpp, Layer::visible: frameNo <= outFrame); lottie-web hides it there
    (RenderableElement.checkLayerLimits: op - st > num), so such frames are not compared."""
    assets = {a.get("id"): a for a in doc.get("assets", []) if isinstance(a, dict)}
    points = set()

    def walk(layers, offset, depth):
        for layer in layers or []:
            op = layer.get("op")
            if isinstance(op, (int, float)) and abs(op - round(op)) < 1e-3:
                points.add(round(op + offset))
            asset = assets.get(layer.get("refId"))
            if asset and depth < 8 and "tm" not in layer and layer.get("sr", 1) == 1:
                walk(asset.get("layers"), offset + layer.get("st", 0), depth + 1)

    walk(doc.get("layers"), 0, 0)
    return points


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("folder")
    ap.add_argument("--frames", type=int, default=5)
    ap.add_argument("--out", default=None, help="keep the PNGs here")
    ap.add_argument("--markdown", default=None, help="write the table here")
    ap.add_argument("--at", default=None, help="comma-separated frame numbers instead of --frames")
    ap.add_argument("--require", default=None,
                    help="comma-separated files that must reach --require-db on every compared frame")
    ap.add_argument("--require-db", type=float, default=45.0)
    ap.add_argument("--only", default=None, help="comma-separated file names")
    ap.add_argument("--thorvg", action="store_true",
                    help="also compare with ThorVG (PyPI thorvg-python), a second reference")
    args = ap.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="lottie-compare-")
    os.makedirs(out, exist_ok=True)
    names = sorted(n for n in os.listdir(args.folder) if n.endswith(".json"))
    if args.only:
        names = [n for n in names if n[:-5] in args.only.split(",") or n in args.only.split(",")]
    rows = []
    crashed = 0
    for name in names:
        path = os.path.join(args.folder, name)
        count, width, height = frames_of(path)
        # Frame 0, then frames at the middle of N equal slices: evenly spread, and away from the
        # round numbers where layers start and end (rlottie draws a layer on its out-point
        # frame too; Lottie players do not: see docs/lottie.md and out_points).
        evenly = {0} | {min(count - 1, int((k + 0.5) * count / args.frames)) for k in range(args.frames)}
        if not args.at:
            # Never on a layer's out-point: move to the next frame (or the one before).
            with open(path) as f:
                doc = json.load(f)
            ends = {p - doc.get("ip", 0) for p in out_points(doc)}
            evenly = {n if n not in ends else (n + 1 if n + 1 < count and n + 1 not in ends else n - 1)
                      for n in evenly}
            evenly = {n for n in evenly if n >= 0} or {0}
        picks = sorted({min(count - 1, int(x)) for x in args.at.split(",")}) if args.at else sorted(evenly)
        anim = LottieAnimation.from_file(path)
        scores = []
        vs_thorvg = []
        rlottie_vs_thorvg = []
        status = "ok"
        for n in picks:
            ours = os.path.join(out, f"{name[:-5]}-{n}-chainframe.png")
            theirs = os.path.join(out, f"{name[:-5]}-{n}-rlottie.png")
            try:
                r = subprocess.run([args.binary, "still", path, "--frame", str(n), "-o", ours],
                                   capture_output=True, text=True, timeout=60)
            except subprocess.TimeoutExpired:
                status = "timeout"
                crashed += 1
                break
            if r.returncode != 0:
                status = "exit %d: %s" % (r.returncode, (r.stderr or r.stdout).strip().splitlines()[0][:120])
                if r.returncode not in (65, 66, 69):
                    crashed += 1
                break
            pre, straight = rlottie_frame(anim, n)
            straight.save(theirs)
            mine = premultiplied(Image.open(ours))
            scores.append(psnr(mine, pre))
            if args.thorvg:
                try:
                    tv = thorvg_frame(path, n, width, height)
                except Exception as error:  # a reference that cannot draw the file is not ours to fail
                    print(f"  ThorVG: {error}", file=sys.stderr)
                    vs_thorvg.append(float("nan"))
                    rlottie_vs_thorvg.append(float("nan"))
                    continue
                vs_thorvg.append(psnr(mine, tv))
                rlottie_vs_thorvg.append(psnr(pre, tv))
                # Kept beside the others for looking at (straight alpha, as the other PNGs).
                straight_image(tv).save(os.path.join(out, f"{name[:-5]}-{n}-thorvg.png"))
        r = subprocess.run([args.binary, "validate", path], capture_output=True, text=True, timeout=60)
        findings = [l.split(": ", 2)[-1] for l in r.stdout.splitlines() if l.startswith("warning:")]
        rows.append((name, picks, scores, status, findings, vs_thorvg, rlottie_vs_thorvg))
        finite = [s for s in scores if math.isfinite(s)]
        low = min(scores) if scores else float("nan")
        mean = (sum(finite) / len(finite)) if finite else (float("inf") if scores else float("nan"))
        print(f"{name:40s} frames {picks} min {low:6.2f} dB mean {mean:6.2f} dB  {status}  "
              f"{len(findings)} unsupported"
              + (f"  ThorVG: ours {fmt_min(vs_thorvg)} rlottie {fmt_min(rlottie_vs_thorvg)}" if args.thorvg else ""),
              flush=True)
    if args.markdown:
        with open(args.markdown, "w") as f:
            extra = " min vs ThorVG (dB) | rlottie vs ThorVG (dB) |" if args.thorvg else ""
            f.write("| file | frames compared | min PSNR (dB) | per frame (dB) | unsupported features reported |"
                    + extra + "\n")
            f.write("| --- | --- | --- | --- | --- |" + (" --- | --- |" if args.thorvg else "") + "\n")
            for name, picks, scores, status, findings, tv, rtv in rows:
                per = ", ".join("∞" if not math.isfinite(s) else f"{s:.1f}" for s in scores)
                low = "—" if not scores else ("∞" if not math.isfinite(min(scores)) else f"{min(scores):.1f}")
                feats = "; ".join(sorted(set(x.split(" — ")[0].split(": ", 1)[-1] for x in findings))) or "—"
                if status != "ok":
                    feats = f"{status}; {feats}"
                cells = f" {fmt_min(tv)} | {fmt_min(rtv)} |" if args.thorvg else ""
                f.write(f"| `{name}` | {', '.join(map(str, picks))} | {low} | {per} | {feats} |{cells}\n")
    passed = sum(1 for r in rows if r[2] and min(r[2]) >= 40 and r[3] == "ok")
    print(f"{passed}/{len(rows)} files >= 40 dB on every compared frame; {crashed} crashed or hung")
    if args.thorvg:
        def reaches(values):
            return bool(values) and all(not math.isnan(v) for v in values) and min(values) >= 40
        either = sum(1 for r in rows if r[3] == "ok" and (reaches(r[2]) or reaches(r[5])))
        print(f"against ThorVG: {sum(1 for r in rows if r[3] == 'ok' and reaches(r[5]))}/{len(rows)} >= 40 dB; "
              f"against rlottie or ThorVG: {either}/{len(rows)}; "
              f"rlottie against ThorVG: {sum(1 for r in rows if reaches(r[6]))}/{len(rows)}")
    failed = []
    for want in (args.require.split(",") if args.require else []):
        row = next((r for r in rows if r[0] in (want, want + ".json")), None)
        if row is None or row[3] != "ok" or not row[2] or min(row[2]) < args.require_db:
            failed.append(want)
    if failed:
        print(f"below {args.require_db} dB (or not rendered): {', '.join(failed)}", file=sys.stderr)
    return 1 if crashed or failed else 0


if __name__ == "__main__":
    sys.exit(main())
