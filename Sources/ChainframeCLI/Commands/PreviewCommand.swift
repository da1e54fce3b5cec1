import ArgumentParser
import ChainframeCore
import ChainframePreview
import ChainframeRender
import Foundation

/// `chainframe preview SCENE [--port N]`: a live preview page in the browser.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a live preview page: scrub and play the scene, see property curves, reload on save.",
    discussion: """
      Open the printed address in a browser. Frames are drawn when the playhead reaches them and cached; saving the \
      scene reloads the page's scene, and a broken edit shows its error over the last good frame. Listens on \
      127.0.0.1 only unless --host says otherwise. Stop with Ctrl-C.
      """)

  @OptionGroup var options: SceneOptions

  @Option(help: "Port to listen on; 0 picks a free one.")
  var port: Int = 8080

  @Option(help: "IPv4 address to listen on. Other machines can reach the preview only if this is not 127.0.0.1.")
  var host: String = "127.0.0.1"

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
  }

  func run() throws {
    guard FileManager.default.fileExists(atPath: options.scene) else {
      throw CLIError.missingInput(option: "SCENE", path: options.scene, reason: "no such file")
    }
    let session = PreviewSession(path: options.scene, options: try options.loadOptions())
    if let error = session.status.error { Diagnostics.warn("the scene does not load yet: \(error)") }
    let server: PreviewServer
    do {
      server = try PreviewServer(session: session, host: host, port: UInt16(port))
    } catch {
      throw CLIError.invalidOption(name: "--host", message: "\(UserText.quoted(host)) is not an IPv4 address")
    }
    // Ctrl-C is how a preview ends: exit 0, no error line (SIGTERM still reports 143).
    SignalWatcher.shared.treatInterruptAsStop()
    let failure = Locked<String?>(nil)
    let done = DispatchSemaphore(value: 0)
    let task = Task {
      do { try await server.run() } catch { failure.withLock { $0 = String(describing: error) } }
      done.signal()
    }
    Task {
      if let bound = try? await server.listeningPort() {
        FileHandle.standardError.write(
          Data("chainframe: previewing \(options.scene) at http://\(host):\(bound)/ (Ctrl-C stops)\n".utf8))
      }
    }
    while done.wait(timeout: .now() + 0.2) == .timedOut {
      if SignalWatcher.shared.isCancelled {
        task.cancel()
        if SignalWatcher.shared.stoppedByInterrupt { return }
        try SignalWatcher.shared.check()
      }
    }
    if let message = failure.withLock({ $0 }) {
      throw CLIError.invalidOption(name: "--port", message: "cannot serve on \(host):\(port): \(message)")
    }
  }
}
