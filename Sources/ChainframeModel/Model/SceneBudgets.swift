/// How much work one scene may ask for, checked before the work is done, so a hostile or
/// mistaken file fails in well under a second with a located error instead of hanging,
/// trapping or exhausting memory.
///
/// The defaults admit the 10,000-layer × 600-frame benchmark scenes with a wide margin (at
/// least 10× on every budget) and refuse scenes whose compilation would need gigabytes or
/// hours. Every limit is in ``SceneLimits`` too, with the reason for its value. A caller
/// (for example a command-line flag) may raise or lower them for one load.
public struct SceneBudgets: Sendable, Hashable {
  /// Most parsed YAML/JSON nodes (scalars, mappings, lists), counting nodes reached through
  /// aliases at their expanded size. Default ``SceneLimits/maxNodes``.
  public var maxNodes: Int
  /// Most nodes reached through YAML aliases (`*name`), counted at their expanded size, so a
  /// "billion laughs" file stops at the first alias that would pass it. Default
  /// ``SceneLimits/maxAliasNodes``.
  public var maxAliasNodes: Int
  /// Most bytes `${var}` substitution may produce in the whole scene. Default
  /// ``SceneLimits/maxSubstitutedBytes``.
  public var maxSubstitutedBytes: Int
  /// Most layer-frames (layers, counting children, masks and text pieces, × frames): the
  /// work of drawing the scene. Default ``SceneLimits/maxLayerFrames``.
  public var maxLayerFrames: Int
  /// Most animated values compilation may store (frames × animated components summed over
  /// layers, 8 bytes each). Default ``SceneLimits/maxTrackValues``.
  public var maxTrackValues: Int
  /// Most animation segments in the scene: animations, chain link runs (operations × runs
  /// of each link) and keyframe stops. Default ``SceneLimits/maxSegments``.
  public var maxSegments: Int

  /// Creates budgets; every argument defaults to the documented limit in ``SceneLimits``.
  public init(
    maxNodes: Int = SceneLimits.maxNodes, maxAliasNodes: Int = SceneLimits.maxAliasNodes,
    maxSubstitutedBytes: Int = SceneLimits.maxSubstitutedBytes, maxLayerFrames: Int = SceneLimits.maxLayerFrames,
    maxTrackValues: Int = SceneLimits.maxTrackValues, maxSegments: Int = SceneLimits.maxSegments
  ) {
    self.maxNodes = maxNodes
    self.maxAliasNodes = maxAliasNodes
    self.maxSubstitutedBytes = maxSubstitutedBytes
    self.maxLayerFrames = maxLayerFrames
    self.maxTrackValues = maxTrackValues
    self.maxSegments = maxSegments
  }

  /// The default budgets.
  public static let `default` = SceneBudgets()
}
