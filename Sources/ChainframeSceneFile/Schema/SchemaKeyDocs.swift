/// Descriptions, defaults and examples of keys by name, for the value schemas that do not
/// carry their own (keys that `PropertyTable` does not describe: they are not animatable).
/// They follow docs/scene-format.md and docs/animation.md.
enum SchemaKeyDocs {
  /// One key's documentation.
  struct Entry {
    let description: String
    let defaultValue: SchemaJSON?
    let example: SchemaJSON?

    init(_ description: String, default defaultValue: SchemaJSON?, example: SchemaJSON?) {
      self.description = description
      self.defaultValue = defaultValue
      self.example = example
    }
  }

  /// Every property in `node` (at any depth) without a description gets the table's
  /// description, default and example; one that has a description only gets an example
  /// (its default, when it has one, is written next to it).
  static func fill(_ node: SchemaJSON) -> SchemaJSON {
    switch node {
    case .array(let items): return .array(items.map(fill))
    case .object(var members):
      for (key, value) in members { members[key] = fill(value) }
      if case .object(var properties)? = members["properties"] {
        for (key, value) in properties {
          guard case .object = value, let entry = table[key] else { continue }
          var filled = value
          if filled["description"] == nil {
            filled["description"] = .string(entry.description)
            if filled["default"] == nil, let d = entry.defaultValue { filled["default"] = d }
          }
          if filled["examples"] == nil, let e = entry.example { filled["examples"] = [e] }
          properties[key] = filled
        }
        members["properties"] = .object(properties)
      }
      return .object(members)
    default: return node
    }
  }

  /// The documentation of each key.
  static let table: [String: Entry] = [
    "vars": .init(
      "Variables with their default values; use them as ${name}; --set and --vars override them.", default: nil,
      example: ["accent": "#2f8cff"]),
    "canvas": .init(
      "The output frame: size, frame rate, duration, background.", default: nil,
      example: ["width": 1280, "height": 720, "fps": 30, "duration": 4]),
    "assets": .init("Fonts and images the scene ships.", default: nil, example: ["fonts": ["fonts/Inter-Bold.ttf"]]),
    "layers": .init("Layers, back to front.", default: nil, example: nil),
    "audio": .init(
      "Soundtrack: {file, volume, fadeIn, fadeOut, offset}.", default: nil,
      example: ["file": "music.wav", "fadeOut": 1]),
    "file": .init(
      "Audio file relative to the scene's folder (WAV, MP3, AAC, FLAC, Ogg…).", default: nil, example: "music.wav"),
    "volume": .init("Linear gain, 0 to 10.", default: 1, example: 0.8),
    "fadeIn": .init("Seconds of fade-in at the start.", default: 0, example: 0.5),
    "fadeOut": .init("Seconds of fade-out at the end.", default: 0, example: 1),
    "animations": .init("Property animations (docs/animation.md).", default: nil, example: nil),
    "chain": .init(
      "JH chains: a string, a list of strings, or a list of links (docs/animation.md).", default: nil,
      example: "moveX(100).easeOut.animate(1)"),
    "mask": .init(
      "Mask: {mode, layers}; the layers are drawn in the masked layer's parent space and animate on their own.",
      default: nil, example: nil),
    "tint": .init(
      "Brightness mapped onto a colour ramp, as After Effects' Tint: {black, white, amount}; the average of the linear-light channels picks a colour between black and white, shown by amount.",
      default: nil, example: ["black": "#000000", "white": "#ff8800", "amount": 1]),
    "tritone": .init(
      "Brightness mapped onto three colours, as After Effects' Tritone: {highlights, midtones, shadows}; the average of the linear-light channels picks a colour on the ramp shadows → midtones → highlights; alpha is kept.",
      default: nil, example: ["highlights": "#ffffff", "midtones": "#cc6633", "shadows": "#000033"]),
    "levels": .init(
      "Channels remapped as After Effects' Levels (Individual Controls): {rgb, red, green, blue, alpha}, each a curve {inputBlack, inputWhite, gamma, outputBlack, outputWhite}; each channel through its own curve, then red, green and blue through rgb.",
      default: nil,
      example: ["rgb": ["inputBlack": 0.1, "inputWhite": 0.9, "gamma": 1.4], "alpha": ["outputWhite": 0.8]]),
    "shadow": .init(
      "Drop shadow from the layer's alpha: {color, offset, blur, local, clip}, or none (no shadow, also where a default gives one); colour, offset and blur animate as shadowColor, shadowOffset, shadowBlur.",
      default: nil, example: ["color": "#00000080", "offset": [0, 4], "blur": 8]),
    "from": .init(
      "Start value (animations: the property's value at the start by default; lines and gradients: a point).",
      default: nil, example: nil),
    "to": .init("End value (animations) or end point (lines, gradients).", default: nil, example: nil),
    "by": .init("End value relative to the start (not for decay).", default: nil, example: 100),
    "color": .init("A colour.", default: nil, example: "#2f8cff"),
    "offset": .init(
      "Offset: [x, y] pixels for shadows, seconds for audio, 0…1 for gradient stops.", default: nil, example: nil),
    "type": .init("Kind of the value (layer type, gradient type or animation type).", default: nil, example: nil),
    "radius": .init(
      "Radius: pixels for polygons, a fraction of the box's longer side for radial gradients.", default: nil,
      example: 40),
    "width": .init("Width in pixels (stroke width, or the wrap width of text).", default: nil, example: 4),
    "stagger": .init(
      "Delay between children or pieces: seconds, or {delay, from: start|end|center}.", default: nil, example: 0.05),
    "bounciness": .init("POP spring bounciness, 0 to 20.", default: 4, example: 8),
    "speed": .init("POP spring speed, 0 to 20.", default: 12, example: 16),
    "stiffness": .init("Spring stiffness (Remotion/framer naming).", default: nil, example: 170),
    "damping": .init("Spring damping (Remotion/framer naming).", default: nil, example: 26),
    "mass": .init("Spring mass.", default: 1, example: 1),
    "tension": .init("Spring tension (Origami naming).", default: nil, example: 40),
    "friction": .init("Spring friction (Origami naming).", default: nil, example: 7),
    "roundness": .init("Rounding of the corners, 0 to 1.", default: 0, example: 0.2),
    "fit": .init("How the image fits its size: fill, contain or cover.", default: "contain", example: "cover"),
    "center": .init("Centre of a radial gradient, unit box coordinates.", default: [0.5, 0.5], example: [0.5, 0.5]),
    "focus": .init(
      "Focal point of a radial gradient (its highlight: the first stop sits there), unit box coordinates; the centre by default.",
      default: nil, example: [0.35, 0.4]),
    "stops": .init(
      "2 to 8 colours (evenly spaced) or {offset, color} mappings; stop i animates as gradient.color<i> and gradient.offset<i>.",
      default: nil, example: ["#2f8cff", "#8a2be2"]),
    "dash": .init("Dash pattern: lengths of dashes and gaps in pixels.", default: nil, example: [14, 8]),
    "dashOffset": .init("Offset into the dash pattern, pixels (animatable as dashOffset).", default: 0, example: 4),
    "cap": .init("Line cap.", default: "butt", example: "round"),
    "join": .init("Line join.", default: "miter", example: "round"),
    "miterLimit": .init("Miter limit.", default: 4, example: 4),
    "under": .init(
      "Draw the stroke under the fill (an outline, as subtitle renderers draw): half of it shows.", default: false,
      example: true),
    "mode": .init("Mask mode.", default: "alpha", example: "luma"),
    "blur": .init("Blur radius in pixels.", default: nil, example: 8),
    "weight": .init("Font weight: 100 to 900, normal or bold.", default: 400, example: "bold"),
    "style": .init("Font style.", default: "normal", example: "italic"),
    "opacity": .init("Opacity, 0 to 1.", default: 1, example: 0),
    "position": .init("Position [x, y] in pixels, relative to where the piece sits.", default: nil, example: [0, 30]),
    "scale": .init("Scale factor, or [sx, sy].", default: 1, example: 0.5),
    "rotation": .init("Rotation, degrees clockwise.", default: 0, example: 15),
    "repeat": .init("Repeat count of this link.", default: 1, example: 2),
    "spring": .init(
      "Spring physics for this link: true or {bounciness, speed, stiffness, damping, mass, tension, friction}.",
      default: nil, example: true),
    "velocity": .init("Initial velocity, units per second (a list for pairs).", default: 0, example: 400),
    "popCompatible": .init("Step springs exactly as POP's animator.", default: false, example: true),
    "deceleration": .init("Decay retention per millisecond, 0 to 1.", default: 0.998, example: 0.995),
    "keyframes": .init(
      "Stops {time, value, easing, hold}; times in seconds from the start, ascending.", default: nil,
      example: [["time": 0, "value": 0], ["time": 1, "value": 100]]),
    "repeatForever": .init("Repeat until the scene ends.", default: false, example: true),
    "autoreverses": .init("Go back after each play.", default: false, example: true),
    "additive": .init("Add to what lies beneath.", default: false, example: true),
    "clamp": .init("Values never pass from/to at the start, end or both.", default: "none", example: "both"),
    "rounding": .init("Write multiples of this step (POP's roundingFactor); 0 is off.", default: 0, example: 1),
    "progressMarkers": .init("Progress values that produce tracer events.", default: [], example: [0.5]),
    "name": .init("Name in tracer output.", default: nil, example: "slide-in"),
    "time": .init("Seconds from the animation's start.", default: nil, example: 0.5),
    "value": .init("The value at this stop.", default: nil, example: 100),
    "easing": .init("Easing of the segment leaving this stop.", default: "linear", example: "ease-out"),
    "hold": .init("Keep the value until the next stop.", default: false, example: true),
    "outerRadius": .init("Outer radius of a star, pixels.", default: nil, example: 40),
    "innerRadius": .init("Inner radius of a star, pixels (half the outer by default).", default: nil, example: 16),
    "fillRule": .init("Fill rule for self-intersecting paths.", default: "nonzero", example: "evenodd"),
    "text": .init("The text; \\n for new lines.", default: nil, example: "Launch day"),
    "font": .init(
      "Font: {family, weight, style, size}.",
      default: ["family": "DejaVu Sans", "weight": 400, "style": "normal", "size": 32],
      example: ["family": "DejaVu Sans", "weight": "bold", "size": 56]),
    "align": .init(
      "Alignment: the position is the start, centre or end of each line.", default: "left", example: "center"),
    "lineHeight": .init(
      "Line height, times the font size (the font's own spacing if omitted).", default: nil, example: 1.2),
    "letterSpacing": .init("Extra space between letters, pixels.", default: 0, example: 2),
    "fontFeatures": .init(
      "OpenType features on or off (HarfBuzz syntax): -kern sets no kerning, -liga no ligatures, smcp=1 small capitals.",
      default: nil, example: ["-kern", "-liga"]),
    "split": .init(
      "Cut the text into pieces (chars, words or lines) that each run the same animations after their stagger delay.",
      default: nil, example: ["by": "chars", "stagger": 0.04, "opacity": 0]),
    "animators": .init(
      "Text animators (After Effects'): each a range selecting characters (start/end/offset in percent or index units, shape, ease, randomize) and what selected characters get (position offset, scale, rotation, opacity, fill, stroke, strokeWidth, tracking); values may be keyframe stops.",
      default: nil,
      example: [["range": ["end": [["time": 0, "value": 0], ["time": 1, "value": 100]]], "opacity": 0]]),
    "anchorGrouping": .init(
      "What characters turn and scale about under animators: their own middle (characters), their word's or their line's.",
      default: "characters", example: "words"),
    "characterAnchor": .init(
      "Point each character turns and scales about under animators: [x as a fraction of its width, y pixels below its baseline].",
      default: [0.5, 0], example: [0.5, -20]),
    "children": .init("Layers in the group's space.", default: nil, example: nil),
    "clip": .init("Clip children to the group's size.", default: false, example: true),
    "d": .init("SVG path data (the full grammar, arcs included).", default: nil, example: "M0 0 C 50 -40 100 40 150 0"),
    "id": .init(
      "Unique name in the whole tree, used by dumps, traces, --property and errors.", default: nil, example: "title"),
    "size": .init("Size [width, height] in pixels.", default: nil, example: [200, 80]),
    "visible": .init("Seconds the layer is drawn: [start, end] or {from, to}.", default: nil, example: [0, 2]),
    "points": .init("Number of points.", default: 5, example: 5),
    "sides": .init("Number of sides.", default: 5, example: 6),
    "captions": .init(
      "Captions from an SRT or WebVTT file, burned in as text (and optionally a sidecar .vtt or a soft subtitle track).",
      default: nil, example: ["file": "talk.srt"]),
    "motionBlur": .init(
      "Motion blur: {shutterAngle, shutterPhase, samples} (docs/motion-blur.md); on a layer, false turns the canvas's blur off.",
      default: nil, example: ["shutterAngle": 180, "samples": 16]),
    "clips": .init(
      "Timed audio clips, mixed in order: {file, start, trim, volume, fadeIn, fadeOut, loop}.", default: nil,
      example: [["file": "voice.wav", "start": 1]]),
    "trim": .init("Source seconds used: [in, out], or [in] to the end.", default: nil, example: [1, 4]),
    "loop": .init("Repeat the source until the layer or the video ends.", default: false, example: true),
    "muted": .init("Leave the video's own sound out of the mix.", default: false, example: true),
  ]
}
