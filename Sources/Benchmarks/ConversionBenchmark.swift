import ChainframeCore
import ChainframeEncoding
import Foundation

/// Per-frame BGRA → YUV conversion on one core (issue 17's target: ≤ 0.5 ms per 720p frame
/// for I420): the kernel alone (vector and scalar paths) and the encoder's whole
/// `FrameConverter.convert` (frame allocation and zero fill included), medians of many frames,
/// in thread CPU time so a busy machine does not inflate them. `quick`: the 720p I420 kernel
/// only (what `scripts/bench --instructions` counts).
func conversionBenchmark(quick: Bool = false) throws {
  if quick {
    let pixels = benchmarkFrame(width: 1280, height: 720)
    let image = YUVImage(width: 1280, height: 720, layout: .i420)
    let kernel = measure(runs: 100) { image.convert(pixels, matrix: .bt709, range: .limited) }
    print(String(format: "%.3f", kernel.median * 1000))
    return
  }
  print("| BGRA → YUV, one frame, one core | kernel (vector) | kernel (scalar) | FrameConverter.convert |")
  print("| --- | --- | --- | --- |")
  let sizes = [(1280, 720), (1920, 1080), (3840, 2160)]
  let layouts: [(YUVLayout, OutputFormat)] = [(.i420, .mp4), (.yuva420p, .webm), (.yuva444p10, .prores4444)]
  for (layout, format) in layouts {
    for (w, h) in sizes where layout == .i420 || w == 1280 {
      let pixels = benchmarkFrame(width: w, height: h)
      let image = YUVImage(width: w, height: h, layout: layout)
      let runs = max(15, 600 * 1280 * 720 / (w * h) / (layout == .i420 ? 1 : 4))
      let vector = measureCPU(runs: runs) { image.convert(pixels, matrix: .bt709, range: .limited) }
      let scalar = measureCPU(runs: max(5, runs / 8)) {
        image.convert(pixels, matrix: .bt709, range: .limited, path: .scalar)
      }
      let path =
        NSTemporaryDirectory()
        + "cf-convert-bench-\(getpid()).\(format == .mp4 ? "mp4" : format == .webm ? "webm" : "mov")"
      let settings = VideoSettings(width: w, height: h, fps: Rational(30), format: format, alpha: layout.hasAlpha)
      let encoder = try VideoEncoder(path: path, settings: settings)
      let converter = try encoder.converterFactory.make()
      let whole = measureCPU(runs: runs) { _ = try? converter.convert(pixels) }
      try? encoder.finish()
      try? FileManager.default.removeItem(atPath: path)
      print(
        String(
          format: "| %@ %dx%d | %.3f ms | %.3f ms | %.3f ms |", layout.rawValue, w, h, vector.median * 1000,
          scalar.median * 1000, whole.median * 1000))
    }
  }
}

/// A frame with gradients, hard edges and partly transparent areas (premultiplied).
func benchmarkFrame(width: Int, height: Int) -> PixelBuffer {
  let buffer = PixelBuffer(width: width, height: height)
  buffer.withUnsafeMutableBytes { raw in
    for y in 0..<height {
      for x in 0..<width {
        let a = (x / 64 + y / 64) % 3 == 0 ? 128 : 255
        let i = y * buffer.stride + x * 4
        raw[i] = UInt8((x * 255 / width) * a / 255)
        raw[i + 1] = UInt8((y * 255 / height) * a / 255)
        raw[i + 2] = UInt8(((x ^ y) & 255) * a / 255)
        raw[i + 3] = UInt8(a)
      }
    }
  }
  return buffer
}

/// Like `measure`, in CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
@inline(never)
func measureCPU(runs: Int, _ body: () -> Void) -> (median: Double, best: Double) {
  func cpu() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
  var times: [Double] = []
  for _ in 0..<(benchRuns ?? runs) {
    let start = cpu()
    body()
    times.append(cpu() - start)
  }
  times.sort()
  return (times[times.count / 2], times[0])
}
