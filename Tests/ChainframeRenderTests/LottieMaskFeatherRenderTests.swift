import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Mask feather (`f`): the mask blurred with σ = 0.38 × feather, as skottie draws it.
@Suite("Lottie mask feather drawn")
struct LottieMaskFeatherRenderTests {
  /// A red 100 × 100 solid seen through a square mask over 30…70 with feather `f`.
  ///
  /// An inverted mask's square winds counter-clockwise: lottie-web inverts by joining the path
  /// to a clockwise rectangle filled non-zero, so only the opposite winding cuts a hole.
  static func document(feather f: String, inverted: Bool = false) -> String {
    let corners = inverted ? "[[30, 30], [30, 70], [70, 70], [70, 30]]" : "[[30, 30], [70, 30], [70, 70], [30, 70]]"
    let square =
      #"{"i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "#
      + #""v": \#(corners), "c": true}"#
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [{"ty": 1, "ind": 1, "ip": 0, "op": 10, "st": 0, "sw": 100, "sh": 100, "sc": "#ff0000",
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "hasMask": true,
         "masksProperties": [{"mode": "a", "inv": \(inverted), "pt": {"a": 0, "k": \(square)},
                              "o": {"a": 0, "k": 100}, "f": \(f)}]}]}
      """
  }

  /// Alpha at the square's centre, on its top edge, 8 px outside it, and far outside.
  static func alphas(_ text: String) throws -> (centre: UInt8, edge: UInt8, near: UInt8, far: UInt8, [String]) {
    let dir = TemporaryDirectory()
    let file = dir.write("t.json", text)
    let image = try Composition.load(contentsOf: file).image(atFrame: 0)
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    return (
      image.pixel(x: 50, y: 50).a, image.pixel(x: 50, y: 30).a, image.pixel(x: 50, y: 22).a,
      image.pixel(x: 50, y: 2).a, findings
    )
  }

  @Test("A feathered mask fades across its edge; an unfeathered one cuts it")
  func feather() throws {
    let sharp = try Self.alphas(Self.document(feather: #"{"a": 0, "k": [0, 0]}"#))
    #expect([sharp.centre, sharp.edge, sharp.near, sharp.far] == [255, 255, 0, 0])
    // f 20 px: σ 7.6 px. On the edge about half; 8 px (1.05 σ) outside about 15 %.
    let soft = try Self.alphas(Self.document(feather: #"{"a": 0, "k": [20, 20]}"#))
    #expect(soft.centre >= 250)
    #expect((100...160).contains(soft.edge), "edge \(soft.edge)")
    #expect((10...80).contains(soft.near), "near \(soft.near)")
    #expect(soft.far == 0)
    #expect(soft.4.isEmpty, "\(soft.4)")
  }

  @Test("An inverted feathered mask fades the other way")
  func invertedFeather() throws {
    let soft = try Self.alphas(Self.document(feather: #"{"a": 0, "k": [20, 20]}"#, inverted: true))
    #expect(soft.centre <= 5)
    #expect((95...155).contains(soft.edge), "edge \(soft.edge)")
    #expect((175...245).contains(soft.near), "near \(soft.near)")
    // (The far point is not checked: the composition-sized rectangle lottie-web inverts
    // against is feathered too, and it ends at the canvas edge, 2 px from that point.)
  }

  @Test("An inverted mask whose path winds like the layer's rectangle cuts nothing out, as in lottie-web")
  func invertedSameWinding() throws {
    let text = Self.document(feather: #"{"a": 0, "k": [0, 0]}"#, inverted: true)
      .replacingOccurrences(
        of: "[[30, 30], [30, 70], [70, 70], [70, 30]]", with: "[[30, 30], [70, 30], [70, 70], [30, 70]]")
    let same = try Self.alphas(text)
    #expect(same.centre == 255 && same.far == 255)
  }

  @Test("An animated or uneven feather is reported")
  func reported() throws {
    let animated =
      #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, "#
      + #"{"t": 9, "s": [20, 20]}]}"#
    #expect(try Self.alphas(Self.document(feather: animated)).4.contains { $0.contains("animated mask feather") })
    let uneven = try Self.alphas(Self.document(feather: #"{"a": 0, "k": [10, 30]}"#))
    #expect(uneven.4.contains { $0.contains("differs between x and y") })
  }
}
