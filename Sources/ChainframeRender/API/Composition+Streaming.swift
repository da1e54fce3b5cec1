import ChainframeCore
import ChainframeEncoding
import Foundation

extension Composition {
  /// Renders as `format` and writes the finished file's bytes to `handle` (a pipe, a socket,
  /// an open file), then returns; the handle is left open.
  ///
  /// FFmpeg writes to a path, and MP4/MOV put their index after the last frame, so the render
  /// goes to a private temporary folder first and the bytes follow once it is complete; the
  /// folder is removed on success, error and cancellation. The bytes are the same as a render
  /// to a file with the same options.
  ///
  /// - Parameters:
  ///   - handle: where the bytes go, written from the current position.
  ///   - format: any single-file format; `OutputFormat.pngSequence` throws
  ///     ``RenderOptionError`` (``RenderOptionError/Option/format``). Replaces `options.format`.
  ///   - options: quality, size, frame range and workers, as for ``render(to:options:progress:)``.
  ///   - progress: called on a render thread with every ``RenderEvent``.
  /// - Returns: the render's summary; its `output` names the temporary file, already removed.
  public func render(
    to handle: FileHandle, format: OutputFormat, options: RenderOptions = RenderOptions(),
    progress: (@Sendable (RenderEvent) -> Void)? = nil
  ) async throws -> RenderSummary {
    let (file, summary) = try await StreamedRender.render(self, format: format, options: options, progress: progress)
    defer { try? file.close() }
    while let chunk = try file.read(upToCount: StreamedRender.chunkSize), !chunk.isEmpty {
      if Task.isCancelled { throw RenderCancelled() }
      try handle.write(contentsOf: chunk)
    }
    return summary
  }

  /// Renders as `format` and delivers the finished file's bytes as an async sequence of
  /// chunks (up to 256 KiB each), for a consumer such as an HTTP response body:
  ///
  ///     for try await chunk in composition.renderData(format: .mp4) { send(chunk) }
  ///
  /// The render starts when the first chunk is asked for and goes to a private temporary
  /// folder first (see ``render(to:format:options:progress:)``), so the first chunk comes when
  /// the whole file is done; nothing is left in the folder afterwards, however the iteration
  /// ends. Cancelling the consuming task cancels the render (``RenderCancelled``).
  ///
  /// - Parameters:
  ///   - format: any single-file format; `OutputFormat.pngSequence` throws ``RenderOptionError``.
  ///   - options: as for ``render(to:options:progress:)``; `format` replaces `options.format`.
  /// - Returns: the chunks, in order; concatenated they equal a render to a file.
  public func renderData(format: OutputFormat, options: RenderOptions = RenderOptions()) -> AsyncThrowingStream<
    Data, any Error
  > {
    let state = ByteStreamState(composition: self, format: format, options: options)
    return AsyncThrowingStream(unfolding: { try await state.next() })
  }
}
