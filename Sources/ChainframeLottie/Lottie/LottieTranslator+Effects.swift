import ChainframeModel
import Foundation

/// Layer effects (`ef`) that lottie-web's svg renderer (the reference player) draws and a scene
/// can say: Fill (21), Tint (20), Tritone (23), Levels (Individual Controls, 24), Drop Shadow
/// (25) and Gaussian Blur (29), with lottie-web's constants (Stroke, 22, and Set Matte, 28,
/// are applied where the layer is put together).
/// Expression controls (sliders, points, checkboxes: type 5 named "… Control") draw nothing in
/// any player and are skipped; every other effect is reported with its name.
extension LottieTranslator {
  /// What a layer's effects add: content wrapped by a Fill, and a blur entry (with its
  /// animation) for the layer's own group.
  struct EffectResult {
    var content: [SceneText]
    var entries: [(SceneKey, SceneText)] = []
    var animations: [SceneText] = []
  }

  mutating func effects(_ layer: LottieJSON, content: [SceneText]) -> EffectResult {
    var result = EffectResult(content: content)
    var shadows: [(base: SceneText, animations: [SceneText])] = []
    for effect in layer["ef"]?.array ?? [] {
      let params = effect["ef"]?.array ?? []
      func value(_ k: Int) -> LottieProperty? { k < params.count ? LottieProperty(params[k]["v"]) : nil }
      let name = effect["nm"]?.string ?? effect["mn"]?.string ?? "effect"
      switch effect.int("ty") ?? -1 {
      case 21:
        // lottie-web: every pixel takes the colour, its alpha times the effect's opacity.
        guard let color = value(2), let opacity = value(6) else { continue }
        if color.isAnimated || opacity.isAnimated { report(effect, "animated Fill effect", "held at its first values") }
        let rgb = Self.unitColor(color.initial)
        let alpha = min(max(opacity.initial.first ?? 1, 0), 1)
        let rect = fullRect(color: LottieAnimator.colorText([rgb[0], rgb[1], rgb[2], alpha]))
        result.content = [group([rect], mask: ("alpha", group(result.content)))]
      case 29 where !result.entries.contains { $0.0 == .blur }:
        // lottie-web: stdDeviation 0.3 × blurriness; a scene blur is 2σ.
        guard let blurriness = value(0) else { continue }
        if let dimensions = value(1)?.initial.first, dimensions != 1 {
          report(effect, "Gaussian Blur in one direction only", "blurred in both directions")
        }
        // Clamped to the scene's blur range: a larger blur is refused by the scene, never by us.
        var target = LottieAnimator.Target.scalar("blur")
        let range = SceneLimits.blurRange
        target.convert = { [min(max(($0.first ?? 0) * 0.6, range.lowerBound), range.upperBound)] }
        let r = animator.animate(blurriness, target)
        result.entries.append((.blur, r.base))
        result.animations += r.animations
      case 20 where !result.entries.contains { $0.0 == .tint }:
        // lottie-web's SVGTintFilter: map black to, map white to, amount to tint (percent).
        guard let black = value(0), let white = value(1), let amount = value(2) else {
          report(effect, "Tint effect without its three parameters", "not drawn")
          continue
        }
        if black.isAnimated || white.isAnimated || amount.isAnimated {
          report(effect, "animated Tint effect", "held at its first values")
        }
        let dark = Self.unitColor(black.initial)
        let light = Self.unitColor(white.initial)
        result.entries.append(
          (
            .tint,
            .map([
              (.black, .string(LottieAnimator.colorText([dark[0], dark[1], dark[2], 1]))),
              (.white, .string(LottieAnimator.colorText([light[0], light[1], light[2], 1]))),
              (.amount, .number(min(max((amount.initial.first ?? 100) / 100, 0), 1))),
            ])
          ))
      case 23 where !result.entries.contains { $0.0 == .tritone }:
        // lottie-web's SVGTritoneFilter: highlights, midtones, shadows (its fourth parameter,
        // blend with original, is not used by lottie-web).
        guard let high = value(0), let mid = value(1), let low = value(2) else {
          report(effect, "Tritone effect without its three colours", "not drawn")
          continue
        }
        if high.isAnimated || mid.isAnimated || low.isAnimated {
          report(effect, "animated Tritone effect", "held at its first values")
        }
        func text(_ p: LottieProperty) -> SceneText {
          let c = Self.unitColor(p.initial).map { min(max($0, 0), 1) }
          return .string(LottieAnimator.colorText([c[0], c[1], c[2], 1]))
        }
        result.entries.append(
          (.tritone, .map([(.highlights, text(high)), (.midtones, text(mid)), (.shadows, text(low))])))
      case 24 where !result.entries.contains { $0.0 == .levels }:
        if let levels = levels(effect, value) { result.entries.append((.levels, levels)) }
      case 28:
        // Set Matte: applied by `composition` (LottieTranslator+SetMatte).
        continue
      case 22:
        // Stroke: applied by `drawnLayer` (LottieTranslator+StrokeEffect).
        continue
      case 25:
        guard let shadow = dropShadow(value) else { continue }
        shadows.append(shadow)
      case 5 where name.contains("Control") || (effect["mn"]?.string ?? "").contains("Control"):
        continue
      default:
        report(effect, "effect \(UserText.quoted(name, limit: 60)) (ty \(effect.int("ty") ?? -1))", "not drawn")
      }
    }
    // lottie-web chains the shadows in one filter: each is cast by the layer with the shadows
    // before it, all in the same region (the layer's bounding box). The earlier ones go on
    // nested groups in the layer's space, the last on the layer's own group.
    for (k, shadow) in shadows.enumerated() {
      guard k + 1 < shadows.count else {
        result.entries.append((.shadow, shadow.base))
        result.animations += shadow.animations
        break
      }
      guard case .map(var entries) = group(result.content) else { continue }
      entries.append((.shadow, shadow.base))
      if !shadow.animations.isEmpty { entries.append((.animations, .list(shadow.animations))) }
      result.content = [.map(entries)]
    }
    return result
  }

  /// A Drop Shadow's `shadow` entry and animations, as lottie-web's svg renderer draws it:
  /// an SVG filter on the layer's element (so in the layer's own units) whose region is the
  /// element's bounding box (the renderer's default `filterSize`, 0 % / 100 %), blurring the
  /// alpha by σ = softness / 4, offset by distance towards direction − 90°, flooded with the
  /// colour (rounded to 8 bits; its own alpha unused) at opacity / 255, merged under the layer.
  /// Parameters: 0 colour, 1 opacity (0…255), 2 direction (degrees), 3 distance, 4 softness.
  mutating func dropShadow(_ value: (Int) -> LottieProperty?) -> (base: SceneText, animations: [SceneText])? {
    guard let color = value(0), let opacity = value(1), let direction = value(2), let distance = value(3),
      let softness = value(4)
    else { return nil }
    func shadowColor(_ f: Double?) -> [Double] {
      let c = f.map { color.value(at: $0) } ?? color.initial
      let o = f.map { opacity.value(at: $0) } ?? opacity.initial
      func channel(_ k: Int) -> Double { k < c.count ? (min(max(c[k], 0), 1) * 255).rounded() / 255 : 0 }
      return [channel(0), channel(1), channel(2), min(max((o.first ?? 255) / 255, 0), 1)]
    }
    func offset(_ f: Double?) -> [Double] {
      let d = (f.map { distance.value(at: $0) } ?? distance.initial).first ?? 0
      let angle = (((f.map { direction.value(at: $0) } ?? direction.initial).first ?? 0) - 90) * Double.pi / 180
      let range = SceneLimits.shadowOffsetRange
      // cos 90° is 6e-17, not 0: a straight-down shadow is written [0, d].
      func component(_ v: Double) -> Double { abs(v) < 1e-9 ? 0 : min(max(v, range.lowerBound), range.upperBound) }
      return [component(d * cos(angle)), component(d * sin(angle))]
    }
    var animations: [SceneText] = []
    let colorText: (([Double]) -> SceneText) = { .string(LottieAnimator.colorText($0)) }
    if color.isAnimated || opacity.isAnimated {
      animations += animator.bake(name: "shadowColor", path: opacity.path, format: colorText) { shadowColor($0) }
    }
    if direction.isAnimated || distance.isAnimated {
      let pairText: ([Double]) -> SceneText = { .pair($0[0], $0[1]) }
      animations += animator.bake(name: "shadowOffset", path: distance.path, format: pairText) { offset($0) }
    }
    // A scene blur is 2σ = softness / 2, in the layer's units.
    var target = LottieAnimator.Target.scalar("shadowBlur")
    let range = SceneLimits.blurRange
    target.convert = { [min(max(($0.first ?? 0) / 2, range.lowerBound), range.upperBound)] }
    let blur = animator.animate(softness, target)
    animations += blur.animations
    let first = offset(nil)
    let base = SceneText.map([
      (.color, colorText(shadowColor(nil))), (.offset, .pair(first[0], first[1])), (.blur, blur.base),
      (.local, .bool(true)), (.clip, .bool(true)),
    ])
    return (base, animations)
  }
}
