import Chainframe
import Foundation
import Hummingbird

/// `POST /render?format=mp4|gif|webm[&name=scene.json][&VAR=value…]`: the body is the scene
/// (YAML, or JSON when `name` ends in `.json`); other query items set the scene's `vars:`.
/// Answers the rendered file, 422 with every diagnostic for a bad scene or one over budget,
/// 413 for a body over the limit, 503 when every render slot is busy, 504 after the time limit.
struct RenderRoute: Sendable {
  let limits: ServiceLimits
  let slots: RenderSlots

  /// The formats served, with their content types.
  static let contentTypes: [OutputFormat: String] = [.mp4: "video/mp4", .gif: "image/gif", .webm: "video/webm"]

  func handle(_ request: Request, context: some RequestContext) async throws -> Response {
    let query: [(name: String, value: String)] = request.uri.queryParameters.map { item in
      (name: String(item.key), value: String(item.value))
    }
    // A client that disconnects cancels the operation, and with it the render.
    return try await request.body.consumeWithCancellationOnInboundClose { body in
      // Hummingbird answers 413 when the body is longer than the limit.
      let bytes = try await body.collect(upTo: limits.maxBodyBytes)
      return try await respond(query: query, body: bytes)
    }
  }

  /// Loads, checks and renders the scene in `body`; see the type's summary.
  func respond(query: [(name: String, value: String)], body: ByteBuffer) async throws -> Response {
    let formatName = query.last { $0.name == "format" }?.value ?? "mp4"
    guard let format = OutputFormat(rawValue: formatName), let contentType = Self.contentTypes[format] else {
      return Self.text(.badRequest, "format: '\(formatName)' is not served here; use mp4, gif or webm")
    }
    let name = query.last { $0.name == "name" }?.value ?? "scene.yaml"
    let variables: [LoadOptions.Variable] = query.filter { $0.name != "format" && $0.name != "name" }
      .map { LoadOptions.Variable(name: $0.name, value: $0.value) }

    guard await slots.take() else {
      return Self.text(.serviceUnavailable, "busy: \(limits.concurrentRenders) render(s) in progress; retry later")
    }
    let folder = FileManager.default.currentDirectoryPath
    let first: Data?
    let source: ChunkSource
    do {
      defer { Task { await slots.give() } }
      let composition = try Composition.load(
        data: Data(body.readableBytesView), name: name, folder: folder,
        options: LoadOptions(variables: variables))
      if let problem = limits.problem(with: composition) {
        return Self.text(.unprocessableContent, "\(name): \(problem)")
      }
      source = ChunkSource(composition.renderData(format: format))
      // The first chunk comes when the whole file is rendered: errors still become a status.
      first = try await Self.withTimeout(limits.timeoutSeconds) { try await source.next() }
    } catch let error as SceneFileError {
      return Self.diagnostics(error.diagnostics.map(\.description), folder: folder)
    } catch let error as SceneAuditError {
      return Self.diagnostics(error.diagnostics.map(\.description), folder: folder)
    } catch let error as RenderOptionError {
      return Self.text(.badRequest, error.description)
    } catch is RenderTimedOut {
      return Self.text(.gatewayTimeout, "the render took longer than \(Int(limits.timeoutSeconds)) s and was cancelled")
    }
    return Response(
      status: .ok, headers: [.contentType: contentType],
      body: ResponseBody { writer in
        if let first { try await writer.write(ByteBuffer(bytes: first)) }
        while let chunk = try await source.next() { try await writer.write(ByteBuffer(bytes: chunk)) }
        try await writer.finish(nil)
      })
  }

  /// 422 with one diagnostic a line, locations relative to the service's folder (the client
  /// named the scene; where the service runs is not its business).
  static func diagnostics(_ lines: [String], folder: String) -> Response {
    text(
      .unprocessableContent, lines.map { $0.replacingOccurrences(of: folder + "/", with: "") }.joined(separator: "\n"))
  }

  /// A plain-text answer.
  static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
  }

  /// `body`'s result, or ``RenderTimedOut`` after `seconds`; the loser is cancelled (which
  /// cancels the render).
  static func withTimeout<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () async throws -> T)
    async throws -> T
  {
    try await withThrowingTaskGroup(of: T.self) { group in
      group.addTask { try await body() }
      group.addTask {
        try await Task.sleep(for: .seconds(seconds))
        throw RenderTimedOut()
      }
      defer { group.cancelAll() }
      guard let result = try await group.next() else { throw RenderTimedOut() }
      return result
    }
  }
}
