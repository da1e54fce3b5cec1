import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Renders and converts frames for a video encoder, on one worker thread.
final class VideoFrameProducer: FrameProducer {
  private let scene: CompiledScene
  private let renderer: FrameRenderer
  private let blur: MotionBlurRenderer
  private let converter: FrameConverter
  private let fit: FrameRenderer.Fit
  private(set) var renderSeconds = 0.0
  private(set) var convertSeconds = 0.0

  init(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, converters: ConverterFactory,
    isCancelled: (@Sendable () -> Bool)? = nil, helpers: SubframeHelpers? = nil
  ) throws {
    self.scene = scene
    renderer = try SceneRenderer.make(width: width, height: height)
    renderer.shouldCancel = isCancelled
    blur = MotionBlurRenderer(renderer: renderer, helpers: helpers)
    converter = try converters.make()
    self.fit = fit
  }

  func produce(_ n: Int) throws -> FramePayload {
    let t0 = ProcessInfo.processInfo.systemUptime
    let pixels = try blur.render(scene, frame: n, fit: fit)
    let t1 = ProcessInfo.processInfo.systemUptime
    let converted = try converter.convert(pixels)
    let t2 = ProcessInfo.processInfo.systemUptime
    renderSeconds += t1 - t0
    convertSeconds += t2 - t1
    return .converted(converted)
  }
}

/// Renders frames and hands over private copies of the pixels (for GIF).
package final class PixelFrameProducer: FrameProducer {
  private let scene: CompiledScene
  private let renderer: FrameRenderer
  private let blur: MotionBlurRenderer
  private let fit: FrameRenderer.Fit
  private let pool: PixelBufferPool?
  package private(set) var renderSeconds = 0.0
  package let convertSeconds = 0.0

  /// A producer drawing `width`×`height` pixels (at least 1 each) with `fit`; copies come from
  /// `pool` when given, else are allocated; `helpers` lend idle threads to motion blur.
  package init(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, pool: PixelBufferPool? = nil,
    isCancelled: (@Sendable () -> Bool)? = nil, helpers: SubframeHelpers? = nil
  ) throws {
    self.scene = scene
    renderer = try SceneRenderer.make(width: width, height: height)
    renderer.shouldCancel = isCancelled
    blur = MotionBlurRenderer(renderer: renderer, helpers: helpers)
    self.fit = fit
    self.pool = pool
  }

  package func produce(_ n: Int) throws -> FramePayload {
    let t0 = ProcessInfo.processInfo.systemUptime
    let pixels = try blur.render(scene, frame: n, fit: fit)
    let copy =
      pool?.take(width: pixels.width, height: pixels.height) ?? PixelBuffer(width: pixels.width, height: pixels.height)
    copy.copy(from: pixels)
    renderSeconds += ProcessInfo.processInfo.systemUptime - t0
    return .pixels(copy)
  }
}

/// Draws frames and drops them: the drawing stage alone, for benchmarks.
final class DrawOnlyProducer: FrameProducer {
  private let scene: CompiledScene
  private let renderer: FrameRenderer
  private let blur: MotionBlurRenderer
  private(set) var renderSeconds = 0.0
  let convertSeconds = 0.0

  init(scene: CompiledScene) throws {
    self.scene = scene
    renderer = try SceneRenderer.make(width: scene.canvas.width, height: scene.canvas.height)
    blur = MotionBlurRenderer(renderer: renderer)
  }

  func produce(_ n: Int) throws -> FramePayload {
    let t0 = ProcessInfo.processInfo.systemUptime
    _ = try blur.render(scene, frame: n)
    renderSeconds += ProcessInfo.processInfo.systemUptime - t0
    return .drawn
  }
}
