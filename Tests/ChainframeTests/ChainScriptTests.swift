import Chainframe
import Testing

/// ChainScript records ChainBuilder's vocabulary: each script parses to the chain the builder
/// makes from the same calls.
@Suite("Chain scripts")
struct ChainScriptTests {
  static let cases: [(sentence: String, script: ChainScript, builder: Chain)] = [
    (
      "A move, an easing, a link and a physics spring",
      ChainScript().moveX(360).easeOut.thenAfter(0.8).rotate(90).spring(bounciness: 12, speed: 10).animate(1.2),
      ChainBuilder().moveX(360).easeOut.thenAfter(0.8).rotate(90).spring(SpringParameters(bounciness: 12, speed: 10))
        .animate(1.2)
    ),
    (
      "A wait, absolute values and JH's spring easing",
      ChainScript().wait(0.4).makeOpacity(1).makeScale(2).springEasing.makePosition(10, 20).animate(1),
      ChainBuilder().wait(0.4).makeOpacity(1).makeScale(2).springEasing.makePosition(10, 20).animate(1)
    ),
    (
      "Transforms, anchors and Penner easings",
      ChainScript().transformScale(2).transformXY(3, 4).easeInOutCubic.anchorTopLeft.thenAfter(0.5)
        .transformIdentity.easeOutBounce.animate(0.5),
      ChainBuilder().transformScale(2).transformXY(3, 4).easing(.easeInOutCubic).anchorTopLeft.thenAfter(0.5)
        .transformIdentity.easing(.easeOutBounce).animate(0.5)
    ),
    (
      "Colours, repeats and a stiffness spring",
      ChainScript().makeFill("#ff0000").spring(stiffness: 170, damping: 26).repeat(3).animate(0.4),
      ChainBuilder().makeFill(Color(red: 1, green: 0, blue: 0)).spring(SpringParameters(stiffness: 170, damping: 26))
        .repeat(3).animate(0.4)
    ),
    (
      "Polar moves and size changes",
      ChainScript().movePolar(10, 45).moveWidth(5).makeHeight(8).animateWithRepeat(0.3, 2),
      ChainBuilder().movePolar(10, 45).moveWidth(5).makeHeight(8).animateWithRepeat(0.3, 2)
    ),
  ]

  @Test("A chain script parses to the chain ChainBuilder makes from the same calls", arguments: cases.indices)
  func sameChain(index: Int) throws {
    let (sentence, script, built) = Self.cases[index]
    let parsed = try script.chain().get()
    let difference = ModelDifference.first(parsed, built, path: "chain")
    #expect(difference == nil, "\(sentence) (\(script)): \(difference ?? "")")
  }

  @Test("A chain script writes the chain-string text scene files use")
  func text() {
    let script = ChainScript().moveX(360).easeOut.thenAfter(0.8).rotate(90).spring(bounciness: 12, speed: 10)
      .animate(1.2)
    #expect(script.text == "moveX(360).easeOut.thenAfter(0.8).rotate(90).springPhysics(12, 10).animate(1.2)")
    #expect(ChainScript().moveOnPath("M0 0 L 10 0").animate(1).text == "moveOnPath(\"M0 0 L 10 0\").animate(1)")
  }
}
