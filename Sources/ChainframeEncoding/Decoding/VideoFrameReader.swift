import ChainframeEngine
import ChainframeModel
import Foundation

/// The renderer's `VideoFrameProvider` (ChainframeCore): one decoder per video file, shared by
/// every worker of the process (``shared``), so a file is decoded once however many workers
/// draw it, and frames are converted (and scaled to the size they are drawn at) once.
///
/// Which frame a request gets is a pure function of the file and the time (the decoded frame
/// whose span covers it), so sharing changes no pixel. Decoders are kept for the
/// `maxFiles` files used most recently, keyed by path, size and modification time.
package final class VideoFrameReader: VideoFrameProvider, @unchecked Sendable {
  // @unchecked: every access to `sources` and to the decoders goes through `lock`.
  /// The reader render workers share.
  package static let shared = VideoFrameReader()

  /// Files whose decoders are kept open.
  static let maxFiles = 8

  private let lock = NSLock()
  private var sources: [(key: String, source: VideoLayerSource)] = []

  /// Creates a reader with no file open yet.
  package init() {}

  /// The frame of `path` for `request` (see `VideoFrameProvider` (ChainframeCore)), scaled in
  /// swscale to `deviceSize` when the caller gives one.
  ///
  /// - Throws: ``EncodingError`` when the file does not open or decode.
  package func frame(
    path: String, request: VideoFrameRequest, deviceSize: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
  ) throws -> PixelBuffer? {
    // Decoding is sequential and stays under the lock; the resize and colour conversion of
    // the decoded frame (a third of a 1080p screen recording's cost) run outside it, so two
    // workers convert different frames at once.
    let (source, step) = try locked { () throws -> (VideoLayerSource, VideoFrameStep) in
      let opened = try self.source(path)
      let size = deviceSize(opened.naturalSize.width, opened.naturalSize.height)
      return (opened, try opened.locate(request, size: size))
    }
    switch step {
    case .ready(let pixels): return pixels
    case .convert(let conversion):
      let pixels = try conversion.run()
      locked { source.finish(conversion, pixels) }
      return pixels
    }
  }

  /// The frame for `request`, as rows the caller converts into its own memory when the frame
  /// is 8-bit 4:2:0 at the caller's `deviceSize` and likely shown only once (see
  /// ``VideoLayerSource/locate(_:size:direct:)``); otherwise as ``frame(path:request:deviceSize:)``
  /// gives it. The bytes are the same either way.
  ///
  /// - Throws: ``EncodingError`` when the file does not open or decode.
  package func delivery(
    path: String, request: VideoFrameRequest, deviceSize: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
  ) throws -> VideoFrameDelivery {
    let (source, step) = try locked { () throws -> (VideoLayerSource, VideoFrameStep) in
      let opened = try self.source(path)
      let size = deviceSize(opened.naturalSize.width, opened.naturalSize.height)
      return (opened, try opened.locate(request, size: size, direct: size != nil))
    }
    switch step {
    case .ready(let pixels): return pixels.map { .pixels($0) } ?? .none
    case .convert(let conversion) where conversion.direct:
      let rows = try DirectVideoRows(conversion) { [self] done in locked { source.finishDirect(done) } }
      return .rows(rows)
    case .convert(let conversion):
      let pixels = try conversion.run()
      locked { source.finish(conversion, pixels) }
      return .pixels(pixels)
    }
  }

  /// The frame size of the file at `path` (opening its decoder), or nil when it does not open.
  package func naturalSize(path: String) -> (width: Int, height: Int)? {
    locked { try? self.source(path).naturalSize }
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  private func source(_ path: String) throws -> VideoLayerSource {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let stamp = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let key = "\(path)\u{0}\((attributes?[.size] as? Int) ?? -1)\u{0}\(stamp)"
    if let index = sources.firstIndex(where: { $0.key == key }) {
      let entry = sources.remove(at: index)
      sources.append(entry)
      return entry.source
    }
    let source = try VideoLayerSource(path: path)
    sources.append((key, source))
    if sources.count > Self.maxFiles { sources.removeFirst() }
    return source
  }
}
