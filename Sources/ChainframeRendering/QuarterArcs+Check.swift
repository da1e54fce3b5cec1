internal import CCairo

extension QuarterArcs {
  /// Radii (pixels) and matrices (xx, yx, xy, yy) the self-check draws every corner with:
  /// tiny to large corners, unscaled, rotated, scaled, mirrored and skewed, so each segment
  /// count and both of Cairo's major-axis branches are compared.
  /// Kept short: it runs once per process, in the first frame (the unit tests compare many
  /// more).
  static let checkRadii: [Double] = [0.75, 16, 300]
  /// See ``checkRadii``.
  static let checkMatrices: [(Double, Double, Double, Double)] = [
    (1, 0, 0, 1), (0.8660254037844387, 0.5, -0.5, 0.8660254037844387), (2, 0, 0, 2), (3.7, -1.1, 0.4, 2.9),
  ]

  /// Whether ``append(corner:segments:xc:yc:radius:_:)`` appends exactly the path
  /// `cairo_arc` appends, for every corner, ``checkRadii`` and ``checkMatrices``.
  func selfCheck() -> Bool {
    selfCheck(radii: Self.checkRadii, matrices: Self.checkMatrices)
  }

  /// ``selfCheck()`` with other radii and matrices (xx, yx, xy, yy), for tests.
  func selfCheck(radii: [Double], matrices: [(Double, Double, Double, Double)]) -> Bool {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return false }
    defer { cairo_destroy(cr) }
    for (xx, yx, xy, yy) in matrices {
      var matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: 10.5, y0: -3.25)
      cairo_set_matrix(cr, &matrix)
      for radius in radii {
        for c in angles.indices {
          let (xc, yc) = (radius * 1.5 + 0.3, radius * 0.5 - 7.1)
          let (a1, a2) = angles[c]
          cairo_new_path(cr)
          cairo_new_sub_path(cr)
          cairo_arc(cr, xc, yc, radius, a1, a2)
          let expected = Self.points(cr)
          cairo_new_path(cr)
          cairo_new_sub_path(cr)
          guard let n = segments(span: a2 - a1, radius: radius, matrix: matrix, tolerance: cairo_get_tolerance(cr))
          else { continue }
          append(corner: c, segments: n, xc: xc, yc: yc, radius: radius, cr)
          guard let expected, let actual = Self.points(cr), expected == actual else { return false }
        }
      }
    }
    return true
  }

  /// The current path of `cr` as operation codes and coordinates (device space, as Cairo
  /// stores them), or nil when it cannot be read.
  static func points(_ cr: OpaquePointer) -> [Double]? {
    guard let path = cairo_copy_path(cr) else { return nil }
    defer { cairo_path_destroy(path) }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return nil }
    var out: [Double] = []
    var i = 0
    let count = Int(path.pointee.num_data)
    while i < count {
      let header = data[i].header
      let length = Int(header.length)
      guard length >= 1 else { return nil }
      out.append(Double(header.type.rawValue))
      for k in 1..<length where i + k < count {
        out += [data[i + k].point.x, data[i + k].point.y]
      }
      i += length
    }
    return out
  }
}
