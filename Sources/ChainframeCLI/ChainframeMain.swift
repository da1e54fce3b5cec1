import ArgumentParser
import ChainframeCore
import Foundation

/// Entry point of the `chainframe` executable: parse, run, and funnel every error into one
/// line on stderr and a documented exit code.
package enum ChainframeMain {
  /// Runs with the process arguments and exits.
  package static func main() -> Never {
    // A closed pipe (`chainframe render … -o - | head -c 10`) must surface as a write error
    // through the funnel, not kill the process silently.
    signal(SIGPIPE, SIG_IGN)
    SignalWatcher.shared.install()
    let status = run(Array(CommandLine.arguments.dropFirst()))
    // The watchdog may already be exiting for a signal; let it finish rather than race it.
    guard SignalWatcher.shared.markExiting() else { while true { pause() } }
    // A failed or stopped command leaves nothing: no temporary, no folder it created empty.
    if status.rawValue != 0 { TemporaryRegistry.shared.removeAll() }
    exit(status.rawValue)
  }

  /// Runs with `arguments` and returns the exit status (tests call this directly).
  package static func run(_ arguments: [String]) -> ExitStatus {
    do {
      var command = try ChainframeCommand.parseAsRoot(arguments)
      try command.run()
      return .ok
    } catch let exit as ExitCode {
      return ExitStatus(rawValue: exit.rawValue) ?? .internalError
    } catch let reported as ReportedError {
      return reported.status
    } catch {
      if let (message, status) = ErrorFunnel.classifyOwn(error) {
        report(message)
        return status
      }
      // Everything else comes from the argument parser: help, version, or a usage mistake.
      let code = ChainframeCommand.exitCode(for: error)
      if code == .success {
        print(ChainframeCommand.fullMessage(for: error))
        return .ok
      }
      // Our own did-you-mean when it recognises the mistake; else the parser's first line.
      if let message = UsageDiagnosis.message(for: arguments, tree: CommandTree.of(ChainframeCommand.self)) {
        report(ErrorFunnel.oneLine(message))
        return .usage
      }
      let message =
        ChainframeCommand.message(for: error)
        .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
      report("\(message) (see 'chainframe --help')")
      return .usage
    }
  }

  /// Prints `chainframe: error: <message>` on stderr.
  static func report(_ message: String) {
    FileHandle.standardError.write(Data("chainframe: error: \(message)\n".utf8))
  }
}
