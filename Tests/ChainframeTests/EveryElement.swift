import Chainframe

/// A scene that uses every DSL element and modifier once, placed in Examples/gallery so its
/// asset paths resolve.
enum EveryElement {
  static let document = SceneDocument(
    width: 320, height: 240, fps: Rational(30000, 1001), duration: 2, background: "transparent"
  ) {
    Rectangle(id: "rect", size: [40, 30], fill: "#ff000080")
      .cornerRadii([0, 4, 8, 12])
      .position(20, 20)
      .anchor(0, 0)
      .rotation(5)
      .scale(1.5, 0.5)
      .skew(10, 0)
      .opacity(0.5)
      .blend(.multiply)
      .blur(2)
      .shadow(color: "#00000080", offset: (2, 3), blur: 4)
      .visible(from: 0.5, to: 1.5)
      .motionBlur(MotionBlur(shutterAngle: 90, shutterPhase: 0, samples: 4))
      .stroke("blue", width: 3, dash: [4, 2], dashOffset: 1, cap: .round, join: .bevel, miterLimit: 6, under: true)
      .trim(start: 0.1, end: 0.9, offset: 0.2)
    Ellipse(id: "ellipse", size: [30, 30])
      .fill(.radial(center: (0.5, 0.5), radius: 0.5, focus: (0.4, 0.4), stops: [.init(0, "white"), .init(1, "black")]))
    Polygon(id: "polygon", radius: 20, sides: 5, roundness: 0.2, fill: "green")
    Star(id: "star", outerRadius: 20, innerRadius: 8, points: 7, roundness: 0.1, fill: "gold")
    Line(id: "line", from: [0, 0], to: [100, 0]).stroke("white", width: 4)
    Path("M0 0 L 10 10 L 0 10 Z", id: "path", fillRule: .evenOdd, fill: "red")
    Text("Split me", id: "text", font: Font("DejaVu Sans", size: 20, weight: 400, italic: false), align: .right)
      .lineHeight(1.2)
      .letterSpacing(1)
      .fontFeatures(["-kern", "smcp=1"])
      .wrap(width: 200)
      .split(by: .words, stagger: 0.1) { $0.opacity(0).chain { $0.makeOpacity(1).animate(0.2) } }
    Image(id: "image", src: "assets/photo.png", size: [40, 30], fit: .cover)
    SVG(id: "svg", src: "assets/badge.svg", size: [20, 20])
    Group(id: "group", size: [100, 100], clip: true, stagger: 0.1, staggerFrom: .center) {
      for i in 0..<3 {
        Rectangle(id: "child\(i)", size: [10, 10]).position(Double(i) * 20, 0)
          .chain {
            $0.makeScale(2).spring(bounciness: 10, speed: 8).thenAfter(0.2).moveOnPath("M0 0 L 20 20").animate(0.3)
          }
      }
    }
    Rectangle(id: "animated", size: [10, 10])
      .animations(
        .basic(.positionX, from: 0, to: 100, duration: 1, easing: .cubicBezier(0.2, 0, 0, 1)).additive().clamp("end"),
        .spring(.positionY, by: 20, stiffness: 100, damping: 10, mass: 2, velocity: 5).popCompatible(),
        .decay(.rotation, velocity: 90, deceleration: 0.99, delay: 0.1),
        .keyframes(
          .opacity, [Keyframe(time: 0, value: 0, easing: .steps(2)), Keyframe(time: 1, value: 1, hold: true)]
        ).repeatCount(2).rounding(0.1).progressMarkers([0.5])
      )
      .fadeOut(0.3, delay: 1.5)
      .chain("moveX(5).animate(0.1)")
      .chain { $0.moveY(5).easing("ease-in").animate(0.1) }
  }
  .automaticDuration()
}
