/// A decoded scene: the canvas and the layers in draw order (first is drawn first, at the
/// back).
public struct Scene: Sendable {
  /// The output frame.
  public var canvas: Canvas
  /// Layers, back to front.
  public var layers: [Layer]
  /// The soundtrack written in the single form (`audio: {file: …}`), if any.
  public var audio: AudioTrack?
  /// Timed audio clips (`audio: [{file, start, …}]`), mixed in order; empty when the scene
  /// uses the single form or has no audio.
  public var audioClips: [AudioClip] = []
  /// EBU R128 integrated loudness target of the mixed audio, LUFS (−70…−5); nil (the
  /// default) leaves levels as mixed.
  public var loudness: Double?
  /// The cues of `captions:`, in file order (they are also drawn as text layers); empty
  /// without captions.
  public var captions: [CaptionCue] = []
  /// Absolute path of the `captions.file` the cues came from, if any (an input).
  public var captionFile: String?
  /// Absolute paths of font files declared under `assets.fonts`, registered before drawing.
  public var fonts: [String]
  /// Absolute paths of the component files (`type: include`) the layers came from, in order
  /// without repeats; they are inputs like assets.
  public var components: [String]

  /// Creates a scene.
  public init(
    canvas: Canvas, layers: [Layer], audio: AudioTrack? = nil, fonts: [String] = [], components: [String] = []
  ) {
    self.fonts = fonts
    self.components = components
    self.canvas = canvas
    self.layers = layers
    self.audio = audio
  }
}
