// libFuzzer target `lottie`: Lottie (Bodymovin) JSON → LottieImporter.isLottie and translate →
// the translated scene loaded (SceneLoader, input format lottie) → SceneCompiler.compile.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package. A Lottie
// file is hostile input like a scene: precompositions nest and repeat content, numbers may be
// anything JSON allows.
import ChainframeCore

/// Assets (images, fonts) "live" in a folder that does not exist, so nothing real is read.
private let file = "/nonexistent-chainframe-fuzz/anim.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottie(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\u{0}") else { return 0 }
  _ = LottieImporter.isLottie(text)
  // Every family "installed", so text layers translate without asking fontconfig.
  guard let imported = try? LottieImporter.translate(text: text, file: file, fontIsInstalled: { _ in true }) else {
    return 0
  }
  for d in LottieImporter.diagnostics(imported.findings, file: file) { _ = "\(d)" }
  var options = SceneLoadOptions()
  options.inputFormat = .lottie
  options.fontIsInstalled = { _ in true }
  guard let scene = try? SceneLoader.load(text: text, file: file, options: options) else { return 0 }
  let compiled = SceneCompiler.compile(scene)
  _ = SceneCompiler.lastSettleTime(scene)
  return compiled.layers.count < 0 ? 1 : 0
}
