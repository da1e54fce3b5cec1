/// A key of a scene file mapping, as `SceneText` writes it.
///
/// The Lottie translator names its keys through the static members below, so a misspelt key
/// does not compile, and a test holds every one of ``translatorKeys`` to the scene schema
/// (built from the decoders' own key tables), so a key a decoder renames fails a test instead
/// of an import at run time. The Swift DSL, which passes keys through from its callers, writes
/// them as string literals.
package struct SceneKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The key as written in the file.
  package let rawValue: String

  /// A key from its text.
  package init(rawValue: String) { self.rawValue = rawValue }

  /// A key from a string literal (the DSL's keys).
  package init(stringLiteral value: String) { rawValue = value }

  /// The key of the whole property `name` (an animator target's name such as `trimStart`).
  init(property name: String) { rawValue = name }

  /// `align`.
  package static let align = SceneKey(rawValue: "align")
  /// `anchor`.
  package static let anchor = SceneKey(rawValue: "anchor")
  /// `animations`.
  package static let animations = SceneKey(rawValue: "animations")
  /// `background`.
  package static let background = SceneKey(rawValue: "background")
  /// `blend`.
  package static let blend = SceneKey(rawValue: "blend")
  /// `blur`.
  package static let blur = SceneKey(rawValue: "blur")
  /// `canvas`.
  package static let canvas = SceneKey(rawValue: "canvas")
  /// `cap`.
  package static let cap = SceneKey(rawValue: "cap")
  /// `center`.
  package static let center = SceneKey(rawValue: "center")
  /// `children`.
  package static let children = SceneKey(rawValue: "children")
  /// `clip`.
  package static let clip = SceneKey(rawValue: "clip")
  /// `color`.
  package static let color = SceneKey(rawValue: "color")
  /// `cornerRadius`.
  package static let cornerRadius = SceneKey(rawValue: "cornerRadius")
  /// `d`.
  package static let d = SceneKey(rawValue: "d")
  /// `dash`.
  package static let dash = SceneKey(rawValue: "dash")
  /// `dashOffset`.
  package static let dashOffset = SceneKey(rawValue: "dashOffset")
  /// `duration`.
  package static let duration = SceneKey(rawValue: "duration")
  /// `easing`.
  package static let easing = SceneKey(rawValue: "easing")
  /// `family`.
  package static let family = SceneKey(rawValue: "family")
  /// `fill`.
  package static let fill = SceneKey(rawValue: "fill")
  /// `fillRule`.
  package static let fillRule = SceneKey(rawValue: "fillRule")
  /// `fit`.
  package static let fit = SceneKey(rawValue: "fit")
  /// `focus`.
  package static let focus = SceneKey(rawValue: "focus")
  /// `font`.
  package static let font = SceneKey(rawValue: "font")
  /// `fps`.
  package static let fps = SceneKey(rawValue: "fps")
  /// `from`.
  package static let from = SceneKey(rawValue: "from")
  /// `height`.
  package static let height = SceneKey(rawValue: "height")
  /// `hold`.
  package static let hold = SceneKey(rawValue: "hold")
  /// `id`.
  package static let id = SceneKey(rawValue: "id")
  /// `join`.
  package static let join = SceneKey(rawValue: "join")
  /// `amount`.
  package static let amount = SceneKey(rawValue: "amount")
  /// `black`.
  package static let black = SceneKey(rawValue: "black")
  /// `tint`.
  package static let tint = SceneKey(rawValue: "tint")
  /// `white`.
  package static let white = SceneKey(rawValue: "white")
  /// `tritone`.
  package static let tritone = SceneKey(rawValue: "tritone")
  /// `highlights`.
  package static let highlights = SceneKey(rawValue: "highlights")
  /// `midtones`.
  package static let midtones = SceneKey(rawValue: "midtones")
  /// `shadows`.
  package static let shadows = SceneKey(rawValue: "shadows")
  /// `levels`.
  package static let levels = SceneKey(rawValue: "levels")
  /// `rgb`.
  package static let rgb = SceneKey(rawValue: "rgb")
  /// `red`.
  package static let red = SceneKey(rawValue: "red")
  /// `green`.
  package static let green = SceneKey(rawValue: "green")
  /// `blue`.
  package static let blue = SceneKey(rawValue: "blue")
  /// `alpha`.
  package static let alpha = SceneKey(rawValue: "alpha")
  /// `inputBlack`.
  package static let inputBlack = SceneKey(rawValue: "inputBlack")
  /// `inputWhite`.
  package static let inputWhite = SceneKey(rawValue: "inputWhite")
  /// `gamma`.
  package static let gamma = SceneKey(rawValue: "gamma")
  /// `outputBlack`.
  package static let outputBlack = SceneKey(rawValue: "outputBlack")
  /// `outputWhite`.
  package static let outputWhite = SceneKey(rawValue: "outputWhite")
  /// `fontFeatures`.
  package static let fontFeatures = SceneKey(rawValue: "fontFeatures")
  /// `keyframes`.
  package static let keyframes = SceneKey(rawValue: "keyframes")
  /// `layers`.
  package static let layers = SceneKey(rawValue: "layers")
  /// `letterSpacing`.
  package static let letterSpacing = SceneKey(rawValue: "letterSpacing")
  /// `lineHeight`.
  package static let lineHeight = SceneKey(rawValue: "lineHeight")
  /// `local`.
  package static let local = SceneKey(rawValue: "local")
  /// `mask`.
  package static let mask = SceneKey(rawValue: "mask")
  /// `miterLimit`.
  package static let miterLimit = SceneKey(rawValue: "miterLimit")
  /// `mode`.
  package static let mode = SceneKey(rawValue: "mode")
  /// `offset`.
  package static let offset = SceneKey(rawValue: "offset")
  /// `opacity`.
  package static let opacity = SceneKey(rawValue: "opacity")
  /// `position`.
  package static let position = SceneKey(rawValue: "position")
  /// `property`.
  package static let property = SceneKey(rawValue: "property")
  /// `radius`.
  package static let radius = SceneKey(rawValue: "radius")
  /// `rotation`.
  package static let rotation = SceneKey(rawValue: "rotation")
  /// `scale`.
  package static let scale = SceneKey(rawValue: "scale")
  /// `shadow`.
  package static let shadow = SceneKey(rawValue: "shadow")
  /// `size`.
  package static let size = SceneKey(rawValue: "size")
  /// `skew`.
  package static let skew = SceneKey(rawValue: "skew")
  /// `src`.
  package static let src = SceneKey(rawValue: "src")
  /// `stops`.
  package static let stops = SceneKey(rawValue: "stops")
  /// `stroke`.
  package static let stroke = SceneKey(rawValue: "stroke")
  /// `style`.
  package static let style = SceneKey(rawValue: "style")
  /// `text`.
  package static let text = SceneKey(rawValue: "text")
  /// `time`.
  package static let time = SceneKey(rawValue: "time")
  /// `to`.
  package static let to = SceneKey(rawValue: "to")
  /// `trimEnd`.
  package static let trimEnd = SceneKey(rawValue: "trimEnd")
  /// `trimOffset`.
  package static let trimOffset = SceneKey(rawValue: "trimOffset")
  /// `trimStart`.
  package static let trimStart = SceneKey(rawValue: "trimStart")
  /// `type`.
  package static let type = SceneKey(rawValue: "type")
  /// `value`.
  package static let value = SceneKey(rawValue: "value")
  /// `visible`.
  package static let visible = SceneKey(rawValue: "visible")
  /// `weight`.
  package static let weight = SceneKey(rawValue: "weight")
  /// `width`.
  package static let width = SceneKey(rawValue: "width")

  /// `animators`.
  package static let animators = SceneKey(rawValue: "animators")
  /// `characterAnchor`.
  package static let characterAnchor = SceneKey(rawValue: "characterAnchor")
  /// `range`.
  package static let range = SceneKey(rawValue: "range")
  /// `start`.
  package static let start = SceneKey(rawValue: "start")
  /// `end`.
  package static let end = SceneKey(rawValue: "end")
  /// `units`.
  package static let units = SceneKey(rawValue: "units")
  /// `basedOn`.
  package static let basedOn = SceneKey(rawValue: "basedOn")
  /// `shape`.
  package static let shape = SceneKey(rawValue: "shape")
  /// `easeHigh`.
  package static let easeHigh = SceneKey(rawValue: "easeHigh")
  /// `easeLow`.
  package static let easeLow = SceneKey(rawValue: "easeLow")
  /// `randomize`.
  package static let randomize = SceneKey(rawValue: "randomize")
  /// `seed`.
  package static let seed = SceneKey(rawValue: "seed")
  /// `tracking`.
  package static let tracking = SceneKey(rawValue: "tracking")
  /// `anchorGrouping`.
  package static let anchorGrouping = SceneKey(rawValue: "anchorGrouping")
  /// `smoothness`.
  package static let smoothness = SceneKey(rawValue: "smoothness")
  /// `strokeWidth`.
  package static let strokeWidth = SceneKey(rawValue: "strokeWidth")
  /// `antialias`.
  package static let antialias = SceneKey(rawValue: "antialias")
  /// Every key the Lottie translator writes.
  package static let translatorKeys: [SceneKey] = [
    .animators,
    .characterAnchor,
    .range,
    .start,
    .end,
    .units,
    .basedOn,
    .shape,
    .easeHigh,
    .easeLow,
    .randomize,
    .seed,
    .tracking,
    .strokeWidth,
    .antialias,
    .smoothness,
    .anchorGrouping,
    .align,
    .anchor,
    .animations,
    .background,
    .blend,
    .blur,
    .canvas,
    .cap,
    .center,
    .children,
    .clip,
    .color,
    .cornerRadius,
    .d,
    .dash,
    .dashOffset,
    .duration,
    .easing,
    .family,
    .fill,
    .fillRule,
    .fit,
    .focus,
    .font,
    .fps,
    .fontFeatures,
    .from,
    .amount,
    .black,
    .tint,
    .white,
    .tritone,
    .highlights,
    .midtones,
    .shadows,
    .levels,
    .rgb,
    .red,
    .green,
    .blue,
    .alpha,
    .inputBlack,
    .inputWhite,
    .gamma,
    .outputBlack,
    .outputWhite,
    .height,
    .hold,
    .id,
    .join,
    .keyframes,
    .layers,
    .letterSpacing,
    .lineHeight,
    .local,
    .mask,
    .miterLimit,
    .mode,
    .offset,
    .opacity,
    .position,
    .property,
    .radius,
    .rotation,
    .scale,
    .shadow,
    .size,
    .skew,
    .src,
    .stops,
    .stroke,
    .style,
    .text,
    .time,
    .to,
    .trimEnd,
    .trimOffset,
    .trimStart,
    .type,
    .value,
    .visible,
    .weight,
    .width,
  ]
}
