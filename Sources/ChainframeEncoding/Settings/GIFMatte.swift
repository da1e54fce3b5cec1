import ChainframeEngine
import ChainframeModel

/// What a transparent GIF does with partly transparent pixels (GIF has 1-bit transparency).
public enum GIFMatte: Sendable, Hashable {
  /// Threshold at half coverage: partly transparent pixels become fully opaque (at their
  /// straight colour) or fully transparent. Fades on a transparent background blink.
  case none
  /// Composite partly transparent pixels onto this opaque sRGB colour (red, green, blue, 0…255);
  /// fully transparent pixels stay transparent. Fades keep every step when the GIF is shown
  /// over this colour.
  case color(red: UInt8, green: UInt8, blue: UInt8)

  /// The default matte: white, the background of most pages, chats and mail readers.
  public static let white = GIFMatte.color(red: 255, green: 255, blue: 255)

  /// Parses `none` or a colour in the scene syntax (`#fff`, `#1e293b`, `white`, `rgb(…)`);
  /// the colour's alpha is ignored. Returns nil for anything else.
  public init?(parsing text: String) {
    if text.trimmingCharacters(in: .whitespaces).lowercased() == "none" {
      self = .none
      return
    }
    guard let c = ColorParser.parse(text) else { return nil }
    func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.isNaN ? 0 : v, 0), 1) * 255 + 0.5) }
    self = .color(red: byte(c.red), green: byte(c.green), blue: byte(c.blue))
  }

  /// `none` or `#rrggbb`, for reports and messages.
  public var text: String {
    switch self {
    case .none: return "none"
    case .color(let r, let g, let b):
      return "#" + [r, g, b].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
  }
}
