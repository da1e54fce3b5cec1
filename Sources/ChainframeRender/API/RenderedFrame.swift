import ChainframeCore
import ChainframeRendering
import Foundation

/// One frame of ``Composition/frames(in:threads:)``: its index, its time and its pixels.
///
/// ``pixels`` is a private buffer in Cairo's ARGB32 layout: premultiplied alpha, 4 bytes a
/// pixel in the order B, G, R, A (little-endian), `PixelBuffer.width` × `PixelBuffer.height`
/// pixels at the canvas size, rows `PixelBuffer.stride` bytes apart (a multiple of 64, at
/// least 4 × width; read rows, not the whole memory as one image). The buffer belongs to the
/// caller once handed over: nothing else writes it.
public struct RenderedFrame: Sendable {
  /// The scene frame index, 0 ..< ``Composition/frameCount``.
  public let index: Int
  /// When the frame is shown, in seconds from the start of the scene: index ÷ frame rate.
  public let time: Double
  /// The pixels: premultiplied BGRA at the canvas size (see the type's summary).
  public let pixels: PixelBuffer

  /// Straight (not premultiplied) RGBA bytes, 4 × width × height, rows packed with no padding:
  /// the layout most image libraries take. A copy; costs one pass over the pixels.
  public func rgbaData() -> Data {
    let (width, height, stride) = (pixels.width, pixels.height, pixels.stride)
    var out = Data(count: width * height * 4)
    out.withUnsafeMutableBytes { (target: UnsafeMutableRawBufferPointer) in
      pixels.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
        for y in 0..<height {
          for x in 0..<width {
            let s = y * stride + x * 4
            let t = (y * width + x) * 4
            let (b, g, r, a) = (source[s], source[s + 1], source[s + 2], source[s + 3])
            // Premultiplied to straight, rounded to nearest; a transparent pixel stays 0.
            let unpremultiply = { (c: UInt8) -> UInt8 in
              a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
            }
            target[t] = unpremultiply(r)
            target[t + 1] = unpremultiply(g)
            target[t + 2] = unpremultiply(b)
            target[t + 3] = a
          }
        }
      }
    }
    return out
  }

  /// The frame as PNG bytes (straight RGBA, lossless), the same bytes as
  /// ``Composition/pngData(atFrame:)``.
  public func pngData() throws -> Data {
    try PNGWriter.data(pixels)
  }
}
