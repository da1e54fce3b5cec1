import ChainframeModel
import Foundation

/// Draws tracks as SVG line charts over time: one panel per property (one line per component),
/// frame ticks with frame numbers and times along the bottom, the value range at the left.
///
/// Used by `chainframe keyframes plot` and the preview page's curve view. Deterministic: the
/// same tracks give the same bytes.
package struct CurvePlot: Sendable {
  /// The tracks to draw, in order.
  package let dump: KeyframeDump
  /// Width of the drawing in pixels. Default 900.
  package var width: Int = 900
  /// Height of each panel in pixels. Default 150.
  package var panelHeight: Int = 150
  /// A frame to mark with a vertical line (the preview's playhead), or nil.
  package var marker: Int?

  private static let colors = ["#2f8cff", "#ff5a5f", "#22b573", "#f5a623", "#9b59b6", "#00bcd4"]
  private static let left = 70.0
  private static let right = 20.0
  private static let top = 24.0
  private static let bottom = 34.0

  /// A plot of `dump`'s tracks and frames.
  package init(dump: KeyframeDump, width: Int = 900, panelHeight: Int = 150, marker: Int? = nil) {
    self.dump = dump
    self.width = max(width, 200)
    self.panelHeight = max(panelHeight, 80)
    self.marker = marker
  }

  /// The SVG document, ending with a newline.
  package func svg() -> String {
    let panels = max(dump.entries.count, 1)
    let height = panels * panelHeight
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
    out += "viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\" font-size=\"11\">\n"
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    if dump.entries.isEmpty {
      out += "<text x=\"\(Int(Self.left))\" y=\"\(panelHeight / 2)\" fill=\"#555\">no animated properties</text>\n"
    }
    for (i, entry) in dump.entries.enumerated() {
      out += panel(entry, top: Double(i * panelHeight))
    }
    return out + "</svg>\n"
  }

  private func panel(_ entry: KeyframeDump.Entry, top y0: Double) -> String {
    let frames = dump.frames
    let plotW = Double(width) - Self.left - Self.right
    let plotH = Double(panelHeight) - Self.top - Self.bottom
    let track = entry.track
    let count = track.property.count
    var low = Double.infinity
    var high = -Double.infinity
    for f in frames {
      for v in track.value(atFrame: f) where v.isFinite {
        low = min(low, v)
        high = max(high, v)
      }
    }
    if !low.isFinite { (low, high) = (0, 1) }
    if high - low < 1e-12 { (low, high) = (low - 1, high + 1) }
    let span = max(frames.upperBound - frames.lowerBound, 1)
    func x(_ f: Int) -> Double { Self.left + plotW * Double(f - frames.lowerBound) / Double(span) }
    func y(_ v: Double) -> Double { y0 + Self.top + plotH * (1 - (v - low) / (high - low)) }
    let name = XMLText.escape("\(entry.layer).\(track.property.name)")
    var out = "<g class=\"panel\">\n"
    out += "<text x=\"\(fmt(Self.left))\" y=\"\(fmt(y0 + 15))\" font-weight=\"bold\">\(name)</text>\n"
    out += "<rect x=\"\(fmt(Self.left))\" y=\"\(fmt(y0 + Self.top))\" width=\"\(fmt(plotW))\" height=\"\(fmt(plotH))\" "
    out += "fill=\"none\" stroke=\"#ccc\"/>\n"
    out += "<text x=\"\(fmt(Self.left - 6))\" y=\"\(fmt(y(high) + 4))\" text-anchor=\"end\">\(fmt(high))</text>\n"
    out += "<text x=\"\(fmt(Self.left - 6))\" y=\"\(fmt(y(low)))\" text-anchor=\"end\">\(fmt(low))</text>\n"
    let step = Self.tickStep(span)
    var f = (frames.lowerBound + step - 1) / step * step
    while f <= frames.upperBound {
      let tx = fmt(x(f))
      let base = y0 + Self.top + plotH
      out += "<line x1=\"\(tx)\" y1=\"\(fmt(base))\" x2=\"\(tx)\" y2=\"\(fmt(base + 4))\" stroke=\"#888\"/>\n"
      let time = fmt(dump.scene.clock.time(ofFrame: f))
      out += "<text x=\"\(tx)\" y=\"\(fmt(base + 15))\" text-anchor=\"middle\">\(f)</text>"
      out += "<text x=\"\(tx)\" y=\"\(fmt(base + 27))\" text-anchor=\"middle\" fill=\"#888\">\(time)s</text>\n"
      f += step
    }
    if let marker, frames.contains(marker) {
      out += "<line class=\"playhead\" x1=\"\(fmt(x(marker)))\" y1=\"\(fmt(y0 + Self.top))\" x2=\"\(fmt(x(marker)))\" "
      out += "y2=\"\(fmt(y0 + Self.top + plotH))\" stroke=\"#000\" stroke-dasharray=\"3 2\"/>\n"
    }
    for c in 0..<count {
      var points: [String] = []
      for f in frames {
        let v = Array(track.value(atFrame: f))[c]
        if v.isFinite { points.append("\(fmt(x(f))),\(fmt(y(v)))") }
      }
      let color = Self.colors[c % Self.colors.count]
      out +=
        "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>\n"
      if count > 1 {
        let label = c < track.property.componentNames.count ? track.property.componentNames[c] : "\(c)"
        out += "<text x=\"\(fmt(Self.left + plotW - 4 - Double((count - 1 - c) * 40)))\" y=\"\(fmt(y0 + 15))\" "
        out += "text-anchor=\"end\" fill=\"\(color)\">\(XMLText.escape(label))</text>\n"
      }
    }
    return out + "</g>\n"
  }

  /// A tick spacing in frames from 1, 2, 5, 10, 20, 50… giving at most about 15 ticks.
  static func tickStep(_ span: Int) -> Int {
    var step = 1
    let bases = [1, 2, 5]
    var i = 0
    while span / step > 15 {
      i += 1
      step = bases[i % 3] * Int(pow(10.0, Double(i / 3)))
    }
    return step
  }

  private func fmt(_ v: Double) -> String {
    let rounded = (v * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(format: "%.2f", rounded)
  }
}
