import ChainframeTestSupport
import Foundation
import Testing

/// `verify` compares like with like: any scene against its own fresh render passes at the
/// default thresholds, whatever its size or content.
@Suite("verify against the scene's own render")
struct VerifyOwnRenderTests {
  @Test(
    "A scene verified against its own render passes at the default thresholds",
    arguments: [
      ("tiny image", "{type: image, src: logo.png, position: [32, 32], size: [32, 32]}"),
      ("flat colours", "{type: rect, position: [32, 32], size: [20, 20], fill: \"#ff0000\"}"),
      (
        "text",
        "{type: text, text: \"Hi!\", position: [32, 32], font: {family: \"DejaVu Sans\", size: 20}, fill: \"#ffffff\"}"
      ),
    ])
  func ownRender(_ name: String, _ layer: String) throws {
    let dir = TemporaryDirectory()
    let logo = Fixtures.path("Hostile") + "/logo.png"
    try FileManager.default.copyItem(atPath: logo, toPath: dir.file("logo.png"))
    dir.write(
      "s.yaml",
      "canvas: {width: 64, height: 64, fps: 10, duration: 0.3, background: \"#14161c\"}\nlayers:\n  - \(layer)\n")
    for output in ["ref.mp4", "ref.webm"] {
      let render = try BuiltBinary.runChainframe(["render", "s.yaml", "-o", output, "-q"], in: dir.path)
      #expect(render.status == 0, "\(render.stderr)")
      let verify = try BuiltBinary.runChainframe(["verify", "s.yaml", "--reference", output], in: dir.path)
      #expect(verify.status == 0, "\(name) vs \(output): \(verify.stdout) \(verify.stderr)")
    }
  }
}
