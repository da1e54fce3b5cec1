import ChainframeModel
import Testing

@Suite("Frame clock")
struct FrameClockTests {
  struct Case: Sendable {
    let fps: Rational
    let duration: Double
    let frames: Int
  }

  static let cases: [Case] = [
    Case(fps: Rational(30), duration: 2, frames: 60),
    Case(fps: Rational(60), duration: 5, frames: 300),
    Case(fps: Rational(30000, 1001), duration: 2, frames: 60),  // 59.94 rounds to 60
    Case(fps: Rational(30000, 1001), duration: 10, frames: 300),  // 299.7 rounds to 300
    Case(fps: Rational(24), duration: 0.01, frames: 1),  // never fewer than one frame
    Case(fps: Rational(25), duration: 1.02, frames: 26),  // 25.5 rounds half away from zero
  ]

  @Test("Frame count is round(duration × fps), at least one", arguments: cases)
  func frameCount(_ c: Case) {
    #expect(FrameClock(fps: c.fps, duration: c.duration).frameCount == c.frames)
  }

  @Test("Frame n is at n × den / num seconds, exactly for whole results")
  func frameTimes() {
    let ntsc = FrameClock(fps: Rational(30000, 1001), duration: 200)
    #expect(ntsc.time(ofFrame: 0) == 0)
    #expect(ntsc.time(ofFrame: 3000) == 100.1)
    let sixty = FrameClock(fps: Rational(60), duration: 1)
    #expect(sixty.time(ofFrame: 30) == 0.5)
  }

  @Test("The frame at or after a time snaps exact frame times instead of skipping them")
  func frameAtTime() {
    let clock = FrameClock(fps: Rational(60), duration: 2)
    #expect(clock.frame(atOrAfter: 0.5) == 30)
    #expect(clock.frame(atOrAfter: 0.501) == 31)
    #expect(clock.frame(atOrAfter: 0.1 + 0.2) == 18)
  }
}
