import Chainframe

/// Swift DSL twins of the scenes in Examples/gallery/ (no ids: both get `layer<index>`).
enum GalleryTwins {
  static func canvas(@LayerBuilder _ layers: () -> [LayerNode]) -> SceneDocument {
    SceneDocument(width: 480, height: 270, fps: 30, duration: 2, background: "#1b1e26", layers: layers)
  }

  /// Examples/gallery/blend-modes.yaml: one ellipse per blend mode.
  static let blendModes = canvas {
    Rectangle(size: [480, 270]).position(240, 135).fill(.linear(colors: ["#204080", "#e0c040"]))
    for (i, mode) in BlendMode.allCases.filter({ $0 != .normal }).enumerated() {
      Ellipse(size: [70, 70], fill: "#ff5050").position(40 + 27 * Double(i), i.isMultiple(of: 2) ? 110 : 160)
        .blend(mode)
    }
  }

  /// Examples/gallery/blur-shadow.yaml.
  static let blurShadow = canvas {
    Text("Blur", font: Font(size: 64).bold, align: .center, fill: "#ffd60a").position(120, 150).blur(4)
    Rectangle(size: [140, 90], cornerRadius: 14, fill: "#ffffff").position(330, 130)
      .shadow(color: "#000000b0", offset: (8, 10), blur: 14)
  }

  /// Examples/gallery/gradients.yaml: an animated stop offset and a radial gradient.
  static let gradients = canvas {
    Rectangle(size: [200, 180], cornerRadius: 20).position(130, 135)
      .fill(.linear(from: (0, 0), to: (1, 1), colors: ["#ff3b30", "#ffcc00", "#34c759"]))
      .animation(.basic(.gradientOffset(1), from: 0.2, to: 0.8, duration: 2))
    Ellipse(size: [180, 180]).position(350, 135)
      .fill(.radial(center: (0.35, 0.3), radius: 0.7, colors: ["#ffffff", "#5e5ce6", "#1c1c3c"]))
  }

  /// Examples/gallery/groups.yaml.
  static let groups = canvas {
    Group(size: [200, 150]) {
      Rectangle(size: [120, 100], fill: "#ff375f").position(70, 70)
      Ellipse(size: [120, 100], fill: "#0a84ff").position(130, 80)
    }
    .position(140, 135).opacity(0.5).rotation(-8)
    Rectangle(size: [120, 100], fill: "#ff375f").position(320, 130).opacity(0.5)
    Ellipse(size: [120, 100], fill: "#0a84ff").position(380, 140).opacity(0.5)
  }

  /// Examples/gallery/images-svg.yaml.
  static let imagesSVG = canvas {
    for (x, fit) in [(80.0, ImageFit.fill), (220, .contain)] {
      Rectangle(size: [120, 100], fill: "#333").position(x, 70)
      Image(src: "assets/photo.jpg", size: [120, 100], fit: fit).position(x, 70)
    }
    Image(src: "assets/photo.png", size: [120, 100], fit: .cover).position(360, 70)
    SVG(src: "assets/badge.svg", size: [20, 20]).position(240, 200).scale(5)
  }

  /// Examples/gallery/masks.yaml: an alpha mask of text and a luma mask of a gradient.
  static let masks = canvas {
    Rectangle(size: [200, 200]).position(120, 135).fill(.linear(colors: ["#ff2d55", "#5856d6"]))
      .mask(.alpha) { Text("MASK", font: Font(size: 54).bold, align: .center).position(120, 160) }
    Image(src: "photo", size: [200, 160], fit: .cover).position(350, 135)
      .mask(.luma) { Rectangle(size: [200, 160]).position(350, 135).fill(.linear(colors: ["#000", "#fff"])) }
  }
  .images(["photo": "assets/photo.jpg"])

  /// Examples/gallery/shapes.yaml.
  static let shapes = canvas {
    Rectangle(size: [100, 70], fill: "#e85d4a").cornerRadii([0, 18, 36, 6]).position(70, 80)
    Ellipse(size: [100, 70], fill: "#3a7bd5").position(190, 80)
    Polygon(radius: 42, sides: 6, roundness: 0.25, fill: "#7cc35a").position(305, 80)
    Star(outerRadius: 44, innerRadius: 18, points: 5, roundness: 0.1, fill: "#ffd23f").position(415, 80)
    Line(from: [30, 200], to: [150, 170]).stroke("#38d0ff", width: 6, cap: .round)
    Path("M 180 210 C 210 150 250 250 280 190 A 30 30 0 1 1 340 190 Q 360 230 450 200")
      .stroke("#ff4fd8", width: 5, cap: .round, join: .round)
  }

  /// Examples/gallery/split-text.yaml: the structured link (one easing for every operation)
  /// written as a chain script (an easing eases the operation before it).
  static let splitText = canvas {
    Text("Every word arrives on its own", font: Font(size: 34).bold, fill: "#fff").position(40, 150)
      .split(by: .words, stagger: 0.12) {
        $0.opacity(0).position(0, 30).chain { $0.makeOpacity(1).easeOutBack.moveY(-30).easeOutBack.animate(0.3) }
      }
  }

  /// Examples/gallery/strokes-trim.yaml.
  static let strokesTrim = canvas {
    Rectangle(size: [160, 90], cornerRadius: 14, fill: "transparent").position(110, 90)
      .stroke("#fff", width: 4, dash: [14, 8], cap: .round)
    Star(outerRadius: 55, innerRadius: 24).position(350, 90).stroke("#ffd23f", width: 6, join: .round)
      .animation(.basic(.dashOffset, from: 0, to: 60, duration: 2))
    Path("M 40 220 C 120 140 200 280 280 200 S 420 160 450 230").stroke("#38d0ff", width: 8, cap: .round)
      .animation(.basic(.trimEnd, from: 0, to: 1, duration: 2, easing: .easeInOut))
  }

  /// Examples/gallery/text.yaml.
  static let text = canvas {
    Text("Text wraps inside a box with its own line height", font: Font(size: 26).bold).position(30, 60)
      .wrap(width: 220).lineHeight(1.25).fill(.linear(colors: ["#ffffff", "#ff9f0a"])).stroke("#000", width: 1.5)
    Text("SPACED", font: Font(size: 28), fill: "#9cf").position(290, 90).letterSpacing(8)
    Text("italic light", font: Font(size: 26, weight: 300, italic: true), fill: "#fff").position(290, 150)
  }

  /// Every twin with the gallery file it stands for.
  static let all: [(file: String, document: SceneDocument)] = [
    ("gallery/blend-modes", blendModes), ("gallery/blur-shadow", blurShadow), ("gallery/gradients", gradients),
    ("gallery/groups", groups), ("gallery/images-svg", imagesSVG), ("gallery/masks", masks),
    ("gallery/shapes", shapes), ("gallery/split-text", splitText), ("gallery/strokes-trim", strokesTrim),
    ("gallery/text", text),
  ]
}
