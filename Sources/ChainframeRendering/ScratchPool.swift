/// Reuses scratch surfaces: effects nest (a blurred layer inside a masked group), so each
/// nesting level takes the next free surface and gives it back when done.
final class ScratchPool {
  private var free: [Scratch] = []
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  func acquire() throws(RenderError) -> Scratch {
    if let scratch = free.popLast() { return scratch }
    return try Scratch(width: width, height: height)
  }

  func release(_ scratch: Scratch) { free.append(scratch) }
}
