internal import CCairo
import ChainframeEngine
import ChainframeModel
import Synchronization

/// Makes font files usable by family name in every renderer of this process.
///
/// Fonts declared in a scene are added to fontconfig's application set, so a scene renders
/// with the exact files it ships (pinned) instead of whatever the machine has installed.
package enum FontRegistry {
  private static let registered = Locked<Set<String>>([])
  private static let generationCounter = Atomic<Int>(0)

  /// Increases whenever fonts are added. Pango keeps one font map per thread and caches
  /// fontconfig's answers in it, so each renderer refreshes its thread's map when this moves.
  static var generation: Int { generationCounter.load(ordering: .acquiring) }

  /// Registers each font file once; throws when fontconfig cannot read one.
  package static func register(_ paths: [String]) throws(RenderError) {
    let failed: String? = registered.withLock { known in
      var added = false
      for path in paths where !known.contains(path) {
        guard FcConfigAppFontAddFile(nil, path) != 0 else { return path }
        known.insert(path)
        added = true
      }
      if added { generationCounter.add(1, ordering: .releasing) }
      return nil
    }
    if let failed { throw .font(path: failed, reason: "fontconfig cannot read it as a font") }
  }

  /// Tells this thread's Pango font map that fontconfig's font set changed.
  static func refreshThisThread() {
    if let map = pango_cairo_font_map_get_default() {
      pango_fc_font_map_config_changed(OpaquePointer(UnsafeMutableRawPointer(map)))
    }
  }
}
