import ArgumentParser
import Foundation

/// The commands, flags and allowed option values of `chainframe`, read from the argument
/// parser's own description of itself (what `--experimental-dump-help` prints), so the
/// did-you-mean answers can never drift from what the parser accepts.
struct CommandTree: Decodable {
  /// One flag, option or positional argument.
  struct Argument: Decodable {
    /// One spelling of a flag: `long` (`--preset`), `short` (`-o`) or `longWithSingleDash`.
    struct Name: Decodable {
      let kind: String
      let name: String

      /// The spelling as typed: `--preset`, `-o`.
      var typed: String { kind == "long" ? "--" + name : "-" + name }
    }

    /// `flag`, `option` or `positional`.
    let kind: String
    let names: [Name]?
    /// The values an enumerated option accepts, when it has a fixed list.
    let allValues: [String]?
  }

  /// The dump's top level.
  private struct Dump: Decodable {
    let command: CommandTree
  }

  let commandName: String
  let arguments: [Argument]?
  let subcommands: [CommandTree]?
  let defaultSubcommand: String?

  /// Every spelling of every flag and option of this command.
  var flagNames: [String] { (arguments ?? []).flatMap { ($0.names ?? []).map(\.typed) } }

  /// The names of this command's subcommands.
  var subcommandNames: [String] { (subcommands ?? []).map(\.commandName) }

  /// The argument `typed` (`--format`) names, if any.
  func argument(named typed: String) -> Argument? {
    (arguments ?? []).first { ($0.names ?? []).contains { $0.typed == typed } }
  }

  /// The subcommand called `name`.
  func subcommand(_ name: String) -> CommandTree? {
    (subcommands ?? []).first { $0.commandName == name }
  }

  /// The tree of `command`, or nil if the parser would not describe itself.
  static func of<Command: ParsableCommand>(_ command: Command.Type) -> CommandTree? {
    do {
      _ = try command.parseAsRoot(["--experimental-dump-help"])
      return nil
    } catch {
      let json = command.fullMessage(for: error)
      return try? JSONDecoder().decode(Dump.self, from: Data(json.utf8)).command
    }
  }
}
