import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Checks everything about a scene that only the back ends can judge — fonts and glyphs of
/// every text, every image and SVG decoding, the soundtrack decoding, the canvas fitting an
/// encoder — before any frame is drawn.
///
/// `validate` runs it so that a scene it passes does not fail in a render for a reason in the
/// scene; `render`, `still` and `sheet` run it too, so such failures come first, all at once,
/// with locations.
struct SceneAudit {
  let file: String
  private var diagnostics: [SceneDiagnostic] = []
  private var missingFont = false
  private var warnings: [String] = []
  /// The scene file's source tree, read and parsed on the first report only: most scenes
  /// pass, and re-reading a large file (a Lottie file of hundreds of kilobytes) for locations
  /// nobody asks for was a twentieth of a short render's time. Nil when it cannot be read or
  /// parsed.
  private lazy var root: SceneNode? = {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    return try? SceneNodeParser.parse(text, file: file)
  }()

  init(file: String) {
    self.file = file
  }

  /// Runs every check on `scene`; throws ``SceneAuditError`` listing every problem, and
  /// returns warnings (text wider than its wrap width or the canvas), each with its location.
  static func run(_ scene: Scene, file: String) throws -> [String] {
    var audit = SceneAudit(file: file)
    audit.check(scene)
    if !audit.diagnostics.isEmpty {
      throw SceneAuditError(diagnostics: audit.diagnostics, category: audit.missingFont ? .unavailable : .data)
    }
    return audit.warnings
  }

  private mutating func check(_ scene: Scene) {
    if let problem = OutputFormat.pngSequence.sizeProblem(width: scene.canvas.width, height: scene.canvas.height) {
      report("canvas", "the canvas " + problem, hint: "make the canvas smaller")
    }
    if let audio = scene.audio {
      do { try AudioProbe.check(path: audio.path) } catch { report("audio.file", error.description, hint: nil) }
    }
    for (i, clip) in scene.audioClips.enumerated() {
      do { try AudioProbe.check(path: clip.path) } catch { report("audio[\(i)].file", error.description, hint: nil) }
    }
    // Made on the first text layer: creating a Pango layout starts fontconfig, which scans
    // every installed font (milliseconds a scene without text never needs).
    var measurer: TextMeasure?
    var measurerTried = false
    func measure() -> TextMeasure? {
      if !measurerTried {
        measurerTried = true
        measurer = try? TextMeasure()
      }
      return measurer
    }
    var checkedAssets = Set<String>()
    func visit(_ layers: [Layer], path: String) {
      for (i, layer) in layers.enumerated() {
        let here = "\(path)[\(i)]"
        if let text = layer.text, let measure = measure() {
          do {
            let box = try measure.box(text)
            let limit = min(text.wrapWidth.map { $0 + 0.5 } ?? .infinity, Double(scene.canvas.width))
            if box.width > limit {
              let at = location(of: here, in: root).map { "\($0): " } ?? ""
              let bound =
                text.wrapWidth.map { "its wrap width of \(Int($0)) px" } ?? "the canvas (\(scene.canvas.width) px)"
              warnings.append(
                "\(at)\(here): text layer \(UserText.quoted(layer.id, limit: 40)) is \(Int(box.width.rounded())) px wide, "
                  + "wider than \(bound); it will be cut off: widen the box, shorten the text or make the font smaller")
            }
          } catch {
            if case .missingFont = error { missingFont = true }
            report(here, "text layer \(UserText.quoted(layer.id, limit: 40)): \(error.description)", hint: nil)
          }
        }
        if layer.shape == .video, let asset = layer.style.geometry.asset, checkedAssets.insert(asset).inserted {
          do {
            _ = try VideoFrameReader().frame(
              path: asset, request: VideoFrameRequest(time: 0, loopStart: 0, end: nil, loop: false))
          } catch {
            report(here + ".src", "\(error)", hint: "give an MP4, MOV, M4V, WebM or Matroska file with a video stream")
          }
        } else if let asset = layer.style.geometry.asset, checkedAssets.insert(asset).inserted {
          do { try AssetCheck.check(imageAt: asset, svg: layer.shape == .svg) } catch {
            report(here + ".src", error.description, hint: nil)
          }
        }
        visit(layer.children, path: here + ".children")
        if let mask = layer.mask { visit(mask.layers, path: here + ".mask.layers") }
      }
    }
    visit(scene.layers, path: "layers")
  }

  private mutating func report(_ keyPath: String, _ message: String, hint: String?) {
    let tree = root
    diagnostics.append(
      SceneDiagnostic(location: location(of: keyPath, in: tree), keyPath: keyPath, message: message, hint: hint))
  }

  /// The source location of `keyPath` (`layers[2].children[0].src`) in the scene file, or the
  /// nearest enclosing value that has one.
  private func location(of keyPath: String, in tree: SceneNode?) -> SourceLocation? {
    guard var node = tree else { return nil }
    var best = node.location
    for part in keyPath.split(separator: ".") {
      var name = Substring(part)
      var indices: [Int] = []
      while let open = name.lastIndex(of: "["), name.hasSuffix("]"),
        let i = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
      {
        indices.insert(i, at: 0)
        name = name[..<open]
      }
      guard case .mapping(let entries) = node.kind, let entry = entries.first(where: { $0.key == name }) else {
        return best
      }
      node = entry.value
      best = entry.keyLocation ?? node.location ?? best
      for i in indices {
        guard case .sequence(let items) = node.kind, items.indices.contains(i) else { return best }
        node = items[i]
        best = node.location ?? best
      }
    }
    return best
  }
}
