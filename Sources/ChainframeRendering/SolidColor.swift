/// A solid Cairo colour as Cairo reports it (straight alpha, each 0…1): the key under which
/// ``BrowserRaster`` remembers the pixel pixman composites it with.
struct SolidColor: Hashable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double
}
