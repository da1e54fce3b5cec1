import Chainframe

/// Swift DSL twins of the scenes in Examples/: each builds the scene its YAML file writes.
enum ExampleTwins {
  /// Examples/hello.yaml.
  static let hello = SceneDocument(width: 640, height: 360, fps: 30, duration: 2, background: "#14161c") {
    Rectangle(id: "card", size: [160, 160], cornerRadius: 24, fill: "#2f8cff")
      .position(160, 180)
      .animations(
        .basic(.positionX, from: 160, to: 480, duration: 1.5, easing: .linear),
        .basic(.rotation, from: 0, to: 90, duration: 1.5, easing: .linear, delay: 0.25),
        .basic(.opacity, from: 0.2, to: 1, duration: 1, easing: .linear))
    Rectangle(id: "bar", size: [0, 12], cornerRadius: 6, fill: "#ffb020")
      .position(320, 320)
      .animation(.basic(.sizeWidth, to: 560, duration: 2, easing: .linear))
  }

  /// Examples/chain.yaml.
  static let chain = SceneDocument(width: 640, height: 360, fps: 60, duration: 3, background: "#101218") {
    Rectangle(id: "card", size: [120, 80], cornerRadius: 12, fill: "#2f8cff")
      .position(100, 120)
      .chain { $0.moveX(300).easeOutBounce.thenAfter(0.8).rotate(90).springEasing.animate(1.0) }
    Rectangle(id: "dot", size: [40, 40], cornerRadius: 20, fill: "#ffb020")
      .position(80, 260)
      .animation(.spring(.positionX, to: 560, bounciness: 12, speed: 5))
      .animation(
        .basic(.opacity, from: 1, to: 0.4, duration: 0.5, easing: .easeInOut, delay: 1).autoreverses().repeatCount(2))
    Rectangle(id: "puck", size: [24, 24], fill: "#40d080")
      .position(80, 320)
      .animation(.decay(.positionX, velocity: 900))
  }

  /// Examples/bar-chart.yaml: the bars come from a loop.
  static let barChart = SceneDocument(width: 640, height: 360, fps: 30, duration: 3, background: "#ffffff") {
    Rectangle(id: "axis", size: [520, 2], fill: "#94a3b8").position(320, 300)
    let bars: [(height: Double, delay: Double)] = [(120, 0.2), (180, 0.35), (90, 0.5), (220, 0.65)]
    for (i, bar) in bars.enumerated() {
      Rectangle(id: "q\(i + 1)", size: [64, 0], cornerRadius: 6, fill: "#0ea5e9")
        .position(140 + 90 * Double(i), 300)
        .anchor(0.5, 1)
        .animation(
          .basic(.sizeHeight, to: .number(bar.height), duration: 0.8, easing: .penner(.easeOutCubic), delay: bar.delay))
    }
    Rectangle(id: "q5", size: [64, 0], cornerRadius: 6, fill: "#f97316")
      .position(500, 300)
      .anchor(0.5, 1)
      .animation(.basic(.sizeHeight, to: 250, duration: 1.0, easing: "easeOutBack", delay: 0.8))
    Text("Revenue by quarter", id: "label", font: Font("DejaVu Sans", size: 22).bold, align: .center, fill: "#0f172a")
      .position(320, 40)
  }

  /// Examples/kinetic-type.yaml.
  static let kineticType = SceneDocument(width: 960, height: 540, fps: 30, duration: 3, background: "#111827") {
    let font = Font("DejaVu Sans", size: 96, weight: 700)
    Text("MAKE", id: "w1", font: font, align: .center, fill: "#f9fafb")
      .position(480, 200)
      .scale(0)
      .animation(.spring(.scale, to: [1, 1], bounciness: 16, speed: 14))
    Text("IT", id: "w2", font: font, align: .center, fill: "#facc15")
      .position(480, 310)
      .scale(0)
      .rotation(-12)
      .animations(
        .spring(.scale, to: [1, 1], bounciness: 16, speed: 14, delay: 0.35),
        .basic(.rotation, to: 0, duration: 0.5, easing: .penner(.easeOutBack), delay: 0.35))
    Text("MOVE", id: "w3", font: font, align: .center, fill: "#f9fafb")
      .position(480, 420)
      .opacity(0)
      .chain {
        $0.wait(0.7).makeOpacity(1).moveX(-40).easeOutExpo.thenAfter(0.6).moveX(40).easeInOutCubic.animate(0.6)
      }
  }

  /// Examples/loading-spinner.yaml: eight dots, each with its own keyframes.
  static let loadingSpinner = SceneDocument(width: 120, height: 120, fps: 25, duration: 1, background: "transparent") {
    let dots: [(x: Double, y: Double, stops: [(Double, Double)])] = [
      (60, 24, [(0, 1), (0.6, 0.25)]),
      (85.5, 34.5, [(0, 0.25), (0.125, 1), (0.725, 0.25), (1, 0.25)]),
      (96, 60, [(0, 0.25), (0.25, 1), (0.85, 0.25), (1, 0.25)]),
      (85.5, 85.5, [(0, 0.3), (0.375, 1), (0.975, 0.25), (1, 0.3)]),
      (60, 96, [(0, 0.4), (0.1, 0.25), (0.5, 1), (1, 0.4)]),
      (34.5, 85.5, [(0, 0.55), (0.225, 0.25), (0.625, 1), (1, 0.55)]),
      (24, 60, [(0, 0.7), (0.35, 0.25), (0.75, 1), (1, 0.7)]),
      (34.5, 34.5, [(0, 0.85), (0.475, 0.25), (0.875, 1), (1, 0.85)]),
    ]
    for (i, dot) in dots.enumerated() {
      Rectangle(id: "d\(i)", size: [14, 14], cornerRadius: 7, fill: "#3b82f6")
        .position(dot.x, dot.y)
        .opacity(0.25)
        .animation(
          .keyframes(.opacity, dot.stops.map { Keyframe(time: $0.0, value: .number($0.1)) }).repeatForever())
    }
  }

  /// Examples/logo-reveal.yaml.
  static let logoReveal = SceneDocument(width: 640, height: 360, fps: 30, duration: 3, background: "#0d1117") {
    Rectangle(id: "mark", size: [96, 96], cornerRadius: 24, fill: "#58a6ff")
      .position(220, 180)
      .scale(0)
      .rotation(-45)
      .animations(
        .spring(.scale, to: [1, 1], bounciness: 12, speed: 8),
        .basic(.rotation, to: 0, duration: 0.8, easing: .penner(.easeOutBack), delay: 0.2))
    Rectangle(id: "dot", size: [28, 28], cornerRadius: 14, fill: "#0d1117")
      .position(220, 180)
      .scale(0)
      .animation(.spring(.scale, to: [1, 1], bounciness: 8, speed: 10, delay: 0.5))
    Text("Chainframe", id: "wordmark", font: Font(size: 44).bold, fill: "white")
      .position(290, 196)
      .opacity(0)
      .chain("wait(0.9).makeOpacity(1).easeOut.moveX(12).easeOut.animate(0.6)")
  }
}
