import ChainframeCore

/// A clearer message for a command line the argument parser refused: an unknown command, an
/// unknown flag or a value outside an option's list, each with a did-you-mean.
///
/// It is only consulted after the parser failed, so it can never reject a command line the
/// parser accepts; when it finds nothing to say, the parser's own message is used.
enum UsageDiagnosis {
  /// The message for `arguments` (without the program name), or nil.
  static func message(for arguments: [String], tree: CommandTree?) -> String? {
    guard var node = tree else { return nil }
    var path = [node.commandName]
    var index = 0
    var positionals = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--" { return nil }
      if word.hasPrefix("--") {
        let name = String(word.prefix { $0 != "=" })
        guard let argument = node.argument(named: name) else {
          return unknown("option", name, candidates: node.flagNames.filter { $0.hasPrefix("--") }, path: path)
        }
        guard argument.kind == "option" else { continue }
        var value: String?
        if name.count < word.count {
          value = String(word.dropFirst(name.count + 1))
        } else if index < arguments.count {
          // The parser reads "-1" after a flag as another flag, so the flag looks empty.
          if arguments[index].hasPrefix("-"), Double(arguments[index]) != nil {
            return "\(name): the parser takes \(UserText.quoted(arguments[index])) for a flag; "
              + "attach a negative value with '=': \(name)=\(arguments[index])" + see(path)
          }
          value = arguments[index]
          index += 1
        }
        if let value, let allowed = argument.allValues, !allowed.contains(value) {
          let advice = DidYouMean.question(for: value, in: allowed).map { "; " + $0 } ?? ""
          return "\(name): \(UserText.quoted(value)) is not one of " + allowed.joined(separator: ", ") + advice
            + see(path)
        }
        continue
      }
      if word.hasPrefix("-"), word.count > 1 {
        // Short flags: -o takes a value; others (-q) do not. Negative numbers are values.
        if let argument = node.argument(named: String(word.prefix(2))), argument.kind == "option", word.count == 2 {
          index += 1
        }
        continue
      }
      if let child = node.subcommand(word), positionals == 0 {
        node = child
        path.append(word)
        continue
      }
      if !node.subcommandNames.isEmpty, positionals == 0 {
        // `keyframes dif A B`: the default subcommand took "dif" as its scene and failed.
        let named = node.subcommandNames.filter { $0 != "help" }
        if node.defaultSubcommand != nil, !word.contains("."), !word.contains("/"),
          let advice = DidYouMean.question(for: word, in: named)
        {
          return "unknown subcommand of '\(path.joined(separator: " "))' \(UserText.quoted(word)); \(advice)"
            + see(path)
        }
        guard let fallback = node.defaultSubcommand.flatMap(node.subcommand) else {
          return unknown("command", word, candidates: node.subcommandNames.filter { $0 != "help" }, path: path)
        }
        node = fallback
      }
      positionals += 1
    }
    return nil
  }

  private static func unknown(_ what: String, _ word: String, candidates: [String], path: [String]) -> String {
    let name = what == "command" && path.count > 1 ? "subcommand of '\(path.joined(separator: " "))'" : what
    // Commands are few enough to list; flags are not (--help lists them).
    let advice =
      what == "command"
      ? "; " + DidYouMean.hint(for: word, in: candidates)
      : DidYouMean.question(for: word, in: candidates).map { "; " + $0 } ?? ""
    return "unknown \(name) \(UserText.quoted(word))" + advice + see(path)
  }

  private static func see(_ path: [String]) -> String {
    " (see '\((path + ["--help"]).joined(separator: " "))')"
  }
}
