extension MotionBlur {
  /// The scene-file mapping `{shutterAngle, shutterPhase, samples}`.
  var sceneText: SceneText {
    .map([
      ("shutterAngle", .number(shutterAngle)), ("shutterPhase", .number(shutterPhase)),
      ("samples", .number(Double(samples))),
    ])
  }
}
