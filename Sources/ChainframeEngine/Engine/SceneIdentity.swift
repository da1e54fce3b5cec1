import ChainframeModel

/// The identity of one compiled scene: copies of a ``CompiledScene`` share it, another
/// compile gets a new one. A ``FrameWorkspace`` keeps the states of the scene it last served
/// and compares identities, never contents, to know they still apply.
package final class SceneIdentity: Sendable {
  /// A new identity.
  package init() {}
}
