// libFuzzer target `scene`: scene text → SceneLoader.load(text:file:) → SceneCompiler.compile.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
// Scene files are hostile input treated as data: any trap, sanitizer report, timeout or
// memory blow-up here is a bug.
import ChainframeCore

/// Scenes "live" in a folder that does not exist, so asset lookups find nothing and never
/// read real files.
private let folder = "/nonexistent-chainframe-fuzz"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // SceneLoader.load(path:) refuses text that is not UTF-8 or contains NUL; do the same.
  guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\u{0}") else { return 0 }
  // JSON files get the strict JSON check first; a file that starts like JSON goes that way.
  let isJSON = text.first { !$0.isWhitespace } == "{"
  let file = folder + (isJSON ? "/scene.json" : "/scene.yaml")
  guard let scene = try? SceneLoader.load(text: text, file: file) else { return 0 }
  let compiled = SceneCompiler.compile(scene)
  _ = SceneCompiler.lastSettleTime(scene)
  // Touch the result so the optimiser keeps the work.
  return compiled.layers.count < 0 ? 1 : 0
}
