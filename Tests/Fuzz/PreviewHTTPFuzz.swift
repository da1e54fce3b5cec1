// libFuzzer target `http`: the preview server's request-head reader and checks
// (Sources/ChainframePreview/HTTP, compiled into this target: they use only the standard
// library) — HTTPHeadParser fed in pieces, PreviewRequestCheck, the query decoder, the refusal.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
// Input: the first byte sets how the rest is split into reads (a server gets the bytes in
// pieces: the verdict must not depend on where); the rest is what a client sends.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreviewHTTP(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let step = Int(data[0]) + 1
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  // Small limits so the fuzzer reaches them with short inputs.
  let limits = PreviewServerLimits(requestLineBytes: 64, headerBytes: 256, headerCount: 8)
  var whole = HTTPHeadParser(limits: limits)
  let once = whole.consume(bytes)
  var pieces = HTTPHeadParser(limits: limits)
  var last = HTTPHeadParser.Outcome.needMore
  var offset = 0
  while offset < bytes.count {
    last = pieces.consume(bytes[offset..<min(offset + step, bytes.count)])
    offset += step
  }
  if bytes.isEmpty { last = pieces.consume([]) }
  guard once == last else { fatalError("the verdict depends on how the bytes are split: \(once) vs \(last)") }
  switch once {
  case .needMore:
    break
  case .rejected(let error):
    let response = PreviewResponse(error: error).encoded()
    guard response.count < 1024, (400...599).contains(error.status) else { fatalError("bad refusal \(error)") }
  case .complete(let head):
    for policy in [PreviewHostPolicy(host: "127.0.0.1", port: 8080), PreviewHostPolicy(host: "0.0.0.0", port: 80)] {
      if PreviewRequestCheck.violation(head, policy: policy) == nil {
        // Whatever is served names this server.
        guard let host = head.values(of: "Host").first, policy.allowsHost(host) else { fatalError("unchecked host") }
      }
    }
    _ = head.path
    for item in head.query { _ = item.name.utf8.count + item.value.utf8.count }
  }
  return 0
}
