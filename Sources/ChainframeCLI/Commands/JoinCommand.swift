import ArgumentParser
import ChainframeCore
import ChainframeDistributed
import ChainframeRender
import Foundation

/// `chainframe join parts/ -o final.mp4`: the chunks of a distributed render into one file.
struct JoinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "join",
    abstract: "Join the chunk files in a folder into the final video (byte-identical to a one-machine render).",
    discussion:
      "Refuses missing, duplicated, damaged or foreign chunks, naming them. Adds the soundtrack once. See docs/distributed.md."
  )

  @Argument(help: "The folder holding the chunk files (*.cfchunk).")
  var parts: String

  @Option(
    name: [.short, .customLong("output")],
    help: "The final file (.mp4, .gif, …), or a numbered pattern such as 'frames/%04d.png' for a PNG sequence.")
  var output: String

  @Flag(help: "Replace a PNG sequence's existing numbered files (other files are never touched).")
  var overwrite = false

  func run() throws {
    let signals = SignalWatcher.shared
    try ChunkJoin.run(folder: parts, output: output, overwrite: overwrite, isCancelled: { signals.isCancelled })
  }
}
