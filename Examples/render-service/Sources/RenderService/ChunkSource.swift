import Foundation

/// Holds the iterator of a render's byte stream so the response body can go on reading it
/// after the first chunk (which the handler awaits to know that the render succeeded).
final class ChunkSource: @unchecked Sendable {
  // @unchecked: the iterator is used by one task at a time: the handler, then the body writer.
  private var iterator: AsyncThrowingStream<Data, any Error>.AsyncIterator

  init(_ stream: AsyncThrowingStream<Data, any Error>) {
    iterator = stream.makeAsyncIterator()
  }

  /// The next chunk, nil at the end.
  func next() async throws -> Data? {
    try await iterator.next()
  }
}
