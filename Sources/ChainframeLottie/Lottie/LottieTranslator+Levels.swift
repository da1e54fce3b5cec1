import ChainframeModel

/// Levels (Individual Controls, ty 24) as lottie-web's SVGProLevelsFilter reads it: five values
/// (input black, input white, gamma, output black, output white) for the RGB curve at
/// parameters 3…7, red 10…14, green 17…21, blue 24…28, alpha 31…35.
extension LottieTranslator {
  /// The parameter index of each curve's input black.
  static let levelsCurves: [(SceneKey, Int)] = [(.rgb, 3), (.red, 10), (.green, 17), (.blue, 24), (.alpha, 31)]

  /// The scene's `levels` for a Levels effect; nil (reported) without its parameters, nil
  /// (quietly) when every curve is the identity (lottie-web then adds no filter primitive).
  mutating func levels(_ effect: LottieJSON, _ value: (Int) -> LottieProperty?) -> SceneText? {
    let names: [SceneKey] = [.inputBlack, .inputWhite, .gamma, .outputBlack, .outputWhite]
    let identity = [0.0, 1, 1, 0, 1]
    let ranges = [0.0...1, 0.0...1, 0.01...10, 0.0...1, 0.0...1]
    var curves: [(SceneKey, SceneText)] = []
    var animated = false
    for (key, first) in Self.levelsCurves {
      var values: [Double] = []
      for k in 0..<5 {
        guard let p = value(first + k) else {
          report(effect, "Levels effect without its 36 parameters", "not drawn")
          return nil
        }
        animated = animated || p.isAnimated
        // Out-of-range values are clamped to what a scene says (gamma 0 would divide by zero).
        let v = p.initial.first ?? identity[k]
        values.append(min(max(v, ranges[k].lowerBound), ranges[k].upperBound))
      }
      guard values != identity else { continue }
      curves.append((key, .map(zip(names, values).map { ($0, .number($1)) })))
    }
    if animated { report(effect, "animated Levels effect", "held at its first values") }
    return curves.isEmpty ? nil : .map(curves)
  }
}
