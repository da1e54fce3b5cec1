import Testing

@testable import ChainframeModel

/// The typed accessors' slot literals: each must be where the property table puts its
/// property, or every accessor would read another property's value.
@Suite("Layer state slots")
struct LayerStateSlotTests {
  @Test(
    "Every accessor's slot literal is the property table's slot",
    arguments: [
      (LayerState.Slot.position, AnimatableProperty.position), (LayerState.Slot.size, .size),
      (LayerState.Slot.scale, .scale), (LayerState.Slot.rotation, .rotation), (LayerState.Slot.skew, .skewX),
      (LayerState.Slot.anchor, .anchor), (LayerState.Slot.opacity, .opacity), (LayerState.Slot.fill, .fill),
      (LayerState.Slot.stroke, .stroke), (LayerState.Slot.strokeWidth, .strokeWidth),
      (LayerState.Slot.cornerRadius, .cornerRadius), (LayerState.Slot.trimStart, .trimStart),
      (LayerState.Slot.trimEnd, .trimEnd), (LayerState.Slot.trimOffset, .trimOffset),
      (LayerState.Slot.blur, .blur), (LayerState.Slot.dashOffset, .dashOffset),
      (LayerState.Slot.shadowColor, .shadowColor), (LayerState.Slot.shadowOffset, .shadowOffset),
      (LayerState.Slot.shadowBlur, .shadowBlur),
    ])
  func literalMatchesTable(slot: Int, property: AnimatableProperty) {
    #expect(slot == property.slot, "\(property)")
  }

  @Test("The literals cover the fixed slots")
  func fixedSlots() {
    #expect(LayerState.Slot.shadowBlur + 1 == LayerState.slotCount)
  }
}
