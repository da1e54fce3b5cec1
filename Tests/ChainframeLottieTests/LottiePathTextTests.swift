import Testing

@testable import ChainframeLottie

@Suite("Path text written straight into one string")
struct LottiePathTextTests {
  @Test(
    "every number is written as SceneText.format writes it",
    arguments: [
      0.0, -0.0, 1, -7, 0.5, 1e-4, 9.99e-5, 1e-5, -3.25e-7, 123.456, 445.3253731343283, 1e15 - 0.5, 1e15, 1.5e15,
      9.007199254740993e15, 1e16, 1e300, -1e-300, 5e-324, .infinity, -.infinity, .nan,
    ])
  func numbers(value: Double) {
    var path = LottiePathText()
    path.number(value)
    #expect(path.text == SceneText.format(value.isFinite ? value : 0))
  }

  @Test("random numbers of every magnitude agree with SceneText.format")
  func randomNumbers() {
    var state: UInt64 = 34
    var wrong: [Double] = []
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let mantissa = Double(state >> 11) / Double(1 << 53) * 2 - 1
      let exponent = Int(state % 41) - 20
      let value = mantissa * pow10(exponent)
      var path = LottiePathText()
      path.number(value)
      if path.text != SceneText.format(value) { wrong.append(value) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test("commands are joined as the translator has always written them")
  func commands() {
    var path = LottiePathText()
    path.move(1, 2.5)
    path.line(-3, 0)
    path.cubic(0.25, 1, 2, 3, 4, 5)
    path.close()
    path.move(.nan, 7)
    #expect(path.text == "M1 2.5 L-3 0 C0.25 1 2 3 4 5 Z M0 7")
  }

  private func pow10(_ e: Int) -> Double {
    var v = 1.0
    for _ in 0..<abs(e) { v *= 10 }
    return e < 0 ? 1 / v : v
  }
}
