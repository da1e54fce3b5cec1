import ChainframeIO
import ChainframeModel
import Foundation

/// A file another scene file names and draws (a component, a Lottie layer's source): one more
/// use charged to the scene's include budgets (instances and bytes, every use counting), then
/// its text. Both kinds share the budgets, so neither can multiply the other's work.
struct IncludedFile {
  /// The error when the uses pass ``SceneLimits/maxIncludeInstances``, and how to fix it.
  var tooMany: (message: String, hint: String)
  /// The error when the bytes read pass ``SceneLimits/maxIncludedBytes``, and how to fix it.
  var tooLarge: (message: String, hint: String)
  /// What the file is, for the input ledger ("an included scene file").
  var label: String
  /// How to fix a file that is not UTF-8 text.
  var unreadableHint: String

  /// The text of `file` (named `shown` to the user), or nil after reporting at `node`/`path`
  /// why it is not read.
  func text(_ file: String, shown: String, node: SceneNode, path: String, context: DecodingContext) -> String? {
    context.includeInstances += 1
    guard context.includeInstances <= SceneLimits.maxIncludeInstances else {
      // Reported once: every later use would say the same.
      if context.includeInstances == SceneLimits.maxIncludeInstances + 1 {
        context.report(node, path, tooMany.message, hint: tooMany.hint)
      }
      return nil
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    context.includedBytes += size
    guard context.includedBytes <= SceneLimits.maxIncludedBytes else {
      context.report(node, path, tooLarge.message, hint: tooLarge.hint)
      return nil
    }
    InputLedger.shared.record(file, label: label)
    guard let data = FileManager.default.contents(atPath: file),
      let text = String(data: data, encoding: .utf8), !TextSearch.contains(text, "\0")
    else {
      context.report(node, path, "cannot read \(UserText.quoted(shown)) as UTF-8 text", hint: unreadableHint)
      return nil
    }
    return text
  }
}
