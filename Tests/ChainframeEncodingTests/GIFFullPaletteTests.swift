import Testing

@testable import ChainframeEncoding

/// A frame palette unlike the global table that fills all 256 entries, with unchanged pixels
/// inside the changed rectangle: no index is left for "unchanged", so the coder draws the
/// whole rectangle from the frame's own palette (it stopped on a precondition before;
/// `--stats-mode diff` on B1, whose palette bands so `auto` uses frame palettes, took this path).
@Suite("GIF frames with full palettes of their own")
struct GIFFullPaletteTests {
  @Test("The rectangle is coded with the frame's whole palette as its table, every pixel its own colour")
  func fullPalette() {
    let global = (0..<256).map { 0xFF00_0000 | UInt32($0) }
    let palette = (0..<256).map { 0xFF00_0000 | UInt32($0) << 8 }
    // 32 × 16: the first 256 pixels change (every index once), the rest stay as shown.
    let indices = (0..<512).map { UInt8($0 % 256) }
    let colours = indices.map { palette[Int($0)] }
    let base = (0..<512).map { $0 < 256 ? 0xFFFF_FFFF : colours[$0] }
    let frame = GIFFrameCoder.Frame(indices: indices, palette: palette, colours: colours, width: 32)
    let rect = GIFFrameCoder.Rect(x: 0, y: 0, width: 32, height: 16)
    let coded = GIFFrameCoder.code(frame, rect: rect, base: base, global: global, needsTransparency: false)
    #expect(coded.transparentIndex == nil)
    // Descriptor: 0x2C, x, y, w, h (2 bytes each), flags: a local table of 2^8 entries.
    #expect(coded.bytes.first == 0x2C && coded.bytes.count > 10 + 768)
    #expect(coded.bytes[9] == 0x87)
    // The table is the frame's palette, in order.
    let table = (0..<256).map { i in
      0xFF00_0000 | UInt32(coded.bytes[10 + 3 * i]) << 16 | UInt32(coded.bytes[11 + 3 * i]) << 8
        | UInt32(coded.bytes[12 + 3 * i])
    }
    #expect(table == palette)
  }
}
