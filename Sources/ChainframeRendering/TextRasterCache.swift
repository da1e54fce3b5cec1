/// A renderer's rasters of stroked text, most recently used first, within a byte budget.
///
/// Which text is cached never changes pixels: stroked text is always drawn through its
/// raster (see `Painter.drawStrokedText`); a hit only skips drawing the raster again.
final class TextRasterCache {
  /// At most this many bytes of rasters are kept per renderer (a 1080p caption line is about
  /// 0.5 MB). Default 32 MiB.
  let budget: Int
  /// At most this many rasters are compared per draw.
  let capacity: Int
  private var rasters: [TextRaster] = []

  init(budget: Int = 32 << 20, capacity: Int = 16) {
    self.budget = budget
    self.capacity = capacity
  }

  /// The raster drawn from `key`, moved to the front; nil when none is kept.
  func raster(for key: TextRaster.Key) -> TextRaster? {
    guard let i = rasters.firstIndex(where: { $0.key == key }) else { return nil }
    let found = rasters.remove(at: i)
    rasters.insert(found, at: 0)
    return found
  }

  /// Keeps `raster` in front, dropping the least recently used beyond the budget; a raster
  /// larger than the whole budget is not kept.
  func keep(_ raster: TextRaster) {
    guard raster.bytes <= budget else { return }
    rasters.insert(raster, at: 0)
    var total = 0
    var kept = 0
    for r in rasters {
      if kept == capacity || total + r.bytes > budget { break }
      total += r.bytes
      kept += 1
    }
    rasters.removeLast(rasters.count - kept)
  }
}
