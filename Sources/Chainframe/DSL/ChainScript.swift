/// A JH-style chain written in Swift, recorded as the chain string scene files use.
///
/// It has `ChainBuilder`'s vocabulary (`moveX`, `easeOut`, `thenAfter`, `spring(bounciness:speed:)`,
/// `animate` …); the scene loader parses the recorded text with `ChainParser` into that
/// builder, so a chain written here compiles exactly as the same chain in a scene file, and
/// ``SceneDocument/yaml()`` writes it back as text.
///
/// ```swift
/// Rectangle(size: [120, 120]).chain { $0.moveX(360).easeOut.thenAfter(0.8).rotate(90).animate(1.2) }
/// ```
public struct ChainScript: Sendable, Hashable, CustomStringConvertible {
  /// The chain string so far, for example `moveX(360).easeOut`.
  public private(set) var text: String

  /// Creates an empty chain.
  public init() { text = "" }

  /// The chain string.
  public var description: String { text }

  /// The chain this script stands for, through `ChainParser` and so through `ChainBuilder`:
  /// the same `Chain` the builder makes from the same calls.
  public func chain(name: String = "chain") -> Result<Chain, ChainParseError> { ChainParser.parse(text, name: name) }

  /// A copy with the operation `name` and its arguments (already written as text) appended;
  /// no parentheses when `arguments` is nil.
  public func call(_ name: String, _ arguments: [String]? = nil) -> ChainScript {
    var copy = self
    if !copy.text.isEmpty { copy.text += "." }
    copy.text += name
    if let arguments { copy.text += "(" + arguments.joined(separator: ", ") + ")" }
    return copy
  }

  /// A copy with the operation `name` and numeric arguments appended.
  public func call(_ name: String, numbers: [Double]) -> ChainScript { call(name, numbers.map(SceneText.format)) }

  /// Ends the current link after `seconds` and starts the next one.
  public func thenAfter(_ seconds: Double) -> ChainScript { call("thenAfter", numbers: [seconds]) }

  /// Waits `seconds` after the previous link before starting this one.
  public func wait(_ seconds: Double) -> ChainScript { call("wait", numbers: [seconds]) }

  /// The same as ``wait(_:)``.
  public func delay(_ seconds: Double) -> ChainScript { call("delay", numbers: [seconds]) }

  /// Runs the current link `times` times back to back (relative operations accumulate).
  public func `repeat`(_ times: Int) -> ChainScript { call("repeat", [String(times)]) }

  /// Gives the current link `seconds` and runs it `times` times.
  public func `repeat`(_ seconds: Double, _ times: Int) -> ChainScript {
    call("repeat", [SceneText.format(seconds), String(times)])
  }

  /// Ends the chain: the last link takes `seconds`.
  public func animate(_ seconds: Double) -> ChainScript { call("animate", numbers: [seconds]) }

  /// Ends the chain: the last link takes `seconds` and runs `times` times.
  public func animateWithRepeat(_ seconds: Double, _ times: Int) -> ChainScript {
    call("animateWithRepeat", [SceneText.format(seconds), String(times)])
  }

  /// Eases the preceding operations with any scene-file easing (CSS functions included).
  public func easing(_ easing: Easing) -> ChainScript { call("easing", [Self.quote(easing.text)]) }

  /// Moves the preceding operations with a POP spring (`bounciness`, `speed` 0…20) instead of
  /// an easing; the link lasts until the spring settles if that is longer.
  public func spring(bounciness: Double, speed: Double) -> ChainScript {
    call("springPhysics", numbers: [bounciness, speed])
  }

  /// Moves the preceding operations with a spring of `stiffness`, `damping` and `mass`
  /// (default 1).
  public func spring(stiffness: Double, damping: Double, mass: Double = 1) -> ChainScript {
    call("springStiffness", numbers: [stiffness, damping, mass])
  }

  /// Animates the fill to `color`.
  public func makeFill(_ color: SceneColor) -> ChainScript { call("makeFill", [Self.quote(color.text)]) }

  /// Animates the stroke colour to `color`.
  public func makeStroke(_ color: SceneColor) -> ChainScript { call("makeStroke", [Self.quote(color.text)]) }

  /// Moves the layer's position along SVG path data (layer's parent coordinates).
  public func moveOnPath(_ pathData: String) -> ChainScript { call("moveOnPath", [Self.quote(pathData)]) }

  /// Moves along SVG path data and turns to face along it.
  public func moveAndRotateOnPath(_ pathData: String) -> ChainScript {
    call("moveAndRotateOnPath", [Self.quote(pathData)])
  }

  /// Moves along SVG path data and turns to face against it.
  public func moveAndReverseRotateOnPath(_ pathData: String) -> ChainScript {
    call("moveAndReverseRotateOnPath", [Self.quote(pathData)])
  }

  /// `text` as a chain-string argument: in double quotes, or single quotes when it contains a
  /// double quote (chain strings have no escapes).
  static func quote(_ text: String) -> String {
    text.contains("\"") ? "'" + text + "'" : "\"" + text + "\""
  }
}
