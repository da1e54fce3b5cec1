import ChainframeModel
import Testing

@testable import ChainframeModel

/// Text animators combined per character as lottie-web 5.13's `TextAnimatorProperty` does
/// (values worked out by hand from its `getMeasures`).
@Suite("Text animator evaluation")
struct TextAnimatorEvaluationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let animator: TextAnimator
    var align = TextStyle.Alignment.left
    /// Per character: opacity, offset x, offset y, scale x, rotation.
    let expected: [[Double]]
    var testDescription: String { name }
  }

  static func animator(_ build: (inout TextAnimator) -> Void) -> TextAnimator {
    var a = TextAnimator()
    build(&a)
    return a
  }

  static let cases: [Case] = [
    Case(
      name: "index units: opacity 0 on characters 1 and 2 of four (index 0 and 3 untouched)",
      text: "abcd",
      animator: animator {
        $0.countsIndexes = true
        $0.start = .constant([1])
        $0.end = .constant([3])
        $0.opacity = .constant([0])
      },
      expected: [[1, 0, 0, 1, 0], [0, 0, 0, 1, 0], [0, 0, 0, 1, 0], [1, 0, 0, 1, 0]]),
    Case(
      name: "percent units: opacity 50 % over the first half blends twice (1 + (0.5·1 − 1)·1)",
      text: "abcd",
      animator: animator {
        $0.end = .constant([50])
        $0.opacity = .constant([0.5])
      },
      expected: [[0.5, 0, 0, 1, 0], [0.5, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0]]),
    Case(
      name: "a half-selected character gets half the position, scale and rotation",
      text: "ab",
      animator: animator {
        $0.countsIndexes = true
        $0.end = .constant([1.5])
        $0.position = .constant([10, 20])
        $0.scale = .constant([3, 3])
        $0.rotation = .constant([90])
      },
      expected: [[1, 10, 20, 3, 90], [1, 5, 10, 2, 45]]),
    Case(
      name: "tracking shifts every character after the first of its line by the sum so far",
      text: "abc\nde",
      animator: animator { $0.tracking = .constant([4]) },
      expected: [
        [1, 0, 0, 1, 0], [1, 4, 0, 1, 0], [1, 8, 0, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 4, 0, 1, 0],
      ]),
    Case(
      name: "centred text moves its lines back by half their tracking plus the first character's share",
      text: "abc",
      animator: animator { $0.tracking = .constant([4]) },
      align: .center,
      // Shifts 4, 8, 12; line shift −6 then −2 for the first character.
      expected: [[1, -4, 0, 1, 0], [1, 0, 0, 1, 0], [1, 4, 0, 1, 0]]),
    Case(
      name: "keyframed end sweeps the range in over time (evaluated at 0.5 s of 0…1 s)",
      text: "abcd",
      animator: animator {
        $0.end = .keyframes([KeyframeStop(time: 0, value: [0]), KeyframeStop(time: 1, value: [100])])
        $0.opacity = .constant([0])
      },
      expected: [[0, 0, 0, 1, 0], [0, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0]]),
  ]

  @Test("Characters get lottie-web's opacity, offset, scale and rotation", arguments: cases)
  func looks(_ c: Case) {
    let evaluation = TextAnimatorEvaluation([c.animator], text: c.text)
    let looks = evaluation.looks(at: 0.5, fill: .black, stroke: .black, align: c.align)
    #expect(looks.count == c.expected.count)
    for (look, e) in zip(looks, c.expected) {
      let got = [look.opacity, look.offset.x, look.offset.y, look.scale.x, look.rotation]
      #expect(zip(got, e).allSatisfy { abs($0 - $1) < 1e-9 }, "\(got) ≠ \(e)")
    }
  }

  @Test("An anchor offset turns the character about the moved point (lottie-web's translate before rotate)")
  func anchorOffset() {
    var a = TextAnimator()
    a.anchor = .constant([10, 0])
    a.rotation = .constant([90])
    let looks = TextAnimatorEvaluation([a], text: "a").looks(at: 0, fill: .black, stroke: .black, align: .left)
    // −R·A with A = (10, 0) turned 90° clockwise: (0, 10), so the offset is (0, −10).
    #expect(abs(looks[0].offset.x) < 1e-9 && abs(looks[0].offset.y + 10) < 1e-9, "\(looks[0].offset)")
  }

  @Test("A fill animator mixes the text's colour towards its own by the selector's factor")
  func fillMix() {
    var a = TextAnimator()
    a.countsIndexes = true
    a.end = .constant([1.5])
    a.fill = .constant([1, 0, 0, 1])
    let looks = TextAnimatorEvaluation([a], text: "ab").looks(
      at: 0, fill: Color(red: 0, green: 0, blue: 1), stroke: .black, align: .left)
    #expect(looks[0].fill == Color(red: 1, green: 0, blue: 0))
    #expect(looks[1].fill == Color(red: 0.5, green: 0, blue: 0.5))
  }
}
