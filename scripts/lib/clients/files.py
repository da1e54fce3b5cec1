"""What the files say, read without a player: decoded pixels through the ffmpeg binary, stream facts
through ffprobe, and the frame delays GIF, APNG and WebP store (parsed here, exactly)."""
import fractions
import json
import struct
import subprocess


def read_rgba(input_args, width, height, vf=""):
    """One frame as RGBA bytes: ffmpeg with `input_args` (decoder, -i FILE) and filters `vf`."""
    chain = (vf + "," if vf else "") + "format=rgba"
    cmd = ["ffmpeg", "-v", "error"] + input_args + ["-vf", chain, "-frames:v", "1", "-f", "rawvideo", "-"]
    data = subprocess.run(cmd, check=True, capture_output=True).stdout
    if len(data) < width * height * 4:
        raise ValueError(f"ffmpeg gave {len(data)} bytes for a {width}x{height} frame")
    return data[: width * height * 4]


def probe(input_args):
    """ffprobe's streams (with decoded frame counts) and format, as JSON."""
    cmd = ["ffprobe", "-v", "error", "-count_frames", "-show_entries",
           "stream=codec_type,codec_name,nb_read_frames,width,height:format=duration", "-of", "json"] + input_args
    return json.loads(subprocess.run(cmd, check=True, capture_output=True).stdout)


def gif_delays(data):
    """Every image's delay in centiseconds."""
    assert data[:3] == b"GIF", "not a GIF"
    flags = data[10]
    at = 13 + (3 * (2 << (flags & 7)) if flags & 0x80 else 0)
    delays, pending = [], 0

    def skip_blocks(at):
        while data[at]:
            at += data[at] + 1
        return at + 1

    while at < len(data) and data[at] != 0x3B:
        if data[at] == 0x21:
            if data[at + 1] == 0xF9:
                pending = struct.unpack("<H", data[at + 4: at + 6])[0]
            at = skip_blocks(at + 2)
        elif data[at] == 0x2C:
            local = data[at + 9]
            at += 10 + (3 * (2 << (local & 7)) if local & 0x80 else 0)
            at = skip_blocks(at + 1)
            delays.append(pending)
            pending = 0
        else:
            raise ValueError(f"GIF block 0x{data[at]:02x} at {at}")
    return delays


def apng_delays(data):
    """Every frame's delay as an exact fraction of a second."""
    at, delays = 8, []
    while at < len(data):
        (n,) = struct.unpack(">I", data[at: at + 4])
        if data[at + 4: at + 8] == b"fcTL":
            num, den = struct.unpack(">HH", data[at + 28: at + 32])
            delays.append(fractions.Fraction(num, den or 100))
        at += 12 + n
    return delays


def webp_delays(data):
    """Every ANMF frame's duration in milliseconds."""
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP", "not a WebP"
    at, delays = 12, []
    while at + 8 <= len(data):
        (n,) = struct.unpack("<I", data[at + 4: at + 8])
        if data[at: at + 4] == b"ANMF":
            delays.append(int.from_bytes(data[at + 20: at + 23], "little"))
        at += 8 + n + (n & 1)
    return delays


def anim_delays(fmt, path):
    """(frame count, exact total in seconds, total as Chromium counts it in ms) of a GIF, APNG or WebP."""
    data = open(path, "rb").read()
    if fmt == "gif":
        d = gif_delays(data)
        return len(d), fractions.Fraction(sum(d), 100), sum(d) * 10
    if fmt == "apng":
        d = apng_delays(data)
        return len(d), sum(d, fractions.Fraction(0)), sum(x.numerator * 1000 // x.denominator for x in d)
    d = webp_delays(data)
    return len(d), fractions.Fraction(sum(d), 1000), sum(d)
