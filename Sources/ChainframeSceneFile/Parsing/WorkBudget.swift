import ChainframeModel

/// Charges each decoded layer's work against ``SceneBudgets`` (layer-frames, animated values,
/// segments), so a scene that would take hours or gigabytes to compile or draw is refused
/// while it is decoded, at the first layer that passes a budget.
enum WorkBudget {
  static func charge(_ layer: Layer, node: SceneNode, path: String, context: DecodingContext) {
    guard !context.workExceeded else { return }
    let budgets = context.budgets
    let frames = max(context.frameCount, 1)
    // Text pieces are children made by the split, not decoded layers: charge them here.
    let pieces = layer.shape == .text ? layer.children : []
    var components = animatedComponents(layer)
    var segments = segmentCount(layer)
    for piece in pieces {
      components += animatedComponents(piece)
      segments += segmentCount(piece)
    }
    let (values, overflow) = components.multipliedReportingOverflow(by: frames)
    context.trackValues = overflow ? Int.max : context.trackValues.addingReportingOverflow(values).partialValue
    context.segmentCount += segments
    let (layerFrames, overflow2) = context.layerCount.multipliedReportingOverflow(by: frames)
    let advice = "split the scene or shorten it"
    if overflow2 || layerFrames > budgets.maxLayerFrames {
      exceed(
        node, path, context,
        "the scene needs more than \(NodeConverter.format(budgets.maxLayerFrames)) layer-frames (the limit): "
          + "\(NodeConverter.format(context.layerCount)) layers so far × \(NodeConverter.format(frames)) frames",
        hint: "\(advice) (SceneBudgets.maxLayerFrames)")
    } else if context.trackValues > budgets.maxTrackValues || context.trackValues < 0 {
      exceed(
        node, path, context,
        "the scene animates more than \(NodeConverter.format(budgets.maxTrackValues)) values (frames × animated components, the limit); "
          + "compiling it would need more than \(budgets.maxTrackValues / (1 << 27)) GiB",
        hint: "\(advice) (SceneBudgets.maxTrackValues)")
    } else if context.segmentCount > budgets.maxSegments {
      exceed(
        node, path, context,
        "the scene has more than \(NodeConverter.format(budgets.maxSegments)) animation segments (animations, chain link runs and keyframe stops; the limit)",
        hint: "use fewer repeats or links, or \(advice) (SceneBudgets.maxSegments)")
    }
  }

  private static func exceed(
    _ node: SceneNode, _ path: String, _ context: DecodingContext, _ message: String, hint: String
  ) {
    context.workExceeded = true
    context.report(node, path, message, hint: hint)
  }

  /// Components of the distinct properties a layer animates (an upper bound of what its
  /// tracks store per frame): the number of distinct state slots written.
  static func animatedComponents(_ layer: Layer) -> Int {
    var slots = SlotSet()
    for spec in layer.animations { slots.insert(spec.property) }
    for chain in layer.chains {
      for link in chain.links {
        for step in link.steps {
          switch step.operation {
          case .make(let p, _), .move(let p, _): slots.insert(p)
          case .scaleBy: slots.insert(AnimatableProperty.scale)
          case .translateLocal, .moveOnPath:
            slots.insert(AnimatableProperty.position)
            slots.insert(AnimatableProperty.rotation)
          case .transformIdentity:
            for p in [
              AnimatableProperty.scale, AnimatableProperty.rotation, AnimatableProperty.skewX, AnimatableProperty.skewY,
            ] { slots.insert(p) }
          case .anchor:
            slots.insert(AnimatableProperty.anchor)
            slots.insert(AnimatableProperty.position)
          }
        }
      }
    }
    return slots.count
  }

  /// A small set of state slot indices (a bit set; no hashing of property names).
  private struct SlotSet {
    var bits: [UInt64] = [0, 0, 0, 0]
    mutating func insert(_ property: AnimatableProperty) {
      for slot in property.slots where slot >= 0 {
        let word = slot / 64
        while word >= bits.count { bits.append(0) }
        bits[word] |= 1 << UInt64(slot % 64)
      }
    }
    var count: Int { bits.reduce(0) { $0 + $1.nonzeroBitCount } }
  }

  /// Segments a layer compiles to: one per animation and keyframe stop, one per operation
  /// per run of each chain link.
  static func segmentCount(_ layer: Layer) -> Int {
    var count = 0
    for spec in layer.animations {
      count += 1
      if case .keyframes(let stops) = spec.kind { count += stops.count }
    }
    for chain in layer.chains {
      for link in chain.links { count += max(link.repeatCount, 1) * max(link.steps.count, 1) }
    }
    return count
  }
}
