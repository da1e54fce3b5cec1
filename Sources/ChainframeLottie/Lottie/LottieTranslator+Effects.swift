import ChainframeModel
import Foundation

/// Layer effects (`ef`) that lottie-web's svg renderer (the reference player) draws and a scene
/// can say: Fill (21) and Gaussian Blur (29), with lottie-web's constants. Drop Shadow (25) stays
/// reported: lottie-web clips it to the layer's filter region (its bounding box plus 10 %), so
/// a full soft shadow scored worse against it than none (AnimatedShadow 45 → 25 dB).
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
      case 5 where name.contains("Control") || (effect["mn"]?.string ?? "").contains("Control"):
        continue
      default:
        report(effect, "effect \(UserText.quoted(name, limit: 60)) (ty \(effect.int("ty") ?? -1))", "not drawn")
      }
    }
    return result
  }
}
