internal import CColorConvert
import ChainframeEngine
import ChainframeModel

/// Converts Cairo's premultiplied BGRA to straight alpha, for codecs that store alpha
/// (VP9, ProRes 4444, PNG, WebP, GIF transparency), which all expect straight alpha.
///
/// Each colour byte becomes `min(255, (c · 255 + a / 2) / a)` (round to nearest), 0 where
/// `a` is 0; alpha is unchanged. Done in C with exact reciprocals (`cf_unpremultiply`).
enum Unpremultiply {
  static func convert(_ source: PixelBuffer, into target: PixelBuffer) {
    precondition(source.width == target.width && source.height == target.height && source.stride == target.stride)
    source.withUnsafeBytes { src in
      target.withUnsafeMutableBytes { dst in
        guard let s = src.baseAddress?.assumingMemoryBound(to: UInt8.self),
          let d = dst.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return }
        cf_unpremultiply(s, source.stride, d, target.stride, Int32(source.width), Int32(source.height))
      }
    }
  }
}
