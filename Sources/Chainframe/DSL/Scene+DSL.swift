extension Scene {
  /// Builds and loads a scene in Swift, checked like a scene file:
  ///
  /// ```swift
  /// let scene = try Scene(width: 640, height: 360, fps: 30, duration: 3, background: "#14161c") {
  ///   Rectangle(id: "card", size: [120, 120], cornerRadius: 20, fill: "#2f8cff").position(140, 180)
  /// }
  /// ```
  ///
  /// The parameters are ``SceneDocument``'s; use that type for audio, captions, variables,
  /// assets or ``SceneDocument/yaml()``.
  ///
  /// - Throws: `SceneFileError` with every problem, each with its key path.
  public init(
    width: Int, height: Int, fps: FrameRate, duration: Double, background: SceneColor? = nil,
    motionBlur: MotionBlur? = nil, file: String = "scene.yaml", @LayerBuilder layers: () -> [LayerNode]
  ) throws(SceneFileError) {
    self = try SceneDocument(
      width: width, height: height, fps: fps, duration: duration, background: background, motionBlur: motionBlur,
      layers: layers
    ).scene(file: file)
  }

  /// Loads a scene built in Swift (see ``SceneDocument/scene(file:options:)``).
  ///
  /// - Throws: `SceneFileError` with every problem, each with its key path.
  public init(_ document: SceneDocument, file: String = "scene.yaml", options: LoadOptions = LoadOptions())
    throws(SceneFileError)
  {
    self = try document.scene(file: file, options: options)
  }
}
