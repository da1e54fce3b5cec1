import ChainframeCore
import ChainframeEncoding
import Foundation

/// A render into a private temporary folder whose finished file is then read in chunks.
///
/// FFmpeg muxes to a path, and MP4/MOV write their index after the last frame, so the bytes
/// can only be streamed once the file is complete. The folder is removed as soon as the file
/// is open (the open handle keeps the data readable on Linux and macOS), and on every error or
/// cancellation, so nothing is left behind whatever the consumer does.
enum StreamedRender {
  /// Bytes read at a time: large enough for few system calls, small enough to stream.
  static let chunkSize = 256 * 1024

  /// Renders `composition` as `format` and returns the finished file open for reading, and
  /// the render's summary. `folder` holds the private temporary folder (default: the system's).
  static func render(
    _ composition: Composition, format: OutputFormat, options: RenderOptions, folder: URL? = nil,
    progress: (@Sendable (RenderEvent) -> Void)?
  ) async throws -> (FileHandle, RenderSummary) {
    guard format != .pngSequence, let ext = format.extensions.first else {
      throw RenderOptionError(
        .format,
        "\(format.rawValue) writes one file per frame and cannot be streamed; render it to a pattern such as "
          + "frames/%05d.png, or stream apng, webp or gif")
    }
    let parent = folder ?? FileManager.default.temporaryDirectory
    let directory = parent.appendingPathComponent("chainframe-stream-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = options
    options.format = format
    let output = directory.appendingPathComponent("output.\(ext)").path
    let summary = try await composition.render(to: output, options: options, progress: progress)
    try Task.checkCancellation()
    return (try FileHandle(forReadingFrom: URL(fileURLWithPath: output)), summary)
  }
}
