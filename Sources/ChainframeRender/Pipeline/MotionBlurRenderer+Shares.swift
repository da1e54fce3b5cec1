import ChainframeCore
import ChainframeRendering
import Foundation

extension MotionBlurRenderer {
  /// A blurred frame's display lists, claimed one at a time by the threads that draw them.
  final class ImageQueue: Sendable {
    let lists: [DisplayList]
    let fit: FrameRenderer.Fit
    private let next = Locked(0)

    init(lists: [DisplayList], fit: FrameRenderer.Fit) {
      self.lists = lists
      self.fit = fit
    }

    /// The index of an image no thread has claimed yet, or nil when none is left.
    func claim() -> Int? {
      next.withLock { next in
        guard next < lists.count else { return nil }
        next += 1
        return next - 1
      }
    }

    /// Images not claimed yet.
    var remaining: Int { next.withLock { lists.count - $0 } }

    /// Leaves nothing more to claim (a thread failed).
    func stop() { next.withLock { $0 = lists.count } }
  }

  /// The integer sums of the images one borrowed thread drew (empty when it drew none).
  final class SharePart: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let outcome = Locked<Result<[UInt32], RenderError>?>(nil)

    fileprivate func finish(_ result: Result<[UInt32], RenderError>) {
      outcome.withLock { $0 = result }
      done.signal()
    }

    /// Waits for the thread and returns its sums or its error.
    func wait() -> Result<[UInt32], RenderError> {
      done.wait()
      return outcome.withLock { $0 } ?? .failure(.cancelled)
    }
  }

  /// Starts a thread (one taken from `helpers`) that makes a renderer on it, draws images
  /// claimed from `queue`, sums them, and gives the thread back when none is left.
  static func startHelper(_ queue: ImageQueue, helpers: SubframeHelpers) -> SharePart {
    let part = SharePart()
    let thread = Thread {
      var sums: [UInt32] = []
      do throws(RenderError) {
        let renderer = try helpers.makeRenderer()
        while let i = queue.claim() {
          let pixels = try renderer.render(queue.lists[i], fit: queue.fit)
          if sums.isEmpty { sums = [UInt32](repeating: 0, count: pixels.byteCount) }
          add(pixels, to: &sums, first: false)
        }
        // Given back before the frame can see the result: once a frame has its sums, every
        // thread it borrowed is idle again.
        helpers.giveBack(1)
        part.finish(.success(sums))
      } catch {
        queue.stop()
        helpers.giveBack(1)
        part.finish(.failure(error))
      }
    }
    thread.name = "chainframe-blur"
    thread.start()
    return part
  }

  /// Adds (or, for the `first` image, stores) `pixels`' bytes to `sums`.
  static func add(_ pixels: PixelBuffer, to sums: inout [UInt32], first: Bool) {
    pixels.withUnsafeBytes { raw in
      sums.withUnsafeMutableBufferPointer { s in
        guard let src = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), let dst = s.baseAddress else { return }
        let count = min(raw.count, s.count)
        if first {
          for i in 0..<count { dst[i] = UInt32(src[i]) }
        } else {
          for i in 0..<count { dst[i] &+= UInt32(src[i]) }
        }
      }
    }
  }

  /// Adds another thread's partial sums to `sums`.
  static func add(_ partial: [UInt32], to sums: inout [UInt32]) {
    precondition(partial.count == sums.count, "every thread draws at the same size")
    sums.withUnsafeMutableBufferPointer { s in
      partial.withUnsafeBufferPointer { p in
        guard let dst = s.baseAddress, let src = p.baseAddress else { return }
        for i in 0..<s.count { dst[i] &+= src[i] }
      }
    }
  }
}
