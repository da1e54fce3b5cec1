import ChainframeCore
import ChainframeRender
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Motion blur in still")
struct MotionBlurStillTests {
  @Test("still of a blurred example writes the single-thread frame with its samples on 1, 2, 5 or all cores")
  func stillUnchanged() throws {
    let path = Fixtures.repositoryPath("Examples/motion-blur.yaml")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let compiled = SceneCompiler.compile(try SceneLoader.load(text: text, file: path))
    let single = MotionBlurRenderer(renderer: try FrameRenderer(width: 640, height: 360))
    let dir = TemporaryDirectory()
    for n in [12, 59] {
      #expect(compiled.imageCount(ofFrame: n) == 16, "frame \(n) moves")
      let expected = try PNGWriter.data(single.render(compiled, frame: n))
      for threads in [nil, "1", "2", "5"] {
        let output = dir.file("f\(n)-\(threads ?? "default").png")
        let result = try BuiltBinary.runChainframe(
          ["still", path, "--frame", "\(n)", "-o", output] + (threads.map { ["--threads", $0] } ?? []))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(written == expected, "frame \(n), --threads \(threads ?? "default")")
      }
    }
  }
}
