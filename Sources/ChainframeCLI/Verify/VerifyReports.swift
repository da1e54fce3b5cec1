import ChainframeCore
import ChainframeRender
import Foundation

/// JSON and JUnit reports of a verification, for CI systems.
enum VerifyReports {
  static func number(_ v: Double) -> String { v.isFinite ? String(format: "%.6f", v) : "null" }

  static func writeJSON(_ r: VerificationResult, input: String, reference: String, to path: String) throws {
    var lines: [String] = []
    lines.append("  \"passed\": \(r.passed),")
    lines.append("  \"input\": \(JSONText.quote(input)),")
    lines.append("  \"reference\": \(JSONText.quote(reference)),")
    lines.append("  \"thresholds\": {\"psnr\": \(number(r.minPSNR)), \"ssim\": \(number(r.minSSIM))},")
    lines.append("  \"framesCompared\": \(r.scores.count),")
    lines.append("  \"psnr\": {\"min\": \(number(r.minPSNRSeen)), \"mean\": \(number(r.meanPSNR))},")
    lines.append("  \"ssim\": {\"min\": \(number(r.minSSIMSeen)), \"mean\": \(number(r.meanSSIM))},")
    let first =
      r.firstDivergent.map {
        "{\"frame\": \($0.index), \"time\": \(number($0.time)), \"psnr\": \(number($0.psnr)), \"ssim\": \(number($0.ssim))}"
      } ?? "null"
    lines.append("  \"firstDivergent\": \(first),")
    lines.append("  \"failures\": [" + r.failures.map(JSONText.quote).joined(separator: ", ") + "],")
    lines.append(
      "  \"frames\": ["
        + r.scores.map {
          "{\"frame\": \($0.index), \"time\": \(number($0.time)), \"psnr\": \(number($0.psnr)), \"ssim\": \(number($0.ssim))}"
        }.joined(separator: ", ") + "]")
    try AtomicOutputFile.write(text: "{\n" + lines.joined(separator: "\n") + "\n}\n", to: path)
  }

  static func writeJUnit(_ r: VerificationResult, input: String, reference: String, to path: String) throws {
    func xml(_ s: String) -> String {
      s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    var cases: [String] = []
    func add(_ name: String, _ failure: String?) {
      if let failure {
        cases.append(
          "    <testcase classname=\"chainframe.verify\" name=\"\(xml(name))\"><failure message=\"\(xml(failure))\"/></testcase>"
        )
      } else {
        cases.append("    <testcase classname=\"chainframe.verify\" name=\"\(xml(name))\"/>")
      }
    }
    add("size, frame rate and frame count", r.failures.isEmpty ? nil : r.failures.joined(separator: "; "))
    add(
      "every frame meets PSNR \(VerificationResult.dB(r.minPSNR)) and SSIM \(r.minSSIM)",
      r.firstDivergent.map { _ in r.headline })
    let failures = cases.filter { $0.contains("<failure") }.count
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="\(xml(input)) vs \(xml(reference))" tests="\(cases.count)" failures="\(failures)">
      \(cases.joined(separator: "\n"))
        </testsuite>
      </testsuites>

      """
    try AtomicOutputFile.write(text: text, to: path)
  }

}
