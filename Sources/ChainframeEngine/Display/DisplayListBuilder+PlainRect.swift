import ChainframeModel

extension DisplayListBuilder {
  /// The command of a plain rectangle layer — solid fill, uniform corners, no stroke,
  /// gradient, mask or effect — decided from the layer and its state alone, before any
  /// paint or effects are built: `.some(nil)` when it draws nothing, nil when the layer is
  /// not such a rectangle. The same command ``command(_:_:)`` gives through ``Paint`` and
  /// ``Effects``, without building, copying and releasing them (most layers of typical
  /// motion scenes are plain rectangles).
  static func plainRect(
    _ layer: UnsafePointer<CompiledLayer>, _ s: UnsafePointer<LayerState>, transform: LayerTransform,
    opacity: Double
  ) -> DrawCommand?? {
    guard layer.pointee.isPlainRect, max(s.pointee.blur, 0) <= 0 else { return nil }
    // `Paint.hasStroke` of the clamped width.
    if max(s.pointee.strokeWidth, 0) > 0 && s.pointee.stroke.alpha > 0 { return nil }
    // Neither fill nor stroke shows.
    guard s.pointee.fill.alpha > 0 else { return .some(nil) }
    return .rect(
      RectCommand(
        transform: transform, size: s.pointee.size, cornerRadius: s.pointee.cornerRadius, fill: s.pointee.fill,
        opacity: opacity))
  }
}
