import CCairo
import ChainframeCore
import Foundation
import Testing

@testable import ChainframeRendering

@Suite("Rounded corners from the arc table")
struct QuarterArcsTests {
  @Test("The table is in use on this machine's Cairo")
  func enabled() {
    #expect(QuarterArcs.shared.isEnabled)
  }

  /// Radii from a quarter pixel to beyond the table, and matrices with every kind of
  /// linear part: the shortcut must append exactly `cairo_arc`'s path for all of them.
  @Test(
    "Every corner's path equals cairo_arc's under any matrix",
    arguments: [
      (1.0, 0.0, 0.0, 1.0), (0.8660254037844387, 0.5, -0.5, 0.8660254037844387), (2, 0, 0, 2), (0.5, 0, 0, 0.5),
      (1.5, 0.3, -0.2, 0.7), (-1, 0, 0, 1), (0, 1, -1, 0), (3.7, -1.1, 0.4, 2.9), (1, 0, 0.0039, 1),
      (0.001, 0, 0, 0.001), (40, 0, 0, 40),
    ])
  func identicalPaths(matrix: (Double, Double, Double, Double)) {
    let radii = (0..<60).map { 0.05 * pow(1.25, Double($0)) } + [16, 24.5, 60, 200, 1000, 5000]
    #expect(QuarterArcs.shared.selfCheck(radii: radii, matrices: [matrix]))
  }

  @Test("Rotated rounded rectangles draw the same pixels as with cairo_arc")
  func identicalPixels() throws {
    func draw(_ useTable: Bool) throws -> [UInt8] {
      let pixels = PixelBuffer(width: 64, height: 64)
      let context = try CairoContext(surface: try CairoSurface(pixels: pixels))
      let cr = context.pointer
      for k in 0..<12 {
        cairo_save(cr)
        cairo_translate(cr, 32, 32)
        cairo_rotate(cr, Double(k) * 0.37)
        cairo_scale(cr, 1 + Double(k) * 0.1, 1)
        let (w, h, r) = (40.0 - Double(k), 24.0, 2.0 + Double(k))
        cairo_translate(cr, -w / 2, -h / 2)
        cairo_new_sub_path(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let centres = [(w - r, r), (w - r, h - r), (r, h - r), (r, r)]
        for (i, corner) in [1, 2, 3, 0].enumerated() {
          let (xc, yc) = centres[i]
          if useTable {
            QuarterArcs.shared.corner(
              corner, xc: xc, yc: yc, radius: r, matrix: matrix, tolerance: cairo_get_tolerance(cr), cr)
          } else {
            let (a1, a2) = QuarterArcs.shared.angles[corner]
            cairo_arc(cr, xc, yc, r, a1, a2)
          }
        }
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 0.6)
        cairo_fill(cr)
        cairo_restore(cr)
      }
      cairo_surface_flush(context.surface.pointer)
      return pixels.withUnsafeBytes { Array($0) }
    }
    let expected = try draw(false)
    #expect(expected.contains { $0 != 0 })
    #expect(try draw(true) == expected)
  }

  @Test("Zero and negative radii fall back to cairo_arc")
  func degenerate() throws {
    let context = try CairoContext(surface: try CairoSurface(pixels: PixelBuffer(width: 8, height: 8)))
    let cr = context.pointer
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    for r in [0.0, -3] {
      cairo_new_path(cr)
      cairo_arc(cr, 4, 4, r, 0, Double.pi / 2)
      let expected = QuarterArcs.points(cr)
      cairo_new_path(cr)
      QuarterArcs.shared.corner(2, xc: 4, yc: 4, radius: r, matrix: matrix, tolerance: 0.1, cr)
      #expect(QuarterArcs.points(cr) == expected)
    }
  }
}
