import ChainframeModel

/// The string grammars the schema checks with regular expressions, built from the parsers'
/// own vocabularies (easing names, CSS colour names, chain operations, SVG path commands).
enum SchemaPatterns {
  private static let unit = #"\s*(0(\.[0-9]+)?|1(\.0+)?|\.[0-9]+)\s*"#
  private static let number = #"\s*-?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?\s*"#

  /// A timing function: a name `TimingFunctionParser` knows, cubic-bezier(), steps(), linear().
  static var easing: SchemaJSON {
    [
      "description": """
      Timing function. Default linear. A CSS name, cubic-bezier(x1, y1, x2, y2) with x1 and x2 in 0…1, \
      steps(n[, jump-start|jump-end|jump-none|jump-both|start|end]) with n ≥ 1, linear(v0, v1, …), \
      a Penner name (easeOutBounce) or a JH keyword (easeOut, spring, bounce).
      """,
      "anyOf": [
        SchemaAtoms.enumeration(TimingFunctionParser.names),
        ["type": "string", "pattern": .string(#"^cubic-bezier\("# + "\(unit),\(number),\(unit),\(number)" + #"\)$"#)],
        [
          "type": "string",
          "pattern": #"^steps\(\s*[1-9][0-9]*\s*(,\s*(jump-start|jump-end|jump-none|jump-both|start|end)\s*)?\)$"#,
        ],
        ["type": "string", "pattern": #"^linear\(.+\)$"#],
        SchemaAtoms.variable,
      ],
      "default": "linear",
      "examples": ["ease-out", "cubic-bezier(0.42, 0, 0.58, 1)", "steps(4, jump-end)", "easeOutBack"],
    ]
  }

  /// A colour as `ColorParser` reads it.
  static var color: SchemaJSON {
    [
      "description": """
      A colour: #rgb, #rgba, #rrggbb or #rrggbbaa, rgb()/rgba()/hsl()/hsla(), a CSS colour name (lower case), \
      or ${var}.
      """,
      "anyOf": [
        ["type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"],
        [
          "type": "string",
          "pattern":
            #"^\s*(rgb|rgba|hsl|hsla|RGB|RGBA|HSL|HSLA)\(\s*[-+0-9.%a-z]+(\s*[,\s/]\s*[-+0-9.%a-z]+){2,3}\s*\)\s*$"#,
        ],
        SchemaAtoms.enumeration(CSSColorNames.table.keys.sorted()),
        SchemaAtoms.variable,
      ],
      "examples": ["#2f8cff", "#ffffff80", "rgb(47, 140, 255)", "hsl(210, 100%, 59%)", "tomato"],
    ]
  }

  /// A chain string's grammar: known operation names, numeric operations with their argument
  /// counts, numbers within ±maxChainNumber written without exponents, repeat counts
  /// 1…maxRepeatCount, and an animate().
  static var chainPattern: String {
    let num = #"\s*(-?([0-9]{1,7}|10000000)(\.[0-9]*)?|-?\.[0-9]+|\$\{[A-Za-z_][A-Za-z0-9_]*\})\s*"#
    let count = #"\s*([1-9][0-9]{0,3}|10000)\s*"#
    let textArg = #"\s*("[^"]*"|'[^']*')\s*"#
    var calls: [String] = []
    for op in ChainVocabulary.numericArities {
      for n in op.arities {
        calls.append(op.name + #"\("# + [String](repeating: num, count: n).joined(separator: ",") + #"\)"#)
      }
    }
    calls += ChainVocabulary.keywordNames.map { $0 + #"(\(\s*\))?"# }
    calls += ChainVocabulary.colorOperations.map { $0 + #"\("# + textArg + #"\)"# }
    calls += ChainVocabulary.pathOperations.map { $0 + #"\("# + textArg + "(," + num + #")?\)"# }
    calls += [
      #"repeat\(("# + num + ",)?" + count + #"\)"#, #"animate\("# + num + #"\)"#,
      #"animateWithRepeat\("# + num + "," + count + #"\)"#, #"easing\("# + textArg + #"\)"#,
    ]
    let call = "(" + calls.joined(separator: "|") + ")"
    return #"^\s*(?=.*\banimate(WithRepeat)?\s*\()"# + call + #"(\s*\.\s*"# + call + #")*\s*$"#
  }

  /// SVG path data as `PathDataParser` reads it: a command letter, then whole argument sets
  /// (implicit repeats); numbers are matched greedily and atomically (a lookahead and a
  /// back-reference, valid in ECMA-262 and Python) exactly as the parser's scanner takes them.
  static var pathData: String {
    var group = 0
    let sep = "[ ,\\t\\n\\r]*"
    func num() -> String {
      group += 1
      return #"(?=([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?))\"# + "\(group)"
    }
    func args(_ kinds: String) -> String { kinds.map { $0 == "n" ? num() : "[01]" }.joined(separator: sep) }
    func command(_ letters: String, _ kinds: String) -> String {
      let first = args(kinds)
      let more = args(kinds)
      return "[\(letters)]\(sep)\(first)(?:\(sep)\(more))*"
    }
    let commands = [
      command("Mm", "nn"), command("Ll", "nn"), command("Hh", "n"), command("Vv", "n"), command("Cc", "nnnnnn"),
      command("Ss", "nnnn"), command("Qq", "nnnn"), command("Tt", "nn"), command("Aa", "nnnffnn"), "[Zz]",
    ]
    return "^\(sep)(?:(?:\(commands.joined(separator: "|")))\(sep))+$"
  }
}
