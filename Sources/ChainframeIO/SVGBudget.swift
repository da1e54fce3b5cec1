import ChainframeModel
import Foundation

/// How many elements an SVG file draws once every `<use>` is expanded, counted from its text
/// before librsvg parses it: a 2 KB file whose groups each `<use>` the previous one ten times
/// draws 10^10 elements and is otherwise caught only in the middle of a render.
///
/// The scan is a small tag reader (comments, CDATA, processing instructions and the doctype
/// are skipped); each element weighs 1 plus its children, a `<use>` weighs what it references,
/// and a reference cycle weighs infinitely much.
package enum SVGBudget {
  /// The most elements a drawn SVG may expand to.
  package static let maxDrawnElements = 1_000_000
  /// The largest SVG file read, in bytes.
  package static let maxFileBytes = 32 << 20

  /// Why the SVG file at `path` may not be drawn, or nil when it is within budget (or cannot
  /// be read: librsvg then reports the file itself).
  package static func problem(ofFileAt path: String) -> String? {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maxFileBytes { return "the SVG file is \(size) bytes, more than the limit of \(maxFileBytes)" }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return problem(of: [UInt8](data))
  }

  /// Why the SVG text `bytes` may not be drawn, or nil.
  package static func problem(of bytes: [UInt8]) -> String? {
    let tree = SVGTagTree(bytes)
    let drawn = tree.drawnElements(limit: maxDrawnElements)
    if drawn > maxDrawnElements {
      return "its <use> references expand to more than \(maxDrawnElements) drawn elements "
        + "(\(tree.elementCount) written); flatten the nested <use> elements"
    }
    return nil
  }
}
