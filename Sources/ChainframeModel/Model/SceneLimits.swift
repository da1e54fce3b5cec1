/// The bounds every scene must respect, so a hostile or mistaken file fails with a clear
/// error instead of exhausting memory.
///
/// The work budgets (``maxNodes`` … ``maxSegments``) are defaults of ``SceneBudgets``, which
/// a caller may change per load; the others are fixed properties of the format.
public enum SceneLimits {
  /// Longest scene, seconds (24 h).
  public static let maxDuration = 86_400.0
  /// Most frames in one scene (24 h at 60 fps).
  public static let maxFrames = 5_184_000
  /// Longest `duration: auto` may become, seconds; longer scenes must say how long they are.
  public static let maxAutoDuration = 600.0
  /// Deepest nesting of groups and masks.
  public static let maxDepth = 32
  /// Deepest nesting of components (`type: include` inside an included file), 8.
  public static let maxIncludeDepth = 8
  /// Most bytes of component files read for one scene, counting each include again, 16 MiB
  /// (the scene file limit): a component used 500 times must not be parsed into gigabytes.
  public static let maxIncludedBytes = 16 << 20
  /// Most includes one scene may expand to, counting every instance at every level, 2,000:
  /// components that each include the next several times multiply (6 per level, 8 levels deep
  /// is 1.7 million parses) long before their bytes add up.
  public static let maxIncludeInstances = 2_000
  /// Longest `data:` URI an image layer's `src` may be, characters, 16 MiB (the scene file
  /// limit): an embedded image is part of the scene text.
  public static let maxEmbeddedImageLength = 16 << 20
  /// Most pixels of one embedded image, 64 Mi (256 MiB once decoded to 4 bytes a pixel), and
  /// at most ``maxImageSide`` on each side, checked from the image header before decoding.
  public static let maxEmbeddedImagePixels = 1 << 26
  /// Widest or tallest raster image the renderer decodes, pixels, 32,768.
  public static let maxImageSide = 32_768
  /// Most timed audio clips in one scene, 64 (each keeps a decoder open while mixing).
  public static let maxAudioClips = 64
  /// Longest part of a file a looping audio clip repeats, seconds, 120 (it is held in memory
  /// as 48 kHz stereo floats: 46 MB).
  public static let maxLoopedAudio = 120.0
  /// Most layers in one scene, counting children, masks and text pieces.
  public static let maxLayers = 200_000

  // MARK: - Canvas and frame rate (checked by the scene decoder; the back ends rely on them)

  /// Widest or tallest canvas or frame, pixels: 16,384 (FFmpeg's image code stops there;
  /// WebP at one less, see `OutputFormat.maxDimension`).
  package static let maxCanvasSide = 16_384
  /// The sides a canvas or frame may have, pixels: 1…``maxCanvasSide``.
  package static let canvasSides = 1...maxCanvasSide
  /// Slowest frame rate, frames per second: 1.
  package static let minFrameRate = 1
  /// Fastest frame rate, frames per second: 240.
  package static let maxFrameRate = 240

  // MARK: - Work budgets (defaults of SceneBudgets)

  /// Most parsed nodes, 2,000,000: about 160 MB of parsed tree. The 10,000-layer benchmark
  /// scene has about 300,000; a 16 MiB file of short list items could reach 8 million.
  public static let maxNodes = 2_000_000
  /// Most nodes reached through aliases, counted at their expanded size, 100,000. Aliases
  /// are for sharing a style or an animation; a few levels of nested aliases ("billion
  /// laughs") otherwise grow a 400-byte file into gigabytes.
  public static let maxAliasNodes = 100_000
  /// Most bytes produced by `${var}` substitution, 4 MiB (4,194,304 bytes): a 10,000-layer
  /// scene using a variable in every layer produces well under 1 MiB, while one long value
  /// used many times could otherwise grow the scene without bound.
  public static let maxSubstitutedBytes = 4 << 20
  /// Most layer-frames (layers × frames), 100,000,000: 16× the 10,000-layer, 600-frame
  /// benchmark (6,000,000). Each layer-frame costs at least one draw call; beyond this a
  /// render takes hours.
  public static let maxLayerFrames = 100_000_000
  /// Most animated values stored by compilation (frames × animated components), 200,000,000
  /// (1.6 GB of Doubles): 16× the benchmark's 12,000,000.
  public static let maxTrackValues = 200_000_000
  /// Most animation segments (animations, chain link runs × operations, keyframe stops),
  /// 1,000,000: about 200 MB of compiled segments; the benchmark has 20,000.
  public static let maxSegments = 1_000_000

  // MARK: - Chains and repeats

  /// Most links in one chain, 10,000: a hand-written chain has tens; a generated chain of a
  /// few thousand steps is plausible, and every link costs compile time and memory.
  public static let maxChainLinks = 10_000
  /// Most runs of one chain link (`repeat(n)`, `repeat:`) or of one animation
  /// (`repeatCount`), 10,000: each run is compiled as its own segment, and more than 10,000
  /// runs cannot be seen in 24 h at 60 fps unless each is a few frames long.
  public static let maxRepeatCount = 10_000
  /// Largest magnitude of a number in a chain (distances, angles, factors), 10,000,000: the
  /// same bound as a layer's position; larger values only produce off-canvas garbage.
  public static let maxChainNumber = 1e7
  /// Most keyframe stops in one animation, 10,000.
  public static let maxKeyframes = 10_000

  // MARK: - Value ranges (static and animated; PropertyTable says which property has which)

  /// Position components, canvas pixels: ±10,000,000.
  public static let positionRange: ClosedRange<Double> = -1e7...1e7
  /// Rotation, degrees: ±10,000,000.
  public static let rotationRange: ClosedRange<Double> = -1e7...1e7
  /// Scale factors: ±10,000 (a 1 px layer becomes 10,000 px).
  public static let scaleRange: ClosedRange<Double> = -1e4...1e4
  /// Width and height, pixels: 0 to 1,000,000.
  public static let sizeRange: ClosedRange<Double> = 0...1e6
  /// Skew angles, degrees: ±89 (90° is a degenerate, non-invertible transform).
  public static let skewRange: ClosedRange<Double> = -89...89
  /// Anchor, unit box coordinates: ±10.
  public static let anchorRange: ClosedRange<Double> = -10...10
  /// Stroke width, pixels: 0 to 10,000.
  public static let strokeWidthRange: ClosedRange<Double> = 0...10_000
  /// Corner radius, pixels: 0 to 1,000,000.
  public static let cornerRadiusRange: ClosedRange<Double> = 0...1e6
  /// Blur radius, pixels: 0 to 250 (Cairo's blur time grows with the radius).
  public static let blurRange: ClosedRange<Double> = 0...250
  /// Drop shadow offset, pixels: ±10,000 on each axis.
  public static let shadowOffsetRange: ClosedRange<Double> = -1e4...1e4
  /// Trim and dash offsets: ±1,000,000.
  public static let offsetRange: ClosedRange<Double> = -1e6...1e6
  /// Largest text font size, pixels: 2,000 (a glyph bigger than a 16K canvas' height is
  /// never useful, and larger sizes make the font engine fail late).
  public static let maxFontSize = 2_000.0
  /// Text font sizes, pixels: more than 0 (at least 0.1) up to ``maxFontSize``.
  public static let fontSizeRange: ClosedRange<Double> = 0.1...maxFontSize
}
