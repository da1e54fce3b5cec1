import ChainframeEngine
import ChainframeIO
import ChainframeModel
import ChainframeRender
import Foundation

/// What the preview page polls: the scene's timing and layers, the error of a broken edit,
/// and a generation number that changes whenever either changes.
package struct PreviewStatus: Sendable {
  /// The last scene that loaded without error, or nil when none has.
  package let composition: Composition?
  /// The latest edit's error (with file:line:column), or nil when the file loads.
  package let error: String?
  /// Increases on every successful reload and every new error.
  package let generation: Int
  /// Whether a reload of a changed file is under way (the other fields are from before it).
  package var loading = false

  /// The JSON the page reads: `{"generation", "loading", "error", "frameCount", "fps", "fpsNum", "fpsDen",
  /// "width", "height", "layers": [{"id", "animated"}]}`.
  package var json: String {
    var out =
      "{\"generation\": \(generation), \"loading\": \(loading), \"error\": \(error.map(JSONText.quote) ?? "null")"
    if let c = composition {
      let fps = c.frameRate
      out += ", \"frameCount\": \(c.frameCount), \"fps\": \(NumberFormat.json(fps.doubleValue))"
      out += ", \"fpsNum\": \(fps.numerator), \"fpsDen\": \(fps.denominator)"
      out += ", \"width\": \(c.canvas.width), \"height\": \(c.canvas.height), \"layers\": ["
      out += c.compiled.layers.map { layer in
        "{\"id\": \(JSONText.quote(layer.id)), \"animated\": \(layer.tracks.count)}"
      }.joined(separator: ", ")
      out += "]"
    }
    return out + "}"
  }
}
