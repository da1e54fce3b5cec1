import ChainframeEngine
import ChainframeIO
import ChainframeModel
import ChainframeRender
import ChainframeSceneFile
import Foundation

/// The state behind the preview page: the scene as last loaded without error, the error of
/// the latest edit (if it is broken), and PNG frames cached per version of the scene.
///
/// Reloads when the scene file's modification time or size changes: ``poll()`` (what the page's
/// status requests call, about twice a second) notices the change and reloads on a background
/// queue, so a slow load (a huge image asset) never holds up a request; ``refresh()`` reloads
/// before returning. A broken edit keeps the last good composition, so the page shows the error
/// over the last good frame.
package final class PreviewSession: Sendable {
  /// The scene file.
  package let path: String
  /// How the scene is loaded (variables, asset confinement).
  package let options: LoadOptions
  /// The most frames kept in the PNG cache per scene version. Default 1200.
  package let cacheLimit: Int

  private struct State {
    var composition: Composition?
    var error: String?
    var generation = 0
    var stamp = "never loaded"
    var frames: [Int: Data] = [:]
    var reloading = false
  }

  /// Loads a composition (the library's loader; tests substitute a slow one).
  typealias Loader = @Sendable (String, LoadOptions) throws -> Composition
  /// Draws one frame as PNG (the library's renderer; tests substitute a slow one).
  typealias Renderer = @Sendable (Composition, Int) throws -> Data

  private let state = Locked(State())
  private let loader: Loader
  private let renderer: Renderer
  private let reloads = DispatchQueue(label: "chainframe.preview.reload")

  /// Loads the scene once; a broken scene is an error on the page, not a failure here.
  package convenience init(path: String, options: LoadOptions = LoadOptions(), cacheLimit: Int = 1200) {
    self.init(
      path: path, options: options, cacheLimit: cacheLimit,
      loader: { try Composition.load(contentsOf: $0, options: $1) },
      renderer: { try $0.pngData(atFrame: $1) })
  }

  /// A session with its own loader and renderer (for tests).
  init(path: String, options: LoadOptions, cacheLimit: Int, loader: @escaping Loader, renderer: @escaping Renderer) {
    self.path = path
    self.options = options
    self.cacheLimit = max(cacheLimit, 1)
    self.loader = loader
    self.renderer = renderer
    refresh()
  }

  /// Starts a background reload if the file changed and none is under way; returns the current
  /// status at once (``PreviewStatus/loading`` tells whether a reload is under way).
  @discardableResult
  package func poll() -> PreviewStatus {
    let stamp = Self.stamp(path)
    let start = state.withLock { s -> Bool in
      guard s.stamp != stamp, !s.reloading else { return false }
      s.reloading = true
      return true
    }
    if start {
      reloads.async { [self] in
        load(stamp: stamp)
        state.withLock { $0.reloading = false }
      }
    }
    return status
  }

  /// Waits until the background reload under way (if any) has finished.
  func waitForReload() {
    reloads.sync {}
  }

  /// Reloads the scene if its file changed since the last load; returns the current status.
  @discardableResult
  package func refresh() -> PreviewStatus {
    let stamp = Self.stamp(path)
    if state.withLock({ $0.stamp != stamp }) { reloads.sync { load(stamp: stamp) } }
    return status
  }

  /// Loads the file (on the reload queue) and records the composition or the error.
  private func load(stamp: String) {
    guard state.withLock({ $0.stamp != stamp }) else { return }
    do {
      let composition = try loader(path, options)
      state.withLock {
        $0.composition = composition
        $0.error = nil
        $0.generation += 1
        $0.stamp = stamp
        $0.frames = [:]
      }
    } catch {
      let message = Self.message(error)
      state.withLock {
        if $0.error != message { $0.generation += 1 }
        $0.error = message
        $0.stamp = stamp
      }
    }
  }

  /// The current status (no reload).
  package var status: PreviewStatus {
    state.withLock { s in
      PreviewStatus(composition: s.composition, error: s.error, generation: s.generation, loading: s.reloading)
    }
  }

  /// Frame `index` of the last good scene as PNG bytes, rendered on first request and cached.
  /// Indices outside the scene are clamped; nil when no version of the scene ever loaded.
  package func png(frame index: Int) throws -> Data? {
    let (composition, generation, cached) = state.withLock { s -> (Composition?, Int, Data?) in
      guard let c = s.composition else { return (nil, s.generation, nil) }
      let clamped = min(max(index, 0), c.frameCount - 1)
      return (c, s.generation, s.frames[clamped])
    }
    guard let composition else { return nil }
    if let cached { return cached }
    let clamped = min(max(index, 0), composition.frameCount - 1)
    let data = try renderer(composition, clamped)
    state.withLock { s in
      guard s.generation == generation || s.composition === composition else { return }
      if s.frames.count >= cacheLimit, let evict = s.frames.keys.min() { s.frames[evict] = nil }
      s.frames[clamped] = data
    }
    return data
  }

  /// Property curves of `layer`'s tracks (every track when nil or unknown) as SVG, with a
  /// playhead at `frame`.
  package func curves(layer: String?, frame: Int?) -> String {
    guard let composition = status.composition else { return CurvePlotEmpty.svg }
    let compiled = composition.compiled
    let known = layer.map { id in compiled.layers.contains { $0.id == id } } ?? false
    let dump = KeyframeDump(scene: compiled) { name in
      guard known, let layer else { return true }
      return name.hasPrefix(layer + ".")
    }
    return CurvePlot(dump: dump, width: 720, panelHeight: 130, marker: frame).svg()
  }

  /// How many frames the cache holds (for tests).
  package var cachedFrameCount: Int { state.withLock { $0.frames.count } }

  private static func stamp(_ path: String) -> String {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "missing" }
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let size = attributes[.size] as? Int ?? -1
    return "\(date):\(size)"
  }

  private static func message(_ error: any Error) -> String {
    String(describing: error)
  }
}
