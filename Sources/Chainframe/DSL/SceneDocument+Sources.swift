extension SceneDocument {
  /// Where each layer (and each layer inside it) was written in Swift, by absolute key path
  /// (`layers[0]`, `layers[2].children[1]`).
  var layerSources: [(path: String, location: SourceLocation)] {
    layers.enumerated().flatMap { i, node in
      node.sources.map { (LayerNode.join("layers[\(i)]", $0.path), $0.location) }
    }
  }

  /// The Swift source location of the innermost element a diagnostic's key path lies in, or
  /// nil (canvas and top-level keys keep the location in ``yaml()``'s text).
  func swiftLocation(forKeyPath keyPath: String) -> SourceLocation? {
    var best: (length: Int, location: SourceLocation)?
    for (path, location) in layerSources {
      guard keyPath == path || keyPath.hasPrefix(path + ".") || keyPath.hasPrefix(path + "[") else { continue }
      if best.map({ path.count > $0.length }) ?? true { best = (path.count, location) }
    }
    return best?.location
  }

  /// `error` with each diagnostic about a layer pointing at the Swift expression that built
  /// it; key paths, messages and hints are unchanged.
  func pointingAtSwift(_ error: SceneFileError) -> SceneFileError {
    let moved = movedToSwift
    switch error {
    case .syntax(let diagnostic): return .syntax(moved(diagnostic))
    case .invalid(let diagnostics): return .invalid(diagnostics.map(moved))
    default: return error
    }
  }

  /// `diagnostic` pointing at the Swift expression of the layer it is about, if any.
  func movedToSwift(_ diagnostic: SceneDiagnostic) -> SceneDiagnostic {
    var copy = diagnostic
    if let location = swiftLocation(forKeyPath: diagnostic.keyPath) { copy.location = location }
    return copy
  }
}
