import ChainframeModel
import ChainframeTestSupport
import Testing

@Suite("Timing functions")
struct TimingFunctionTests {
  // Source: Chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, CubicBezierTest.Basic
  // (CubicBezier(0.25, 0.0, 0.75, 1.0), epsilon 0.00015).
  static let chromiumBasic: [(Double, Double)] = [
    (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235),
    (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238),
    (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021),
    (0.9, 0.96021), (0.95, 0.98863), (1, 1),
  ]

  // Source: the same file, CubicBezierTest.UnclampedYValues (CubicBezier(0.5, -1.0, 0.5, 2.0)).
  static let chromiumUnclamped: [(Double, Double)] = [
    (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
    (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.5),
    (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232),
    (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
  ]

  @Test("cubic-bezier matches Chromium's published values")
  func chromiumValues() {
    let basic = TimingFunction.cubicBezier(0.25, 0, 0.75, 1)
    for (x, y) in Self.chromiumBasic { #expect(abs(basic.value(at: x) - y) < 0.00015, "x=\(x)") }
    let unclamped = TimingFunction.cubicBezier(0.5, -1, 0.5, 2)
    for (x, y) in Self.chromiumUnclamped { #expect(abs(unclamped.value(at: x) - y) < 0.00015, "x=\(x)") }
    // Exact cases from the same test.
    #expect(TimingFunction.cubicBezier(0.5, 1, 0.5, 1).value(at: 0.5) == 0.875)
    #expect(TimingFunction.cubicBezier(0.5, 2, 0.5, 2).value(at: 0.5) == 1.625)
    #expect(TimingFunction.cubicBezier(0.5, -1, 0.5, -1).value(at: 0.5) == -0.625)
  }

  @Test("The x solver is good to 1e-7 at every frame of a 10 s, 60 fps animation for assorted curves")
  func solverPrecision() {
    // Chromium's CommonEasingFunctions / ControlPointsOutsideUnitSquare curves plus POP's default.
    let curves: [(Double, Double, Double, Double)] = [
      (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
      (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2, 1, -1.5), (0, 4, 1, -3), (0, 0, 0, 0), (1, 1, 1, 1),
    ]
    for (x1, y1, x2, y2) in curves {
      let bezier = UnitBezier(x1, y1, x2, y2)
      for frame in 0...600 {
        let x = Double(frame) / 600
        let t = bezier.solveCurveX(x, epsilon: 1e-9)
        #expect(abs(bezier.point(at: t).x - x) < 1e-7, "curve (\(x1),\(y1),\(x2),\(y2)) frame \(frame)")
      }
    }
  }

  @Test("cubic-bezier x is monotone for any x1, x2 in 0...1")
  func monotone() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let c = (rng.unit(), rng.unit() * 4 - 2, rng.unit(), rng.unit() * 4 - 2)
      let bezier = UnitBezier(c.0, c.1, c.2, c.3)
      var previous = -Double.infinity
      for i in 0...100 {
        let x = bezier.point(at: Double(i) / 100).x
        #expect(x >= previous - 1e-12)
        previous = x
      }
    }
  }

  struct StepCase: Sendable {
    let text: String
    let samples: [(x: Double, y: Double)]
  }

  // Source: CSS Easing Functions Level 1, §3.1 "Step easing functions" (the step-position
  // definitions and their figures): jump-start jumps at 0, jump-end at 1, jump-none at
  // neither (n−1 intervals), jump-both at both (n+1 intervals).
  static let stepCases: [StepCase] = [
    StepCase(text: "steps(4, jump-end)", samples: [(0, 0), (0.24, 0), (0.25, 0.25), (0.5, 0.5), (0.99, 0.75), (1, 1)]),
    StepCase(text: "steps(4)", samples: [(0.3, 0.25), (1, 1)]),
    StepCase(text: "steps(4, jump-start)", samples: [(0, 0.25), (0.24, 0.25), (0.25, 0.5), (0.99, 1), (1, 1)]),
    StepCase(text: "steps(4, start)", samples: [(0, 0.25)]),
    StepCase(text: "steps(5, jump-none)", samples: [(0, 0), (0.19, 0), (0.2, 0.25), (0.8, 1), (1, 1)]),
    StepCase(text: "steps(3, jump-both)", samples: [(0, 0.25), (0.34, 0.5), (0.67, 0.75), (1, 1)]),
    StepCase(text: "step-start", samples: [(0, 1), (0.5, 1)]),
    StepCase(text: "step-end", samples: [(0, 0), (0.99, 0), (1, 1)]),
  ]

  @Test("steps() follows the CSS step positions", arguments: stepCases)
  func steps(_ c: StepCase) throws {
    let timing = try TimingFunctionParser.parse(c.text).get()
    for s in c.samples { #expect(timing.value(at: s.x) == s.y, "\(c.text) at \(s.x)") }
  }

  // Source: CSS Easing Functions Level 2, §2 "linear() easing": `linear(0, 0.25 75%, 1)` puts
  // 0.25 at 75 %; missing inputs spread evenly; two inputs on one point make a flat run.
  @Test("linear() interpolates its points, fills missing inputs and keeps flat runs")
  func linearPoints() throws {
    let a = try TimingFunctionParser.parse("linear(0, 0.25 75%, 1)").get()
    #expect(a.value(at: 0.75) == 0.25)
    #expect(a.value(at: 0.375) == 0.125)
    #expect(a.value(at: 0.875) == 0.625)
    let b = try TimingFunctionParser.parse("linear(0, 0.5 25% 75%, 1)").get()
    #expect(b.value(at: 0.5) == 0.5)
    #expect(b.value(at: 0.125) == 0.25)
    let c = try TimingFunctionParser.parse("linear(0, 0.2, 0.6, 1)").get()
    #expect(abs(c.value(at: 1.0 / 3) - 0.2) < 1e-12)
  }

  // Source: d3-ease, test/back-test.js and test/bounce-test.js (d3's back uses Penner's
  // s = 1.70158 and its bounce Penner's 7.5625 / 2.75 pieces), tolerance 1e-6 as d3's inDelta.
  static let d3BackIn: [Double] = [
    0, -0.014314, -0.046451, -0.080200, -0.099352, -0.087698, -0.029028, 0.092868, 0.294198, 0.591172, 1,
  ]
  static let d3BounceIn: [Double] = [
    0, 0.011875, 0.060000, 0.069375, 0.227500, 0.234375, 0.090000, 0.319375, 0.697500, 0.924375, 1,
  ]

  @Test("Penner back and bounce match d3-ease's published test values")
  func d3Values() {
    for (i, want) in Self.d3BackIn.enumerated() {
      let x = Double(i) / 10
      #expect(abs(PennerEasing.easeInBack.value(at: x) - want) < 1e-6, "easeInBack(\(x))")
      // d3's generic out(f)(t) = 1 − f(1 − t) holds for Penner's OutBack.
      #expect(abs(PennerEasing.easeOutBack.value(at: 1 - x) - (1 - want)) < 1e-6, "easeOutBack(\(1 - x))")
    }
    for (i, want) in Self.d3BounceIn.enumerated() {
      let x = Double(i) / 10
      #expect(abs(PennerEasing.easeInBounce.value(at: x) - want) < 1e-6, "easeInBounce(\(x))")
      #expect(abs(PennerEasing.easeOutBounce.value(at: 1 - x) - (1 - want)) < 1e-6, "easeOutBounce(\(1 - x))")
    }
  }

  // Source: Penner's definitions as shipped by JH (seed-libraries.md §2.7 sample table,
  // computed from the formulas; d3 normalises its exp and elastic differently, so its tests
  // do not apply to these three).
  static let pennerTable: [(PennerEasing, [Double])] = [
    (.easeInOutQuad, [0.125, 0.5, 0.875]), (.easeOutCubic, [0.578125, 0.875, 0.984375]),
    (.easeInSine, [0.076120, 0.292893, 0.617317]), (.easeInExpo, [0.005524, 0.03125, 0.176777]),
    (.easeOutElastic, [0.911612, 1.015625, 1.005524]), (.easeInElastic, [-0.005524, -0.015625, 0.088388]),
    (.easeInOutElastic, [0.011969, 0.5, 0.988031]), (.easeOutBack, [0.817410, 1.087697, 1.064137]),
    (.easeInOutBack, [-0.099682, 0.5, 1.099682]), (.easeOutBounce, [0.472656, 0.765625, 0.972656]),
    (.easeInBounce, [0.027344, 0.234375, 0.527344]), (.easeInOutBounce, [0.117188, 0.5, 0.882812]),
  ]

  @Test("Penner functions give the reference values at 1/4, 1/2 and 3/4")
  func pennerTableValues() {
    for (easing, values) in Self.pennerTable {
      for (i, want) in values.enumerated() {
        let x = Double(i + 1) / 4
        #expect(abs(easing.value(at: x) - want) < 1e-6, "\(easing.rawValue)(\(x))")
      }
    }
  }

  @Test("Every easing maps 0 to 0 and 1 to 1", arguments: TimingFunctionParser.names)
  func endpoints(_ name: String) throws {
    let timing = try TimingFunctionParser.parse(name).get()
    if name == "step-start" { return }  // CSS: already at its only step at 0
    #expect(timing.value(at: 0) == 0, "\(name)(0)")
    #expect(timing.value(at: 1) == 1, "\(name)(1)")
  }

  @Test("JH's keywords map to their Penner functions")
  func keywords() throws {
    let expected: [(String, PennerEasing)] = [
      ("easeIn", .easeInQuad), ("easeOut", .easeOutQuad), ("easeInOut", .easeInOutQuad),
      ("easeBack", .easeOutBack), ("spring", .easeOutElastic), ("bounce", .easeOutBounce),
    ]
    for (keyword, easing) in expected {
      #expect(try TimingFunctionParser.parse(keyword).get() == .penner(easing))
    }
    #expect(PennerEasing.allCases.count == 31)
  }

  @Test("Bad easing text explains itself")
  func errors() {
    for (text, fragment) in [
      ("cubic-bezier(1.2, 0, 0.5, 1)", "x1 and x2 must be in 0...1"), ("cubic-bezier(0, 0, 1)", "needs 4 numbers"),
      ("steps(0)", "at least 1"), ("steps(1, jump-none)", "at least 2"),
      ("steps(3, jump-middle)", "unknown step position"),
      ("easeOutBounc", "did you mean 'easeOutBounce'?"), ("linear(0)", "at least 2 points"),
    ] {
      guard case .failure(let f) = TimingFunctionParser.parse(text) else {
        Issue.record("\(text) parsed")
        continue
      }
      #expect((f.message + " " + f.hint).contains(fragment), "\(text): \(f)")
    }
  }
}
