import ChainframeCore
import ChainframeRender
import ChainframeRendering
import Foundation

/// `verify --html report.html`: one self-contained file (no external assets) with PSNR and SSIM
/// plotted over time, the thresholds, the first divergent frame, and thumbnails of the worst
/// frames (expected, actual, difference) embedded as data URIs.
struct HTMLReport {
  struct Thumbnail {
    let score: FrameScore
    let expected: PixelBuffer
    let actual: PixelBuffer
  }

  let result: VerificationResult
  let input: String
  let reference: String
  let thumbnails: [Thumbnail]

  func write(to path: String) throws {
    try AtomicOutputFile.write(text: html(), to: path)
  }

  func html() throws -> String {
    func esc(_ s: String) -> String {
      s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
        of: ">", with: "&gt;")
    }
    let scores = result.scores
    let width = 900.0
    let height = 220.0
    let maxTime = max(scores.last?.time ?? 1, 1e-6)
    let finite = scores.map(\.psnr).filter(\.isFinite)
    let top = max((finite.max() ?? 60) + 2, result.minPSNR + 5)
    let bottom = min((finite.min() ?? 20) - 2, result.minPSNR - 5)
    func x(_ t: Double) -> Double { 40 + (width - 60) * t / maxTime }
    func yP(_ p: Double) -> Double { 10 + (height - 40) * (1 - (min(p, top) - bottom) / (top - bottom)) }
    let psnrPoints = scores.map { String(format: "%.1f,%.1f", x($0.time), yP($0.psnr.isFinite ? $0.psnr : top)) }
      .joined(separator: " ")
    let minSSIMShown = min(result.minSSIMSeen, result.minSSIM) - 0.01
    func ySS(_ s: Double) -> Double { 10 + (height - 40) * (1 - (s - minSSIMShown) / (1 - minSSIMShown)) }
    let ssimPoints = scores.map { String(format: "%.1f,%.1f", x($0.time), ySS($0.ssim)) }.joined(separator: " ")
    var thumbs = ""
    for t in thumbnails {
      let e = try dataURI(thumbnail(t.expected))
      let a = try dataURI(thumbnail(t.actual))
      thumbs += """
        <figure class="thumb" data-frame="\(t.score.index)"><figcaption>frame \(t.score.index) at \(String(format: "%.3f", t.score.time)) s — PSNR \(VerificationResult.dB(t.score.psnr)), SSIM \(String(format: "%.4f", t.score.ssim))</figcaption>
        <img alt="expected frame \(t.score.index)" src="\(e)"><img alt="actual frame \(t.score.index)" src="\(a)"></figure>

        """
    }
    let first =
      result.firstDivergent.map { String(format: "first divergent frame %d at %.3f s", $0.index, $0.time) }
      ?? "no divergent frame"
    let markerX = result.firstDivergent.map { x($0.time) }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>chainframe verify: \(esc(input))</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 24px; color: #1c1e24; }
      h1 { font-size: 20px; } .pass { color: #18794e; } .fail { color: #c62828; }
      svg { background: #f6f7f9; border: 1px solid #dde; } .thumb img { width: 240px; margin-right: 8px; border: 1px solid #ccd; image-rendering: pixelated; }
      figure { margin: 12px 0; } td { padding: 2px 12px 2px 0; }
      </style></head><body>
      <h1 class="\(result.passed ? "pass" : "fail")">\(result.passed ? "PASS" : "FAIL"): \(esc(input)) vs \(esc(reference))</h1>
      <table>
      <tr><td>frames compared</td><td>\(scores.count)</td></tr>
      <tr><td>PSNR</td><td>min \(VerificationResult.dB(result.minPSNRSeen)), mean \(VerificationResult.dB(result.meanPSNR)), threshold \(VerificationResult.dB(result.minPSNR))</td></tr>
      <tr><td>SSIM</td><td>min \(String(format: "%.4f", result.minSSIMSeen)), mean \(String(format: "%.4f", result.meanSSIM)), threshold \(String(format: "%.4f", result.minSSIM))</td></tr>
      <tr><td>result</td><td>\(esc(result.headline))</td></tr>
      </table>
      <h2>PSNR (dB) over time</h2>
      <svg id="psnr-plot" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
      <line x1="40" x2="\(width - 20)" y1="\(yP(result.minPSNR))" y2="\(yP(result.minPSNR))" stroke="#c62828" stroke-dasharray="4 4"/>
      <text x="2" y="\(yP(result.minPSNR) + 4)" font-size="11">\(Int(result.minPSNR))</text>
      \(markerX.map { "<line x1=\"\($0)\" x2=\"\($0)\" y1=\"10\" y2=\"\(height - 30)\" stroke=\"#f57c00\"/>" } ?? "")
      <polyline id="psnr-line" fill="none" stroke="#1565c0" stroke-width="1.5" points="\(psnrPoints)"/>
      <text x="40" y="\(height - 8)" font-size="11">0 s</text><text x="\(width - 60)" y="\(height - 8)" font-size="11">\(String(format: "%.2f", maxTime)) s</text>
      </svg>
      <h2>SSIM over time</h2>
      <svg id="ssim-plot" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
      <line x1="40" x2="\(width - 20)" y1="\(ySS(result.minSSIM))" y2="\(ySS(result.minSSIM))" stroke="#c62828" stroke-dasharray="4 4"/>
      <polyline id="ssim-line" fill="none" stroke="#2e7d32" stroke-width="1.5" points="\(ssimPoints)"/>
      </svg>
      <p>\(esc(first)). Dashed red: threshold; orange: first divergent frame. Plotted values above the top are identical frames (infinite PSNR).</p>
      <h2>Worst frames (expected, actual)</h2>
      \(thumbs)
      <script>
      // Lets automated checks confirm the plot and thumbnails rendered.
      window.addEventListener('load', () => {
        const imgs = [...document.querySelectorAll('.thumb img')];
        document.body.dataset.thumbnails = String(imgs.filter(i => i.complete && i.naturalWidth > 0).length);
        document.body.dataset.plotPoints = String(document.getElementById('psnr-line').points.numberOfItems);
      });
      </script>
      </body></html>

      """
  }

  /// A copy scaled down to at most 320 px wide (nearest pixel; thumbnails only).
  private func thumbnail(_ p: PixelBuffer) -> PixelBuffer {
    let scale = max(1, (p.width + 319) / 320)
    let out = PixelBuffer(width: max(1, p.width / scale), height: max(1, p.height / scale))
    p.withUnsafeBytes { src in
      out.withUnsafeMutableBytes { dst in
        for y in 0..<out.height {
          for x in 0..<out.width {
            for c in 0..<4 { dst[y * out.stride + x * 4 + c] = src[y * scale * p.stride + x * scale * 4 + c] }
          }
        }
      }
    }
    return out
  }

  private func dataURI(_ p: PixelBuffer) throws -> String {
    let path = NSTemporaryDirectory() + "chainframe-thumb-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGWriter.write(p, to: path)
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return "data:image/png;base64," + data.base64EncodedString()
  }
}
