// libFuzzer target `image`: the PNG/JPEG/WebP header readers (ImageHeader in ChainframeModel/Assets),
// through the public path that uses them: EmbeddedImage.decode of the bytes as a base64
// `data:` URI (media type, base64, header size, pixel budget).
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
// Input: first byte mod 3 → PNG, JPEG or WebP; the rest is the image file's bytes.
import ChainframeCore

private let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

/// Standard base64 with padding (the target must not depend on Foundation's encoder).
private func base64(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  var out: [UInt8] = []
  out.reserveCapacity((bytes.count + 2) / 3 * 4)
  var i = 0
  while i < bytes.count {
    let b0 = Int(bytes[i])
    let b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0
    let b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
    out.append(alphabet[b0 >> 2])
    out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
    out.append(i + 1 < bytes.count ? alphabet[(b1 & 15) << 2 | b2 >> 6] : UInt8(ascii: "="))
    out.append(i + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
    i += 3
  }
  return String(decoding: out, as: UTF8.self)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  let type = ["image/png", "image/jpeg", "image/webp"][Int(data[0]) % 3]
  switch Result(catching: { () throws(EmbeddedImageError) in
    try EmbeddedImage.decode("data:\(type);base64,\(base64(bytes))")
  }) {
  case .success(let image):
    // An accepted image is within the limits, and its bytes are the input's.
    guard image.width >= 1, image.height >= 1, image.width <= SceneLimits.maxImageSide,
      image.height <= SceneLimits.maxImageSide, image.bytes.elementsEqual(bytes)
    else { fatalError("EmbeddedImage accepted \(image.width)×\(image.height) from \(bytes.count) bytes") }
  case .failure(let error):
    _ = "\(error)"
  }
  return 0
}
