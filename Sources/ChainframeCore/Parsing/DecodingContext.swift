/// Collects diagnostics while a scene is decoded, so every problem is reported at once.
///
/// Readers return a fallback after recording a problem, letting decoding continue to the end
/// of the file.
final class DecodingContext {
  let file: String
  private(set) var diagnostics: [SceneDiagnostic] = []
  /// Layer ids seen so far (the whole tree), with the key path that declared each.
  var layerIDs: [String: String] = [:]
  /// Layers decoded so far, counting children, masks and text pieces.
  var layerCount = 0

  init(file: String) { self.file = file }

  func report(_ node: SceneNode?, _ path: String, _ message: String, hint: String? = nil) {
    diagnostics.append(
      SceneDiagnostic(location: node?.location, keyPath: path, message: message, hint: hint))
  }

  func report(at location: SourceLocation?, _ path: String, _ message: String, hint: String?) {
    diagnostics.append(
      SceneDiagnostic(location: location, keyPath: path, message: message, hint: hint))
  }

  /// Diagnostics sorted by position in the file (stable for equal positions).
  var sortedDiagnostics: [SceneDiagnostic] {
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
