internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// Writes the GIF file behind ``GIFEncoder`` from paletted frames (Chainframe's own coder).
///
/// Frame 0 is drawn whole; every later frame only its changed rectangle, with unchanged pixels
/// transparent or in their own colour, whichever codes shorter (``GIFFrameCoder``). A frame
/// that shows nothing new is not written: its time goes to the frame before. Frames are kept
/// one step back, because a frame's disposal depends on the next: when the next frame makes
/// shown pixels transparent, the held frame's rectangle grows to cover them and is cleared
/// after display (disposal 2, with a transparent index so FFmpeg clears to transparent too).
/// A held frame is coded only when it is written, once its rectangle and disposal are known
/// (coding it on arrival coded every cleared frame twice: a third of a transparent Lottie
/// clip's GIF coding).
/// Delays are centiseconds: each frame's start is rounded from its exact time so delays add up
/// to the exact total, and the last delay closes the total.
final class GIFMuxer {
  private struct Held {
    var frame: GIFFrameCoder.Frame
    var base: [UInt32]
    var rect: GIFFrameCoder.Rect
    var start: Int
  }

  private var file: UnsafeMutablePointer<FILE>?
  private let path: String
  private let width: Int
  private let height: Int
  private let fps: Rational
  private let loop: Int
  private var global: [UInt32]?
  private var canvas: [UInt32]
  private var held: Held?
  private var failed = false
  /// Buffers of a frame no longer needed, written over by the next one: a new frame of
  /// 1920×1080 would otherwise allocate 10 MB.
  private var spareIndices: [UInt8] = []
  private var spareColours: [UInt32] = []
  init(path: String, width: Int, height: Int, fps: Rational, loop: Int) throws(EncodingError) {
    guard let file = fopen(path, "wb") else {
      throw .libav(function: "avio_open(gif)", code: CFFmpeg_AVERROR(errno), message: "cannot create \(path)")
    }
    self.file = file
    self.path = path
    self.width = width
    self.height = height
    self.fps = fps
    self.loop = loop
    canvas = [UInt32](repeating: 0, count: width * height)
  }

  deinit { if let file { fclose(file) } }

  /// Buffers for the next frame's indices and colours (`width × height` each): those of a
  /// frame no longer needed when there is one (a new frame of 1920×1080 would otherwise
  /// allocate 10 MB).
  func buffers() -> (indices: [UInt8], colours: [UInt32]) {
    var indices = spareIndices
    var colours = spareColours
    spareIndices = []
    spareColours = []
    if indices.count != width * height { indices = [UInt8](repeating: 0, count: width * height) }
    if colours.count != width * height { colours = [UInt32](repeating: 0, count: width * height) }
    return (indices, colours)
  }

  /// Takes frame `index` (0, 1, …), paletted; it is shown from `index / fps` seconds, rounded to
  /// the nearest centisecond (halves up).
  func encode(_ frame: GIFFrameCoder.Frame, index: Int) throws(EncodingError) {
    let start = (index * 100 * fps.denominator + fps.numerator / 2) / fps.numerator
    guard var held else {
      try writeHeader(frame)
      let full = GIFFrameCoder.Rect(x: 0, y: 0, width: width, height: height)
      held = Held(frame: frame, base: canvas, rect: full, start: start)
      canvas = frame.colours
      return
    }
    if frame.colours == canvas {
      spareIndices = frame.indices
      spareColours = frame.colours
      return
    }
    // Pixels shown now that the new frame makes transparent: only clearing removes them.
    var base = canvas
    if let clear = bounds(where: { canvas[$0] != 0 && frame.colours[$0] == 0 }) {
      held.rect = held.rect.union(clear)
      try write(held, delay: start - held.start, disposal: 2)
      for y in held.rect.y..<(held.rect.y + held.rect.height) {
        for x in held.rect.x..<(held.rect.x + held.rect.width) { base[y * width + x] = 0 }
      }
    } else {
      try write(held, delay: start - held.start, disposal: 1)
    }
    let rect =
      bounds(where: { frame.colours[$0] != base[$0] }) ?? GIFFrameCoder.Rect(x: 0, y: 0, width: 1, height: 1)
    let done = self.held
    self.held = Held(frame: frame, base: base, rect: rect, start: start)
    canvas = frame.colours
    // The written frame's indices and the colours under it are referenced nowhere else now.
    if let done {
      spareIndices = done.frame.indices
      spareColours = done.base
    }
  }

  /// Writes the held frame (its delay closing round(N·100/fps) centiseconds) and the trailer.
  func finish(frameCount: Int) throws(EncodingError) {
    guard let held else { throw .invalidSettings("no frames were encoded") }
    let total = Int(fps.centiseconds(ofFrames: frameCount).rounded())
    try write(held, delay: max(total - held.start, 1), disposal: 1)
    self.held = nil
    try put([0x3B])
    guard let file else { return }
    self.file = nil
    if ferror(file) != 0 || fclose(file) != 0 {
      throw .libav(function: "av_write_trailer(gif)", code: CFFmpeg_AVERROR(EIO), message: "cannot write \(path)")
    }
  }

  /// The bounding rectangle of the pixels (row-major index) where `test` holds; nil for none.
  private func bounds(where test: (Int) -> Bool) -> GIFFrameCoder.Rect? {
    var x0 = width
    var y0 = height
    var x1 = -1
    var y1 = -1
    for y in 0..<height {
      for x in 0..<width where test(y * width + x) {
        x0 = min(x0, x)
        x1 = max(x1, x)
        y0 = min(y0, y)
        y1 = y
      }
    }
    return x1 < 0 ? nil : GIFFrameCoder.Rect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  /// Header, logical screen, the global table (frame 0's palette up to its last colour or used
  /// index, rounded up to a power of two) and the loop extension.
  private func writeHeader(_ frame: GIFFrameCoder.Frame) throws(EncodingError) {
    var last = frame.indices.max().map(Int.init) ?? 0
    for i in 0..<256 where frame.palette[i] != 0 { last = max(last, i) }
    var bits = 1
    while (1 << bits) < last + 1 { bits += 1 }
    let table = Array(frame.palette[0..<(1 << bits)])
    global = table
    var b: [UInt8] = Array("GIF89a".utf8) + le16(width) + le16(height)
    b += [0xF0 | UInt8(bits - 1), 0, 0]
    for c in table { b += [UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)] }
    if loop >= 0 {
      b += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + le16(min(loop, 65535)) + [0]
    }
    try put(b)
  }

  /// Codes and writes `h`. Disposal 2 (cleared after display) needs a transparent index:
  /// decoders clear to the transparent colour.
  private func write(_ h: Held, delay: Int, disposal: UInt8) throws(EncodingError) {
    let coded = GIFFrameCoder.code(
      h.frame, rect: h.rect, base: h.base, global: global, needsTransparency: disposal == 2)
    let t = coded.transparentIndex
    let flags = disposal << 2 | (t == nil ? 0 : 1)
    try put([0x21, 0xF9, 0x04, flags] + le16(min(max(delay, 0), 65535)) + [UInt8(t ?? 0), 0])
    try put(coded.bytes)
  }

  private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }

  private func put(_ bytes: [UInt8]) throws(EncodingError) {
    guard let file else { preconditionFailure("write after finish") }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count {
      throw .libav(function: "av_write_frame(gif)", code: CFFmpeg_AVERROR(EIO), message: "cannot write \(path)")
    }
  }
}
