import ChainframeEncoding
import Foundation

/// The state behind ``Composition/renderData(format:options:)``: renders on the first request,
/// then hands out the finished file chunk by chunk, closing it after the last.
actor ByteStreamState {
  private let composition: Composition
  private let format: OutputFormat
  private let options: RenderOptions
  private var file: FileHandle?
  private var done = false

  init(composition: Composition, format: OutputFormat, options: RenderOptions) {
    self.composition = composition
    self.format = format
    self.options = options
  }

  /// The next chunk, nil at the end.
  func next() async throws -> Data? {
    if done { return nil }
    do {
      if file == nil {
        file = try await StreamedRender.render(composition, format: format, options: options, progress: nil).0
      }
      if Task.isCancelled { throw RenderCancelled() }
      guard let file, let chunk = try file.read(upToCount: StreamedRender.chunkSize), !chunk.isEmpty else {
        finish()
        return nil
      }
      return chunk
    } catch is CancellationError {
      // One cancellation error for every way a render stops early.
      finish()
      throw RenderCancelled()
    } catch {
      finish()
      throw error
    }
  }

  private func finish() {
    done = true
    try? file?.close()
    file = nil
  }
}
