import Chainframe

extension ExampleTwins {
  /// Examples/lower-third.yaml, with the same variables.
  static let lowerThird = SceneDocument(width: 960, height: 540, fps: 30, duration: 4, background: "#1f2933") {
    Rectangle(id: "plate", size: [0, 84], fill: "#000000b3")
      .position(40, 440)
      .anchor(0, 0.5)
      .chain { $0.makeWidth(520).easeOutCubic.thenAfter(0.6).wait(2.2).makeWidth(0).easeInCubic.animate(0.5) }
    Rectangle(id: "accent", size: [8, 0], fill: "${accent}")
      .position(40, 440)
      .anchor(0, 0.5)
      .chain { $0.makeHeight(84).easeOutBack.thenAfter(0.4).wait(2.6).makeHeight(0).animate(0.3) }
    Text("${name}", id: "name", font: Font(size: 32).bold)
      .position(40, 436)
      .opacity(0)
      .chain {
        $0.wait(0.3).makeOpacity(1).moveX(24).easeOutCubic.thenAfter(0.5).wait(1.9).makeOpacity(0).animate(0.4)
      }
    Text("${role}", id: "role", font: Font(size: 20), fill: "#cbd2d9")
      .position(40, 468)
      .opacity(0)
      .chain {
        $0.wait(0.45).makeOpacity(1).moveX(24).easeOutCubic.thenAfter(0.5).wait(1.75).makeOpacity(0).animate(0.4)
      }
  }
  .vars(["name": "Ada Lovelace", "role": "Analyst, Engine Project", "accent": "#ff6b35"])

  /// Examples/motion-blur.yaml.
  static let motionBlur = SceneDocument(
    width: 640, height: 360, fps: 30, duration: 2, background: "#0d1117",
    motionBlur: MotionBlur(shutterAngle: 180, shutterPhase: -90, samples: 16)
  ) {
    Ellipse(id: "ball", size: [56, 56], fill: "#f97316")
      .position(60, 110)
      .animation(
        .basic(.positionX, from: 60, to: 580, duration: 0.8, easing: .easeInOut).autoreverses().repeatCount(1))
    Rectangle(id: "bar", size: [160, 18], cornerRadius: 9, fill: "#58a6ff")
      .position(470, 250)
      .animation(.basic(.rotation, from: 0, to: 720, duration: 2, easing: .linear))
    Rectangle(id: "card", size: [200, 90], cornerRadius: 14, fill: "#e5e7eb")
      .position(-120, 250)
      .animation(.spring(.positionX, to: 170, stiffness: 170, damping: 14, delay: 0.2))
    Text("motionBlur", id: "title", font: Font(size: 28).bold, align: .center, fill: "#ffffff")
      .position(320, 40)
      .motionBlur(false)
  }

  /// Examples/product-card.yaml.
  static let productCard = SceneDocument(width: 540, height: 540, fps: 30, duration: 3, background: "#f1f5f9") {
    Rectangle(id: "card", size: [360, 420], cornerRadius: 28, fill: "white")
      .position(270, 700)
      .animation(.spring(.positionY, to: 270, stiffness: 170, damping: 16))
    Rectangle(id: "image", size: [312, 200], cornerRadius: 18, fill: "#a5b4fc")
      .position(270, 700)
      .animation(.spring(.positionY, to: 196, stiffness: 170, damping: 16, delay: 0.05))
    Text("Trail Runner 2", id: "title", font: Font("DejaVu Sans", size: 28).bold, fill: "#0f172a")
      .position(130, 345)
      .opacity(0)
      .animation(.basic(.opacity, to: 1, duration: 0.4, easing: .easeOut, delay: 0.5))
    Text("$129", id: "price", font: Font("DejaVu Sans", size: 24), fill: "#475569")
      .position(130, 385)
      .opacity(0)
      .animation(.basic(.opacity, to: 1, duration: 0.4, easing: .easeOut, delay: 0.7))
    Rectangle(id: "button", size: [312, 52], cornerRadius: 26, fill: "#4f46e5")
      .position(270, 440)
      .scale(0)
      .animations(
        .spring(.scale, to: [1, 1], bounciness: 14, speed: 10, delay: 0.9),
        .basic(.fill, from: "#4f46e5", to: "#6366f1", duration: 0.5, easing: .easeInOut, delay: 1.8)
          .autoreverses().repeatCount(1))
  }

  /// Examples/product-demo.yaml: gradient, group, masked video, a component, audio clips and
  /// captions.
  static let productDemo = SceneDocument(width: 640, height: 360, fps: 30, duration: 6, background: "#101522") {
    Rectangle(id: "backdrop", size: [640, 360])
      .position(320, 180)
      .fill(.linear(from: (0, 0), to: (1, 1), colors: ["#101522", "#22304f"]))
    Group(id: "device", size: [360, 240]) {
      Rectangle(id: "bezel", size: [360, 240], cornerRadius: 18, fill: "#05070d")
        .position(180, 120)
        .stroke("#3a4766", width: 2)
      Ellipse(id: "camera", size: [6, 6], fill: "#3a4766").position(180, 10)
      Video(id: "screen", src: "product-demo/screen.mp4", size: [320, 200], start: 0.3, trim: [0, 4], loop: true)
        .position(180, 124)
        .mask {
          Rectangle(size: [320, 200], cornerRadius: 6, fill: "white").position(160, 100)
        }
    }
    .position(320, 170)
    .scale(0.9)
    .animation(.basic(.scale, from: [0.9, 0.9], to: [1, 1], duration: 0.8, easing: .penner(.easeOutCubic)))
    Text("Dashboard 2.0", id: "title", font: Font(size: 22).bold, align: .center, fill: "#ffffff")
      .position(320, 36)
      .chain { $0.makeOpacity(0).makeOpacity(1).easeOut.animate(0.6) }
    Include(
      id: "lt", src: "product-demo/lower-third.yaml", vars: ["name": "Grace Hopper", "role": "Head of Product"],
      start: 3.3)
  }
  .version(1)
  .captions(file: "product-demo/talk.srt") { $0.font(Font("DejaVu Sans", size: 18)).position(320, 346) }
  .audioClip(file: "product-demo/voice.ogg", start: 0.8, fadeOut: 0.3)
  .audioClip(file: "product-demo/whoosh.ogg", start: 3.3, volume: 0.6)

  /// Examples/lottie-badge/badge.yaml: one Lottie file placed twice, by marker, once looping.
  static let lottieBadge = SceneDocument(width: 1280, height: 720, fps: 30, duration: 4, background: "#14161c") {
    Lottie(id: "pop", src: "badge.json", size: [240, 240], start: 0.3, segment: "pop")
      .position(400, 360)
    Lottie(id: "pulse", src: "badge.json", size: [240, 240], start: 1.3, loop: true, segment: .marker("pulse"))
      .position(400, 360)
    Text("Build passed", font: Font(size: 72).bold, fill: "#ffffff")
      .anchor(0, 0.5)
      .position(560, 360)
      .animations(
        .basic(.opacity, from: 0, to: 1, duration: 0.5, delay: 0.6),
        .basic(.position, from: [600, 360], to: [560, 360], duration: 0.5, easing: "easeOut", delay: 0.6))
  }

  /// Every twin with the example file it stands for.
  static let all: [(file: String, document: SceneDocument)] = [
    ("hello", hello), ("chain", chain), ("bar-chart", barChart), ("kinetic-type", kineticType),
    ("loading-spinner", loadingSpinner), ("logo-reveal", logoReveal), ("lower-third", lowerThird),
    ("motion-blur", motionBlur), ("product-card", productCard), ("product-demo", productDemo),
    ("lottie-badge/badge", lottieBadge),
  ]
}
