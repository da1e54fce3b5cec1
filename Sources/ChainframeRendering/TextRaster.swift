internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Stroked text drawn once into its own surface, aligned to whole device pixels, with what it
/// was drawn from.
final class TextRaster {
  /// What the pixels depend on: the text, its paint and the full current transform.
  struct Key: Equatable {
    var style: TextStyle
    var paint: Paint
    var matrix: [Double]
  }

  let key: Key
  /// Device pixel of the surface's top-left corner.
  let x: Int
  let y: Int
  let pixels: PixelBuffer
  let surface: CairoSurface

  init(key: Key, x: Int, y: Int, width: Int, height: Int) throws(RenderError) {
    self.key = key
    self.x = x
    self.y = y
    pixels = PixelBuffer(width: width, height: height)
    surface = try CairoSurface(pixels: pixels)
  }

  /// Bytes held, for the cache's budget.
  var bytes: Int { pixels.width * pixels.height * 4 }
}
