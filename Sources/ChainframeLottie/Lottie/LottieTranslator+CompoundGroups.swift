/// Shapes in nested groups painted by one style as one compound path, as lottie-web draws
/// them: its svg renderer writes every outline a style paints into that style's single
/// `<path>`, the transforms of the groups in between applied to the points. So a letter's
/// counter in one group cuts the outline in another (the fill rule spans both), the nested
/// groups' opacity does not apply (the path lives in the style's group), and a stroke keeps
/// its width under a scaled group.
extension LottieTranslator {
  /// The outlines of `group` (and of the groups it nests) that `style` paints, as one
  /// compound outline in the space of the list holding the group; nil when a scene group must
  /// draw them instead: a transform that animates, skews or fades; a repeater, an active trim
  /// or anything but outlines, styles, whole trims and such groups inside.
  mutating func compoundInStyleSpace(_ group: LottieJSON, modifiers: [LottieJSON], bake: Bool) -> Outline? {
    let items = (group["it"]?.array ?? []).filter { !$0.bool("hd") }
    guard let tr = items.last(where: { $0["ty"]?.string == "tr" }), let transform = GroupTransform(tr),
      !transform.isAnimated
    else { return nil }
    var parts: [Outline] = []
    for item in items.reversed() {
      let type = item["ty"]?.string ?? ""
      switch type {
      case "sh", "rc", "el", "sr":
        guard let outline = outline(item, modifiers: modifiers, bake: bake) else { continue }
        if case .animated = outline { return nil }
        parts.append(outline)
      case "gr":
        guard let inner = compoundInStyleSpace(item, modifiers: modifiers, bake: bake) else { return nil }
        parts.append(inner)
      case "tm" where Self.isWholeTrim(item):
        continue
      case "tr", "fl", "st", "gf", "gs":
        continue
      default:
        return nil
      }
    }
    guard !parts.isEmpty else { return .path("") }
    let m = transform.matrix(at: animator.timebase.localFrame(ofOutput: 0))
    return Self.mapped(Self.compound(Array(parts.reversed()))) { Self.moved($0, m) }
  }
}
