import ChainframeCore
import ChainframeModel
import Foundation
import Testing

/// lottie-web's parenting (BaseRenderer.buildElementParenting): a layer gets its parents only
/// when the chain ends at a layer without `parent`; a link to a missing `ind` anywhere up the
/// chain leaves it with no parent at all (pr_1699: its null's parent is gone, so lottie-web
/// draws the child unscaled, 10.9 → 38.8 dB).
@Suite("Lottie parent chains")
struct LottieParentChainTests {
  @Test(
    "a layer keeps its parents only when every link of the chain exists",
    arguments: [
      // (the null's `parent` entry, parent groups expected)
      ("", 1), (#""parent": 7,"#, 0), (#""parent": 3, "#, 2),
    ])
  func brokenChain(nullParent: String, groups: Int) throws {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [
        {"ty": 3, "ind": 1, \(nullParent) "ip": 0, "op": 10, "st": 0, "ks": {"s": {"a": 0, "k": [50, 50]}}},
        {"ty": 4, "ind": 2, "parent": 1, "ip": 0, "op": 10, "st": 0, "ks": {},
         "shapes": [{"ty": "gr", "it": [
           {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
           {"ty": "tr"}]}]},
        {"ty": 3, "ind": 3, "ip": 0, "op": 10, "st": 0, "ks": {"r": {"a": 0, "k": 30}}}]}
      """
    let scene = try SceneLoader.load(text: text, file: NSTemporaryDirectory() + "parent-chain.json")
    func parents(_ layers: [Layer]) -> [Layer] {
      layers.flatMap { ($0.id.contains("parent") ? [$0] : []) + parents($0.children) }
    }
    #expect(parents(scene.layers).count == groups)
  }
}
