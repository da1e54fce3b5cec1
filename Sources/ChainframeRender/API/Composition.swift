import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// A loaded, checked and compiled scene: inspect it, draw any frame, render it to a file.
///
/// Every frame is a pure function of its index, so a composition can be drawn and rendered
/// from several tasks at once; it never changes after loading.
public final class Composition: Sendable {
  /// The scene file's path, or the name given to text and data (used in messages and to find
  /// assets).
  public let file: String
  /// The scene model as loaded (variables applied).
  public let scene: Scene
  /// The compiled per-frame tracks.
  package let compiled: CompiledScene
  /// Non-fatal findings of loading (text wider than its wrap width), each with its location.
  public let warnings: [String]

  init(file: String, scene: Scene, compiled: CompiledScene, warnings: [String]) {
    self.file = file
    self.scene = scene
    self.compiled = compiled
    self.warnings = warnings
    InputLedger.shared.record(scene.assetPaths, label: "an asset of the scene")
  }

  // MARK: Loading

  /// Loads, checks and compiles the scene file at `path` (YAML or JSON).
  ///
  /// - Throws: a `CategorizedError`: `SceneFileError` with every problem (file:line:column
  ///   and key path), ``SceneAuditError`` for fonts, glyphs or assets, ``RenderCancelled``.
  public static func load(contentsOf path: String, options: LoadOptions = LoadOptions()) throws -> Composition {
    try load(contentsOf: path, options: options, isCancelled: { Task.isCancelled })
  }

  /// ``load(contentsOf:options:)`` with an explicit cancellation check (polled between layers
  /// and during compilation), for callers that own their thread.
  /// `tracks`, when given, shares compiled tracks with other loads (batch rows).
  package static func load(
    contentsOf path: String, options: LoadOptions, isCancelled: @escaping @Sendable () -> Bool,
    tracks: TrackCache? = nil
  ) throws -> Composition {
    let scene = try SceneLoader.loadCancellable(path: path, options: loadOptions(options, isCancelled))
    return try make(scene, file: path, options: options, isCancelled: isCancelled, tracks: tracks)
  }

  /// Loads scene text; `name` (a file name such as `promo.yaml`, deciding YAML or JSON by its
  /// extension) is resolved in `folder`, where asset paths are looked up. Default folder: the
  /// current one.
  public static func load(
    text: String, name: String = "scene.yaml", folder: String? = nil, options: LoadOptions = LoadOptions()
  ) throws -> Composition {
    let base = folder ?? FileManager.default.currentDirectoryPath
    let file = URL(fileURLWithPath: base).appendingPathComponent(name).path
    let scene = try SceneLoader.loadCancellable(
      text: text, file: file, options: loadOptions(options, { Task.isCancelled }))
    return try make(scene, file: file, options: options)
  }

  /// Loads scene text that has no file (standard input): `label` names it in messages and
  /// asset paths are relative to, and confined to, `assetFolder` (absolute).
  package static func load(
    text: String, label: String, assetFolder: String, options: LoadOptions,
    isCancelled: @escaping @Sendable () -> Bool
  ) throws -> Composition {
    var sceneOptions = loadOptions(options, isCancelled)
    sceneOptions.assetFolder = assetFolder
    let scene = try SceneLoader.loadCancellable(text: text, file: label, options: sceneOptions)
    return try make(scene, file: label, options: options, isCancelled: isCancelled)
  }

  /// Loads scene bytes (UTF-8 YAML or JSON); see ``load(text:name:folder:options:)``.
  public static func load(
    data: Data, name: String = "scene.yaml", folder: String? = nil, options: LoadOptions = LoadOptions()
  ) throws -> Composition {
    guard let text = String(data: data, encoding: .utf8), !text.contains("\u{0}") else {
      throw SceneFileError.syntax(
        SceneDiagnostic(
          location: SourceLocation(file: name, line: 1, column: 1), keyPath: "",
          message: "the data is not UTF-8 text", hint: "give a YAML or JSON scene encoded as UTF-8"))
    }
    return try load(text: text, name: name, folder: folder, options: options)
  }

  /// Wraps a scene built in code (for example with `ChainBuilder`); checks and compiles it.
  /// `file` names it in messages.
  public static func make(_ scene: Scene, file: String = "scene", options: LoadOptions = LoadOptions()) throws
    -> Composition
  {
    try make(scene, file: file, options: options, isCancelled: { Task.isCancelled })
  }

  static func make(
    _ scene: Scene, file: String, options: LoadOptions, isCancelled: @escaping @Sendable () -> Bool,
    tracks: TrackCache? = nil
  ) throws -> Composition {
    try FontRegistry.register(scene.fonts)
    let warnings = options.audit ? try SceneAudit.run(scene, file: file) : []
    if isCancelled() { throw RenderCancelled() }
    let compiled = try SceneCompiler.compileChecked(
      scene, options: CompileOptions(shouldCancel: isCancelled, trackCache: tracks))
    return Composition(file: file, scene: scene, compiled: compiled, warnings: warnings)
  }

  private static func loadOptions(_ o: LoadOptions, _ isCancelled: @escaping @Sendable () -> Bool) -> SceneLoadOptions {
    o.sceneLoadOptions(isCancelled: isCancelled)
  }

  // MARK: Inspecting

  /// The canvas: size in pixels, frame rate, duration, background.
  public var canvas: Canvas { scene.canvas }
  /// Frames per second (exact).
  public var frameRate: Rational { compiled.clock.fps }
  /// Number of output frames: `round(duration × fps)`, at least 1.
  public var frameCount: Int { compiled.frameCount }
  /// Duration in seconds (frame count ÷ frame rate).
  public var duration: Double { Double(frameCount) / frameRate.doubleValue }
  /// Ids of every layer, children and masks included, depth first.
  public var layerIDs: [String] { compiled.layers.map(\.id) }

  // MARK: Drawing

  /// Frame `index` (0 ..< ``frameCount``) drawn at the canvas size: premultiplied BGRA pixels.
  ///
  /// `threads` (1…256; default nil: the number of cores) draw a motion-blurred frame's
  /// samples; the pixels do not depend on it.
  public func image(atFrame index: Int, threads: Int? = nil) throws -> PixelBuffer {
    guard (0..<frameCount).contains(index) else {
      throw RenderOptionError(.frames, "frame \(index) is outside the scene's frames 0...\(frameCount - 1)")
    }
    if let threads, !(1...256).contains(threads) {
      throw RenderOptionError(.threads, "\(threads) is out of range; use 1 to 256")
    }
    let renderer = try SceneRenderer.make(width: canvas.width, height: canvas.height)
    // One frame: a blurred frame's samples spread over the other cores.
    let helpers = SubframeHelpers.forOneFrame(width: canvas.width, height: canvas.height, threads: threads)
    let pixels = try MotionBlurRenderer(renderer: renderer, helpers: helpers).render(compiled, frame: index)
    let copy = PixelBuffer(width: pixels.width, height: pixels.height)
    copy.copy(from: pixels)
    return copy
  }

  /// Frame `index` as PNG bytes (RGBA, lossless).
  public func pngData(atFrame index: Int) throws -> Data {
    try PNGWriter.data(image(atFrame: index))
  }

  /// Frame `index` as JPEG bytes (4:4:4, visually lossless; transparent areas become black).
  public func jpegData(atFrame index: Int) throws -> Data {
    try StillImageEncoder.data(image(atFrame: index), format: .jpeg)
  }

  // MARK: Rendering

  /// Renders to `output` (a file; a pattern such as `frames/%05d.png`; `-` for y4m/raw on
  /// stdout). Runs on its own threads; cancelling the task stops it within a frame and leaves
  /// nothing at the destination.
  ///
  /// - Parameters:
  ///   - output: the destination file, image-sequence pattern, or `-`.
  ///   - options: format, quality, size, frame range and workers; defaults follow the output's
  ///     extension.
  ///   - progress: called on a render thread with every ``RenderEvent``.
  /// - Returns: what was written and how long each stage took.
  public func render(
    to output: String, options: RenderOptions = RenderOptions(),
    progress: (@Sendable (RenderEvent) -> Void)? = nil
  ) async throws -> RenderSummary {
    let flag = CancellationFlag()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<RenderSummary, any Error>) in
        let thread = Thread { [self] in
          do {
            let summary = try RenderJob(composition: self, output: output, options: options)
              .run(isCancelled: { flag.isSet }, events: progress ?? { _ in })
            continuation.resume(returning: summary)
          } catch {
            continuation.resume(throwing: error)
          }
        }
        thread.name = "chainframe-render"
        thread.start()
      }
    } onCancel: {
      flag.set()
    }
  }

  /// Renders like ``render(to:options:progress:)`` and delivers its events as an
  /// `AsyncSequence`; the stream ends after ``RenderEvent/finished(_:)`` or throws the
  /// render's error. Cancelling the consuming task cancels the render.
  public func renderEvents(to output: String, options: RenderOptions = RenderOptions()) -> AsyncThrowingStream<
    RenderEvent, any Error
  > {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          _ = try await self.render(to: output, options: options) { continuation.yield($0) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// The synchronous render behind the async API, for callers that own their thread (the
  /// command line, benchmarks); `isCancelled` is polled every frame.
  package func renderNow(
    to output: String, options: RenderOptions, isCancelled: @escaping @Sendable () -> Bool,
    events: @escaping (RenderEvent) -> Void
  ) throws -> RenderSummary {
    try RenderJob(composition: self, output: output, options: options).run(isCancelled: isCancelled, events: events)
  }
}

extension Composition {
  /// Draws every frame on `threads` workers through the render pipeline and drops the pixels:
  /// the drawing stage alone, for benchmarks. Returns wall seconds.
  package func drawAllFrames(threads: Int) throws -> Double {
    let start = ProcessInfo.processInfo.systemUptime
    let frames = Array(0..<frameCount)
    let compiled = self.compiled
    // Drawn frames are dropped at once: no consumer to wake per frame and no reorder window
    // to wait on, as the C loop's threads are only joined (a consumer woken for every frame
    // costs two context switches a frame on a busy machine and measures the scheduler).
    let run = RenderPipeline(
      frames: frames, isRepeat: [Bool](repeating: false, count: frames.count), workers: max(threads, 1)
    ) {
      try DrawOnlyProducer(scene: compiled)
    }
    try run.runDropping()
    return ProcessInfo.processInfo.systemUptime - start
  }
}

extension Composition {
  /// The files this composition reads, named for messages: the scene file and every asset.
  /// Outputs are checked against them so a render never overwrites its own inputs.
  package var inputFiles: [OutputGuard.Named] {
    [OutputGuard.Named(label: "the scene file", path: file)]
      + scene.assetPaths.map { OutputGuard.Named(label: "an asset of the scene", path: $0) }
  }
}
