import ChainframeEngine
import ChainframeModel

/// A frame's worth of YUV planes in memory Chainframe owns, converted into again and again
/// (tests and benchmarks; the encoder converts straight into its `AVFrame`s instead).
package final class YUVImage {
  /// The layout of the planes.
  package let layout: YUVLayout
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  private let sizes: [(width: Int, height: Int)]
  private let buffers: [UnsafeMutableRawPointer]

  /// Allocates planes for a `width` × `height` frame (both ≥ 1), unpadded rows.
  package init(width: Int, height: Int, layout: YUVLayout) {
    precondition(width >= 1 && height >= 1)
    self.layout = layout
    self.width = width
    self.height = height
    let chroma = layout.chromaSize(width: width, height: height)
    var sizes = [(width, height)]
    sizes += layout == .nv12 ? [(chroma.width * 2, chroma.height)] : [chroma, chroma]
    if layout.hasAlpha { sizes.append((width, height)) }
    self.sizes = sizes
    // 64 spare bytes of slack (the converters never write past a row's last sample).
    buffers = sizes.map {
      let bytes = $0.0 * $0.1 * layout.bytesPerSample + 64
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      buffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
      return buffer
    }
  }

  deinit { buffers.forEach { $0.deallocate() } }

  /// Converts `pixels` (same size) into the planes, replacing what they held.
  ///
  /// - Parameters:
  ///   - pixels: the frame, premultiplied BGRA as Cairo draws it, of this image's size.
  ///   - matrix: BT.709 or BT.601.
  ///   - range: limited (what Chainframe encodes) or full.
  ///   - path: vector (default) or scalar; the bytes are the same.
  package func convert(
    _ pixels: PixelBuffer, matrix: ColorMatrix, range: YUVRange, path: YUVConversion.Path = .vector
  ) {
    precondition(pixels.width == width && pixels.height == height)
    let planes = zip(buffers, sizes).map { (base: $0.0, stride: $0.1.width * layout.bytesPerSample) }
    YUVConversion.convert(pixels, layout: layout, matrix: matrix, range: range, planes: planes, path: path)
  }

  /// Number of planes: Y, U, V (NV12: Y, UV), then A for layouts with alpha.
  package var planeCount: Int { sizes.count }

  /// A copy of plane `index` (see ``planeCount``).
  package func plane(_ index: Int) -> YUVConversion.Plane {
    let (w, h) = sizes[index]
    let buffer = buffers[index]
    let samples: [UInt16] =
      layout.bytesPerSample == 1
      ? (0..<w * h).map { UInt16(buffer.load(fromByteOffset: $0, as: UInt8.self)) }
      : (0..<w * h).map { UInt16(littleEndian: buffer.load(fromByteOffset: 2 * $0, as: UInt16.self)) }
    return YUVConversion.Plane(rowLength: w, samples: samples)
  }
}
