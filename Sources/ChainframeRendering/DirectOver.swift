internal import CCairo
internal import CRaster

#if canImport(Glibc)
  import Glibc
#endif

/// A solid colour painted with OVER (or MULTIPLY) onto a plain 32-bit image through a
/// rectangular clip: the case where ``BrowserRaster`` composites its coverage straight into
/// the pixels (`craster_fill_onto`) instead of building a mask for `cairo_mask_surface`. The two give
/// the same bytes (pixman's arithmetic, checked by the tests for every coverage and alpha);
/// the direct way skips the mask and every column no edge reaches, which on line art is most
/// of a path's bounding box. A clip may also hold box quadrilaterals (turned or fractional
/// clipping boxes, recorded by ``BrowserRaster``) when the fill lies wholly inside them, where
/// their coverage is one. Anything else (gradients, other operators, clips of other shapes,
/// scaled or non-image targets) keeps Cairo's way.
struct DirectOver {
  /// The target's pixel at device (0, 0), after its device offset.
  let origin: UnsafeMutablePointer<UInt8>
  /// Bytes per row of the target.
  let stride: Int
  /// The target surface, to flush before writing and mark dirty after.
  let surface: OpaquePointer
  /// The clip in device pixels (left, top, right, bottom), within the target.
  let clip: (x0: Int, y0: Int, x1: Int, y1: Int)
  /// The source's colour, as Cairo reports it.
  let color: SolidColor
  /// How the colour composites: `CRASTER_OP_OVER`, or `CRASTER_OP_MULTIPLY` for a layer
  /// blended by multiplying (drawn straight onto the frame with Cairo's multiply operator).
  let op: Int32
  /// Quadrilaterals the clip also holds beyond `clip`: a fill must lie wholly inside each to
  /// go straight into the pixels. Empty when the clip is one whole-pixel rectangle.
  let quads: [ClipQuad]

  /// The direct target of `cr` (its transform the identity), or nil when Cairo must draw.
  /// `quads` are the box quadrilaterals recorded on `cr` (nil when a clip of another shape
  /// is among them): when Cairo cannot list the clip as rectangles and these are all of it
  /// beyond whole-pixel rectangles, ``clip`` is the clip's extents rounded inward (inside
  /// those rectangles, since the extents are) and the quadrilaterals are kept to test fills
  /// against.
  init?(_ cr: OpaquePointer, quads known: [ClipQuad]? = nil) {
    let op = cairo_get_operator(cr)
    guard op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_MULTIPLY, let source = cairo_get_source(cr),
      cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID, let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    var sx = 0.0
    var sy = 0.0
    cairo_surface_get_device_scale(target, &sx, &sy)
    var ox = 0.0
    var oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    guard sx == 1, sy == 1, ox == ox.rounded(), oy == oy.rounded(), abs(ox) < 1e7, abs(oy) < 1e7 else { return nil }
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    let edges: [Double]
    if list.pointee.status == CAIRO_STATUS_SUCCESS {
      guard list.pointee.num_rectangles == 1, let r = list.pointee.rectangles?.pointee else { return nil }
      edges = [r.x, r.y, r.x + r.width, r.y + r.height]
      quads = []
    } else {
      guard list.pointee.status == CAIRO_STATUS_CLIP_NOT_REPRESENTABLE, let known, !known.isEmpty else { return nil }
      var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
      cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
      edges = [x0.rounded(.up), y0.rounded(.up), x1.rounded(.down), y1.rounded(.down)]
      guard edges[2] > edges[0], edges[3] > edges[1] else { return nil }
      quads = known
    }
    guard edges.allSatisfy({ $0.isFinite && $0 == $0.rounded() && abs($0) < 1e7 }) else { return nil }
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let (dx, dy) = (Int(ox), Int(oy))
    let clip = (x0: Int(edges[0]), y0: Int(edges[1]), x1: Int(edges[2]), y1: Int(edges[3]))
    guard clip.x0 + dx >= 0, clip.y0 + dy >= 0, clip.x1 + dx <= width, clip.y1 + dy <= height,
      let data = cairo_image_surface_get_data(target)
    else { return nil }
    stride = Int(cairo_image_surface_get_stride(target))
    origin = data + dy * stride + dx * 4
    surface = target
    self.clip = clip
    var c = SolidColor(red: 0, green: 0, blue: 0, alpha: 0)
    cairo_pattern_get_rgba(source, &c.red, &c.green, &c.blue, &c.alpha)
    color = c
    self.op = op == CAIRO_OPERATOR_MULTIPLY ? Int32(CRASTER_OP_MULTIPLY) : Int32(CRASTER_OP_OVER)
  }
}
