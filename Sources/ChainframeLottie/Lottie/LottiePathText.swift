/// Path data (SVG `d`) written command by command into one string, numbers as
/// ``SceneText/format(_:)`` writes them (non-finite ones as 0).
///
/// Why not string interpolation: the translator writes every shape and every shape keyframe as
/// path text, and building each number as its own `String` (most need a heap buffer past 15
/// characters) and each command as another cost 6× what writing the digits straight into one
/// reserved string costs; on a file of morphing shapes that was a fifth of loading.
struct LottiePathText {
  /// The path data written so far.
  private(set) var text = ""

  /// An empty path with room for about `commands` commands.
  init(commands: Int = 8) { text.reserveCapacity(commands * 64) }

  /// `M x y` (after a space unless first).
  mutating func move(_ x: Double, _ y: Double) {
    if !text.isEmpty { text += " " }
    text += "M"
    pair(x, y)
  }

  /// ` L x y`.
  mutating func line(_ x: Double, _ y: Double) {
    text += " L"
    pair(x, y)
  }

  /// ` C x1 y1 x2 y2 x y`.
  mutating func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
    text += " C"
    pair(x1, y1)
    text += " "
    pair(x2, y2)
    text += " "
    pair(x, y)
  }

  /// ` Z`.
  mutating func close() { text += " Z" }

  private mutating func pair(_ x: Double, _ y: Double) {
    number(x)
    text += " "
    number(y)
  }

  /// Appends `raw` as ``SceneText/format(_:)`` writes it: whole numbers below 10^15 as
  /// integers, others as Swift's shortest round-trip text, which has no exponent from 10^-4 up
  /// to 10^15 and so is written straight into the string there; the rest goes through
  /// `format` (it adds the `.0` an exponent needs).
  mutating func number(_ raw: Double) {
    let v = raw.isFinite ? raw : 0
    let magnitude = abs(v)
    if v == 0 {
      text += "0"
    } else if magnitude < 1e15, v == v.rounded() {
      text += String(Int(v))
    } else if magnitude >= 1e-4, magnitude < 1e15 {
      v.write(to: &text)
    } else {
      text += SceneText.format(v)
    }
  }
}
