#!/usr/bin/env python3
"""Writes the .lottie fixtures of ChainframeLottieTests (run from anywhere; deterministic).

    python3 Tests/Fixtures/Lottie/dotLottie/make-fixtures.py

Every archive is made here from ../embedded-image.json and second.json (both written for
this repository), so no third-party file is copied:

- swatch.lottie: version 1 (manifest.json, animations/, images/), deflated; animations
  "swatch" (embedded-image.json with its PNG moved to images/img_0.png) and "second".
- swatch-v2.lottie: version 2 (a/, i/), stored; the manifest's initial animation is "second".
- bomb.lottie: one 40 MiB entry of spaces (about 40 KB deflated).
- traversal.lottie: an entry named ../../evil.json.
- bzip2.lottie: its animation compressed with bzip2 (method 12).
- lying.lottie: swatch.lottie with the animation's declared size shrunk to 100 bytes.
"""
import base64
import json
import os
import struct
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATE = (2024, 1, 1, 0, 0, 0)


def entry(z, name, data, method=zipfile.ZIP_DEFLATED):
    info = zipfile.ZipInfo(name, DATE)
    info.compress_type = method
    info.external_attr = 0o644 << 16
    z.writestr(info, data)


def archive(name, entries, method=zipfile.ZIP_DEFLATED):
    path = os.path.join(HERE, name)
    with zipfile.ZipFile(path, "w") as z:
        for n, data in entries:
            entry(z, n, data, method)
    return path


swatch = json.load(open(os.path.join(HERE, "..", "embedded-image.json")))
png = base64.b64decode(swatch["assets"][0]["p"].split(",", 1)[1])
swatch["assets"][0].update({"u": "/images/", "p": "img_0.png", "e": 0})
second = json.load(open(os.path.join(HERE, "second.json")))
v2 = json.loads(json.dumps(swatch))
v2["assets"][0]["u"] = "/i/"

manifest1 = {"version": "1", "generator": "make-fixtures.py", "animations": [{"id": "swatch"}, {"id": "second"}]}
lying = archive(
    "swatch.lottie",
    [
        ("manifest.json", json.dumps(manifest1)),
        ("animations/swatch.json", json.dumps(swatch)),
        ("animations/second.json", json.dumps(second)),
        ("images/img_0.png", png),
    ],
)
manifest2 = {
    "version": "2", "generator": "make-fixtures.py", "animations": [{"id": "swatch"}, {"id": "second"}],
    "initial": {"animation": "second"},
}
archive(
    "swatch-v2.lottie",
    [
        ("manifest.json", json.dumps(manifest2)),
        ("a/swatch.json", json.dumps(v2)),
        ("a/second.json", json.dumps(second)),
        ("i/img_0.png", png),
    ],
    zipfile.ZIP_STORED,
)
archive("bomb.lottie", [("manifest.json", json.dumps({"animations": [{"id": "x"}]})), ("animations/x.json", b" " * (40 << 20))])
archive("traversal.lottie", [("manifest.json", json.dumps(manifest1)), ("../../evil.json", json.dumps(second))])
archive("bzip2.lottie", [("animations/second.json", json.dumps(second))], zipfile.ZIP_BZIP2)

# lying.lottie: the central directory's uncompressed size of animations/swatch.json says 100.
data = bytearray(open(os.path.join(HERE, "swatch.lottie"), "rb").read())
name = b"animations/swatch.json"
at = data.find(b"PK\x01\x02" + bytes(0))
while at >= 0:
    (length,) = struct.unpack_from("<H", data, at + 28)
    if data[at + 46 : at + 46 + length] == name:
        struct.pack_into("<I", data, at + 24, 100)
    at = data.find(b"PK\x01\x02", at + 4)
open(os.path.join(HERE, "lying.lottie"), "wb").write(data)
