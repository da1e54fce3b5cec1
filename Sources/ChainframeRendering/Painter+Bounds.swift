internal import CCairo
import ChainframeEngine
import ChainframeModel

extension Painter {
  /// The device pixels `command` can touch when drawn on `cr` with its current matrix, or nil
  /// when that does not follow from the command's box (see ``DeviceBounds``).
  func deviceBounds(of command: DrawCommand, _ cr: OpaquePointer, canvasWidth: Int, canvasHeight: Int)
    -> DeviceBounds?
  {
    let transform: LayerTransform
    let box: Vector2
    switch command {
    case .rect(let rect):
      transform = rect.transform
      box = rect.size
    case .text:
      return nil
    case .layer(let layer):
      // Blur and shadow spread beyond the box.
      guard layer.effects.blur <= 0, layer.effects.shadow == nil else { return nil }
      switch layer.content {
      case .image, .video, .svg, .group(_, clip: true):
        // Fitted content stays inside a given box (cover clips to it); without a box the
        // natural size decides, which is not known here.
        guard layer.size.x > 0, layer.size.y > 0 else { return nil }
      case .outline, .text, .group(_, clip: false):
        return nil
      }
      transform = layer.transform
      box = layer.size
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    apply(transform, size: box, cr)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return DeviceBounds.of(box: box, matrix: matrix, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
  }

  /// The device pixels outside which a layer with effects leaves the frame untouched, or nil
  /// when it may touch any: its own box, narrowed by an alpha or luma mask's shapes (coverage
  /// is zero outside them, whatever blur or shadow did before the mask).
  func effectBounds(_ layer: LayerCommand, plain: LayerCommand, _ cr: OpaquePointer) -> DeviceBounds? {
    let w = pool.width
    let h = pool.height
    var bounds = deviceBounds(of: .layer(plain), cr, canvasWidth: w, canvasHeight: h)
    if layer.effects.blur > 0 || layer.effects.shadow != nil { bounds = nil }
    if let mask = layer.effects.mask, mask.mode == .alpha || mask.mode == .luma {
      var covered = DeviceBounds(x: 0, y: 0, width: 0, height: 0)
      for command in mask.commands {
        guard let b = deviceBounds(of: command, cr, canvasWidth: w, canvasHeight: h) else { return bounds }
        covered = covered.union(b)
      }
      bounds = bounds.map { $0.intersection(covered) } ?? covered
    }
    return bounds
  }
}
