/// A YUV memory layout Chainframe converts Cairo pixels into.
package enum YUVLayout: String, Sendable, Hashable, CaseIterable {
  /// 8-bit planar 4:2:0 (`yuv420p`): Y, then U and V at half width and height (rounded up).
  case i420
  /// 8-bit semi-planar 4:2:0 (`nv12`): Y, then one plane of interleaved U, V pairs.
  case nv12
  /// `yuv420p` plus a full-size straight-alpha plane (`yuva420p`, VP9 with alpha).
  case yuva420p
  /// 10-bit planar 4:2:2 (`yuv422p10le`, ProRes 422): chroma at half width, full height.
  case yuv422p10
  /// 10-bit planar 4:4:4 with 10-bit alpha (`yuva444p10le`, ProRes 4444).
  case yuva444p10

  /// True when the layout stores alpha (colour is converted from straight alpha).
  package var hasAlpha: Bool { self == .yuva420p || self == .yuva444p10 }

  /// Bytes per sample: 1 or 2 (10-bit little-endian).
  package var bytesPerSample: Int { self == .yuv422p10 || self == .yuva444p10 ? 2 : 1 }

  /// Width and height of the chroma planes for a `width` × `height` frame (for NV12 the
  /// width counts U, V pairs).
  package func chromaSize(width: Int, height: Int) -> (width: Int, height: Int) {
    switch self {
    case .i420, .nv12, .yuva420p: ((width + 1) / 2, (height + 1) / 2)
    case .yuv422p10: ((width + 1) / 2, height)
    case .yuva444p10: (width, height)
    }
  }
}
