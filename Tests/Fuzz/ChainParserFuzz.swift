// libFuzzer target `chain`: chain string → ChainParser.parse → compile on a one-layer scene.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
import ChainframeCore

private let canvas = Canvas(width: 64, height: 64, fps: Rational(30), duration: 4, background: .black)

private let base: LayerState = {
  var s = LayerState.default
  s.position = Vector2(10, 20)
  s.size = Vector2(40, 20)
  return s
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChain(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  let location = SourceLocation(file: "fuzz.yaml", line: 1, column: 1)
  guard case .success(let chain) = ChainParser.parse(text, name: "fuzz", location: location) else { return 0 }
  // A parsed chain must compile: a layer with the chain, on a short canvas.
  let scene = Scene(canvas: canvas, layers: [Layer(id: "a", shape: .rect, base: base, chains: [chain])])
  let compiled = SceneCompiler.compile(scene)
  _ = SceneCompiler.lastSettleTime(scene)
  return compiled.layers.count < 0 ? 1 : 0
}
