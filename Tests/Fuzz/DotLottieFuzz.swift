// libFuzzer target `dotlottie`: bytes → ZipArchive (central directory, every entry extracted:
// Inflate and CRC-32) → the bytes as a raw DEFLATE stream → LottieImporter.translate(bytes:)
// (a .lottie's manifest, animation and images) → the translated scene loaded and compiled.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package. A
// .lottie is a ZIP from anywhere: sizes, offsets, names and compressed streams may lie.
import ChainframeCore

/// Assets "live" in a folder that does not exist, so nothing real is read.
private let file = "/nonexistent-chainframe-fuzz/anim.lottie"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDotLottie(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let archive = try? ZipArchive(bytes: bytes) {
    for entry in archive.entries.prefix(64) { _ = try? archive.extract(entry) }
  }
  _ = try? Inflate.inflate(bytes, range: 0..<bytes.count, limit: 1 << 20)
  _ = CRC32.checksum(bytes)
  // Every family "installed", so text layers translate without asking fontconfig.
  guard
    let imported = try? LottieImporter.translate(
      bytes: bytes, file: file, animation: nil, fontIsInstalled: { _ in true })
  else { return 0 }
  var options = SceneLoadOptions()
  options.inputFormat = .scene
  guard let scene = try? SceneLoader.load(text: imported.yaml, file: file + ".yaml", options: options) else {
    return 0
  }
  return SceneCompiler.compile(scene).layers.count < 0 ? 1 : 0
}
