internal import CCairo
import ChainframeEngine
import ChainframeModel

/// The geometric bounds of a layer's content in the layer's own space: what an SVG
/// `objectBoundingBox` is (fills' outlines, not strokes' widths), for shadows clipped to
/// their layer's filter region as lottie-web clips them.
extension Painter {
  /// The box of `layer`'s content in its own space (after its transform), or nil when it
  /// draws nothing with an extent. A child's box is its own box's corners carried into the
  /// parent's space, as Chromium computes a group's bounding box.
  func contentBounds(of layer: LayerCommand, _ cr: OpaquePointer) throws(RenderError) -> ContentBox? {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    switch layer.content {
    case .group(let children, let clip):
      var box: ContentBox?
      for child in children {
        guard let b = try bounds(of: child, cr) else { continue }
        box = box.map { $0.union(b) } ?? b
      }
      if clip, let b = box {
        box = b.intersection(ContentBox(minX: 0, minY: 0, maxX: layer.size.x, maxY: layer.size.y))
      }
      return box
    case .outline(let outline):
      return outlineBox(outline, size: layer.size, cr)
    case .text, .image, .svg, .video:
      // Fitted and text content: the layer's box stands for it.
      guard layer.size.x > 0, layer.size.y > 0 else { return nil }
      return ContentBox(minX: 0, minY: 0, maxX: layer.size.x, maxY: layer.size.y)
    }
  }

  /// The box of `command` in the space of `cr`'s device (its current matrix included).
  private func bounds(of command: DrawCommand, _ cr: OpaquePointer) throws(RenderError) -> ContentBox? {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    switch command {
    case .rect(let rect):
      apply(rect.transform, size: rect.size, cr)
      return deviceBox(0, 0, rect.size.x, rect.size.y, cr)
    case .text(let text):
      apply(text.transform, size: Vector2(0, 0), cr)
      let box = try pango.prepare(text.style, on: cr)
      return deviceBox(box.x, box.y, box.x + box.width, box.y + box.height, cr)
    case .layer(let layer):
      switch layer.content {
      case .outline(let outline):
        apply(layer.transform, size: layer.size, cr)
        return outlineBox(outline, size: layer.size, cr)
      case .text(let style):
        apply(layer.transform, size: Vector2(0, 0), cr)
        let box = try pango.prepare(style, on: cr)
        return deviceBox(box.x, box.y, box.x + box.width, box.y + box.height, cr)
      case .image(let path, _):
        let image = try images.image(path)
        return fittedBox(layer, natural: Vector2(Double(image.width), Double(image.height)), cr)
      case .svg(let path, _):
        let document = try svg(path)
        return fittedBox(layer, natural: Vector2(document.width, document.height), cr)
      case .video:
        return layer.size.x > 0 && layer.size.y > 0 ? fittedBox(layer, natural: layer.size, cr) : nil
      case .group(let children, let clip):
        apply(layer.transform, size: layer.size, cr)
        var box: ContentBox?
        for child in children {
          guard let b = try bounds(of: child, cr) else { continue }
          box = box.map { $0.union(b) } ?? b
        }
        if clip, let b = box, let frame = deviceBox(0, 0, layer.size.x, layer.size.y, cr) {
          box = b.intersection(frame)
        }
        return box
      }
    }
  }

  /// The device-space box of an outline's path (not its stroke), or nil for an empty path.
  private func outlineBox(_ outline: Outline, size: Vector2, _ cr: OpaquePointer) -> ContentBox? {
    guard let e = pathExtents(outline, size: size, cr) else { return nil }
    return deviceBox(e.x0, e.y0, e.x1, e.y1, cr)
  }

  /// The extents of an outline's path (not its stroke) in the current user space, as Cairo
  /// reports them; nil for an empty path. Leaves no path behind.
  func pathExtents(_ outline: Outline, size: Vector2, _ cr: OpaquePointer) -> (
    x0: Double, y0: Double, x1: Double, y1: Double
  )? {
    buildPath(outline, size: size, cr)
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_path_extents(cr, &x0, &y0, &x1, &y1)
    cairo_new_path(cr)
    // An empty path reports a zero box at the origin: it bounds nothing.
    if x0 == 0, y0 == 0, x1 == 0, y1 == 0 { return nil }
    return (x0, y0, x1, y1)
  }

  /// The layer's box (its natural size when it has none).
  private func fittedBox(_ layer: LayerCommand, natural: Vector2, _ cr: OpaquePointer) -> ContentBox? {
    let size = layer.size.x > 0 && layer.size.y > 0 ? layer.size : natural
    apply(layer.transform, size: size, cr)
    return deviceBox(0, 0, size.x, size.y, cr)
  }

  /// The device-space box around the user-space box's four corners.
  func deviceBox(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ cr: OpaquePointer) -> ContentBox? {
    var box: ContentBox?
    for (u, v) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
      var x = u
      var y = v
      cairo_user_to_device(cr, &x, &y)
      guard x.isFinite, y.isFinite else { return nil }
      let corner = ContentBox(minX: x, minY: y, maxX: x, maxY: y)
      box = box.map { $0.union(corner) } ?? corner
    }
    return box
  }
}
