import Testing

@testable import ChainframeLottie

/// Text animators' fill hue, saturation and brightness against lottie-web 5.13's HSV shifts.
@Suite("Lottie text animator colours")
struct LottieTextColorTests {
  @Test("Hue, saturation and brightness shift through HSV as lottie-web does")
  func colorShifts() {
    let red = [1.0, 0, 0]
    let green = LottieTextColor.addHue(red, 120)
    #expect(zip(green, [0.0, 1, 0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(green)")
    let pink = LottieTextColor.addSaturation(red, -0.5)
    #expect(zip(pink, [1.0, 0.5, 0.5]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(pink)")
    let dark = LottieTextColor.addBrightness(red, -0.25)
    #expect(zip(dark, [0.75, 0, 0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(dark)")
  }
}
