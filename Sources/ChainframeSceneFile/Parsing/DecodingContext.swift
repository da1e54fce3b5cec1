import ChainframeModel

/// Collects diagnostics while a scene is decoded, so every problem is reported at once.
///
/// Readers return a fallback after recording a problem, letting decoding continue to the end
/// of the file.
package final class DecodingContext {
  let file: String
  package private(set) var diagnostics: [SceneDiagnostic] = []
  /// Layer ids seen so far (the whole tree), with the key path that declared each.
  var layerIDs: [String: String] = [:]
  /// Layers decoded so far, counting children, masks and text pieces.
  var layerCount = 0

  /// The work budgets of this load.
  let budgets: SceneBudgets
  /// Asked between layers; true stops decoding (``cancelled`` is then set).
  let shouldCancel: (@Sendable () -> Bool)?
  /// Set once ``shouldCancel`` returned true.
  package private(set) var cancelled = false
  /// Bytes produced by `${var}` substitution so far.
  var substitutedBytes = 0
  /// Frames the scene will have, once the canvas is decoded (for work budgets).
  var frameCount = 0
  /// The scene's frame rate, once the canvas is decoded (Lottie layers play on its clock).
  var fps: Rational?
  /// Animated values compilation will store so far (frames × animated components).
  var trackValues = 0
  /// Animation segments so far (see ``SceneBudgets/maxSegments``).
  var segmentCount = 0
  /// Set once a work budget was passed (reported once); decoding then stops.
  var workExceeded = false
  /// Set once substitution passed its budget (reported once).
  var substitutionExceeded = false
  /// The includes being decoded, outermost first: each component file and where it was
  /// included (for cycle errors).
  var includeChain: [(file: String, includedAt: SourceLocation?)] = []
  /// Bytes of component files read so far (see ``SceneLimits/maxIncludedBytes``).
  var includedBytes = 0
  /// Includes expanded so far, every instance counted (``SceneLimits/maxIncludeInstances``).
  var includeInstances = 0
  /// `type: lottie` layers decoded so far, every use counted (``LottieLayerSource/maxUses``).
  var lottieLayers = 0
  /// Component files read, absolute, in order (repeats removed by the scene).
  var componentFiles: [String] = []
  /// The caption file read, absolute.
  var captionFile: String?
  /// Font files declared by components, absolute, in order.
  var componentFonts: [String] = []

  package init(file: String, budgets: SceneBudgets = .default, shouldCancel: (@Sendable () -> Bool)? = nil) {
    self.file = file
    self.budgets = budgets
    self.shouldCancel = shouldCancel
  }

  /// True when loading should stop: cancellation was asked for (now or before).
  func checkCancelled() -> Bool {
    if cancelled { return true }
    if let shouldCancel, shouldCancel() { cancelled = true }
    return cancelled
  }

  func report(_ node: SceneNode?, _ path: String, _ message: String, hint: String? = nil) {
    diagnostics.append(
      SceneDiagnostic(location: node?.location, keyPath: path, message: message, hint: hint))
  }

  func report(at location: SourceLocation?, _ path: String, _ message: String, hint: String?) {
    diagnostics.append(
      SceneDiagnostic(location: location, keyPath: path, message: message, hint: hint))
  }

  /// Diagnostics sorted by position in the file (stable for equal positions).
  package var sortedDiagnostics: [SceneDiagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let la = a.element.location
      let lb = b.element.location
      switch (la, lb) {
      case let (x?, y?) where (x.line, x.column) != (y.line, y.column):
        return (x.line, x.column) < (y.line, y.column)
      case (nil, _?): return false
      case (_?, nil): return true
      default: return a.offset < b.offset
      }
    }.map(\.element)
  }
}
