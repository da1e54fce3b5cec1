import ChainframeCore
import ChainframeRendering

/// How to load a scene.
public struct LoadOptions: Sendable, Hashable {
  /// Values for the scene's `vars:` (name, value), applied in order; later ones win.
  /// Default none.
  public var variables: [Variable]
  /// Allow asset paths (images, SVGs, fonts, audio) outside the scene's folder. Only for
  /// scenes you trust. Default false.
  public var allowAssetsOutside: Bool
  /// Check fonts, glyphs, images, SVGs and the soundtrack before returning, so drawing and
  /// rendering cannot fail for a reason in the scene. Default true.
  public var audit: Bool
  /// Scene file or Lottie file; `.auto` (the default) decides by content.
  public var inputFormat: SceneInputFormat = .auto
  /// Lottie files: unsupported features are errors instead of being reported. Default false.
  public var strictImport = false
  /// `.lottie` archives: the id of the animation to load; nil (the default) takes the
  /// manifest's active or first one.
  package var lottieAnimation: String?

  /// One variable assignment.
  public struct Variable: Sendable, Hashable {
    /// The variable's name as declared under `vars:`.
    public var name: String
    /// Its value, as it would be written in the scene (a number, a colour, text).
    public var value: String

    /// `name = value`.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Options with no variables, assets confined to the scene's folder, and the audit on.
  public init(variables: [Variable] = [], allowAssetsOutside: Bool = false, audit: Bool = true) {
    self.variables = variables
    self.allowAssetsOutside = allowAssetsOutside
    self.audit = audit
  }

  /// The scene loader's options for these: variables, asset confinement, input format, strict
  /// import, the installed-font check, and `isCancelled` polled between layers.
  package func sceneLoadOptions(isCancelled: @escaping @Sendable () -> Bool) -> SceneLoadOptions {
    var options = SceneLoadOptions(
      allowAssetsOutside: allowAssetsOutside, variables: variables.map { ($0.name, $0.value) },
      shouldCancel: isCancelled)
    options.inputFormat = inputFormat
    options.strictImport = strictImport
    options.lottieAnimation = lottieAnimation
    options.fontIsInstalled = { FontCatalog.isInstalled(family: $0) }
    return options
  }
}
